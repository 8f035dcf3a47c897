/**
 * The store's reads (src/store/store.ts), as the services use them: one contract that every store
 * passes (this file runs in the sqlite and the postgres projects), beside the writer's
 * (writer-contract.test.ts). Every expected answer is computed from the generated bulk files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { brands } from '../../src/resources/brands/resource.js';
import { products } from '../../src/resources/products/resource.js';
import { STORED } from '../../src/resources/registry.js';
import { planRequest } from '../../src/query/plan.js';
import { TRUE } from '../../src/query/predicate.js';
import { compileCount, compileSegmentSelect } from '../../src/query/sql/compile.js';
import { orderSegments } from '../../src/query/sql/segments.js';
import { openConfigured } from '../../src/store/open-store.js';
import { storedRecord } from '../../src/store/stored-record.js';
import { ClientGoneError, QueryTimeoutError, type Store, type StoredRow } from '../../src/store/store.js';
import { readNdjson } from '../support/catalog.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

let dir: string;
let database: TestDatabase;
let store: Store;
/** The generated products and brands, in id order as both stores sort them (ids of ASCII digits, integers). */
let productLines: Array<Record<string, any>>;
let brandLines: Array<Record<string, any>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-reads-'));
  await generateCatalog(join(dir, 'bulk'), { products: 130, seed: 31 });
  database = await createTestDatabase(dir);
  store = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
  await importDirectory(store, join(dir, 'bulk'), STORED);
  productLines = readNdjson(join(dir, 'bulk', 'products.ndjson')).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  brandLines = readNdjson(join(dir, 'bulk', 'brands.ndjson')).sort((a, b) => a.id - b.id);
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The stored document of a generated product, as text (compared as text: a deep compare of buffers is slow). */
const docOf = (record: Record<string, any>) => storedRecord(record, products).doc as string;
const text = (doc: Buffer | undefined) => doc?.toString();
/** A products filter planned as a stream request's (products require a filter). */
const plan = (filter: Record<string, unknown>) => planRequest(products, { sorting: { id: 'ASC' }, filter }, 'stream');
/** The one segment of an id order. */
const byId = () => orderSegments(plan({ status: 'active' }).order)[0]!;
const ids = (rows: ReadonlyArray<{ id?: unknown }>) => rows.map((r) => r.id);

describe('count and rows', () => {
  it('counts the records a compiled filter selects', async () => {
    const { dialect } = store;
    expect(await store.count(compileCount(dialect, products, TRUE))).toBe(productLines.length);
    expect(await store.count(compileCount(dialect, brands, TRUE))).toBe(brandLines.length);
    const active = productLines.filter((p) => p.status === 'active').length;
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThan(productLines.length);
    expect(await store.count(compileCount(dialect, products, plan({ status: 'active' }).where))).toBe(active);
    const brand = productLines.find((p) => p.brands.length > 0)!.brands[0].id;
    const withBrand = productLines.filter((p) => p.brands.some((b: { id: number }) => b.id === brand)).length;
    expect(await store.count(compileCount(dialect, products, plan({ brand }).where))).toBe(withBrand);
  });

  it('reads the rows of a page, in its order, with row ids that find their documents', async () => {
    const where = plan({ status: 'active' }).where;
    const expected = productLines.filter((p) => p.status === 'active').slice(5, 25);
    const page = await store.rows<{ rid: number; id: string }>(compileSegmentSelect(store.dialect, products, where, byId(), { range: { offset: 5, limit: 20 } }));
    expect(ids(page)).toEqual(ids(expected));
    expect(new Set(page.map((r) => Number(r.rid))).size).toBe(20);
    const { docs } = await store.documents(products, page.map((r) => Number(r.rid)));
    const byRid = new Map(docs.map((d) => [d.rid, d.doc]));
    page.forEach((row, i) => expect(text(byRid.get(Number(row.rid)))).toBe(docOf(expected[i]!)));
    // The primary answers as well (no replica here): the same rows.
    expect(await store.rows(compileSegmentSelect(store.dialect, products, where, byId(), { range: { offset: 5, limit: 20 } }), { primary: true })).toEqual(page);
    // A quick read (on SQLite, this process's own connection) answers the same rows and counts.
    expect(await store.rows(compileSegmentSelect(store.dialect, products, where, byId(), { range: { offset: 5, limit: 20 } }), { primary: true, quick: true })).toEqual(page);
    expect(await store.count(compileCount(store.dialect, products, where), { quick: true })).toBe(productLines.filter((p) => p.status === 'active').length);
  });

  it('reads the rows of a stream: ids, and documents as bytes', async () => {
    const where = plan({ status: 'inactive' }).where;
    const expected = productLines.filter((p) => p.status === 'inactive');
    expect(expected.length).toBeGreaterThan(1);
    const rows = await store.rows<StoredRow>(compileSegmentSelect(store.dialect, products, where, byId(), { docs: true }));
    expect(ids(rows)).toEqual(ids(expected));
    expect(rows.every((r) => Buffer.isBuffer(r.doc))).toBe(true);
    rows.forEach((row, i) => expect(text(row.doc)).toBe(docOf(expected[i]!)));
  });

  it('reads several queries together, each answered with its own rows', async () => {
    const { db } = store.dialect;
    const [first, last] = [productLines[0]!, productLines.at(-1)!];
    const answers = await store.rowsTogether([
      db.selectFrom('products').select(['id', 'status']).where('id', '=', first.id).compile(),
      db.selectFrom('products').select(['id', 'status']).where('id', 'in', [last.id, 'no-such-id']).compile(),
      compileCount(store.dialect, brands, TRUE),
    ]);
    expect(answers.slice(0, 2)).toEqual([[{ id: first.id, status: first.status }], [{ id: last.id, status: last.status }]]);
    expect(answers[2]).toEqual([{ n: brandLines.length }]);
    expect(await store.rowsTogether([])).toEqual([]);
  });
});

describe('documents and find', () => {
  it('gives the stored documents of the row ids it knows, by row id, and leaves the others out', async () => {
    const { db } = store.dialect;
    const known = await store.rows<{ rid: number; id: string }>(db.selectFrom('products').select(['rid', 'id']).compile());
    expect(known).toHaveLength(productLines.length);
    const rids = known.map((r) => Number(r.rid));
    // More than one SQLite read's worth (100), and a row id no record has.
    const read = await store.documents(products, [...rids, Math.max(...rids) + 1_000]);
    expect(read.docs).toHaveLength(productLines.length);
    const byRid = new Map(read.docs.map((d) => [d.rid, d.doc]));
    const lineOf = new Map(productLines.map((p) => [p.id, p]));
    for (const row of known) expect(text(byRid.get(Number(row.rid)))).toBe(docOf(lineOf.get(row.id)!));
    expect(read.epoch).toBe((await store.version()).epoch);
    expect((await store.documents(products, [Math.max(...rids) + 1_000])).docs).toEqual([]);
  });

  it('finds one stored document by id, and nothing for an id no record has', async () => {
    const sample = productLines[11]!;
    expect(text(await store.find(products, sample.id))).toBe(docOf(sample));
    expect(await store.find(products, 'no-such-id')).toBeUndefined();
    expect(JSON.parse((await store.find(brands, brandLines[2]!.id))!.toString()).name).toBe(brandLines[2]!.name);
  });

  it('exports every record as its line, in id order, in batches', async () => {
    const batches: string[][] = [];
    for await (const batch of store.exportLines(products, 50)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([50, 50, productLines.length - 100]);
    expect(batches.flat().map((line) => JSON.parse(line))).toEqual(productLines);
  });
});

describe('snapshots', () => {
  it('counts and reads (in batches, or together) the data of its first read, not a write committed after it, which a new read sees', async () => {
    const all = compileCount(store.dialect, products, TRUE);
    const stream = compileSegmentSelect(store.dialect, products, TRUE, byId(), { docs: true });
    const extra = { ...productLines[7]!, id: `${productLines[7]!.id}-snapshot` };
    const snapshot = await store.snapshot();
    try {
      expect(await snapshot.count(all)).toBe(productLines.length);
      await store.write((w) => w.upsert(products, storedRecord(extra, products)));
      expect(await store.count(all)).toBe(productLines.length + 1);
      expect(await snapshot.count(all)).toBe(productLines.length);
      const batches: StoredRow[][] = [];
      for await (const batch of snapshot.batches(stream, 7)) batches.push(batch);
      expect(batches.slice(0, -1).every((b) => b.length === 7)).toBe(true);
      expect(batches.at(-1)!.length).toBe(productLines.length % 7 || 7);
      const rows = batches.flat();
      expect(ids(rows)).toEqual(ids(productLines));
      expect(text(rows[20]!.doc)).toBe(docOf(productLines[20]!));
      // A small read in one statement sees the same data, documents as bytes.
      const together = await snapshot.rows(stream);
      expect(ids(together)).toEqual(ids(productLines));
      expect(Buffer.isBuffer(together[20]!.doc)).toBe(true);
      expect(text(together[20]!.doc)).toBe(docOf(productLines[20]!));
      const later = await store.snapshot();
      try {
        expect(await later.count(all)).toBe(productLines.length + 1);
      } finally {
        await later.close();
      }
    } finally {
      await snapshot.close();
      await store.write((w) => w.remove(products, extra.id));
    }
    expect(await store.count(all)).toBe(productLines.length);
  });

  it('one after another, each sees what committed before it began (a connection kept for the next is not left in the last one\'s data), and one left mid-batch does not hold the next', async () => {
    const all = compileCount(store.dialect, products, TRUE);
    const stream = compileSegmentSelect(store.dialect, products, TRUE, byId(), { docs: true });
    const added: string[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        const snapshot = await store.snapshot();
        try {
          expect(await snapshot.count(all)).toBe(productLines.length + round);
          expect((await snapshot.rows(stream)).length).toBe(productLines.length + round);
          if (round % 2 === 1) {
            // Closed while a batch read is still open (a stream cut short).
            const batches = snapshot.batches(stream, 3);
            expect((await batches.next()).value).toHaveLength(3);
          }
        } finally {
          await snapshot.close();
        }
        const extra = { ...productLines[9]!, id: `${productLines[9]!.id}-kept-${round}` };
        await store.write((w) => w.upsert(products, storedRecord(extra, products)));
        added.push(extra.id);
      }
    } finally {
      await store.write(async (w) => {
        for (const id of added) await w.remove(products, id);
      });
    }
  });
});

describe('read options', () => {
  const all = () => compileCount(store.dialect, products, TRUE);

  it('rejects a read whose signal has aborted with its reason, or as a client gone', async () => {
    const reason = new QueryTimeoutError(1);
    const timedOut = new AbortController();
    timedOut.abort(reason);
    await expect(store.count(all(), { signal: timedOut.signal })).rejects.toBe(reason);
    await expect(store.rows(compileSegmentSelect(store.dialect, products, TRUE, byId()), { signal: timedOut.signal })).rejects.toBe(reason);
    const gone = new AbortController();
    gone.abort('left');
    await expect(store.count(all(), { signal: gone.signal })).rejects.toBeInstanceOf(ClientGoneError);
    expect(await store.count(all(), { signal: new AbortController().signal })).toBe(productLines.length);
  });

  // SQLite reads in this process here (no built reader processes): a running read cannot be
  // stopped, which test/store/reader-pool.test.ts covers for the reader processes.
  it.skipIf(TEST_STORE !== 'postgres')(`stops a running read when its signal aborts${TEST_STORE === 'postgres' ? '' : ' (skipped: PostgreSQL only)'}`, async () => {
    const slow = CompiledQuery.raw('SELECT count(*) FROM (SELECT pg_sleep(30)) AS store_reads_slow');
    const running = async () => Number((await database.sql(`SELECT count(*) AS n FROM pg_stat_activity
      WHERE query LIKE '%store_reads_slow%' AND query NOT LIKE '%pg_stat_activity%' AND state = 'active'`))[0]!.n);
    const until = async (done: (n: number) => boolean) => {
      for (const end = Date.now() + 5_000; !done(await running()) && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
      return running();
    };
    const controller = new AbortController();
    const reason = new QueryTimeoutError(30_000);
    const read = store.count(slow, { signal: controller.signal });
    read.catch(() => {});
    expect(await until((n) => n > 0)).toBe(1);
    const aborted = Date.now();
    controller.abort(reason);
    await expect(read).rejects.toBe(reason);
    expect(Date.now() - aborted).toBeLessThan(1_000);
    expect(await until((n) => n === 0)).toBe(0);
    expect(await store.count(all())).toBe(productLines.length);
  });
});

describe('service values', () => {
  it('keeps the first value of a name, for every process', async () => {
    const name = 'store_reads_contract';
    expect(await store.state(name, () => 'first')).toBe('first');
    expect(await store.state(name, () => 'second')).toBe('first');
    const other = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
    try {
      expect(await other.state(name, () => 'third')).toBe('first');
    } finally {
      await other.close();
    }
  });
});
