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
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

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
});
