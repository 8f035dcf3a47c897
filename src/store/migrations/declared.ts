/**
 * The schema the declarations describe, per store: what a migration must arrive at.
 */
import { TABLES } from '../../resources/registry.js';
import { resourceTables, schemaFingerprint, serviceTables, type DdlDialect } from '../ddl.js';
import { postgresDdl } from '../postgres/postgres-dialect.js';
import { sqliteDdl } from '../sqlite/sqlite-dialect.js';
import { type StoreKind } from './migration.js';

const DDL: Record<StoreKind, DdlDialect> = { sqlite: sqliteDdl, postgres: postgresDdl };

export function declaredStatements(kind: StoreKind): string[] {
  const ddl = DDL[kind];
  return [...serviceTables(ddl), ...TABLES.flatMap((r) => resourceTables(r, ddl))];
}

export const declaredSchema = (kind: StoreKind) => schemaFingerprint(declaredStatements(kind));
