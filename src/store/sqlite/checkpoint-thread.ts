/**
 * The thread that checkpoints a server's write-ahead log (checkpoints.ts): about once a
 * `everyMs`, when the server committed since the last look, a PASSIVE checkpoint on a connection
 * of its own. PASSIVE never waits for a lock: pages that a reader still needs are left for the
 * next one.
 */
import { workerData } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { openConnection } from './connection.js';

export interface CheckpointThreadData { file: string; everyMs: number; commits: Int32Array }

const { file, everyMs, commits } = workerData as CheckpointThreadData;
let db: Database.Database | undefined;
let seen = 0;

setInterval(() => {
  const now = Atomics.load(commits, 0);
  if (now === seen) return;
  seen = now;
  try {
    // Opened at the first commit: a server that never writes holds no connection for it.
    db ??= openConnection(file, { cacheKiB: 1_000 });
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A checkpoint that could not run now (the file busy or briefly unavailable) is tried at the next commit's look.
    seen = now - 1;
  }
}, everyMs);
