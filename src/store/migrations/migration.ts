/**
 * Versioned schema migrations. A migration is frozen SQL for each store, applied once, in order,
 * in one transaction; the store records the version it reached (`store_state.schema_version`).
 *
 * The declarations (src/resources) stay the one source of the schema: `schema` is the fingerprint
 * of the tables the declarations describe once this migration is applied, and a test checks that
 * the last migration's fingerprint is the declarations' own. Changing a declaration therefore
 * fails that test until a new migration takes every existing store to the new tables.
 */
export type StoreKind = 'sqlite' | 'postgres';

export interface Migration {
  version: number;
  name: string;
  schema: Record<StoreKind, string>;
  statements: Record<StoreKind, readonly string[]>;
}
