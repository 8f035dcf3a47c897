/**
 * Opening a SQLite connection with the store's settings: WAL, a busy timeout (503 after it), a
 * page cache. Shared by the store and its snapshots.
 */
import Database from 'better-sqlite3';
import { errorCode } from '../store.js';

export interface SqliteOptions {
  /** Page cache per connection in KiB. */
  cacheKiB?: number;
  /** How long to wait for another process's write lock before answering 503. */
  busyTimeoutMs?: number;
  /** Reader processes for a page's counts and keys (src/store/sqlite/reader-pool.ts); 0: read in this process. */
  readers?: number;
  /** A server's store: its write connection leaves checkpoints to a thread of their own (checkpoints.ts). */
  checkpointThread?: boolean;
  /** How long the public change feed keeps its rows (CHANGES_RETENTION_DAYS, in seconds; default 7 days). */
  changesRetentionSeconds?: number;
}

/** How long a connection waits for another's write lock unless told otherwise. */
export const BUSY_TIMEOUT_MS = 10_000;
/** Bytes of write-ahead log kept after a checkpoint. */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

export function openConnection(file: string, options: SqliteOptions & { readonly?: boolean }): Database.Database {
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  const busyTimeoutMs = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (!options.readonly) {
    whileBusy(busyTimeoutMs, () => db.pragma('journal_mode = WAL'));
    db.pragma('synchronous = NORMAL');
    // A write-ahead log emptied by a checkpoint is cut back to this size rather than kept at its largest.
    db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  }
  db.pragma(`cache_size = -${options.cacheKiB ?? 32_000}`);
  db.defaultSafeIntegers(false);
  return db;
}

/**
 * Runs `step` again while another process holds the lock it needs, up to `timeoutMs`. Switching a
 * new file to WAL answers SQLITE_BUSY at once, without the busy handler, when another process
 * opens the same new file at that moment (two `catalog migrate`, or server processes starting
 * together on an empty store).
 */
function whileBusy<T>(timeoutMs: number, step: () => T): T {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return step();
    } catch (error) {
      if (errorCode(error) !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      // Opening a connection is synchronous; a short sleep keeps it so.
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/**
 * Runs `attempt`, which takes the write lock (BEGIN IMMEDIATE), without the busy handler: while
 * another connection holds the lock it is tried again after short pauses on timers, up to
 * `timeoutMs`, then the SQLITE_BUSY is thrown (503). The busy handler would sleep on the event
 * loop's thread: every request of the process would wait for a propagation's batch to commit.
 */
export async function whenUnlocked<T>(db: Database.Database, timeoutMs: number, attempt: () => T): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 8)) {
    db.pragma('busy_timeout = 0');
    try {
      return attempt();
    } catch (error) {
      if (errorCode(error) !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
    } finally {
      db.pragma(`busy_timeout = ${timeoutMs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
