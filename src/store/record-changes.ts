/**
 * The record change feed: one row per record a commit wrote (resource, row id), in commit order
 * (`seq`), written by the store in the commit's own transaction from what its writer touched
 * (src/store/touched.ts). Readers that keep records in memory (src/index/) follow the store
 * through it. Only the newest FEED_KEPT rows are kept: a reader further behind reads again.
 */
import { sql, type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../query/sql/dialect.js';
import { CHANGES_FROM } from './change-rows.js';

export const FEED_KEPT = 100_000;
/** Rows per INSERT: three parameters each, well within every driver's limit. */
const ROWS_PER_INSERT = 500;

export const FEED_TABLE = 'record_changes';

/** The schema version from which the feed is there (migration 6), and its rows name their parts (migration 8). */
const FEED_FROM = 6;
const PARTS_FROM = 8;

/**
 * What of the feed a store's schema has yet. A store behind migration 6 (only before `migrate`,
 * which the server refuses to serve from) writes no feed, one behind migration 8 no parts, one
 * behind migration 10 no public change feed; once there, they stay.
 */
export class FeedPresence {
  private version = 0;

  /** A commit's feed statements (`feedWrites`), none while the schema has no feed; `schemaVersion` reads the store's. */
  async writes(dialect: SqlDialect, rows: readonly FeedEntry[], schemaVersion: () => Promise<number>): Promise<CompiledQuery[]> {
    await this.read(schemaVersion);
    return this.version >= FEED_FROM ? feedWrites(dialect, rows, this.version >= PARTS_FROM) : [];
  }

  /** Whether the schema has the public change feed (src/store/change-rows.ts) yet. */
  async changes(schemaVersion: () => Promise<number>): Promise<boolean> {
    await this.read(schemaVersion);
    return this.version >= CHANGES_FROM;
  }

  private async read(schemaVersion: () => Promise<number>): Promise<void> {
    if (this.version < CHANGES_FROM) this.version = await schemaVersion();
  }
}

/**
 * A commit's row of the feed: a record it wrote, and the side tables of the record's resource that
 * the commit changed, comma-separated ('' for none: the resource's own row only), or null when it
 * may have changed any (records came or went, or a rewrite whole). A reader that keeps records
 * reads again only those tables (src/index/follower.ts `follow`). Rows written before migration
 * 8 have null.
 */
export type FeedEntry = readonly [resource: string, rid: number, parts: string | null];

/** A feed row as read; `parts` as in FeedEntry (not read by every query: absent then). */
export interface FeedRow { seq: number; resource: string; rid: number; parts?: string | null }

/** The statements that enter a commit's rows and drop those older than the kept window. */
function feedWrites(dialect: SqlDialect, rows: readonly FeedEntry[], withParts: boolean): CompiledQuery[] {
  const { db } = dialect;
  const out: CompiledQuery[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const slice = rows.slice(at, at + ROWS_PER_INSERT);
    out.push(db.insertInto(FEED_TABLE)
      .values(withParts ? slice.map(([resource, rid, parts]) => ({ resource, rid, parts })) : slice.map(([resource, rid]) => ({ resource, rid }))).compile());
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
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid', 'parts']).where('seq', '>', seq).orderBy('seq').limit(limit).compile();

/** The row `seq`, if the feed still keeps it. */
export const feedRow = (dialect: SqlDialect, seq: number): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid']).where('seq', '=', seq).compile();

/** The newest row (none when the feed is empty). */
export const feedLast = (dialect: SqlDialect): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select(['seq', 'resource', 'rid']).orderBy('seq', 'desc').limit(1).compile();

/** The row ids of `resource` (its path) that the rows after `after`, through `through`, name. */
export const feedRidsBetween = (dialect: SqlDialect, resource: string, after: number, through: number): CompiledQuery =>
  dialect.db.selectFrom(FEED_TABLE).select('rid').distinct().where('resource', '=', resource).where('seq', '>', after).where('seq', '<=', through).compile();
