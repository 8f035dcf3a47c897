/**
 * The background propagation's thread (src/command/propagation/background.ts): a store of its own
 * and a worker that rewrites embedding products in small batches until no propagation is left,
 * then ends, so that a server's event loop goes on answering reads while 50,000 products are
 * rewritten, and an idle server holds no second connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Config } from '../../config.js';
import { lowerThreadPriority } from '../../index/thread-priority.js';
import { openConfigured } from '../../store/open-store.js';
import { PropagationWorker } from './worker.js';

export type FromThread = { kind: 'products'; count: number };

// Below the event loop's priority: on a machine whose cores the reads keep busy the propagation
// takes the time they leave, and the reads' latency stays as it is without it (docs/performance.md).
lowerThreadPriority();

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
