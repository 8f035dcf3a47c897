/**
 * Versioned schema migrations. A migration is frozen SQL for each store, applied once, in order,
 * in one transaction; the store records the version it reached (`store_state.schema_version`).
 * Where new tables hold data derived from the records (a search index), the migration names that
 * data (`Refill`) and the runner fills it from the stored records once the schema is this build's.
 * A migration file imports nothing but this module: what it does never changes with the code
 * around it (checked by .dependency-cruiser.cjs).
 *
 * The declarations (src/resources) stay the one source of the schema: `schema` is the fingerprint
 * of the tables the declarations describe once this migration is applied, and a test checks that
 * the last migration's fingerprint is the declarations' own. Changing a declaration therefore
 * fails that test until a new migration takes every existing store to the new tables.
 */
import { type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { type Writer } from '../writer.js';

export type StoreKind = 'sqlite' | 'postgres';

/** What a migration needs of a store's connection, inside or outside a transaction. */
export interface SchemaAccess {
  /** Names of the tables in the store's schema. */
  tables(): Promise<string[]>;
  /** Runs a query built with the store's dialect; rows when it returns some. */
  run(query: CompiledQuery): Promise<Array<Record<string, unknown>>>;
  /** Runs one statement of a migration. */
  exec(statement: string): Promise<void>;
  /**
   * Inside a locked migration: the store's writer on the same transaction, for steps that write
   * records derived from the stored ones (migration 4). Finished before the commit.
   */
  writer?: Writer;
}

/** How far a long step has come, for a progress bar: rows done of the rows it has. */
export type StepProgress = (done: number, total: number) => void;

/** How many rows a table holds, as a step that works through them sees it. */
export async function rowCount(tx: SchemaAccess, dialect: SqlDialect, table: string): Promise<number> {
  const [row] = await tx.run(dialect.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).compile());
  return Number(row!.n);
}

/** Work of a migration beyond its SQL, written in code: it reads the tables as they are at its version. */
export interface MigrationWork { name: string; run(tx: SchemaAccess, dialect: SqlDialect, progress: StepProgress): Promise<void> }

/**
 * Data a migration's new tables or columns hold that is derived from the stored records (a search
 * index, a column of search words, a side table, records derived from the products' views), named
 * as data: the resource by its path, the table or column by its name. A migration names it and
 * does not compute it, since computing it needs the declarations (src/resources), which describe
 * the tables of the build that runs, not of the migration's version. The runner fills each one
 * once the store is at this build's latest version, with this build's declarations
 * (src/store/migrations/refills.ts), and keeps the ones still owed in the store meanwhile.
 */
export type Refill =
  | { refill: 'search'; resource: string }
  | { refill: 'column' | 'side-table'; resource: string; name: string }
  | { refill: 'derived'; resource: string; targets: readonly string[] };

/** A statement, work in code, or derived data to fill once the schema is this build's. */
export type MigrationStep = string | MigrationWork | Refill;

export const isRefill = (step: MigrationStep): step is Refill => typeof step === 'object' && 'refill' in step;

/** The name a refill is kept and compared by: the same refill named by two migrations runs once. */
export const refillKey = (refill: Refill): string => JSON.stringify(refill);

export interface Migration {
  version: number;
  name: string;
  schema: Record<StoreKind, string>;
  statements: Record<StoreKind, readonly MigrationStep[]>;
}

/** What the migration runner (runner.ts) needs of a store. */
export interface MigrationDriver {
  readonly kind: StoreKind;
  /** Where the store is, for messages (never with a password). */
  readonly location: string;
  readonly dialect: SqlDialect;
  /** Reads outside a transaction. */
  readonly access: SchemaAccess;
  /**
   * Runs `work` in one transaction holding the store's write lock, so that processes migrating
   * at once take turns; whatever `work` throws rolls all of it back.
   */
  locked(work: (tx: SchemaAccess) => Promise<void>): Promise<void>;
}
