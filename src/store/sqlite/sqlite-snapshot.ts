/**
 * A snapshot for streams and exports: one read transaction on a connection of its own, so the
 * count and every batch see the same data, read a batch at a time as the consumer asks.
 */
import type Database from 'better-sqlite3';
import { type CompiledQuery } from 'kysely';
import { type ReadSnapshot, type StoredRow } from '../store.js';

type Params = readonly unknown[];

export class SqliteSnapshot implements ReadSnapshot {
  constructor(private readonly db: Database.Database) {
    db.exec('BEGIN');
  }

  async count(query: CompiledQuery): Promise<number> {
    return Number(this.db.prepare(query.sql).pluck().get(...(query.parameters as Params)));
  }

  async *batches(query: CompiledQuery, size: number): AsyncIterableIterator<StoredRow[]> {
    const iterator = this.db.prepare(query.sql).iterate(...(query.parameters as Params)) as IterableIterator<StoredRow>;
    try {
      for (;;) {
        const batch: StoredRow[] = [];
        while (batch.length < size) {
          const r = iterator.next();
          if (r.done) break;
          batch.push(r.value);
        }
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < size) return;
      }
    } finally {
      iterator.return?.();
    }
  }

  async rows<T = StoredRow>(query: CompiledQuery): Promise<T[]> {
    return this.db.prepare(query.sql).all(...(query.parameters as Params)) as T[];
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
