/**
 * The statements both writers (src/store/sqlite/sqlite-writer.ts, src/store/postgres/postgres-writer.ts)
 * run alike, written once through the store's dialect: each writer only executes them, and reads
 * their results with the functions here. Values are always parameters; identifiers come from the
 * declarations.
 *
 * `read` and `exists` run for every record a product write references, so each statement's text
 * is built once per dialect and table (src/query/sql/compiled-once.ts).
 */
import { type CompiledQuery, sql } from 'kysely';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';
import { compiledOnce } from '../query/sql/compiled-once.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { recordOf } from './stored-record.js';
import { type NewApiKey, type StoredState } from './writer.js';

/** A row of `read`: the document and the hidden fields as stored. */
export interface StoredDocRow { doc: string; hidden: string | null }

/** Some row when record `id` exists. */
export function existsQuery(dialect: SqlDialect, resource: ResourceDecl, id: string | number): CompiledQuery {
  return compiledOnce(dialect, `exists:${resource.table}`, [id], () =>
    dialect.db.selectFrom(resource.table).select(sql.lit(1).as('one')).where('id', '=', id));
}

/** Record `id`'s document and hidden fields (StoredDocRow), or no row. */
export function readQuery(dialect: SqlDialect, resource: ResourceDecl, id: string | number): CompiledQuery {
  return compiledOnce(dialect, `read:${resource.table}`, [id], () =>
    dialect.db.selectFrom(`${resource.table} as t`).innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
      .select(['d.doc', 'd.hidden']).where('t.id', '=', id));
}

/** The record of a `read` row (its hidden fields merged in, docs/contract.md §9), with the document as stored. */
export const storedState = (row: StoredDocRow | undefined): StoredState | undefined =>
  row && { record: recordOf(row.doc, row.hidden), doc: row.doc };

/**
 * Some row when a record other than `except` has `value` in `column`. `is distinct from` is true
 * for every row when `except` is null (SQLite has it since 3.39, as `is not`); a column the
 * resource does not declare is refused, since its name becomes SQL.
 */
export function takenQuery(dialect: SqlDialect, resource: ResourceDecl, column: string, value: string | number, except?: string | number): CompiledQuery {
  if (!resource.columns.some((c) => c.name === column)) throw new Error(`${resource.path} has no column ${column}`);
  const other = except ?? null;
  return compiledOnce(dialect, `taken:${resource.table}:${column}`, [value, other], () =>
    dialect.db.selectFrom(resource.table).select(sql.lit(1).as('one'))
      .where(column, '=', value).where('id', 'is distinct from', other).limit(sql.lit(1)));
}

/** One row, `next`: the highest id plus one, 1 for none. */
export function nextIdQuery(dialect: SqlDialect, resource: ResourceDecl): CompiledQuery {
  return compiledOnce(dialect, `nextId:${resource.table}`, [], () =>
    dialect.db.selectFrom(resource.table).select((eb) => eb(eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)), '+', eb.lit(1)).as('next')));
}

/** The id of `nextIdQuery`'s row, as a number whatever type the driver gives it. */
export const nextIdOf = (row: { next: unknown } | undefined): number => Number(row?.next);

/** Sets whether a key is enabled (stored as 0/1); changes no row when there is no such key. */
export function setKeyEnabledQuery(dialect: SqlDialect, keyId: string, enabled: boolean): CompiledQuery {
  const flag = enabled ? 1 : 0;
  return compiledOnce(dialect, 'setKeyEnabled', [flag, keyId], () =>
    dialect.db.updateTable('api_keys').set({ is_enabled: flag }).where('id', '=', keyId));
}

/** A new key's row, enabled; the secret is already hashed. */
export function insertKeyQuery(dialect: SqlDialect, key: NewApiKey): CompiledQuery {
  const values = [key.id, key.userId, key.name, key.secretHash, key.environment, key.createdAt];
  return compiledOnce(dialect, 'insertKey', values, () =>
    dialect.db.insertInto('api_keys').values({
      id: key.id, user_id: key.userId, name: key.name, secret_hash: key.secretHash, environment: key.environment,
      is_enabled: sql.lit(1), created_at: key.createdAt,
    }));
}

/** What a create accepts beyond the record, as JSON, replacing what was there for the record. */
export function setPrivateQuery(dialect: SqlDialect, resource: ResourceDecl, id: string | number, data: Row): CompiledQuery {
  const values = [resource.path, String(id), JSON.stringify(data)];
  return compiledOnce(dialect, 'setPrivate', values, () =>
    dialect.db.insertInto('private_data').values({ resource: values[0], id: values[1], data: values[2] })
      .onConflict((oc) => oc.columns(['resource', 'id']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data') }))));
}
