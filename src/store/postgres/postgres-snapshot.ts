/**
 * A consistent view for a long read (streams, exports): one `REPEATABLE READ READ ONLY`
 * transaction on a connection of its own, and server-side cursors for its batches.
 */
import { type CompiledQuery } from 'kysely';
import type pg from 'pg';
import { type ReadSnapshot, type StoredRow } from '../store.js';
import { asBytes, params } from './pool.js';

export class PostgresSnapshot implements ReadSnapshot {
  private closed = false;
  private cursors = 0;
  private broken: Error | undefined;

  constructor(private readonly client: pg.PoolClient) {}

  async count(query: CompiledQuery): Promise<number> {
    const { rows } = await this.client.query({ text: query.sql, values: params(query), rowMode: 'array' });
    return Number(rows[0]![0]);
  }

  async *batches(query: CompiledQuery, size: number): AsyncIterableIterator<StoredRow[]> {
    // A server-side cursor: rows come `size` at a time, only when the consumer asks for them.
    // DECLARE (rather than a protocol portal) also tells the planner to favour the first rows:
    // an index walk that answers at once, not a sort of the whole result before the first line.
    const cursor = `stream_${++this.cursors}`;
    await this.client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query.sql}`, params(query));
    try {
      for (;;) {
        const batch = asBytes((await this.client.query<StoredRow>(`FETCH ${size} FROM ${cursor}`)).rows);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < size) return;
      }
    } catch (error) {
      this.broken = error as Error;
      throw error;
    } finally {
      if (!this.broken) await this.client.query(`CLOSE ${cursor}`);
    }
  }

  async rows<T = StoredRow>(query: CompiledQuery): Promise<T[]> {
    try {
      return asBytes((await this.client.query({ text: query.sql, values: params(query) })).rows as T[]);
    } catch (error) {
      this.broken = error as Error;
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (!this.broken) await this.client.query('COMMIT');
    } catch (error) {
      this.broken = error as Error;
    } finally {
      this.client.release(this.broken);
    }
  }
}
