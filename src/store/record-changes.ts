/**
 * The record change feed: one row per record a commit wrote (resource, row id), in commit order
 * (`seq`), written by the store in the commit's own transaction from what its writer touched
 * (src/store/touched.ts). Readers that keep records in memory (src/index/) follow the store
 * through it. Only the newest FEED_KEPT rows are kept: a reader further behind reads again.
 */
import { sql, type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../query/sql/dialect.js';

export const FEED_KEPT = 100_000;
/** Rows per INSERT: two parameters each, well within every driver's limit. */
const ROWS_PER_INSERT = 500;

export const FEED_TABLE = 'record_changes';

/**
 * Whether a store's schema has the feed yet. A store behind migration 6 (only before `migrate`,
 * which the server refuses to serve from) writes no feed; once the table is there it stays.
 */
export class FeedPresence {
  private present = false;

  /** A commit's feed statements (`feedWrites`), none while the schema has no feed; `tables` lists the store's tables. */
  async writes(dialect: SqlDialect, rows: ReadonlyArray<readonly [string, number]>, tables: () => Promise<readonly string[]>): Promise<CompiledQuery[]> {
    if (!this.present) this.present = (await tables()).includes(FEED_TABLE);
    return this.present ? feedWrites(dialect, rows) : [];
  }
}

export interface FeedRow { seq: number; resource: string; rid: number }

/** The statements that enter a commit's rows and drop those older than the kept window. */
function feedWrites(dialect: SqlDialect, rows: ReadonlyArray<readonly [string, number]>): CompiledQuery[] {
  const { db } = dialect;
  const out: CompiledQuery[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    out.push(db.insertInto(FEED_TABLE)
      .values(rows.slice(at, at + ROWS_PER_INSERT).map(([resource, rid]) => ({ resource, rid }))).compile());
  }
  if (rows.length > 0) {
    // The newest row stays whatever the window, so `seq` never starts again from a lower value.
    out.push(db.deleteFrom(FEED_TABLE)
      .where('seq', '<=', sql<number>`(SELECT max(seq) - ${FEED_KEPT} FROM ${sql.table(FEED_TABLE)})`)
      .compile());
  }
  return out;
}

/** Rows after `seq`, oldest first, at most `limit`. */
export const feedAfter = (dialect: SqlDialect, seq: number, limit: number): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid']).where('seq', '>', seq).orderBy('seq').limit(limit).compile();

/** The row `seq`, if the feed still keeps it. */
export const feedRow = (dialect: SqlDialect, seq: number): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid']).where('seq', '=', seq).compile();

/** The newest row (none when the feed is empty). */
export const feedLast = (dialect: SqlDialect): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid']).orderBy('seq', 'desc').limit(1).compile();
