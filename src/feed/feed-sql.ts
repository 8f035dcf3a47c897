/**
 * The change feed's reads (docs/api.md "Following changes"), built with the store's dialect: the
 * feed's head with the epoch and the pruned mark, one window of rows after a position, and the
 * stored documents of some records by public id. No HTTP, no driver.
 */
import { sql, type CompiledQuery } from 'kysely';
import { type ResourceDecl } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { CHANGES_TABLE, PRUNED_STATE } from '../store/change-rows.js';

/** The feed's last row, the store's epoch and the highest row pruned, read together. */
export interface FeedHead { head: number; epoch: number; pruned: number }

const state = (name: string) => sql<string | null>`(SELECT value FROM store_state WHERE name = ${name})`;

export const headQuery = (dialect: SqlDialect): CompiledQuery => dialect.db.selectNoFrom([
  sql<number>`(SELECT coalesce(max(seq), 0) FROM ${sql.table(CHANGES_TABLE)})`.as('head'),
  state('epoch').as('epoch'),
  state(PRUNED_STATE).as('pruned'),
]).compile();

export const headOf = (row: Record<string, unknown> | undefined): FeedHead => ({
  head: Number(row?.head ?? 0), epoch: Number(row?.epoch ?? 0), pruned: Number(row?.pruned ?? 0),
});

/** A change row as read. */
export interface ChangeRow { seq: number; resource: string; record_id: string; action: number; at: number }

/** Rows after `seq` (through `through`, if given) of some resources (all: none named), oldest first, at most `limit`. */
export function changesAfter(dialect: SqlDialect, seq: number, resources: readonly string[] | undefined, limit: number, through?: number): CompiledQuery {
  let query = dialect.db.selectFrom(CHANGES_TABLE).select(['seq', 'resource', 'record_id', 'action', 'at']).where('seq', '>', seq);
  if (through !== undefined) query = query.where('seq', '<=', through);
  if (resources) query = query.where('resource', 'in', resources);
  return query.orderBy('seq').limit(limit).compile();
}

/** The stored documents of some records of a resource, by public id: those that are still there. */
export const documentsById = (dialect: SqlDialect, resource: ResourceDecl, ids: ReadonlyArray<string | number>): CompiledQuery =>
  dialect.db.selectFrom(`${resource.table} as t`).innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
    .select(['t.rid', 't.id', dialect.bytes('d.doc').as('doc')]).where('t.id', 'in', ids).compile();

/** The resources the rows in (after, through] name. */
export const resourcesBetween = (dialect: SqlDialect, after: number, through: number): CompiledQuery =>
  dialect.db.selectFrom(CHANGES_TABLE).select('resource').distinct().where('seq', '>', after).where('seq', '<=', through).compile();
