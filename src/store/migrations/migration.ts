/**
 * Versioned schema migrations. A migration is frozen SQL for each store, applied once, in order,
 * in one transaction; the store records the version it reached (`store_state.schema_version`).
 * Where new tables hold data derived from the records (a search index), a step fills them from
 * the stored records, through the same transaction.
 *
 * The declarations (src/resources) stay the one source of the schema: `schema` is the fingerprint
 * of the tables the declarations describe once this migration is applied, and a test checks that
 * the last migration's fingerprint is the declarations' own. Changing a declaration therefore
 * fails that test until a new migration takes every existing store to the new tables.
 */
import { type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { type Writer } from '../store.js';

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

/** A statement, or work that fills new tables from the stored records. */
export type MigrationStep = string | { name: string; run(tx: SchemaAccess, dialect: SqlDialect, progress: StepProgress): Promise<void> };

export interface Migration {
  version: number;
  name: string;
  schema: Record<StoreKind, string>;
  statements: Record<StoreKind, readonly MigrationStep[]>;
}
