/**
 * Empties a store's write-ahead log (a TRUNCATE checkpoint) if no reader holds part of it, without
 * waiting for one: such a checkpoint would otherwise wait the connection's busy timeout, and hold
 * back writers meanwhile. True when the log was emptied.
 */
import type Database from 'better-sqlite3';

export function emptyLog(db: Database.Database): boolean {
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    return (db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>)[0]?.busy === 0;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}
