/**
 * The background propagation's thread (src/command/propagation/background.ts): a store of its own
 * and a worker that rewrites embedding products in small batches, so that a server's event loop
 * goes on answering reads while 50,000 products are rewritten.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Config } from '../../config.js';
import { openConfigured } from '../../store/open-store.js';
import { PropagationWorker } from './worker.js';

export type ToThread = { kind: 'poke' } | { kind: 'stop' };
export type FromThread = { kind: 'products'; count: number } | { kind: 'error'; message: string } | { kind: 'stopped' };

const post = (message: FromThread) => parentPort!.postMessage(message);

const store = await openConfigured(workerData.config as Config);
const worker = new PropagationWorker(store, {
  batch: workerData.batch as number,
  onProducts: (count) => post({ kind: 'products', count }),
  log: {
    info: () => undefined,
    warn: (object: unknown) => post({ kind: 'error', message: String((object as { err?: Error }).err?.message ?? object) }),
    error: (object: unknown) => post({ kind: 'error', message: String((object as { err?: Error }).err?.message ?? object) }),
  } as never,
});
worker.start();
parentPort!.on('message', (message: ToThread) => {
  if (message.kind === 'poke') worker.poke();
  else {
    void worker.stop().then(() => store.close()).then(() => post({ kind: 'stopped' }));
  }
});
