/**
 * The background propagation's thread (src/command/propagation/background.ts): a store of its own
 * and a worker that rewrites embedding products in small batches until no propagation is left,
 * then ends, so that a server's event loop goes on answering reads while 50,000 products are
 * rewritten, and an idle server holds no second connection.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type Config } from '../../config.js';
import { openConfigured } from '../../store/open-store.js';
import { PropagationWorker } from './worker.js';

export type FromThread = { kind: 'products'; count: number };

/**
 * The thread's own scheduling priority (nice): below the event loop's, so that on a machine whose
 * cores the reads keep busy the propagation takes the time they leave, and the reads' latency
 * stays as it is without it (docs/performance.md). Linux gives each thread its own priority, set
 * by its thread id; elsewhere the thread keeps the process's.
 */
const PRIORITY = 10;
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), PRIORITY);
} catch {
  // No /proc/thread-self (not Linux), or not allowed: the process's priority.
}

const store = await openConfigured(workerData.config as Config);
try {
  // The pause the server's event loop asks for between batches (background.ts `pauseFor`).
  const pace = new Int32Array(workerData.pace as SharedArrayBuffer);
  const worker = new PropagationWorker(store, {
    batch: workerData.batch as number,
    pauseMs: () => Atomics.load(pace, 0),
    onProducts: (count) => parentPort!.postMessage({ kind: 'products', count } satisfies FromThread),
  });
  // Until nothing is left: a propagation entered while this one ran is taken too.
  while ((await worker.drain()) > 0);
} finally {
  await store.close();
}
