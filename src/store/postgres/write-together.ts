/**
 * The PostgreSQL store's `writeTogether` (src/store/store.ts): the service's bookkeeping on its own
 * pipelining connections (database-pools.ts `writes('service')`), without the write lock.
 */
import { type CompiledQuery } from 'kysely';
import type pg from 'pg';
import { asBytes, checkout, params } from './pool.js';

type Rows = Array<Record<string, unknown>>;

/**
 * One statement commits on its own; several go out at once with their BEGIN and COMMIT, one round
 * trip in all. A failed statement makes the ones after it fail and the COMMIT roll back.
 */
export async function writeTogether(pool: pg.Pool, queries: readonly CompiledQuery[]): Promise<Rows[]> {
  if (queries.length === 1) return [asBytes((await pool.query<Record<string, unknown>>(queries[0]!.sql, params(queries[0]!))).rows)];
  const client = await checkout(pool);
  const sent = [client.query('BEGIN'), ...queries.map((q) => client.query<Record<string, unknown>>(q.sql, params(q))), client.query('COMMIT')];
  const settled = await Promise.allSettled(sent);
  const commit = settled.at(-1)!;
  // A connection whose COMMIT failed may still be inside the transaction: not given to anyone else.
  client.release(commit.status === 'rejected' ? (commit.reason as Error) : undefined);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.slice(1, -1).map((s) => asBytes((s as PromiseFulfilledResult<pg.QueryResult<Record<string, unknown>>>).value.rows));
}
