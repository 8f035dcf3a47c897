/**
 * What a MemoryIndex (memory-index.ts) holds of one resource: its index and where it stands in
 * the store's change feed, its state (held-state.ts: the read, follow and file write under way),
 * the requests waiting, and what it counts for the metrics; and the pace of the feed, by which a
 * file write waits out a burst.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Bitmap } from './bitmaps.js';
import { type DocumentCache } from './document-cache.js';
import { HeldState } from './held-state.js';
import { type IndexPosition } from './index-file.js';
import { IndexMeasure } from './index-measure.js';
import { type LoadProgress } from './load-progress.js';
import { type ResourceIndex } from './resource-index.js';
import { INDEX_TUNING, type IndexTuning } from './tuning.js';


export interface Held {
  resource: ResourceDecl;
  index?: ResourceIndex;
  /** The epoch and feed row the index is complete up to; the resource generation it was last brought to. */
  at: IndexPosition;
  generation: number;
  /** Its read, follow and file write: what is under way, changed only by the transitions of held-state.ts. */
  state: HeldState;
  /** Of the read under way: how far the attempt under way has come; reads that failed since the last that did not, and when the next begins (performance.now()). */
  progress?: LoadProgress;
  failed?: { attempts: number; retryAt: number };
  /** Requests waiting for the index to reach their resource generation. */
  waiters: Array<{ generation: number; done: (current: boolean) => void }>;
  /** The documents of its records last sent, dropped as the index applies their writes. */
  documents: DocumentCache;
  /** When the resource was first read (ms after the index was made): until then the process is not ready (health-routes.ts). */
  readyMs?: number;
  /** Where the index was last read from, and feed rows followed since the file was written. */
  source?: 'file' | 'store';
  followed: number;
  /** Feed rows the index was behind the store when last looked at. */
  behind: number;
  /** Feed rows followed since `start`, and the rate of the window before (rows a second). */
  window: { start: number; rows: number; before: number };
  /** Records the follow reads whole at their next feed row, whatever parts it names (an index file's dirty records). */
  whole?: Bitmap;
  /** While a file write is under way (state.save): the records the follow applied since it began. */
  dirty?: Bitmap;
  fileBytes?: number;
  /** Pages asked of this resource, by who answered: the index, or SQL and why (metrics, bench). */
  pages: PageCounts;
  /** The index's bytes as last measured (index-measure.ts). */
  measure: IndexMeasure;
}

/** Pages by who answered them: the index, or SQL while it was being read, too far behind the store, or not caught up within `waitMs` (tuning.ts). */
export interface PageCounts { index: number; reading: number; behind: number; waited: number }

export function newHeld(resource: ResourceDecl, documents: DocumentCache): Held {
  return {
    resource, at: { epoch: -1, seq: 0, row: { resource: '', rid: 0 } }, generation: -1, followed: 0, behind: 0,
    window: { start: performance.now(), rows: 0, before: 0 }, state: new HeldState(resource.path), waiters: [], documents,
    pages: { index: 0, reading: 0, behind: 0, waited: 0 }, measure: new IndexMeasure(),
  };
}

/** Whether the feed moved faster than `busyRowsPerSecond` over the last whole window (tuning.ts). */
export function busy(held: Held, tuning: IndexTuning = INDEX_TUNING): boolean {
  return held.window.before > tuning.busyRowsPerSecond;
}

/** Counts feed rows followed into the rate windows of `busy`. */
export function counted(held: Held, rows: number, tuning: IndexTuning = INDEX_TUNING): void {
  const { window } = held;
  const now = performance.now();
  if (now - window.start >= tuning.rateWindowMs) {
    window.before = window.rows / ((now - window.start) / 1000);
    window.start = now;
    window.rows = 0;
  }
  window.rows += rows;
}
