/**
 * The store's writer, as the write side uses it: one contract that every store passes (this file
 * runs in the sqlite and the postgres projects). Reading inside the transaction what was written
 * before, removing a record with everything stored for it, all or nothing on a throw, and the
 * generations that tell each resource's caches when its records changed, and only then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { brands } from '../../src/resources/brands/resource.js';
import { corrections } from '../../src/resources/corrections/resource.js';
import { products } from '../../src/resources/products/resource.js';
import { users } from '../../src/resources/users/resource.js';
import { STORED } from '../../src/resources/registry.js';
import { planRequest } from '../../src/query/plan.js';
import { TRUE, type Predicate } from '../../src/query/predicate.js';
import { type ResourceDecl } from '../../src/query/declare.js';
import { generationOf, readsOf } from '../../src/store/generations.js';
import { orderSegments } from '../../src/query/sql/segments.js';
import { openConfigured } from '../../src/store/open-store.js';
import { storedRecord } from '../../src/store/stored-record.js';
import { countRecords, type Store, type StoreVersion } from '../../src/store/store.js';
import { readNdjson } from '../support/catalog.js';
import { createTestDatabase, type TestDatabase } from '../support/store.js';

let dir: string;
let database: TestDatabase;
let store: Store;
let sample: Record<string, any>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-writer-'));
  await generateCatalog(join(dir, 'bulk'), { products: 120, seed: 17 });
  database = await createTestDatabase(dir);
  store = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
  await importDirectory(store, join(dir, 'bulk'), STORED);
  sample = readNdjson(join(dir, 'bulk', 'products.ndjson'))[7]!;
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The generation keys the counts and positions of a query read, as the query service takes them. */
function reads(resource: ResourceDecl, body: Record<string, unknown>): Set<string> {
  const plan = planRequest(resource, { sorting: { id: 'ASC' }, ...body }, 'stream');
  const segments = orderSegments(plan.order);
  return readsOf(resource, [plan.where, ...segments.map((s) => s.extra)], segments.map((s) => s.order));
}

const searchCount = async (word: string) => (await database.sql(`SELECT count(*) AS n FROM product_eans WHERE value = ${Number(word)}`))[0]!.n;

describe('reads together', () => {
  it('answers several queries from one snapshot, each with its own rows', async () => {
    const { db } = store.dialect;
    const [row] = await store.rows<{ rid: number }>(db.selectFrom('products').select('rid').where('id', '=', sample.id).compile());
    const rid = Number(row!.rid);
    const read = () => store.rowsTogether([
      db.selectFrom('products').select(['id', 'status', 'pzn']).where('rid', '=', rid).compile(),
      db.selectFrom('product_brands').select('value').where('rid', '=', rid).compile(),
      db.selectFrom('products').select('rid').where('rid', '=', -1).compile(),
    ]);
    const [main, brandRows, none] = await read();
    expect(main).toEqual([{ id: sample.id, status: sample.status, pzn: sample.pzn }]);
    expect(brandRows!.map((b) => Number(b.value)).sort()).toEqual(sample.brands.map((b: { id: number }) => b.id).sort());
    expect(sample.brands.length).toBeGreaterThan(0);
    expect(none).toEqual([]);
    expect(await store.rowsTogether([])).toEqual([]);
  });
});

describe('statements written together', () => {
  const delivery = (webhookId: number, message: string) => ({
    webhook_id: webhookId, message_id: message, type: 'catalog.changes', changes: 1, attempts: 0, status: 'pending', created_at: 1,
  });
  const messages = async (webhookId: number) => (await store.rows<{ message_id: string }>(store.dialect.db.selectFrom('webhook_deliveries')
    .select('message_id').where('webhook_id', '=', webhookId).orderBy('id').compile(), { primary: true })).map((r) => r.message_id);

  it('runs each in order in one transaction, each seeing the ones before, and gives each one\'s rows; no generation moves', async () => {
    const { db } = store.dialect;
    const v0 = await store.version();
    const id = 900_001;
    const [inserted, copied, none, updated] = await store.writeTogether([
      db.insertInto('webhook_deliveries').values(delivery(id, 'a')).returning('message_id').compile(),
      // Decided in SQL by the statement before: a copy of the row it wrote.
      db.insertInto('webhook_deliveries').columns(['webhook_id', 'message_id', 'type', 'changes', 'attempts', 'status', 'created_at'])
        .expression(db.selectFrom('webhook_deliveries').where('webhook_id', '=', id).where('message_id', '=', 'a')
          .select((eb) => ['webhook_id', eb.val('b').as('m'), 'type', 'changes', 'attempts', 'status', 'created_at']))
        .returning('message_id').compile(),
      db.insertInto('webhook_deliveries').columns(['webhook_id', 'message_id', 'type', 'changes', 'attempts', 'status', 'created_at'])
        .expression(db.selectFrom('webhook_deliveries').where('webhook_id', '=', id).where('message_id', '=', 'nowhere')
          .select((eb) => ['webhook_id', eb.val('c').as('m'), 'type', 'changes', 'attempts', 'status', 'created_at']))
        .returning('message_id').compile(),
      db.updateTable('webhook_deliveries').set({ attempts: 3 }).where('webhook_id', '=', id).compile(),
    ]);
    expect(inserted).toEqual([{ message_id: 'a' }]);
    expect(copied).toEqual([{ message_id: 'b' }]);
    expect(none).toEqual([]);
    expect(updated).toEqual([]);
    expect(await messages(id)).toEqual(['a', 'b']);
    const attempts = await store.rows<{ attempts: number }>(db.selectFrom('webhook_deliveries').select('attempts').where('webhook_id', '=', id).compile(), { primary: true });
    expect(attempts.map((r) => Number(r.attempts))).toEqual([3, 3]);
    expect(await store.version()).toEqual(v0);
    const [[one]] = await store.writeTogether([db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).returning('message_id').compile()]) as [[unknown]];
    expect(one).toBeDefined();
    expect(await messages(id)).toEqual([]);
  });

  it('a statement that fails rolls back the ones before it, and the store writes on as before', async () => {
    const { db } = store.dialect;
    const id = 900_002;
    await expect(store.writeTogether([
      db.insertInto('webhook_deliveries').values(delivery(id, 'kept?')).compile(),
      db.insertInto('webhook_deliveries').values({ ...delivery(id, 'x'), status: null }).compile(),
      db.insertInto('webhook_deliveries').values(delivery(id, 'after')).compile(),
    ])).rejects.toThrow();
    expect(await messages(id)).toEqual([]);
    // The connection that failed is left outside any transaction: the next writes commit.
    for (let i = 0; i < 3; i++) {
      await store.writeTogether([db.insertInto('webhook_deliveries').values(delivery(id, `n${i}`)).compile(), db.updateTable('webhook_deliveries').set({ attempts: 1 }).where('webhook_id', '=', id).compile()]);
    }
    await store.write((w) => w.run(db.insertInto('webhook_deliveries').values(delivery(id, 'w')).compile()));
    expect(await messages(id)).toEqual(['n0', 'n1', 'n2', 'w']);
    await store.writeTogether([db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).compile()]);
  });

  it('runs beside a write of records held open, and both land', async () => {
    const { db } = store.dialect;
    const id = 900_003;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const write = store.write(async (w) => {
      await w.run(db.insertInto('webhook_deliveries').values(delivery(id, 'write')).compile());
      await held;
    });
    const together = store.writeTogether([db.insertInto('webhook_deliveries').values(delivery(id, 'together')).compile()]);
    setTimeout(release, 50);
    await Promise.all([write, together]);
    expect((await messages(id)).sort()).toEqual(['together', 'write']);
    await store.writeTogether([db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).compile()]);
  });

  it('commits without waiting for the log\'s flush, as SQLite commits every write; records\' writes keep the server\'s setting on PostgreSQL', async () => {
    // docs/webhooks.md "Several processes and machines": safe against any process's crash, not the database server's.
    const setting = store.kind === 'postgres'
      ? sql<{ v: string; source: string }>`SELECT setting AS v, source FROM pg_settings WHERE name = 'synchronous_commit'`
      : sql<{ v: number; source: string }>`SELECT synchronous AS v, 'connection' AS source FROM pragma_synchronous`;
    const compiled = setting.compile(store.dialect.db);
    const [[together]] = await store.writeTogether([compiled]) as [[{ v: unknown; source: string }]];
    const [records] = await store.write((w) => w.run(compiled)) as [{ v: unknown; source: string }];
    if (store.kind === 'postgres') {
      // Set by the bookkeeping's connections themselves; the records' connections take the server's (this test cluster's is off too).
      expect(together).toEqual({ v: 'off', source: 'client' });
      expect(records.source).not.toBe('client');
    } else {
      // 1 is NORMAL: the log synced at checkpoints, not at each commit; both paths share the write connection.
      expect([together.v, records.v]).toEqual([1, 1]);
    }
  });
});

describe('the writer', () => {
  it('reads a record with its hidden fields and its stored document, after what the transaction wrote', async () => {
    await store.write(async (w) => {
      const state = await w.read(products, sample.id);
      expect(state!.record).toEqual(sample);
      expect(JSON.parse(state!.doc).statusTouchedAt).toBeUndefined();
      await w.upsert(products, storedRecord({ ...sample, vat: 99 }, products));
      expect((await w.read(products, sample.id))!.record.vat).toBe(99);
      expect(await w.read(products, 'no-such-id')).toBeUndefined();
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
    // All or nothing: the throw undid the upsert.
    expect(JSON.parse((await store.find(products, sample.id))!.toString()).vat).toBe(sample.vat);
  });

  it('keeps an id with the characters PostgreSQL text cannot hold (U+0000, U+0001): written, read, found and removed', async () => {
    // Product ids are plainer by their schema (docs/fields.md); the writer itself holds any text.
    const id = `odd\u0000id\u0001${Date.now()}`;
    const odd = { ...sample, id, ean: [] };
    await store.write((w) => w.upsert(products, storedRecord(odd, products)));
    await store.write(async (w) => {
      expect((await w.read(products, id))!.record.id).toBe(id);
      expect(await w.exists(products, id)).toBe(true);
    });
    expect(JSON.parse((await store.find(products, id))!.toString()).id).toBe(id);
    expect(await store.write((w) => w.remove(products, id))).toBe(true);
    expect(await store.find(products, id)).toBeUndefined();
  });

  it('removes a record with its side rows and search entry; false for none', async () => {
    const victim = readNdjson(join(dir, 'bulk', 'products.ndjson'))[9]!;
    const before = await countRecords(store, products);
    expect(Number(await searchCount(victim.ean[0]))).toBeGreaterThan(0);
    await store.write(async (w) => {
      expect(await w.remove(products, victim.id)).toBe(true);
      expect(await w.remove(products, victim.id)).toBe(false);
      expect(await w.read(products, victim.id)).toBeUndefined();
    });
    expect(await countRecords(store, products)).toBe(before - 1);
    expect(await store.find(products, victim.id)).toBeUndefined();
    expect(Number(await searchCount(victim.ean[0]))).toBe(0);
    // Put back as it was, for the tests after this one.
    await store.write((w) => w.upsert(products, storedRecord(victim, products)));
    expect(await countRecords(store, products)).toBe(before);
  });

  it('disables a key it made, and says false for a key that does not exist', async () => {
    const id = 'ck_writer_contract';
    await store.write((w) => w.insertKey({ id, userId: 1, name: 'contract', secretHash: 'x', environment: 'production', createdAt: 1 }));
    expect(await store.write((w) => w.setKeyEnabled(id, false))).toBe(true);
    expect((await store.keyOwner(id))?.keyEnabled).toBe(false);
    expect(await store.write((w) => w.setKeyEnabled('ck_nobody', false))).toBe(false);
  });

  it('tells a key owner as it is now, after writes of its own or of another process, each read after the last', async () => {
    const user = readNdjson(join(dir, 'bulk', 'users.ndjson')).find((u) => u.isEnabled === true)!;
    const id = 'ck_owner_now';
    // Read before it exists, so an answer is there to be kept.
    expect(await store.keyOwner(id)).toBeUndefined();
    const other = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
    try {
      await other.write((w) => w.insertKey({ id, userId: user.id, name: 'owner', secretHash: 'x', environment: 'production', createdAt: 1 }));
      expect((await store.keyOwner(id))?.keyEnabled).toBe(true);
      await store.write((w) => w.setKeyEnabled(id, false));
      expect((await store.keyOwner(id))?.keyEnabled).toBe(false);
      await other.write((w) => w.setKeyEnabled(id, true));
      expect((await store.keyOwner(id))?.keyEnabled).toBe(true);
      expect((await store.keyOwner(id))?.userEnabled).toBe(true);
      await other.write((w) => w.upsert(users, storedRecord({ ...user, isEnabled: false }, users)));
      expect((await store.keyOwner(id))?.userEnabled).toBe(false);
      await store.write((w) => w.upsert(users, storedRecord(user, users)));
      expect((await store.keyOwner(id))?.userEnabled).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('moves the generation of the resources it wrote and of no other; a write to no record moves none', async () => {
    const v0 = await store.version();
    const brand = readNdjson(join(dir, 'bulk', 'brands.ndjson'))[0]!;
    await store.write((w) => w.upsert(brands, storedRecord({ ...brand, logo: 'https://l.example/x.png' }, brands)));
    const v1 = await store.version();
    expect(v1.resources.brands).toBe((v0.resources.brands ?? 0) + 1);
    expect(v1.resources.products).toBe(v0.resources.products);
    for (const [resource, moved] of [[products, 0], [corrections, 0], [brands, 1]] as const) {
      const reads = readsOf(resource, [TRUE]);
      expect(generationOf(v1, reads)).toBe(generationOf(v0, reads) + moved);
    }
    expect(v1.generation).toBe(v0.generation + 1);
    await store.write((w) => w.run(store.dialect.db.insertInto('change_log').values({
      at: 1, key_id: null, user_id: null, operation: 'test', resource: 'brands', record_id: '1', change: '{}',
    }).compile()));
    expect(await store.version()).toEqual(v1);
  });

  it('a resource whose filters read another resource\'s tables follows that resource too', async () => {
    const v0 = await store.version();
    const category = readNdjson(join(dir, 'bulk', 'public-categories.ndjson'))[0]!;
    const { publicCategories } = await import('../../src/resources/public-categories/resource.js');
    await store.write((w) => w.upsert(publicCategories, storedRecord(category, publicCategories)));
    const v1 = await store.version();
    // products filter `publicCategory` through the category tree; a status filter reads no category.
    const inCategory = reads(products, { filter: { publicCategory: category.id } });
    expect(generationOf(v1, inCategory)).toBe(generationOf(v0, inCategory) + 1);
    const active = reads(products, { filter: { status: 'active' } });
    expect(generationOf(v1, active)).toBe(generationOf(v0, active));
  });

  it('a rewrite within a scope moves only what reads the parts in it; a new record moves every total', async () => {
    const filters = {
      status: reads(products, { filter: { status: 'active' } }),
      updated: reads(products, { filter: { updatedSince: 0 } }),
      touchedAt: reads(products, { filter: { status: 'active' }, sorting: { touchedAt: 'DESC' } }),
      brand: reads(products, { filter: { brand: 1 } }),
      search: reads(products, { filter: { search: { query: 'tablet', locale: 'nl' } } }),
      // The store's part of a search (src/index/evaluate.ts: its words in no locale) reads the codes alone; a search of names, the names alone.
      codes: readsOf(products, [{ ...(planRequest(products, { filter: { search: { query: '123', locale: 'nl' } }, sorting: { id: 'ASC' } }, 'stream').where as Extract<Predicate, { kind: 'search' }>), locale: null }]),
      names: reads(products, { filter: { search: { query: 'tablet', locale: 'nl', type: 'name' } } }),
    };
    const moved = (v0: StoreVersion, v1: StoreVersion) =>
      Object.fromEntries(Object.entries(filters).map(([name, keys]) => [name, generationOf(v1, keys) !== generationOf(v0, keys)]));
    const v0 = await store.version();
    const stamp = sample.meta.updatedAt + 1_000;
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, meta: { ...sample.meta, updatedAt: stamp } }, products),
      { columns: ['updated_at'], sideTables: [], searchColumns: [] }));
    const v1 = await store.version();
    expect(moved(v0, v1)).toEqual({ status: false, updated: true, touchedAt: true, brand: false, search: false, codes: false, names: false });
    // A brand renamed: the products' brand words change, not their names or codes.
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, meta: { ...sample.meta, updatedAt: stamp + 1 } }, products),
      { columns: ['updated_at'], sideTables: ['product_brands'], searchColumns: ['brand'] }));
    const v2 = await store.version();
    expect(moved(v1, v2)).toEqual({ status: false, updated: true, touchedAt: true, brand: true, search: true, codes: false, names: false });
    // The same scope on a record that does not exist yet is an insert: every count changes.
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, id: `${sample.id}-new` }, products),
      { columns: ['updated_at'], sideTables: [], searchColumns: [] }));
    const v3 = await store.version();
    const every = { status: true, updated: true, touchedAt: true, brand: true, search: true, codes: true, names: true };
    expect(moved(v2, v3)).toEqual(every);
    await store.write((w) => w.remove(products, `${sample.id}-new`));
    expect(moved(v3, await store.version())).toEqual(every);
  });

  it('names in each feed row the side tables its commit changed, or none named when records came or went', async () => {
    const last = async () => (await database.sql(`SELECT resource, rid, parts FROM record_changes ORDER BY seq DESC LIMIT 1`))[0]!;
    const stamp = sample.meta.updatedAt + 2_000;
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, meta: { ...sample.meta, updatedAt: stamp } }, products),
      { columns: ['updated_at'], sideTables: [], searchColumns: [] }));
    expect(await last()).toMatchObject({ resource: 'products', parts: '' });
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, meta: { ...sample.meta, updatedAt: stamp + 1 } }, products),
      { columns: ['updated_at'], sideTables: ['product_eans', 'product_brands'], searchColumns: ['brand'] }));
    expect((await last()).parts).toBe('product_brands,product_eans');
    await store.write((w) => w.upsert(products, storedRecord({ ...sample, id: `${sample.id}-fed` }, products),
      { columns: ['updated_at'], sideTables: [], searchColumns: [] }));
    expect((await last()).parts).toBeNull();
    await store.write((w) => w.remove(products, `${sample.id}-fed`));
    expect((await last()).parts).toBeNull();
  });
});
