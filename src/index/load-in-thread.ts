/**
 * Reading a resource's index from the store on threads of their own (load-thread.ts) rather than
 * on the event loop: a server process whose index is read from the store (a new machine, a file
 * out of date) answers its pages through SQL meanwhile at the speed of a process without an index
 * (docs/performance.md "Cold start"). The read is divided between `threads` threads by the rows of
 * its tables (load.ts `divideRead`), which the first thread counts, and their parts are put
 * together (load-combine.ts). The threads' script exists once built (dist/); run from the
 * TypeScript sources (the in-process tests), the read stays on the event loop (load.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Config } from '../config.js';
import { type ResourceDecl } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { combineParts, type CombinedIndex, type PartRead } from './load-combine.js';
import { divideRead, partRows, type LoadCounts, type UnitRows } from './load.js';
import type { FromLoadThread, LoadThreadData, ToLoadThread } from './load-thread.js';
import { ResourceIndex } from './resource-index.js';

const SCRIPT = new URL('./load-thread.js', import.meta.url);

/** Whether the thread's script is there to run (dist/, not the TypeScript sources). */
export const loadThreadBuilt = (): boolean => existsSync(fileURLToPath(SCRIPT));

/** One thread of a read: told its part once the rows are counted; the rows it counted (the first thread), its bytes, or the read's failure. */
class PartThread {
  private readonly worker: Worker;
  readonly done: Promise<Uint8Array>;
  /** Rejected as `done` is when the thread fails before it counted. */
  readonly counts: Promise<UnitRows>;
  constructor(config: Config, resource: ResourceDecl, count: boolean, progress: LoadCounts) {
    this.worker = new Worker(SCRIPT, { workerData: { config: { ...config }, resource: resource.path, count } satisfies LoadThreadData });
    let counted!: (rows: UnitRows) => void;
    this.done = new Promise((resolve, reject) => {
      let received = false;
      let failure: unknown;
      this.worker.on('message', (message: FromLoadThread) => {
        if (message.kind === 'counts') counted(message.rows);
        else if (message.kind === 'read') progress.read(message.rows, message.records);
        else if (message.kind === 'fewer') progress.fewer(message.rows);
        else if (message.kind === 'failed') reject(Object.assign(new Error(message.message), { name: message.name }));
        else {
          received = true;
          resolve(message.bytes);
        }
      });
      this.worker.on('error', (error) => {
        failure ??= error;
      });
      this.worker.on('exit', (code) => {
        if (!received) reject(failure ?? new Error(`the thread reading the in-memory index of ${resource.path} ended (code ${code}) without it`));
      });
    });
    this.counts = new Promise((resolve, reject) => {
      counted = resolve;
      this.done.catch(reject);
    });
    // Met by the caller's awaits, or left when another thread failed first.
    this.done.catch(() => undefined);
    this.counts.catch(() => undefined);
  }

  read(part: ToLoadThread['part']): void {
    this.worker.postMessage({ kind: 'part', part } satisfies ToLoadThread);
  }

  stop(): void {
    void this.worker.terminate();
  }
}

/**
 * The index of `resource` read by up to `threads` threads from stores opened with `config`;
 * `signal` ends them (the read is closed). `store` reads the feed rows between the threads'
 * snapshots (load-combine.ts).
 */
export async function loadIndexInThread(
  store: Store, config: Config, resource: ResourceDecl, progress: LoadCounts, signal: AbortSignal, threads = config.memoryIndexThreads,
): Promise<CombinedIndex> {
  const closed = () => new Error(`in-memory index of ${resource.path} closed before it was read`);
  if (signal.aborted) throw closed();
  const index = new ResourceIndex(resource);
  // Every thread opens its store and snapshot while the first counts the rows.
  const running = Array.from({ length: Math.max(1, threads) }, (_, i) => new PartThread(config, resource, i === 0, progress));
  const stopAll = () => running.forEach((t) => t.stop());
  signal.addEventListener('abort', stopAll, { once: true });
  try {
    const rows = await running[0]!.counts;
    const parts = divideRead(index, rows, running.length);
    progress.plan(rows.records, partRows(index, rows, index.wholePart()));
    // Threads beyond the parts (fewer tables than threads) are not needed.
    running.slice(parts.length).forEach((t) => t.stop());
    const used = running.slice(0, parts.length);
    used.forEach((t, i) => t.read(parts[i]!));
    const reads: PartRead[] = await Promise.all(used.map(async (t, i) => ({ part: parts[i]!, bytes: await t.done })));
    return await combineParts(store, resource, reads);
  } catch (error) {
    stopAll();
    throw signal.aborted ? closed() : error;
  } finally {
    signal.removeEventListener('abort', stopAll);
  }
}
