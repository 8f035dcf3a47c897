/**
 * A snapshot for streams, exports and the change feed's answers: one read transaction on a
 * connection of its own, so the count and every batch see the same data, read a batch at a time
 * as the consumer asks. The connection may be one the store keeps for the next snapshot
 * (`SnapshotConnection`): the change feed takes a snapshot per answer, and opening a connection
 * with its settings, and preparing its statements again, was a tenth of a webhook catch-up's CPU.
 */
import type Database from 'better-sqlite3';
import { type CompiledQuery } from 'kysely';
import { type ReadSnapshot, type StoredRow } from '../store.js';
import { StatementCache } from './statement-cache.js';

type Params = readonly unknown[];

/** A read connection with its prepared statements, kept by the store between snapshots. */
export interface SnapshotConnection { db: Database.Database; statements: StatementCache }

export const snapshotConnection = (db: Database.Database): SnapshotConnection => ({ db, statements: new StatementCache(db, 50) });

export class SqliteSnapshot implements ReadSnapshot {
  private readonly db: Database.Database;
  private closed = false;
  /** Batch reads not finished: ended at close, or SQLite refuses to end the transaction. */
  private readonly open = new Set<IterableIterator<StoredRow>>();

  /** `release`: given the connection back once the snapshot ends, its transaction over; without it, the connection is closed. */
  constructor(private readonly connection: SnapshotConnection, private readonly release?: (connection: SnapshotConnection) => void) {
    this.db = connection.db;
    this.db.exec('BEGIN');
  }

  async count(query: CompiledQuery): Promise<number> {
    return Number(this.db.prepare(query.sql).pluck().get(...(query.parameters as Params)));
  }

  async *batches(query: CompiledQuery, size: number): AsyncIterableIterator<StoredRow[]> {
    const iterator = this.db.prepare(query.sql).iterate(...(query.parameters as Params)) as IterableIterator<StoredRow>;
    this.open.add(iterator);
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
      this.open.delete(iterator);
      iterator.return?.();
    }
  }

  async rows<T = StoredRow>(query: CompiledQuery): Promise<T[]> {
    // The feed's reads repeat (its head, a window of rows, documents by id): prepared once per connection.
    return this.connection.statements.get(query.sql).all(...(query.parameters as Params)) as T[];
  }

  async close(): Promise<void> {
    if (this.closed || !this.db.open) return;
    this.closed = true;
    for (const iterator of this.open) iterator.return?.();
    this.open.clear();
    if (this.release) {
      try {
        this.db.exec('COMMIT');
        this.release(this.connection);
        return;
      } catch {
        // Not ended cleanly: not given to another snapshot.
      }
    }
    this.db.close();
  }
}
