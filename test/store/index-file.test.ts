/**
 * The in-memory index's file (src/index/index-file.ts): a new process reads it instead of the
 * store, follows the writes committed since it was written, and answers exactly as SQL does; a
 * file the store has moved past (its feed row gone) or a damaged one is not used, and the index
 * is read from the store.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Bitmap } from '../../src/index/bitmaps.js';
import { indexFilePath, readIndexFile, saveIndexFile } from '../../src/index/index-file.js';
import { combineParts } from '../../src/index/load-combine.js';
import { divideRead, loadIndex, loadParts, readPart, snapshotPosition } from '../../src/index/load.js';
import { type IndexPart } from '../../src/index/layout.js';
import { indexBytes } from '../../src/index/index-file.js';
import { ResourceIndex } from '../../src/index/resource-index.js';
import { DocumentCache } from '../../src/index/document-cache.js';
import { newHeld } from '../../src/index/held.js';
import { IndexSaver } from '../../src/index/index-saver.js';
import { INDEX_TUNING } from '../../src/index/tuning.js';
import { feedAfter } from '../../src/store/record-changes.js';
import { MemoryIndex } from '../../src/index/memory-index.js';
import { planRequest } from '../../src/query/plan.js';
import { products } from '../../src/resources/products/resource.js';
import { QueryService } from '../../src/service/query-service.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { TEST_STORE } from '../support/store.js';

let catalog: TestCatalog;
const dir = () => join(catalog.dir, 'index');

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 250, seed: 41, env: { RATE_LIMIT_PER_MINUTE: '0', MEMORY_INDEX: 'on' } });
});
afterAll(async () => catalog?.close());

const queries = [
  { filter: { status: 'active' }, sorting: { id: 'ASC' } },
  { filter: { not: { otc: 'yes' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } } },
  { filter: { or: [{ status: 'inactive' }, { otc: 'no' }] }, sorting: { pzn: 'DESC' } },
  { filter: {}, sorting: { touchedAt: 'DESC' } },
  { filter: { status: ['active', 'inactive'] }, sorting: { status: 'ASC' } },
];

/** Every query's pages through `index` against the same through SQL. */
async function expectSameAsSql(index: MemoryIndex, more: readonly object[] = []): Promise<void> {
  const sql = new QueryService(catalog.store);
  const memory = new QueryService(catalog.store, index);
  const before = index.answered;
  for (const query of [...queries, ...more]) {
    for (const no of [0, 3]) {
      const plan = planRequest(products, { ...query, page: { no, size: 10 } }, 'query');
      const [got, want] = [await memory.page(products, plan), await sql.page(products, plan)];
      expect(got.total, JSON.stringify(query)).toBe(want.total);
      expect(got.rows.map((r) => r.id), JSON.stringify(query)).toEqual(want.rows.map((r) => r.id));
    }
  }
  expect(index.answered - before).toBe((queries.length + more.length) * 2);
}

describe(`in-memory index file on ${TEST_STORE}`, () => {
  it('/metrics counts the pages the index answered and reports its bytes, measured in the background', async () => {
    const metrics = async () => (await catalog.app.inject({ method: 'GET', url: '/metrics' })).body;
    const value = (text: string, name: string, labels: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
      return line === undefined ? undefined : Number(line.split(' ').at(-1));
    };
    const pages = (text: string) => value(text, 'catalog_memory_index_pages_total', 'resource="products",by="index"') ?? 0;
    const before = await metrics();
    for (const query of queries) {
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.administrator }, payload: { ...query, page: { no: 0, size: 10 } } });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(pages(await metrics()) - pages(before)).toBe(queries.length);
    // The bytes of 250 products' index: more than their row ids alone, far less than a megabyte a product.
    await vi.waitFor(async () => expect(value(await metrics(), 'catalog_memory_index_bytes', 'resource="products"')).toBeGreaterThan(250 * 4));
    expect(value(await metrics(), 'catalog_memory_index_bytes', 'resource="products"')).toBeLessThan(250 * 1e6);
  });

  it('a new index reads the file written at start, follows the writes made since, and answers as SQL does', async () => {
    const [first] = catalog.index!.stats();
    expect(first!.source).toBe('store');
    expect(first!.fileBytes).toBeGreaterThan(0);
    expect(readdirSync(dir()).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
    const ids = catalog.records.products!.filter((p) => p.status === 'active').slice(0, 6).map((p) => p.id as string);
    for (const [i, id] of ids.entries()) {
      const product = i % 2 === 0 ? { status: 'inactive' } : { otc: 'no', name: { nl: `Aaa ${i}` } };
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator }, payload: { id, product } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const next = new MemoryIndex(catalog.store, [products], { dir: dir() });
    next.start();
    await next.ready();
    expect(next.stats()[0]!.source).toBe('file');
    expect(next.stats()[0]!.records).toBe(first!.records);
    await expectSameAsSql(next);

    // A closing server writes the file again when its index followed writes since: the next starts from there.
    const [file] = readdirSync(dir()).filter((f) => f.endsWith('.bin'));
    const position = async () => (await readIndexFile(join(dir(), file!), products))!.at.seq;
    const newest = Number((await catalog.database.sql('SELECT MAX(seq) AS seq FROM record_changes'))[0]!.seq);
    expect(await position()).toBeLessThan(newest);
    await next.persist();
    expect(await position()).toBe(newest);
    const written = next.stats()[0]!.fileBytes;
    await next.persist();
    expect(next.stats()[0]!.fileBytes).toBe(written);
  });

  it('a file written while the index goes on applying writes is read back, and followed, as the store stands', async () => {
    // An index at some position, then writes after it: new names, statuses and `touchedAt` keys (a numeric order written in place).
    const { index, at } = await loadIndex(catalog.store, products);
    const ids = catalog.records.products!.slice(20, 60).map((p) => p.id as string);
    for (const [i, id] of ids.entries()) {
      const product = i % 3 === 0 ? { status: 'inactive' } : { name: { nl: `${i % 2 ? 'Zzz' : 'Aaa'} ${i}` } };
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator }, payload: { id, product } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [feed] = await catalog.store.rowsTogether([feedAfter(catalog.store.dialect, at.seq, 10_000)]);
    const rids = [...new Set(feed!.filter((r) => r.resource === 'products').map((r) => Number(r.rid)))];
    expect(rids.length).toBe(ids.length);
    const parts = await loadParts(catalog.store, index, rids);
    // The file is written at the index's position while the records are applied, as the follow
    // does: here one at each pause of the write, after a structure is made and before it is
    // written out, the worst moment for a structure the follow writes in place.
    const dirty = new Bitmap();
    const pending = [...rids];
    const save = index.save.bind(index);
    index.save = (out, pause) => save(out, async () => {
      const rid = pending.shift();
      if (rid !== undefined) {
        dirty.add(rid);
        index.apply(rid, parts.get(rid));
      }
      await pause!();
    });
    await saveIndexFile(indexFilePath(dir(), catalog.store.migrations.location, products), index, at, () => dirty);
    expect(pending.length).toBeLessThan(rids.length / 2);
    // The new index follows the feed from the file's position without a failure (which would read the store again).
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const next = new MemoryIndex(catalog.store, [products], { dir: dir(), log });
    next.start();
    await next.ready();
    expect(next.stats()[0]!.source).toBe('file');
    // The records written while the file was made come back whole, side tables too, though their
    // feed rows name no side table (a status) or only the names' (record-changes.ts FeedEntry).
    const written = catalog.records.products!.slice(20, 60);
    const brands = [...new Set(written.flatMap((p) => p.brands.map((b: { id: number }) => b.id)))];
    await expectSameAsSql(next, [
      { filter: { brand: brands }, sorting: { id: 'ASC' } },
      { filter: { ean: written.flatMap((p) => p.ean).slice(0, 50) }, sorting: { id: 'ASC' } },
    ]);
    expect(logged).toEqual([expect.stringMatching(/^in-memory index of products read from its file: [\d,]+ records in [\d.]+ s$/)]);
  });

  it('parts read from snapshots at different feed rows are put together at the oldest, the records written between read whole by the follow', async () => {
    // What each thread of a read does (src/index/load-thread.ts), here one after the other with writes between.
    const readOne = async (part: IndexPart) => {
      const snapshot = await catalog.store.snapshot();
      try {
        const index = new ResourceIndex(products);
        const at = await snapshotPosition(snapshot, catalog.store);
        await readPart(snapshot, catalog.store, index, part);
        return { part, at, bytes: await indexBytes(index, at) };
      } finally {
        await snapshot.close();
      }
    };
    const { tables } = new ResourceIndex(products).wholePart();
    const half = Math.floor(tables.length / 2);
    const first = await readOne({ records: true, tables: tables.slice(0, half) });
    const ids = catalog.records.products!.slice(70, 100).map((p) => p.id as string);
    for (const [i, id] of ids.entries()) {
      const product = i % 3 === 0 ? { status: 'inactive', otc: 'no' } : { name: { nl: `${i % 2 ? 'Yyy' : 'Bbb'} ${i}`, de: `Deu ${i}` } };
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator }, payload: { id, product } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const second = await readOne({ records: false, tables: tables.slice(half) });
    expect(second.at.seq).toBeGreaterThan(first.at.seq);
    // The records' part is put in first whatever the order the parts came in.
    const combined = await combineParts(catalog.store, products, [second, first]);
    expect(combined.at).toEqual(first.at);
    const [feed] = await catalog.store.rowsTogether([feedAfter(catalog.store.dialect, first.at.seq, 10_000)]);
    const written = [...new Set(feed!.filter((r) => r.resource === 'products').map((r) => Number(r.rid)))].sort((a, b) => a - b);
    expect(written.length).toBe(ids.length);
    expect([...combined.whole!]).toEqual(written);
    // Followed from there as a server follows it (the file's dirty records are read whole, as `whole` is).
    await saveIndexFile(indexFilePath(dir(), catalog.store.migrations.location, products), combined.index, combined.at, () => combined.whole!);
    const next = new MemoryIndex(catalog.store, [products], { dir: dir() });
    next.start();
    await next.ready();
    expect(next.stats()[0]!.source).toBe('file');
    await expectSameAsSql(next, [
      { filter: { otc: 'no' }, sorting: { name: { direction: 'DESC', locale: 'de' } } },
      { filter: { search: { query: 'Yyy', locale: 'nl' } }, sorting: { id: 'ASC' } },
    ]);
    // Held as a server holds it, and written by the saver before any follow (a server writes the
    // file just after a read from the store): the records still to be read whole are named in it.
    const held = newHeld(products, new DocumentCache(0));
    Object.assign(held, { index: combined.index, at: combined.at, whole: combined.whole });
    held.state.beginRead(async () => undefined);
    held.state.readDone();
    const saved = indexFilePath(join(catalog.dir, 'saver'), catalog.store.migrations.location, products);
    new IndexSaver(() => saved, INDEX_TUNING).save(held);
    await held.state.settled(['save']);
    const file = await readIndexFile(saved, products);
    expect([...file!.whole]).toEqual(written);
    // Parts in the same snapshot: nothing to read whole.
    const again = await combineParts(catalog.store, products, [await readOne({ records: true, tables }), await readOne({ records: false, tables: [] })]);
    expect(again.whole).toBeUndefined();
  });

  it('divides a read between threads by the rows of its tables: each table once, the records in one part', () => {
    const index = new ResourceIndex(products);
    const { tables } = index.wholePart();
    const rows = { records: 1_000, tables: Object.fromEntries(tables.map((t, i) => [t, (i + 1) * 1_000])) };
    for (const threads of [1, 2, 3, 8, 64]) {
      const parts = divideRead(index, rows, threads);
      expect(parts.length).toBe(Math.min(threads, tables.length + 1));
      expect(parts.filter((p) => p.records).length).toBe(1);
      expect(parts.flatMap((p) => p.tables).sort()).toEqual([...tables].sort());
    }
    // Two threads: the parts' rows within the largest unit of each other.
    const weight = (p: IndexPart) => (p.records ? 1_000 * (1 + index.layout.orders.length) : 0)
      + p.tables.reduce((n, t) => n + rows.tables[t]! * (index.layout.localized.includes(t) ? 2 : 1), 0);
    const [a, b] = divideRead(index, rows, 2).map(weight);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(tables.length * 1_000 * 2);
  });

  it('a file whose feed row the store no longer has, or a damaged file, is not used: the store is read', async () => {
    await catalog.database.sql('DELETE FROM record_changes');
    const stale = new MemoryIndex(catalog.store, [products], { dir: dir() });
    stale.start();
    await stale.ready();
    expect(stale.stats()[0]!.source).toBe('store');
    await expectSameAsSql(stale);

    const [file] = readdirSync(dir()).filter((f) => f.endsWith('.bin'));
    writeFileSync(join(dir(), file!), Buffer.concat([Buffer.from('CATIDX01'), Buffer.alloc(64, 0xff)]));
    const damaged = new MemoryIndex(catalog.store, [products], { dir: dir() });
    damaged.start();
    await damaged.ready();
    expect(damaged.stats()[0]!.source).toBe('store');
    await expectSameAsSql(damaged);
  });
});
