/**
 * The in-memory index's lifecycle (src/index/memory-index.ts, index-saver.ts), each path made to
 * happen with a tuning of its own (src/index/tuning.ts) on a real store: a request that waited
 * for the follow and got SQL, an index too far behind for a request to wait, a file write put off
 * while the feed is busy and written once it is not, a read again while serving after a write
 * too large to list record by record, and a follow that failed (a read of the store made to fail
 * once at the store's interface). Every path ends with the index answering as SQL does.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../src/index/memory-index.js';
import { type IndexTuning } from '../../src/index/tuning.js';
import { planRequest } from '../../src/query/plan.js';
import { products } from '../../src/resources/products/resource.js';
import { QueryService } from '../../src/service/query-service.js';
import { type Store } from '../../src/store/store.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { TEST_STORE } from '../support/store.js';

let catalog: TestCatalog;
let tick = 0;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 120, seed: 77, env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

/** A new index of the products over the catalogue's store, read before it is handed out. */
async function indexWith(tuning: Partial<IndexTuning>, dir?: string): Promise<MemoryIndex> {
  const index = new MemoryIndex(catalog.store, [products], { tuning, dir });
  index.start();
  await index.ready();
  return index;
}

/** `n` updates of products' status, each its own commit: `n` rows of the change feed. */
async function updates(n: number): Promise<void> {
  const ids = catalog.records.products!.slice(0, n).map((p) => p.id as string);
  for (const id of ids) {
    tick += 1;
    const response = await catalog.app.inject({
      method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator },
      payload: { id, product: { status: tick % 2 === 0 ? 'active' : 'inactive' } },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const pages = (index: MemoryIndex) => index.stats()[0]!.pages;

/**
 * The catalogue's store, whose `rowsTogether` (the follow's reads of the feed and of records; a
 * read from the store uses a snapshot instead) fails as many times as `failNext` says: a store
 * that does not answer for a moment, the database itself untouched.
 */
function failingReads(store: Store): { store: Store; failNext: (n: number) => void; failed: () => number } {
  let left = 0;
  let failed = 0;
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === 'rowsTogether') {
        return (queries: Parameters<Store['rowsTogether']>[0]) => {
          if (left === 0) return target.rowsTogether(queries);
          left--;
          failed++;
          return Promise.reject(new Error('injected: the store did not answer'));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: wrapped, failNext: (n) => { left = n; }, failed: () => failed };
}

/** A page of active products by id through `index`: the rows SQL gives, whoever answered. */
async function expectSqlAnswer(index: MemoryIndex): Promise<void> {
  const plan = planRequest(products, { filter: { status: 'active' }, sorting: { id: 'ASC' }, page: { no: 0, size: 50 } }, 'query');
  const [got, want] = [await new QueryService(catalog.store, index).page(products, plan), await new QueryService(catalog.store).page(products, plan)];
  expect(got.total).toBe(want.total);
  expect(got.rows.map((r) => r.id)).toEqual(want.rows.map((r) => r.id));
}

/** A page of active products by id, through the index and through SQL: the same answer. */
async function expectSameAsSql(index: MemoryIndex): Promise<void> {
  const plan = planRequest(products, { filter: { status: 'active' }, sorting: { id: 'ASC' }, page: { no: 0, size: 50 } }, 'query');
  const before = index.answered;
  const [got, want] = [await new QueryService(catalog.store, index).page(products, plan), await new QueryService(catalog.store).page(products, plan)];
  expect(got.total).toBe(want.total);
  expect(got.rows.map((r) => r.id)).toEqual(want.rows.map((r) => r.id));
  expect(index.answered - before).toBe(1);
}

describe(`the in-memory index's lifecycle on ${TEST_STORE}`, () => {
  it('a request that the follow does not bring up to its version within waitMs gets SQL, counted as waited', async () => {
    // Long enough for a first follow on a cold connection (100 ms and more on a loaded PostgreSQL) to end within the second request's wait.
    const index = await indexWith({ waitMs: 500 });
    try {
      await updates(2);
      const version = await catalog.store.version();
      // A generation the store has not reached yet (a commit the follow cannot see): it waits for
      // the follow it started, which ends short of it, and gets SQL.
      const ahead = { ...version, resources: { ...version.resources, products: (version.resources.products ?? 0) + 1_000 } };
      expect(await index.current(products, ahead)).toBeUndefined();
      expect(pages(index).waited).toBe(1);
      expect(pages(index).index).toBe(0);
      // The follow went on: the version the store has is served from the index.
      expect(await index.current(products, version)).toBeDefined();
      await expectSameAsSql(index);
    } finally {
      index.close();
    }
  });

  it('a request finding the index further behind than waitBehind does not wait: SQL at once, counted as behind', async () => {
    // Every index counts as too far behind: no request waits, whatever its version.
    const index = await indexWith({ waitMs: 60_000, waitBehind: -1 });
    try {
      await updates(2);
      const began = performance.now();
      expect(await index.current(products, await catalog.store.version())).toBeUndefined();
      expect(performance.now() - began).toBeLessThan(30_000);
      expect(pages(index).behind).toBe(1);
      expect(pages(index).waited).toBe(0);
      // The follow it started still brings the index up to date.
      await index.idle();
      expect(index.stats()[0]!.records).toBe(catalog.records.products!.length);
    } finally {
      index.close();
    }
  });

  it('a file write is put off while the feed is busy, and written when it no longer is or the process closes', async () => {
    const dir = join(catalog.dir, 'lifecycle-index');
    // Every rate is busy: a write is due after one row, and forced only after a thousand.
    const busy = await indexWith({ saveAfter: 1, saveForced: 1_000, busyRowsPerSecond: -1, rateWindowMs: 0 }, dir);
    try {
      const written = busy.fileWrites.written;
      await updates(3);
      await busy.current(products, await catalog.store.version());
      await busy.idle();
      expect(busy.fileWrites.putOff).toBeGreaterThan(0);
      expect(busy.fileWrites.written).toBe(written);
      await busy.persist();
      expect(busy.fileWrites.written).toBe(written + 1);
    } finally {
      busy.close();
    }
    // Never busy: the write follows the follow.
    const quiet = await indexWith({ saveAfter: 1, saveForced: 1_000, busyRowsPerSecond: Number.MAX_SAFE_INTEGER }, dir);
    try {
      const written = quiet.fileWrites.written;
      await updates(2);
      await quiet.current(products, await catalog.store.version());
      await quiet.idle();
      expect(quiet.fileWrites.written).toBe(written + 1);
      expect(quiet.fileWrites.putOff).toBe(0);
      await expectSameAsSql(quiet);
    } finally {
      quiet.close();
    }
  });

  it('a follow that fails is logged and reads the index again: SQL meanwhile, then the index, caught up, answering as SQL does', async () => {
    const lines: Array<{ message: string; fields: Record<string, unknown> }> = [];
    const reads = failingReads(catalog.store);
    const index = new MemoryIndex(reads.store, [products], { tuning: { waitMs: 5_000 }, log: (message, fields) => lines.push({ message, fields }) });
    index.start();
    await index.ready();
    const readsFromStore = () => lines.filter((l) => /^in-memory index of products: reading \d+ records/.test(l.message)).length;
    try {
      await expectSameAsSql(index);
      expect(readsFromStore()).toBe(1);
      const before = { ...pages(index) };
      await updates(2);
      reads.failNext(1);
      // The request's follow fails at its first read of the feed: the request is told at once, and its page is SQL.
      expect(await index.current(products, await catalog.store.version())).toBeUndefined();
      expect(reads.failed()).toBe(1);
      expect(pages(index)).toMatchObject({ index: before.index, waited: before.waited + 1 });
      expect(lines).toContainEqual({
        message: 'in-memory index could not follow the store; reading it again',
        fields: { resource: 'products', error: 'Error: injected: the store did not answer' },
      });
      await expectSqlAnswer(index);
      // Read again from the store, with the writes the failed follow missed; readiness is as it was.
      await index.ready();
      expect(readsFromStore()).toBe(2);
      expect(index.readiness()).toEqual({ ready: true });
      expect(index.stats()[0]).toMatchObject({ records: catalog.records.products!.length, source: 'store' });
      await expectSameAsSql(index);
      // The store answers again: the next writes are followed, not read again.
      await updates(1);
      await expectSameAsSql(index);
      expect(readsFromStore()).toBe(2);
      expect(reads.failed()).toBe(1);
    } finally {
      index.close();
    }
  });

  it('a write too large to list record by record makes the index read again while serving: SQL meanwhile, then the index', async () => {
    const index = await indexWith({ waitMs: 5_000 });
    try {
      await expectSameAsSql(index);
      // Clearing a table enters one row for every record (src/store/touched.ts).
      await catalog.store.write(async (w) => w.clear(products));
      const version = await catalog.store.version();
      // The request that meets the row waits for a follow that ends in a read again; the next finds it reading.
      expect(await index.current(products, version)).toBeUndefined();
      expect(await index.current(products, version)).toBeUndefined();
      expect(pages(index).reading).toBeGreaterThan(0);
      await index.ready();
      const current = await index.current(products, await catalog.store.version());
      expect(current?.all.size).toBe(0);
      await expectSameAsSql(index);
    } finally {
      index.close();
    }
  });

});
