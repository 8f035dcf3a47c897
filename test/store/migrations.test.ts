/**
 * Versioned migrations on a real store of each kind: a new store gets every migration at start, a
 * store behind is refused until `migrate`, a failing migration changes nothing, and the last
 * migration arrives at exactly the tables the declarations describe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/migrations/index.js';
import { declaredSchema } from '../../src/store/migrations/declared.js';
import { type Migration } from '../../src/store/migrations/migration.js';
import { migrate, prepareAtStart, schemaStatus } from '../../src/store/migrations/runner.js';
import { storeFor } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { importDirectory } from '../../src/bulk/import.js';
import { generateCatalog } from '../../src/generate/index.js';
import { planRequest } from '../../src/query/plan.js';
import { catalogCategories } from '../../src/resources/catalog-categories/resource.js';
import { products } from '../../src/resources/products/resource.js';
import { STORED } from '../../src/resources/registry.js';
import { docsTable } from '../../src/query/sql/compile.js';
import { storedParts } from '../../src/store/stored-record.js';
import { QueryService } from '../../src/service/query-service.js';
import { sortKey, words } from '../../src/text/fold.js';
import { readNdjson } from '../support/catalog.js';
import { expectedDerived } from '../support/derived.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

/** The resources a store of schema version 3 holds: those of docs/contract.md §16 came with migration 4. */
const SINCE_V4 = new Set(['active-ingredients', 'product-attributes', 'product-attribute-options']);
/** Products as stores before migration 7 held them: without the column of their search words. */
const PRODUCTS_V6 = { ...products, columns: products.columns.filter((c) => c.name !== 'search_text') };
const STORED_V6 = STORED.map((r) => (r === products ? PRODUCTS_V6 : r));
/** Products as stores before migration 5 held them: without the side tables of description and leaflet ids either. */
const PRODUCTS_V4 = { ...PRODUCTS_V6, sideTables: products.sideTables.filter((t) => t.name !== 'product_descriptions' && t.name !== 'product_leaflets') };
const STORED_V4 = STORED.map((r) => (r === products ? PRODUCTS_V4 : r));
const STORED_V3 = STORED_V4.filter((r) => !SINCE_V4.has(r.path));

const next = (version: number, statements: string[]): Migration => ({
  version, name: `probe ${version}`, schema: { sqlite: `probe${version}`, postgres: `probe${version}` },
  statements: { sqlite: statements, postgres: statements },
});

let dir: string;
let database: TestDatabase;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  database = await createTestDatabase(dir);
  store = storeFor(database.url);
});
afterEach(async () => {
  await store.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const tables = async () => (TEST_STORE === 'sqlite'
  ? await database.sql(`SELECT name FROM sqlite_master WHERE type = 'table'`)
  : await database.sql(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`)).map((r) => r.name);

describe(`migrations on ${TEST_STORE}`, () => {
  it('the last migration arrives at the tables the declarations describe, for both stores', () => {
    for (const kind of ['sqlite', 'postgres'] as const) {
      // When this fails, a declaration changed: add a migration that takes existing stores there.
      expect(MIGRATIONS.at(-1)!.schema[kind], `fingerprint of the declared ${kind} tables`).toBe(declaredSchema(kind));
    }
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('a new store gets every migration at start', async () => {
    expect((await schemaStatus(store.migrations)).version).toBe(0);
    await prepareAtStart(store.migrations);
    expect(await schemaStatus(store.migrations)).toMatchObject({ version: MIGRATIONS.length, pending: [] });
    expect(await tables()).toEqual(expect.arrayContaining(['products', 'products_docs', 'api_keys', 'store_state']));
  });

  it('a store behind is refused at start until migrate applies what is pending, once', async () => {
    await prepareAtStart(store.migrations);
    const upgraded = [...MIGRATIONS, next(MIGRATIONS.length + 1, ['CREATE TABLE probe_extra (id integer primary key)'])];
    await expect(prepareAtStart(store.migrations, upgraded)).rejects.toThrow(/run `catalog migrate`/);
    expect(await tables()).not.toContain('probe_extra');
    expect(await migrate(store.migrations, upgraded)).toEqual({ from: MIGRATIONS.length, to: MIGRATIONS.length + 1 });
    expect(await tables()).toContain('probe_extra');
    expect(await migrate(store.migrations, upgraded)).toEqual({ from: MIGRATIONS.length + 1, to: MIGRATIONS.length + 1 });
    await prepareAtStart(store.migrations, upgraded);
  });

  it('a store made before versions, known by the fingerprint of its tables, counts as that migration', async () => {
    await prepareAtStart(store.migrations);
    await database.sql(`DELETE FROM store_state WHERE name = 'schema_version'`);
    await database.sql(`UPDATE store_state SET value = ? WHERE name = 'schema'`, [MIGRATIONS[0]!.schema[TEST_STORE]]);
    expect((await schemaStatus(store.migrations)).version).toBe(1);
  });

  it('a migration that fails changes nothing: no table, same version', async () => {
    await prepareAtStart(store.migrations);
    const broken = [...MIGRATIONS, next(MIGRATIONS.length + 1, ['CREATE TABLE probe_half (id integer primary key)', 'CREATE TABLE no syntax here ('])];
    await expect(migrate(store.migrations, broken)).rejects.toThrow();
    expect(await tables()).not.toContain('probe_half');
    expect((await schemaStatus(store.migrations)).version).toBe(MIGRATIONS.length);
  });

  it('migration 2 rebuilds the search indexes from the stored records: every search answers as before', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 1));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 120, seed: 5 });
    await importDirectory(store, files, STORED_V3);
    // Word prefixes of 1 to 4 letters and whole words, in several locales, from the stored names.
    const searches: Array<{ resource: typeof products | typeof catalogCategories; query: string; locale: string }> = [];
    const sample = await new QueryService(store).page(products, planRequest(products, { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 50 } }, 'query'));
    for (const [i, row] of sample.rows.entries()) {
      const name = JSON.parse(row.doc.toString()).name as Record<string, string>;
      const [locale, text] = Object.entries(name)[i % Object.keys(name).length]!;
      const found = words(text).filter((w) => /^[a-z]/.test(w));
      if (found.length === 0) continue;
      searches.push({ resource: products, query: `${found[0]} ${found.at(-1)!.slice(0, 1 + (i % 4))}`, locale });
      searches.push({ resource: products, query: found.at(-1)!.slice(0, 2), locale });
    }
    for (const query of ['me', 'med', 'ver', 'a']) for (const locale of ['nl', 'en']) searches.push({ resource: catalogCategories, query, locale });
    const answers = async () => {
      const service = new QueryService(store);
      const out: string[][] = [];
      for (const s of searches) {
        const order = s.resource === products ? { sorting: { id: 'ASC' } } : {};
        const plan = planRequest(s.resource, { filter: { search: { query: s.query, locale: s.locale } }, ...order, page: { no: 0, size: 250 } }, 'query');
        out.push((await service.page(s.resource, plan)).rows.map((r) => String(r.id)));
      }
      return out;
    };
    const before = await answers();
    expect(before.filter((ids) => ids.length > 0).length).toBeGreaterThan(searches.length * 0.8);
    expect(await migrate(store.migrations)).toEqual({ from: 1, to: MIGRATIONS.length });
    expect(await answers()).toEqual(before);
    if (TEST_STORE === 'sqlite') {
      const [index] = await database.sql(`SELECT sql FROM sqlite_master WHERE name = 'products_search'`);
      expect(index!.sql).toContain("prefix='4 5 6'");
    }
  });

  it('the data a migration derives from the stored records is owed until the store is at this build\'s version, then filled once', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 6));
    // Migrated at a new store's start, with nothing stored yet: nothing is owed.
    expect((await schemaStatus(store.migrations, MIGRATIONS.slice(0, 6))).owed).toBe(0);
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 20, seed: 6 });
    await importDirectory(store, files, STORED_V6);
    // An older build's list, which ends at migration 7: the column of search words it adds stays owed.
    const older = MIGRATIONS.slice(0, 7);
    expect(await migrate(store.migrations, older)).toEqual({ from: 6, to: 7 });
    expect((await schemaStatus(store.migrations, older)).owed).toBe(1);
    await expect(prepareAtStart(store.migrations, older)).rejects.toThrow(/not filled yet: run `catalog migrate`/);
    const filled = async () => (await database.sql('SELECT search_text FROM products')).filter((r) => typeof r.search_text === 'string').length;
    expect(await filled()).toBe(0);
    expect(await migrate(store.migrations)).toEqual({ from: 7, to: MIGRATIONS.length });
    expect((await schemaStatus(store.migrations)).owed).toBe(0);
    await prepareAtStart(store.migrations);
    expect(await filled()).toBe(20);
  });

  it('migration 3 keys documents by the rowid and keeps every document with its hidden fields', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 2));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 80, seed: 9 });
    await importDirectory(store, files, STORED_V3);
    const documents = async () => {
      const out: Record<string, unknown[]> = {};
      for (const resource of STORED_V3) out[resource.path] = await database.sql(`SELECT rid, doc, hidden FROM "${docsTable(resource)}" ORDER BY rid`);
      return out;
    };
    const before = await documents();
    expect(before.products!.length).toBe(80);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
    const id = JSON.parse((before.products![17] as { doc: string }).doc).id as string;
    const found = await store.find(products, id);
    expect(found).toBeDefined();
    const progress = new Map<string, Array<[number, number]>>();
    const stopped: string[] = [];
    const hooks = {
      step: (name: string) => ({ update: (done: number, total: number) => progress.set(name, [...(progress.get(name) ?? []), [done, total]]), stop: () => stopped.push(name) }),
    };
    expect(await migrate(store.migrations, MIGRATIONS.slice(0, 3), hooks)).toEqual({ from: 2, to: 3 });
    expect(await documents()).toEqual(before);
    if (TEST_STORE === 'sqlite') {
      // Each table's move reports its rows as it goes and ends at all of them.
      const products = progress.get('move the rows of products_docs')!;
      expect(products.at(-1)).toEqual([80, 80]);
      expect(progress.get('move the rows of media_docs')!.at(-1)).toEqual([before.media!.length, before.media!.length]);
      expect(stopped).toHaveLength(13);
      expect(stopped).toEqual([...progress.keys()]);
    } else {
      expect(progress.size).toBe(0);
    }
    expect(await store.find(products, id)).toEqual(found);
    if (TEST_STORE === 'sqlite') {
      // No index of its own beside the table: rid is the rowid.
      const indexes = await database.sql(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE '%_docs'`);
      expect(indexes).toEqual([]);
      const [table] = await database.sql(`SELECT sql FROM sqlite_master WHERE name = 'products_docs'`);
      expect(table!.sql).toContain('"rid" integer primary key');
      expect(await tables()).not.toContain('products_docs_v3');
    }
  });

  it('migration 4 derives active ingredients, attributes and options from the stored products', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 3));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 150, seed: 12 });
    await importDirectory(store, files, STORED_V3);
    expect(await migrate(store.migrations)).toEqual({ from: 3, to: MIGRATIONS.length });
    const expected = expectedDerived(readNdjson(join(files, 'products.ndjson')));
    expect(expected['product-attributes']!.length).toBeGreaterThan(0);
    for (const path of SINCE_V4) {
      const resource = STORED.find((r) => r.path === path)!;
      const rows = await database.sql(`SELECT t.id, d.doc, d.hidden FROM "${resource.table}" t JOIN "${docsTable(resource)}" d ON d.rid = t.rid ORDER BY t.id`);
      const stored = rows.map((r) => ({ ...JSON.parse(r.doc as string), ...(r.hidden ? JSON.parse(r.hidden as string) : {}) }));
      expect(stored, path).toEqual(expected[path]);
    }
  });

  it('migration 5 finds each description\'s product: the side table of description ids, filled from the stored products', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 4));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 150, seed: 13 });
    await importDirectory(store, files, STORED_V4);
    expect(await migrate(store.migrations)).toEqual({ from: 4, to: MIGRATIONS.length });
    const expected = readNdjson(join(files, 'products.ndjson'))
      .flatMap((p) => (p.descriptions as Array<{ id: number }>).map((d) => `${d.id}:${p.id}`)).sort();
    expect(expected.length).toBeGreaterThan(100);
    const rows = await database.sql(`SELECT d.value, p.id FROM product_descriptions d JOIN products p ON p.rid = d.rid`);
    expect(rows.map((r) => `${Number(r.value)}:${r.id}`).sort()).toEqual(expected);
    const leaflets = readNdjson(join(files, 'products.ndjson')).flatMap((p) => (p.leaflets as Array<{ id: number }>).map((l) => `${l.id}:${p.id}`)).sort();
    expect(leaflets.length).toBeGreaterThan(20);
    const leafletRows = await database.sql(`SELECT l.value, p.id FROM product_leaflets l JOIN products p ON p.rid = l.rid`);
    expect(leafletRows.map((r) => `${Number(r.value)}:${r.id}`).sort()).toEqual(leaflets);
    expect(await tables()).toEqual(expect.arrayContaining(['change_log', 'propagations', 'idempotency_keys']));
  });

  it('migration 7 keeps each product\'s search words in a column, filled from the stored products: as an import writes it', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 6));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 150, seed: 14 });
    await importDirectory(store, files, STORED_V6);
    expect(await migrate(store.migrations)).toEqual({ from: 6, to: MIGRATIONS.length });
    const column = products.columns.findIndex((c) => c.name === 'search_text');
    const expected = readNdjson(join(files, 'products.ndjson'))
      .map((p) => [p.id, storedParts(products.normalize!(p as never), products).columns[column]] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    expect(expected.filter(([, text]) => typeof text === 'string' && text.includes('nl_')).length).toBeGreaterThan(100);
    const rows = await database.sql(`SELECT id, search_text FROM products ORDER BY id`);
    expect(rows.map((r) => [r.id, r.search_text])).toEqual(expected);
  });

  it('migration 9 cuts the name sort keys stored before it to their first 256 characters, as sortKey makes them', async () => {
    await prepareAtStart(store.migrations, MIGRATIONS.slice(0, 8));
    const files = join(dir, 'files');
    await generateCatalog(files, { products: 40, seed: 15 });
    await importDirectory(store, files, STORED);
    // Keys as a store before migration 9 kept a long folded name: whole, here partly in four-byte characters.
    const long = `${'\u{2070E}'.repeat(200)}${'e'.repeat(100)}`;
    const before = await database.sql('SELECT rid FROM product_name_keys ORDER BY rid LIMIT 1');
    await database.sql('UPDATE product_name_keys SET key = ? WHERE rid = ?', [long, before[0]!.rid]);
    await database.sql('UPDATE brands SET name_key = ? WHERE id = 1', [long]);
    const short = await database.sql('SELECT name_key FROM organizations WHERE id = 1');
    expect(await migrate(store.migrations)).toEqual({ from: 8, to: MIGRATIONS.length });
    expect(sortKey(long)).not.toBe(long);
    expect((await database.sql('SELECT key FROM product_name_keys WHERE rid = ?', [before[0]!.rid]))[0]!.key).toBe(sortKey(long));
    expect((await database.sql('SELECT name_key FROM brands WHERE id = 1'))[0]!.name_key).toBe(sortKey(long));
    expect(await database.sql('SELECT name_key FROM organizations WHERE id = 1')).toEqual(short);
  });
});
