/**
 * The public change feed as the store writes it (docs/api.md "Following changes"): one row per
 * record a commit created, updated or deleted, by public id, in the commit's own transaction, so
 * that a position names exactly the commits before it. Writes are serialized on both stores (one
 * writer at a time: SQLite's lock, PostgreSQL's advisory lock), so row order is commit order.
 *
 * Unlike the record change feed the in-memory index follows (record-changes.ts: row ids, the
 * newest 100,000 rows, one row standing for a whole import), these rows name every record by the
 * id integrators know, deletions included, and are kept CHANGES_RETENTION_DAYS.
 */
import { sql, type CompiledQuery } from 'kysely';
import { type SqlDialect } from '../query/sql/dialect.js';
import { type Writer } from './store.js';

export const CHANGES_TABLE = 'changes';

/** The stored code of each action, and the name the API gives it. */
export const ACTIONS = { created: 1, updated: 2, deleted: 3 } as const;
export type ChangeAction = keyof typeof ACTIONS;
const NAMES = Object.fromEntries(Object.entries(ACTIONS).map(([name, code]) => [code, name])) as Record<number, ChangeAction>;
export const actionName = (code: number): ChangeAction => NAMES[code] ?? 'updated';

/** The schema version from which the table is there (migration 10). */
export const CHANGES_FROM = 10;

/** Rows per INSERT: four parameters each, within every driver's limit. */
const ROWS_PER_INSERT = 500;
/** Rows a writer holds before it enters them: an import of a million records holds a few hundred. */
const HELD = 1_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A writer's change rows not entered yet, and the statements that enter them, which the writer
 * runs in its transaction. Disabled (no statements) on a store whose schema has no feed yet.
 */
export class ChangeRows {
  private rows: Array<string | number> = [];

  constructor(private readonly dialect: SqlDialect, readonly enabled: boolean) {}

  /** Notes a change; true when enough are held that the writer should enter them now (`take`). */
  add(path: string, id: string | number, action: ChangeAction): boolean {
    if (!this.enabled) return false;
    this.rows.push(path, String(id), ACTIONS[action]);
    return this.rows.length >= HELD * 3;
  }

  /** The statements that enter what is held, emptying it. */
  take(): CompiledQuery[] {
    const out: CompiledQuery[] = [];
    const { rows } = this;
    const at = nowSeconds();
    this.rows = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT * 3) {
      const values = [];
      for (let i = start; i < Math.min(rows.length, start + ROWS_PER_INSERT * 3); i += 3) {
        values.push({ resource: rows[i], record_id: rows[i + 1], action: rows[i + 2], at });
      }
      out.push(this.dialect.db.insertInto(CHANGES_TABLE).values(values).compile());
    }
    return out;
  }

  /**
   * Before a table is cleared (a sandbox reset): what is held, then every record of the table
   * entered as deleted, in one statement rather than read into memory.
   */
  cleared(path: string, table: string): CompiledQuery[] {
    if (!this.enabled) return [];
    const { db } = this.dialect;
    return [...this.take(), db.insertInto(CHANGES_TABLE).columns(['resource', 'record_id', 'action', 'at'])
      .expression(db.selectFrom(table).select([
        sql<string>`${path}`.as('resource'), sql<string>`cast(id as text)`.as('record_id'),
        sql<number>`${ACTIONS.deleted}`.as('action'), sql<number>`${nowSeconds()}`.as('at'),
      ])).compile()];
  }
}

/** CHANGES_RETENTION_DAYS' default, 7 days (docs/api.md "Following changes"). */
export const DEFAULT_RETENTION_SECONDS = 7 * 86_400;

/** How often a process prunes the feed at most; the first write after a start prunes. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Drops the rows older than the retention, always keeping the newest (so that `seq` never starts
 * again from a lower value), and records the highest row dropped: a position below it has lost
 * changes (410 position_expired).
 */
export class ChangePruning {
  private last = 0;

  constructor(private readonly retentionSeconds: number) {}

  /** Prunes through `writer` when due; a write that enters no change does not wait for it. */
  async maybe(writer: Writer, dialect: SqlDialect, nowMs: number): Promise<void> {
    if (nowMs - this.last < PRUNE_EVERY_MS) return;
    this.last = nowMs;
    const { db } = dialect;
    const cutoff = Math.floor(nowMs / 1000 - this.retentionSeconds);
    const [kept] = await writer.run(db.selectFrom(CHANGES_TABLE).select('seq').where('at', '>=', cutoff).orderBy('seq').limit(1).compile());
    const [newest] = kept ? [kept] : await writer.run(db.selectFrom(CHANGES_TABLE).select('seq').orderBy('seq', 'desc').limit(1).compile());
    if (!newest) return;
    const first = Number(newest.seq);
    const [older] = await writer.run(db.selectFrom(CHANGES_TABLE).select('seq').where('seq', '<', first).limit(1).compile());
    if (!older) return;
    await writer.run(db.deleteFrom(CHANGES_TABLE).where('seq', '<', first).compile());
    await writer.run(db.updateTable('store_state').set({ value: String(first - 1) }).where('name', '=', PRUNED_STATE).compile());
  }
}

/** The store_state row holding the highest `seq` pruned. */
export const PRUNED_STATE = 'changes_pruned';
