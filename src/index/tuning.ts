/**
 * Every number that decides when the in-memory index (memory-index.ts) waits, follows, writes its
 * file and measures itself, in one object: a server runs with INDEX_TUNING, and a test passes its
 * own (MemoryIndexOptions.tuning) to make a path happen at once (a request that waited, an index
 * too far behind, a file write put off by a busy feed) instead of after minutes of writes.
 */
import { FEED_KEPT } from '../store/record-changes.js';

export interface IndexTuning {
  /** Feed rows read per round while catching up. */
  readonly feedPage: number;
  /**
   * Feed rows behind beyond which a request does not wait for the index to catch up (a burst of
   * writes from another process, an idle spell): its page is SQL while the follow goes on.
   */
  readonly waitBehind: number;
  /** Longest a request waits for the index to reach the store version it read; then its page is SQL. */
  readonly waitMs: number;
  /** Longest the bytes reported for an index are left unmeasured while it is asked for them (metrics). */
  readonly measureEveryMs: number;
  /** Feed rows followed after which the index file is written again, well within what the feed keeps. */
  readonly saveAfter: number;
  /** Feed rows followed after which the file is written whatever the feed's pace (`busyRowsPerSecond`). */
  readonly saveForced: number;
  /**
   * Feed rows a second (over the last `rateWindowMs`) beyond which the file is not written yet, up
   * to `saveForced` rows followed: a write of the file makes each structure again (40-80 ms steps
   * for the largest), which during a propagation's 2,000 rows a second would fall among pages
   * already waiting for the follow. It waits for the burst to end, and is written after it.
   */
  readonly busyRowsPerSecond: number;
  readonly rateWindowMs: number;
  /** How often the log says how far a read has come (load-progress.ts). */
  readonly progressEveryMs: number;
}

export const INDEX_TUNING: IndexTuning = Object.freeze({
  feedPage: 2_000,
  waitBehind: 2_000,
  waitMs: 250,
  measureEveryMs: 30_000,
  saveAfter: FEED_KEPT / 4,
  saveForced: FEED_KEPT / 2,
  busyRowsPerSecond: 500,
  rateWindowMs: 5_000,
  progressEveryMs: 5_000,
});
