/**
 * Readiness waits for the in-memory index (issue 31, item 8), on real server processes over each
 * store: a process whose index is still being read answers /health/ready 503 naming the index
 * (`index: loading`), live 200, and logs how far the read has come; ready once it is read. With
 * READY_BEFORE_INDEX=on it is ready at once, saying the index is loading; with MEMORY_INDEX=off
 * readiness has no index to wait for. A read that fails (the store errors) is logged, keeps the
 * process not ready saying so, and is tried again until it succeeds.
 *
 * The read is held without touching the process: the index file's path is a named pipe that
 * nothing writes to yet, so the process's read of it waits in the kernel (as on a hung network
 * disk) while its event loop answers; the test then opens the pipe and closes it empty, the
 * process finds no usable file and reads the store, as one without an index file does.
 */
import { execFileSync } from 'node:child_process';
import { constants, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFilePath } from '../../src/index/index-file.js';
import { layoutOf } from '../../src/index/layout.js';
import { products } from '../../src/resources/products/resource.js';
import { storeFor } from '../../src/store/open-store.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const PRODUCTS = 300;
/** A side table the index reads, renamed away to make its read fail. */
const SIDE = 'product_colors';

let catalog: ImportedCatalog;
let location: string;
const dirs: string[] = [];

beforeAll(async () => {
  catalog = await importedCatalog('ready', { products: PRODUCTS, seed: 31 });
  const store = storeFor(catalog.database.url);
  location = store.migrations.location;
  await store.close();
}, 300_000);

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await catalog?.remove();
});

function indexDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-ready-index-'));
  dirs.push(dir);
  return dir;
}

/**
 * An index directory whose products file is a named pipe: a read of it waits until `release`,
 * which opens the pipe for writing once the process has opened it for reading (without a
 * reader, a non-blocking open fails: tried again) and closes it empty. Released before the
 * process stops in any case: a process whose read of the pipe still waits cannot exit.
 */
function heldIndexDir(): { dir: string; release: () => Promise<void> } {
  const dir = indexDir();
  const pipe = indexFilePath(dir, location, products);
  execFileSync('mkfifo', [pipe]);
  let released = false;
  return {
    dir,
    release: async () => {
      const deadline = Date.now() + 30_000;
      while (!released) {
        try {
          await (await open(pipe, constants.O_WRONLY | constants.O_NONBLOCK)).close();
          released = true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENXIO' || Date.now() > deadline) throw error;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    },
  };
}

const serve = (env: Record<string, string>) => serveProcess({
  // Every read of the store on threads, as a large catalogue's is (src/index/load-in-thread.ts),
  // three of them whatever the machine's cores: the read divided in three parts.
  DATABASE_URL: catalog.database.url, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATABASE_READERS: '1', MEMORY_INDEX_THREAD_FROM: '0', MEMORY_INDEX_THREADS: '3', ...env,
});

interface Readiness { status: number; retryAfter: string | null; body: { status?: string; checks?: Record<string, string>; error?: { status: number; code: string; message: string } } }

async function readiness(server: Served): Promise<Readiness> {
  const res = await fetch(`http://127.0.0.1:${server.port}/health/ready`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as Readiness['body'] };
}

const live = async (server: Served) => (await fetch(`http://127.0.0.1:${server.port}/health/live`)).status;

interface LogLine { level: number; msg: string; [field: string]: unknown }

/** The process's JSON log lines so far. */
function logLines(server: Served): LogLine[] {
  return server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);
}

/** Polls `probe` until it gives a value, or fails naming `what` after `ms`. */
async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const readyAgain = (server: Served) => until('200 from /health/ready', async () => {
  const r = await readiness(server);
  return r.status === 200 ? r : undefined;
});

const logged = (server: Served, pattern: RegExp) => until(`log line ${pattern}`, () => logLines(server).find((l) => pattern.test(l.msg)));

const n = PRODUCTS.toLocaleString('en-US');

describe(`readiness and the in-memory index on ${TEST_STORE}`, () => {
  it('not ready while the index is read: 503 naming it, live 200, its progress logged; ready once read', async () => {
    const held = heldIndexDir();
    const server = await serve({ MEMORY_INDEX_DIR: held.dir });
    try {
      const loading = await readiness(server);
      expect(loading.status).toBe(503);
      expect(loading.retryAfter).toBe('5');
      expect(loading.body.error).toMatchObject({ status: 503, code: 'unavailable' });
      expect(loading.body.error!.message).toBe('Not ready: index: loading (products: reading its file).');
      expect(await live(server)).toBe(200);
      // Every few seconds the log says where the read stands.
      const tick = await logged(server, /^in-memory index of products: reading its file, [\d.]+ s so far$/);
      expect(tick).toMatchObject({ level: 30, resource: 'products', from: 'file' });
      expect((await readiness(server)).status).toBe(503);

      await held.release();
      const ready = await readyAgain(server);
      expect(ready.body).toEqual({ status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok', index: 'ok' } });
      expect(await live(server)).toBe(200);
      // What the read of the store took on, counted in its snapshot, then what it read and how long it took.
      const start = await logged(server, new RegExp(`^in-memory index of products: reading ${n} records \\([\\d,]+ rows\\) from the store$`));
      expect(start).toMatchObject({ records: PRODUCTS });
      expect(start.rows as number).toBeGreaterThan(PRODUCTS);
      const done = await logged(server, new RegExp(`^in-memory index of products read from the store: ${n} records in [\\d.]+ s$`));
      // Read on threads of its own (src/index/load-in-thread.ts): the built server has their script.
      expect(done).toMatchObject({ from: 'store', records: PRODUCTS, thread: true, threads: 3 });
    } finally {
      await held.release();
      await server.stop();
    }
  }, 120_000);

  it('the index read by three threads, each from a snapshot of its own, answers as SQL does', async () => {
    const queries = [
      { filter: { status: 'active' }, sorting: { id: 'ASC' } },
      { filter: { not: { otc: 'yes' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } } },
      { filter: { or: [{ status: 'inactive' }, { otc: 'no' }] }, sorting: { pzn: 'DESC' } },
      { filter: { search: { query: 'a', locale: 'nl' } }, sorting: { name: { direction: 'ASC', locale: 'de' } } },
      { filter: {}, sorting: { touchedAt: 'DESC' } },
    ];
    const pages = async (server: Served) => {
      const out: unknown[] = [];
      for (const query of queries) {
        for (const no of [0, 2]) {
          const res = await fetch(`http://127.0.0.1:${server.port}/v4/products/query`, {
            method: 'POST', headers: { authorization: catalog.auth[1]!, 'content-type': 'application/json' }, body: JSON.stringify({ ...query, page: { no, size: 10 } }),
          });
          const body = await res.json() as { meta: { total: number }; results: Array<{ id: string }> };
          expect(res.status, JSON.stringify([query, body])).toBe(200);
          out.push({ total: body.meta.total, ids: body.results.map((r) => r.id) });
        }
      }
      return out;
    };
    const indexed = await serve({ MEMORY_INDEX_DIR: indexDir() });
    const plain = await serve({ MEMORY_INDEX: 'off' });
    try {
      await readyAgain(indexed);
      const metrics = async () => (await (await fetch(`http://127.0.0.1:${indexed.port}/metrics`)).text())
        .split('\n').find((l) => l.startsWith('catalog_memory_index_pages_total{resource="products",by="index"} '));
      const got = await pages(indexed);
      expect(got).toEqual(await pages(plain));
      expect(Number(((await metrics()) ?? ' 0').split(' ').at(-1))).toBe(queries.length * 2);
    } finally {
      await indexed.stop();
      await plain.stop();
    }
  }, 120_000);

  it('READY_BEFORE_INDEX=on: ready at once while the index is read, saying so', async () => {
    const held = heldIndexDir();
    // Fewer products than MEMORY_INDEX_THREAD_FROM: read on the event loop.
    const server = await serve({ MEMORY_INDEX_DIR: held.dir, READY_BEFORE_INDEX: 'on', MEMORY_INDEX_THREAD_FROM: String(PRODUCTS + 1) });
    try {
      const early = await readiness(server);
      expect(early.status).toBe(200);
      expect(early.body).toEqual({
        status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok', index: 'loading (products: reading its file); pages are SQL until it is read' },
      });
      await held.release();
      await until('index ok among the checks', async () => ((await readiness(server)).body.checks?.index === 'ok' ? true : undefined));
      const done = await logged(server, new RegExp(`^in-memory index of products read from the store: ${n} records in [\\d.]+ s$`));
      expect(done).toMatchObject({ from: 'store', records: PRODUCTS, thread: false, threads: 0 });
    } finally {
      await held.release();
      await server.stop();
    }
  }, 120_000);

  it('MEMORY_INDEX=off: ready at once, no index among the checks', async () => {
    const held = heldIndexDir();
    const server = await serve({ MEMORY_INDEX_DIR: held.dir, MEMORY_INDEX: 'off' });
    try {
      const ready = await readiness(server);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok' } });
      expect(logLines(server).filter((l) => l.msg.includes('in-memory index'))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('a read that fails is logged with the store\'s error, keeps the process not ready saying so, and is tried again until it succeeds', async () => {
    expect(layoutOf(products).sides.map((s) => s.table)).toContain(SIDE);
    await catalog.database.sql(`ALTER TABLE ${SIDE} RENAME TO ${SIDE}_away`);
    let renamed = true;
    const server = await serve({ MEMORY_INDEX_DIR: indexDir() });
    try {
      const failed = await logged(server, /^in-memory index of products could not be read \(1 failed read\); its pages are SQL; the next read in 1 s$/);
      expect(failed).toMatchObject({ level: 40, resource: 'products', attempt: 1, retryInMs: 1000 });
      expect(failed.error).toContain(SIDE);
      // Tried again, and failing again, after longer pauses.
      await logged(server, /could not be read \(2 failed reads\); its pages are SQL; the next read in 2 s$/);
      const notReady = await readiness(server);
      expect(notReady.status).toBe(503);
      expect(notReady.retryAfter).toBe('5');
      expect(notReady.body.error!.message).toMatch(/^Not ready: index: (read failed|loading) \(products: .*\b[2-9] reads failed\b.*\)\.$/);
      expect(await live(server)).toBe(200);

      await catalog.database.sql(`ALTER TABLE ${SIDE}_away RENAME TO ${SIDE}`);
      renamed = false;
      const ready = await readyAgain(server);
      expect(ready.body.checks).toMatchObject({ store: 'ok', index: 'ok' });
      await logged(server, new RegExp(`^in-memory index of products read from the store: ${n} records in [\\d.]+ s$`));
    } finally {
      await server.stop();
      if (renamed) await catalog.database.sql(`ALTER TABLE ${SIDE}_away RENAME TO ${SIDE}`);
    }
  }, 120_000);
});
