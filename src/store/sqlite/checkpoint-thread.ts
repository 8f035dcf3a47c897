/**
 * The thread that checkpoints a server's write-ahead log (checkpoints.ts): about once a
 * `everyMs`, when the server committed since the last look, a PASSIVE checkpoint on a connection
 * of its own. PASSIVE never waits for a lock: pages that a reader still needs are left for the
 * next one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { COMMITS, TRUNCATE } from './checkpoint-slots.js';
import { openConnection } from './connection.js';
import { emptyLog } from './empty-log.js';

/** `commits`: the shared slots of checkpoint-slots.ts. */
export interface CheckpointThreadData { file: string; everyMs: number; commits: Int32Array }

const { file, everyMs, commits } = workerData as CheckpointThreadData;
let db: Database.Database | undefined;
let seen = 0;

setInterval(() => {
  const now = Atomics.load(commits, COMMITS);
  const truncate = Atomics.load(commits, TRUNCATE) === 1;
  if (now === seen && !truncate) return;
  seen = now;
  try {
    // Opened at the first commit: a server that never writes holds no connection for it.
    db ??= openConnection(file, { cacheKiB: 1_000 });
    if (!truncate) db.pragma('wal_checkpoint(PASSIVE)');
    // A log a bulk load left as large as what it wrote: emptied once no reader holds it (checkpoints.ts `truncateSoon`).
    else if (emptyLog(db)) Atomics.store(commits, TRUNCATE, 0);
  } catch {
    // A checkpoint that could not run now (the file busy or briefly unavailable) is tried at the next commit's look.
    seen = now - 1;
  }
}, everyMs);

// Loaded and looking: the server (and a test) can tell it from a thread still starting.
parentPort?.postMessage('started');
