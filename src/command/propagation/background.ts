/**
 * The background propagation of a server process (decisions section 13), in a thread of its own
 * (thread.ts): its batches never hold this process's event loop. Small batches (BATCH products,
 * each batch one transaction) keep the store's write lock short, so a single write waits for at
 * most one batch.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Logger } from 'pino';
import { type Config } from '../../config.js';
import type { FromThread, ToThread } from './thread.js';

/** Products per batch: about 25 ms of the write lock at this machine's pace (docs/performance.md). */
export const BATCH = 50;

export class BackgroundPropagation {
  private worker: Worker | undefined;
  private stopped: Promise<void> | undefined;

  constructor(private readonly config: Config, private readonly options: { log?: Logger; onProducts?: (count: number) => void } = {}) {}

  start(): void {
    const url = new URL('./thread.js', import.meta.url);
    if (this.worker || !existsSync(fileURLToPath(url))) return;
    // The thread reads in its own process: no reader processes of its own.
    this.worker = new Worker(url, { workerData: { config: { ...this.config }, batch: BATCH } });
    this.worker.on('message', (message: FromThread) => {
      if (message.kind === 'products') this.options.onProducts?.(message.count);
      if (message.kind === 'error') this.options.log?.warn(`propagation: ${message.message}; will retry`);
    });
    this.worker.on('error', (error) => this.options.log?.error({ err: error }, 'propagation thread failed'));
  }

  poke(): void {
    this.worker?.postMessage({ kind: 'poke' } satisfies ToThread);
  }

  /** Stops after the batch in progress; what is left resumes at the next start. */
  stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return Promise.resolve();
    this.stopped ??= new Promise<void>((resolve) => {
      const done = () => resolve();
      worker.on('message', (message: FromThread) => message.kind === 'stopped' && void worker.terminate().then(done));
      worker.once('exit', done);
      worker.postMessage({ kind: 'stop' } satisfies ToThread);
    });
    return this.stopped;
  }
}
