/**
 * The thread that reads a resource's index from the store for a server process (load-in-thread.ts):
 * a store of its own, the read of load.ts, and the index handed back as the bytes of its file
 * (index-file.ts), which the event loop uses in place. The read's work (the rows, the sort keys,
 * the bitmaps, the orders) never holds the event loop, which goes on answering pages through SQL
 * meanwhile (docs/architecture.md "In-memory index"), and the thread runs below its priority.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Config } from '../config.js';
import { TABLES } from '../resources/registry.js';
import { openConfigured } from '../store/open-store.js';
import { indexBytes } from './index-file.js';
import { loadIndex, type LoadCounts } from './load.js';
import { lowerThreadPriority } from './thread-priority.js';

export interface LoadThreadData { config: Config; resource: string }

/** What the thread tells the event loop: the read's progress, then the index. */
export type FromLoadThread =
  | { kind: 'plan'; records: number; rows: number }
  | { kind: 'read'; rows: number; records: boolean }
  | { kind: 'fewer'; rows: number }
  | { kind: 'done'; bytes: Uint8Array<ArrayBuffer> }
  /** The read failed: the error as the event loop's read would have logged it (a store's own error class does not cross threads). */
  | { kind: 'failed'; name: string; message: string };

lowerThreadPriority();
const { config, resource: path } = workerData as LoadThreadData;
const resource = TABLES.find((r) => r.path === path);
if (!resource) throw new Error(`no resource ${path} to read an index of`);
const post = (message: FromLoadThread, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);
const counts: LoadCounts = {
  plan: (records, rows) => post({ kind: 'plan', records, rows }),
  read: (rows, records) => post({ kind: 'read', rows, records }),
  fewer: (rows) => post({ kind: 'fewer', rows }),
};
try {
  // A command's store: reads in this thread's own connection, no reader processes.
  const store = await openConfigured(config);
  try {
    const { index, at } = await loadIndex(store, resource, counts);
    const bytes = await indexBytes(index, at);
    post({ kind: 'done', bytes }, [bytes.buffer]);
  } finally {
    await store.close();
  }
} catch (error) {
  post(error instanceof Error ? { kind: 'failed', name: error.name, message: error.message } : { kind: 'failed', name: 'Error', message: String(error) });
}
