/**
 * A thread that reads part of a resource's index from the store for a server process
 * (load-in-thread.ts): a store and a snapshot of its own, the part the process gives it (load.ts
 * `readPart`), and what it read handed back as the bytes of an index file (index-file.ts), which
 * the event loop uses in place (load-combine.ts). The first thread also counts the rows of each
 * table, from which the process divides the read between the threads. The read's work (the rows,
 * the sort keys, the bitmaps, the orders) never holds the event loop, which goes on answering
 * pages through SQL meanwhile (docs/architecture.md "In-memory index"), and the thread runs below
 * its priority.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Config } from '../config.js';
import { TABLES } from '../resources/registry.js';
import { openConfigured } from '../store/open-store.js';
import { indexBytes } from './index-file.js';
import { type IndexPart } from './layout.js';
import { readPart, snapshotPosition, unitRows, type LoadCounts, type UnitRows } from './load.js';
import { ResourceIndex } from './resource-index.js';
import { lowerThreadPriority } from './thread-priority.js';

export interface LoadThreadData { config: Config; resource: string; count: boolean }

/** What the thread tells the event loop: the rows to read (the counting thread), the read's progress, then its part. */
export type FromLoadThread =
  | { kind: 'counts'; rows: UnitRows }
  | { kind: 'read'; rows: number; records: boolean }
  | { kind: 'fewer'; rows: number }
  | { kind: 'done'; bytes: Uint8Array<ArrayBuffer> }
  /** The read failed: the error as the event loop's read would have logged it (a store's own error class does not cross threads). */
  | { kind: 'failed'; name: string; message: string };

/** What the event loop tells the thread: the part to read. */
export interface ToLoadThread { kind: 'part'; part: IndexPart }

lowerThreadPriority();
const { config, resource: path, count } = workerData as LoadThreadData;
const resource = TABLES.find((r) => r.path === path);
if (!resource) throw new Error(`no resource ${path} to read an index of`);
const post = (message: FromLoadThread, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);
const counts: LoadCounts = {
  plan: () => undefined,
  read: (rows, records) => post({ kind: 'read', rows, records }),
  fewer: (rows) => post({ kind: 'fewer', rows }),
};
const told = new Promise<IndexPart>((resolve) => parentPort!.once('message', (message: ToLoadThread) => resolve(message.part)));
try {
  // A command's store: reads in this thread's own connection, no reader processes.
  const store = await openConfigured(config);
  try {
    const snapshot = await store.snapshot();
    try {
      const index = new ResourceIndex(resource);
      const at = await snapshotPosition(snapshot, store);
      if (count) post({ kind: 'counts', rows: await unitRows(snapshot, store, index) });
      await readPart(snapshot, store, index, await told, counts);
      const bytes = await indexBytes(index, at);
      post({ kind: 'done', bytes }, [bytes.buffer]);
    } finally {
      await snapshot.close();
    }
  } finally {
    await store.close();
  }
} catch (error) {
  // Failed before its part came, the thread would wait for it: the port no longer holds it.
  parentPort!.unref();
  post(error instanceof Error ? { kind: 'failed', name: error.name, message: error.message } : { kind: 'failed', name: 'Error', message: String(error) });
}
