/**
 * Applies migrations through a store's small driver, and checks a store's version at start. The
 * rules live here, once: which version a store is at (`versionOf`, pure), that a migration is
 * applied under the store's write lock and skipped when another process applied it meanwhile,
 * and how the version is recorded. A store only lists its tables, runs statements, and locks.
 */
import { type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { LATEST_VERSION, MIGRATIONS } from './index.js';
import {
  isRefill, refillKey, type Migration, type MigrationDriver, type MigrationWork, type Refill, type SchemaAccess, type StepProgress, type StoreKind,
} from './migration.js';
import { refillHasSource, refillWork } from './refills.js';

export type { MigrationDriver };

export interface SchemaState {
  /** No table of this service exists yet: a new store. */
  empty: boolean;
  /** `store_state.schema_version`, or null where it was never written. */
  version: number | null;
  /** Stores made before versioned migrations recorded a fingerprint of their tables instead. */
  fingerprint: string | null;
}


/** The schema state as `access` sees it. */
async function readState(access: SchemaAccess, dialect: SqlDialect): Promise<SchemaState> {
  const tables = await access.tables();
  if (!tables.includes('store_state')) return { empty: tables.length === 0, version: null, fingerprint: null };
  const rows = await access.run(dialect.db.selectFrom('store_state').select(['name', 'value']).compile());
  const values = new Map(rows.map((r) => [r.name as string, r.value as string]));
  const version = values.get('schema_version');
  return { empty: false, version: version === undefined ? null : Number(version), fingerprint: values.get('schema') ?? null };
}

/** The schema version `access` sees: 0 before any migration. */
export async function schemaVersion(access: SchemaAccess, dialect: SqlDialect): Promise<number> {
  return (await readState(access, dialect)).version ?? 0;
}

/** Sets a store_state value; with `keep`, only where it has none yet. */
function setState(dialect: SqlDialect, name: string, value: string, keep = false): CompiledQuery {
  return dialect.db.insertInto('store_state').values({ name, value })
    .onConflict((oc: any) => (keep ? oc.column('name').doNothing() : oc.column('name').doUpdateSet({ value }))).compile();
}

/** What a caller hears of a migration run: each migration as it starts, each long step's progress. */
export interface MigrationHooks {
  starting?(migration: Migration): void;
  /** A progress reporter for one step that reads the stored records; stopped when the step ends. */
  step?(name: string): { update: StepProgress; stop(): void };
}

/** The refills owed (migration.ts `Refill`), as the store keeps them between migrations and their filling. */
const OWED = 'refills_owed';

async function owedRefills(access: SchemaAccess, dialect: SqlDialect): Promise<string[]> {
  if (!(await access.tables()).includes('store_state')) return [];
  const [row] = await access.run(dialect.db.selectFrom('store_state').select('value').where('name', '=', OWED).compile());
  return row ? JSON.parse(row.value as string) as string[] : [];
}

/** Runs one step of work, its progress reported to the hooks. */
async function runWork(tx: SchemaAccess, dialect: SqlDialect, work: MigrationWork, hooks: MigrationHooks): Promise<void> {
  const progress = hooks.step?.(work.name);
  try {
    await work.run(tx, dialect, (done, total) => progress?.update(done, total));
  } finally {
    progress?.stop();
  }
}

/**
 * One migration in one locked transaction, unless another process has applied it meanwhile. The
 * refills it names are added to those the store owes, in the same transaction.
 */
async function apply(driver: MigrationDriver, migration: Migration, hooks: MigrationHooks): Promise<void> {
  const { dialect } = driver;
  await driver.locked(async (tx) => {
    const state = await readState(tx, dialect);
    if (state.version !== null && state.version >= migration.version) return;
    const refills: string[] = [];
    for (const step of migration.statements[driver.kind]) {
      if (typeof step === 'string') await tx.exec(step);
      else if (isRefill(step)) {
        if (await refillHasSource(tx, dialect, step)) refills.push(refillKey(step));
      } else await runWork(tx, dialect, step, hooks);
    }
    if (refills.length > 0) {
      const owed = new Set([...await owedRefills(tx, dialect), ...refills]);
      await tx.run(setState(dialect, OWED, JSON.stringify([...owed])));
    }
    await tx.run(setState(dialect, 'generation', '0', true));
    await tx.run(setState(dialect, 'schema_version', String(migration.version)));
    await tx.run(setState(dialect, 'schema', migration.schema[driver.kind]));
  });
}

/**
 * Fills every refill the store owes, with this build's declarations, in one locked transaction
 * that also clears them: only when the store is at this build's latest version, whose tables the
 * declarations describe. A store migrated by an older build's list keeps them owed until then.
 */
async function fillOwed(driver: MigrationDriver, hooks: MigrationHooks): Promise<void> {
  const { dialect } = driver;
  await driver.locked(async (tx) => {
    const state = await readState(tx, dialect);
    if (state.version !== LATEST_VERSION) return;
    const owed = await owedRefills(tx, dialect);
    if (owed.length === 0) return;
    for (const key of owed) await runWork(tx, dialect, refillWork(JSON.parse(key) as Refill), hooks);
    await tx.run(dialect.db.deleteFrom('store_state').where('name', '=', OWED).compile());
  });
}

/** `owed`: refills named by migrations already applied and not filled yet (they need `migrate` too). */
export interface SchemaStatus { version: number; latest: number; pending: Migration[]; owed: number }

export class StoreSchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreSchemaError';
  }
}

/** The version a store is at (0: new), or an error when it was not made by any version of this service. */
export function versionOf(state: SchemaState, kind: StoreKind, location: string, migrations: readonly Migration[] = MIGRATIONS): number {
  const latest = migrations.at(-1)!.version;
  if (state.version !== null) {
    if (state.version > latest) {
      throw new StoreSchemaError(`The store at ${location} is at schema version ${state.version}, newer than this build's ${latest}: `
        + 'run a build of catalog-api at least as new as the one that migrated it.');
    }
    return state.version;
  }
  if (state.empty) return 0;
  // Before versions, a store recorded the fingerprint of its tables; migration 1 has the same tables.
  const known = migrations.find((m) => m.schema[kind] === state.fingerprint);
  if (known) return known.version;
  throw new StoreSchemaError(`The store at ${location} was not made by a released version of catalog-api and cannot be migrated. `
    + 'Export it with the version that made it and import the files into a new store (set DATABASE_URL to a new one).');
}

export async function schemaStatus(driver: MigrationDriver, migrations: readonly Migration[] = MIGRATIONS): Promise<SchemaStatus> {
  const version = versionOf(await readState(driver.access, driver.dialect), driver.kind, driver.location, migrations);
  const owed = (await owedRefills(driver.access, driver.dialect)).length;
  return { version, latest: migrations.at(-1)!.version, pending: migrations.filter((m) => m.version > version), owed };
}

/**
 * Applies every pending migration, each in its own transaction; returns the versions passed.
 * `hooks` hear of each migration and of each long step's progress: a migration that refills an
 * index or moves the documents takes minutes on a million products.
 */
export async function migrate(driver: MigrationDriver, migrations: readonly Migration[] = MIGRATIONS,
  hooks: MigrationHooks = {}): Promise<{ from: number; to: number }> {
  const status = await schemaStatus(driver, migrations);
  for (const migration of status.pending) {
    hooks.starting?.(migration);
    await apply(driver, migration, hooks);
  }
  await fillOwed(driver, hooks);
  return { from: status.version, to: status.latest };
}

/**
 * The check at start: a new store gets every migration (so `npm start` needs nothing else); a
 * store at an older version is refused until `catalog migrate` runs, so that no process ever
 * changes the tables under the others without the operator asking for it.
 */
export async function prepareAtStart(driver: MigrationDriver, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const status = await schemaStatus(driver, migrations);
  if (status.version === 0) {
    await migrate(driver, migrations);
    return;
  }
  if (status.pending.length > 0) {
    throw new StoreSchemaError(`The store at ${driver.location} is at schema version ${status.version} and this build needs ${status.latest}: `
      + 'run `catalog migrate` once, then start the service.');
  }
  if (status.owed > 0) {
    throw new StoreSchemaError(`The store at ${driver.location} is at schema version ${status.version}, but the data its last migrations `
      + 'derive from the stored records is not filled yet: run `catalog migrate` once, then start the service.');
  }
}
