/**
 * Applies migrations through a store's small driver, and checks a store's version at start. The
 * decisions are pure (`schemaAction`); only `read` and `apply` touch a database.
 */
import { MIGRATIONS } from './index.js';
import { type Migration, type StoreKind } from './migration.js';

export interface SchemaState {
  /** No table of this service exists yet: a new store. */
  empty: boolean;
  /** `store_state.schema_version`, or null where it was never written. */
  version: number | null;
  /** Stores made before versioned migrations recorded a fingerprint of their tables instead. */
  fingerprint: string | null;
}

export interface MigrationDriver {
  readonly kind: StoreKind;
  /** Where the store is, for messages (never with a password). */
  readonly location: string;
  read(): Promise<SchemaState>;
  /** Runs the statements and records `version`, in one transaction. */
  apply(migration: Migration): Promise<void>;
}

export interface SchemaStatus { version: number; latest: number; pending: Migration[] }

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
  const version = versionOf(await driver.read(), driver.kind, driver.location, migrations);
  return { version, latest: migrations.at(-1)!.version, pending: migrations.filter((m) => m.version > version) };
}

/** Applies every pending migration, each in its own transaction; returns the versions passed. */
export async function migrate(driver: MigrationDriver, migrations: readonly Migration[] = MIGRATIONS): Promise<{ from: number; to: number }> {
  const status = await schemaStatus(driver, migrations);
  for (const migration of status.pending) await driver.apply(migration);
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
}
