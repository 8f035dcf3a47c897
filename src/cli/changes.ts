/**
 * `catalog changes`: the change log for operators (docs/contract.md §13: who changed what and
 * when), one JSON line per change, oldest first; and how many propagations are still under way.
 */
import { InvalidArgumentError } from 'commander';
import { type Store } from '../store/store.js';

export interface ChangesOptions { since?: number; resource?: string; limit: number }

/** `--since`: unix seconds, or a date and time as ISO 8601 (`2026-11-24`, `2026-11-24T13:00Z`). */
export function sinceOption(value: string): number {
  if (/^[0-9]{1,12}$/.test(value)) return Number(value);
  const ms = Date.parse(value);
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(value) || Number.isNaN(ms)) {
    throw new InvalidArgumentError('--since takes unix seconds or an ISO 8601 date and time, e.g. 2026-11-24 or 2026-11-24T13:00Z');
  }
  return Math.floor(ms / 1000);
}

/** Writes the changes as lines; how many. */
export async function printChanges(store: Store, options: ChangesOptions, write: (line: string) => void): Promise<number> {
  let query = store.dialect.db.selectFrom('change_log').selectAll().orderBy('at').orderBy('seq').limit(options.limit);
  if (options.since !== undefined) query = query.where('at', '>=', options.since * 1000);
  if (options.resource !== undefined) query = query.where('resource', '=', options.resource);
  const rows = await store.rows<Record<string, unknown>>(query.compile());
  for (const row of rows) {
    write(`${JSON.stringify({
      seq: Number(row.seq), at: new Date(Number(row.at)).toISOString(), key: row.key_id ?? null, user: row.user_id === null ? null : Number(row.user_id),
      operation: row.operation, resource: row.resource, record: row.record_id, change: JSON.parse(String(row.change)),
    })}\n`);
  }
  return rows.length;
}
