/**
 * SQLite: a reader process ended to stop one query costs that query only (docs/deployment.md, "Slow
 * queries and timeouts"). The queries waiting for the same reader (DATABASE_READERS=1: they all
 * share it) are answered, by its replacement, with their own results.
 *
 * The moment that failed them is forced rather than waited for: on a busy event loop the answer of
 * a query and the end of its budget come due together, and the loop runs the budget's timer (the
 * reader is killed) before it reads the answer that is already there. The test holds the reader
 * (SIGSTOP) while the slow query is sent to it, so that the query takes as long as the test wants,
 * then holds the server process while the reader answers and the budget runs out, and lets both
 * go: the server's loop wakes with the budget's timer due and the answer waiting, whatever the
 * machine's load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson } from '../support/catalog.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const SQLITE = TEST_STORE === 'sqlite';
/** The budget of every query; the waiting queries are sent WAIT_MS after the slow one, so theirs end that much later. */
const BUDGET_MS = 6_000;
const WAIT_MS = 4_000;
/**
 * The server is let go this long after the slow query's budget ran out (the server began that
 * budget a little after the test sent the query); the waiting queries then have WAIT_MS less
 * this to be answered by the new reader.
 */
const RESUME_AFTER_MS = 1_500;
const WAITING = 4;

let catalog: ImportedCatalog;
let auth: string;
let ids: string[];
let server: Served | undefined;

beforeAll(async () => {
  if (!SQLITE) return;
  catalog = await importedCatalog('reader-ends', { products: 300, seed: 31 });
  auth = catalog.auth[1]!;
  ids = readNdjson(join(catalog.bulk, 'products.ndjson')).slice(10, 10 + WAITING).map((p) => p.id as string);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await catalog?.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function query(body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${server!.port}/v4/products/query`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
}

const lookup = (id: string) => query({ filter: { id }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });
/** A broad search, sorted by name: a count and a sort of the whole catalogue in the reader. */
const slowBody = { filter: { search: { query: 'a', locale: 'nl' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: { no: 1, size: 50 } };

/** The server's reader processes (its children). */
const readerPids = (): number[] => readFileSync(`/proc/${server!.child.pid}/task/${server!.child.pid}/children`, 'utf8')
  .trim().split(/\s+/).filter(Boolean).map(Number);
/** A process's state letter (R running, S sleeping, T stopped, ...). */
const stateOf = (pid: number): string => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};

describe.skipIf(!SQLITE)(`a reader's end${SQLITE ? '' : ' (skipped: SQLite only; PostgreSQL has no reader processes, a stopped query cancels its own backend: test/cli/slow-queries.test.ts)'}`, () => {
  it('costs only the query it stopped: the queries waiting for the same reader get their own results', async () => {
    server = await serveProcess({
      DATABASE_URL: catalog.database.url, RATE_LIMIT_PER_MINUTE: '0', QUERY_TIMEOUT_MS: String(BUDGET_MS), DATABASE_READERS: '1',
      // SQL's executor: every page goes through the reader.
      MEMORY_INDEX: 'off',
    });
    const warm = await lookup(ids[0]!);
    expect(warm.status).toBe(200);
    const [reader, ...others] = readerPids();
    expect(others, 'one reader process').toEqual([]);
    const serverPid = server.child.pid!;
    try {
      process.kill(reader!, 'SIGSTOP');
      const started = Date.now();
      const slow = query(slowBody);
      await sleep(WAIT_MS);
      // Queued behind the slow query: the only reader is its.
      const waiting = ids.map((id) => lookup(id));
      await sleep(1_000);
      process.kill(serverPid, 'SIGSTOP');
      process.kill(reader!, 'SIGCONT');
      // The reader answers while the server is held (then sleeps, waiting for the next query); the
      // slow query's budget runs out meanwhile, the waiting queries' budgets not yet.
      while (Date.now() < started + BUDGET_MS + RESUME_AFTER_MS || stateOf(reader!) !== 'S') {
        expect(Date.now(), 'the reader answered in time for the waiting queries').toBeLessThan(started + BUDGET_MS + WAIT_MS - 1_000);
        await sleep(20);
      }
      process.kill(serverPid, 'SIGCONT');

      const stopped = await slow;
      expect(stopped.status).toBe(503);
      expect(((await stopped.json()) as { error: { code: string } }).error.code).toBe('query_timeout');
      const answers = await Promise.all(waiting);
      const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() as Record<string, any> })));
      for (const [i, { status, body }] of bodies.entries()) {
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.meta.total).toBe(1);
        expect(body.results.map((r: { id: string }) => r.id)).toEqual([ids[i]]);
      }
      // Nothing else that waited for the reader failed with it (the background propagation's look for work).
      expect(server.output()).not.toContain('ended during');
      // The killed reader was replaced, and the replacement answers. Its exit is reaped by the
      // server's event loop, a moment after the answers on a busy machine.
      for (const deadline = Date.now() + 5_000; readerPids().includes(reader!) && Date.now() < deadline;) await sleep(50);
      expect(readerPids()).not.toContain(reader);
      const after = await lookup(ids[0]!);
      expect(after.status).toBe(200);
    } finally {
      // A held process would hold the test's end too.
      for (const pid of [serverPid, reader!]) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // already gone
        }
      }
    }
  }, 120_000);
});
