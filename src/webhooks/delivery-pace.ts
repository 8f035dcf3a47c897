/**
 * Deliveries take the time the reads leave (docs/webhooks.md "Delivery"). A catch-up of thousands
 * of changes is a loop of batches, each a few milliseconds of this process's event loop (the
 * feed read, rendering and signing, two small writes): on a loop the API's requests already keep
 * busy, that work lengthens every request's wait. So, while requests are coming in and the loop
 * is busy more than `busyFrom` of the time, each webhook waits between two batches up to `most`
 * times what its last batch took (at most `longestBatchMs` of it counted, so that a slow endpoint
 * does not lengthen the wait): at a loop busy all the time, a catch-up takes about a tenth of it.
 * Without requests, deliveries go at full speed however busy the loop is with them.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface PaceTuning {
  /** How often the loop's utilization and the requests are looked at again. */
  windowMs: number;
  /** Utilization (0..1) from which batches wait. */
  busyFrom: number;
  /** The wait, in multiples of the last batch's time, at a loop busy all the time. */
  most: number;
  /** The most of a batch's time that counts. */
  longestBatchMs: number;
}

export const PACE: PaceTuning = { windowMs: 250, busyFrom: 0.5, most: 9, longestBatchMs: 50 };

/** The wait (ms) before a webhook's next batch. */
export function pauseAfter(batchMs: number, utilization: number, requests: boolean, tuning: PaceTuning = PACE): number {
  // Not a number (no time measured yet): not busy.
  if (!requests || !(utilization > tuning.busyFrom)) return 0;
  const busy = Math.min(1, (utilization - tuning.busyFrom) / (1 - tuning.busyFrom));
  return Math.round(Math.min(batchMs, tuning.longestBatchMs) * busy * tuning.most);
}

export class DeliveryPace {
  private last: EventLoopUtilization = performance.eventLoopUtilization();
  private lastAt = performance.now();
  private begunBefore: number;
  private utilization = 0;
  private requests = false;

  /** `begun`: how many API requests the process has begun (src/http/lifecycle.ts). */
  constructor(private readonly begun: () => number, private readonly tuning: PaceTuning = PACE) {
    this.begunBefore = begun();
  }

  /** The wait (ms) before the next batch of a webhook whose last batch took `batchMs`. */
  pause(batchMs: number): number {
    const now = performance.now();
    if (now - this.lastAt >= this.tuning.windowMs) {
      const elu = performance.eventLoopUtilization();
      this.utilization = performance.eventLoopUtilization(elu, this.last).utilization;
      const begun = this.begun();
      this.requests = begun > this.begunBefore;
      this.last = elu;
      this.lastAt = now;
      this.begunBefore = begun;
    }
    return pauseAfter(batchMs, this.utilization, this.requests, this.tuning);
  }
}
