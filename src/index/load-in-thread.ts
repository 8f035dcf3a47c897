/**
 * Reading a resource's index from the store on a thread of its own (load-thread.ts) rather than on
 * the event loop: a server process whose index is read from the store (a new machine, a file out
 * of date) answers its pages through SQL meanwhile at the speed of a process without an index
 * (docs/performance.md "Cold start"). The thread's script exists once built (dist/); run from the
 * TypeScript sources (the in-process tests), the read stays on the event loop (load.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Config } from '../config.js';
import { type ResourceDecl } from '../query/declare.js';
import { decodeIndex, type IndexPosition } from './index-file.js';
import { type LoadCounts } from './load.js';
import type { FromLoadThread, LoadThreadData } from './load-thread.js';
import { type ResourceIndex } from './resource-index.js';

const SCRIPT = new URL('./load-thread.js', import.meta.url);

/** Whether the thread's script is there to run (dist/, not the TypeScript sources). */
export const loadThreadBuilt = (): boolean => existsSync(fileURLToPath(SCRIPT));

/** The index of `resource` read by a thread from a store opened with `config`; `signal` ends the thread (the index is closed). */
export function loadIndexInThread(config: Config, resource: ResourceDecl, progress: LoadCounts, signal: AbortSignal): Promise<{ index: ResourceIndex; at: IndexPosition }> {
  const closed = () => new Error(`in-memory index of ${resource.path} closed before it was read`);
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(closed());
      return;
    }
    const worker = new Worker(SCRIPT, { workerData: { config: { ...config }, resource: resource.path } satisfies LoadThreadData });
    let received = false;
    let failure: unknown;
    const stop = () => void worker.terminate();
    signal.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: FromLoadThread) => {
      if (message.kind === 'plan') progress.plan(message.records, message.rows);
      else if (message.kind === 'read') progress.read(message.rows, message.records);
      else if (message.kind === 'fewer') progress.fewer(message.rows);
      else if (message.kind === 'failed') failure = Object.assign(new Error(message.message), { name: message.name });
      else {
        received = true;
        const { bytes } = message;
        decodeIndex(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), resource).then((decoded) => {
          if (decoded) resolve({ index: decoded.index, at: decoded.at });
          else reject(new Error(`the thread reading the in-memory index of ${resource.path} gave bytes of another layout`));
        }, reject);
      }
    });
    worker.on('error', (error) => {
      failure ??= error;
    });
    worker.on('exit', (code) => {
      signal.removeEventListener('abort', stop);
      if (received) return;
      reject(failure ?? (signal.aborted ? closed() : new Error(`the thread reading the in-memory index of ${resource.path} ended (code ${code}) without it`)));
    });
  });
}
