/**
 * No request stalls the others (QUERY_TIMEOUT_MS), on real server processes over each store: a
 * deliberately slow query does not hold up concurrent id lookups on the same process; past its
 * budget it answers 503 query_timeout and its database work is stopped; a slow query whose client
 * has gone is stopped too. The slow query is real: an `or` of hundreds of one-letter searches in
 * every locale, sorted by name, which costs seconds on a few thousand products.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson } from '../support/catalog.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE, type TestDatabase } from '../support/store.js';

let catalog: ImportedCatalog;
let database: TestDatabase;
let auth: string;
let productId: string;
const servers: Served[] = [];

beforeAll(async () => {
  catalog = await importedCatalog('slow', { products: 5000, seed: 81 });
  ({ database } = catalog);
  auth = catalog.auth[1]!;
  productId = readNdjson(join(catalog.bulk, 'products.ndjson'))[42]!.id as string;
}, 300_000);

afterAll(async () => {
  for (const s of servers) await s.stop();
  await catalog?.remove();
});

async function serve(queryTimeoutMs: number): Promise<Served> {
  // SQL's executor: the in-memory index would answer the slow query's tree in milliseconds
  // (its search leaves, one store read each, are bound by the same budget).
  const server = await serveProcess({
    DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '0', QUERY_TIMEOUT_MS: String(queryTimeoutMs), DATABASE_READERS: '2', MEMORY_INDEX: 'off',
  });
  servers.push(server);
  return server;
}

const LETTERS = 'a b c d e f g h i j k l m n o p';
/** Hundreds of broad searches in an `or`, sorted by name: seconds of database work. */
const slowBody = (salt: number) => JSON.stringify({
  filter: { or: [...Array.from({ length: 600 }, (_, i) => ({ search: { query: LETTERS, locale: ['nl', 'fr', 'en', 'de'][i % 4] } })), { not: { brand: [salt] } }] },
  sorting: { name: { direction: 'ASC', locale: 'nl' } },
  page: { no: 2, size: 100 },
});
const lookupBody = JSON.stringify({ filter: { id: '' }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });

function query(server: Served, body: string, signal?: AbortSignal) {
  return fetch(`http://127.0.0.1:${server.port}/v4/products/query`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body, signal,
  });
}

/** SQLite: the server's reader processes (its children) now. */
const readerPids = (server: Served): string[] =>
  readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

/**
 * Database work in progress that reads the products search index, as the store's own view shows
 * it. SQLite: reader processes using CPU (state R) among `among`, the readers there were when the
 * query began, so that a replacement starting up does not count.
 */
async function busyReaders(server: Served, among = readerPids(server)): Promise<number> {
  if (TEST_STORE === 'postgres') {
    const [row] = await database.sql(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE '%products_search%' AND pid <> pg_backend_pid()`);
    return Number(row!.n);
  }
  let busy = 0;
  for (const pid of among) {
    if (!existsSync(`/proc/${pid}/stat`)) continue;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('R')) busy++;
  }
  return busy;
}

/**
 * How long the slow query takes when nobody stops it, as the first test measured it: a stopped
 * query must be gone well within that (on a loaded machine, cancelling takes more than a second).
 */
let slowMs = 2_000;

/** Waits up to half the slow query's own time (at most 3 s) for the work to stop; the count of busy readers then. */
async function settled(server: Served, among?: string[]): Promise<number> {
  const deadline = Date.now() + Math.min(3_000, slowMs / 2);
  let busy = await busyReaders(server, among);
  while (busy > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    busy = await busyReaders(server, among);
  }
  return busy;
}

describe(`slow queries on ${TEST_STORE}`, () => {
  it('do not hold up id lookups on the same process', async () => {
    const server = await serve(60_000);
    let slowDone = 0;
    const slowStarted = Date.now();
    const slow = query(server, slowBody(1)).then(async (res) => {
      slowDone = Date.now();
      return res.status;
    });
    await new Promise((r) => setTimeout(r, 200));
    const lookups: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const res = await query(server, lookupBody.replace('"id":""', `"id":"${productId}"`));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { results: Array<{ id: string }> }).results[0]!.id).toBe(productId);
      lookups.push(Date.now() - started);
      expect(slowDone, 'the slow query ended before the lookups: it is not slow enough to show anything').toBe(0);
    }
    expect(await slow).toBe(200);
    slowMs = slowDone - slowStarted;
    // Each lookup was answered while the slow query ran (above); none waited for it.
    expect(Math.max(...lookups)).toBeLessThan(1_000);
  }, 120_000);

  it('past the budget: 503 query_timeout, and the database work stops', async () => {
    const server = await serve(300);
    const readers = TEST_STORE === 'sqlite' ? readerPids(server) : undefined;
    const started = Date.now();
    const res = await query(server, slowBody(2));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('query_timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    // Stopped, not abandoned: the query takes seconds, and nothing runs it a second later (SQLite:
    // its reader process is gone).
    expect(await settled(server, readers)).toBe(0);
    if (readers) {
      // Killed, and reaped by the server once the kernel has torn it down.
      const gone = () => readers.filter((pid) => !existsSync(`/proc/${pid}`)).length;
      for (const deadline = Date.now() + 2_000; gone() === 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
      expect(gone()).toBeGreaterThan(0);
    }
    // The process goes on answering.
    const after = await query(server, lookupBody.replace('"id":""', `"id":"${productId}"`));
    expect(after.status).toBe(200);
  }, 120_000);

  it('a client that goes away stops its query', async () => {
    const server = await serve(60_000);
    const readers = TEST_STORE === 'sqlite' ? readerPids(server) : undefined;
    const controller = new AbortController();
    const slow = query(server, slowBody(3), controller.signal).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 500));
    expect(await busyReaders(server, readers)).toBeGreaterThan(0);
    controller.abort();
    expect(await slow).toBeInstanceOf(Error);
    expect(await settled(server, readers)).toBe(0);
  }, 120_000);
});
