/**
 * Opening a SQLite connection with the store's settings: WAL, a busy timeout (503 after it), a
 * page cache. Shared by the store and its snapshots.
 */
import Database from 'better-sqlite3';

export interface SqliteOptions {
  /** Page cache per connection in KiB. */
  cacheKiB?: number;
  /** How long to wait for another process's write lock before answering 503. */
  busyTimeoutMs?: number;
}

export function openConnection(file: string, options: SqliteOptions & { readonly?: boolean }): Database.Database {
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 10_000}`);
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma(`cache_size = -${options.cacheKiB ?? 32_000}`);
  db.defaultSafeIntegers(false);
  return db;
}
