/**
 * Deliveries take the time the reads leave (docs/webhooks.md "Delivery"). A catch-up of thousands
 * of changes, or one change for each of a thousand webhooks, is a loop of batches, each a few
 * milliseconds of this process's event loop (the feed read, rendering and signing, two small
 * writes): on a loop the API's requests already keep busy, that work lengthens every request's
 * wait. So, while requests come in at `busyRate` a second or more, or come in while the loop is
 * busy more than `busyFrom` of the time, batches take turns, one at a time across all webhooks, and after a batch with more behind it
 * (or others waiting) the next waits up to `most` times what it took (at most `longestBatchMs` of
 * it counted). A turn covers reading, rendering and recording a batch, not the wait for its
 * receiver, so a slow endpoint holds no one back. Without requests, every webhook's batches go at
 * full speed however busy the loop is with them.
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
  /** Requests a second from which the API counts as busy whatever the loop's utilization. */
  busyRate: number;
}

export const PACE: PaceTuning = { windowMs: 250, busyFrom: 0.5, most: 24, longestBatchMs: 50, busyRate: 20 };

/** How busy the API is, 0 (at rest) to 1, from the requests a second begun and the loop's utilization. */
export function business(requestsPerSecond: number, utilization: number, tuning: PaceTuning = PACE): number {
  if (!(requestsPerSecond > 0)) return 0;
  // Queries wait on the store's reader threads, not on this loop, so a loop with time to spare
  // may still be serving as many requests as the machine can: their rate counts by itself.
  if (requestsPerSecond >= tuning.busyRate) return 1;
  // Not a number (no time measured yet): not busy.
  if (!(utilization > tuning.busyFrom)) return 0;
  return Math.min(1, (utilization - tuning.busyFrom) / (1 - tuning.busyFrom));
}

/** The wait (ms) after a batch that took `batchMs`, at a business of `busy` (0..1). */
export function pauseAfter(batchMs: number, busy: number, tuning: PaceTuning = PACE): number {
  return Math.round(Math.min(batchMs, tuning.longestBatchMs) * busy * tuning.most);
}

/** A batch's turn: whether the loop was busy when it began, and its end (before its request is sent). */
export interface Turn { busy: boolean; leave(more: boolean): void }

export class DeliveryPace {
  private last: EventLoopUtilization = performance.eventLoopUtilization();
  private lastAt = performance.now();
  private begunBefore: number;
  private busyNow = 0;
  private running = 0;
  /** While busy: when the next batch may begin. */
  private nextAt = 0;
  private readonly waiting = new Set<() => void>();

  /** `begun`: how many API requests the process has begun (src/http/lifecycle.ts). */
  constructor(private readonly begun: () => number, private readonly tuning: PaceTuning = PACE) {
    this.begunBefore = begun();
  }

  private measure(): void {
    const now = performance.now();
    if (now - this.lastAt < this.tuning.windowMs) return;
    const elu = performance.eventLoopUtilization();
    const begun = this.begun();
    this.busyNow = business(((begun - this.begunBefore) * 1000) / (now - this.lastAt), performance.eventLoopUtilization(elu, this.last).utilization, this.tuning);
    this.last = elu;
    this.lastAt = now;
    this.begunBefore = begun;
  }

  /** Whether batches yield now: requests come in fast, or while the loop is busy. */
  get busy(): boolean {
    this.measure();
    return this.busyNow > 0;
  }

  /**
   * Waits for a batch's turn. At rest, every webhook's batch begins at once; while busy, one batch
   * at a time, each after the wait its predecessor left, so that the webhooks together, however
   * many, take about a twenty-fifth of a loop that is never at rest in their turns (a turn counts a
   * batch's reading, rendering and recording, not its signing, sending and acknowledgement, which
   * add about as much again; docs/performance.md "Webhook catch-up: quick reads").
   */
  async enter(): Promise<Turn> {
    for (;;) {
      const busy = this.busy;
      const now = performance.now();
      if (!busy || (this.running === 0 && now >= this.nextAt)) {
        this.running++;
        let left = false;
        return {
          busy,
          leave: (more) => {
            if (left) return;
            left = true;
            this.running--;
            const at = performance.now();
            // A webhook caught up with nobody waiting holds back no one: its next batch waits for a change anyway.
            this.nextAt = more || this.waiting.size > 0 ? at + pauseAfter(at - now, this.busyNow, this.tuning) : at;
            const [first] = this.waiting;
            first?.();
          },
        };
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(5, Math.min(this.tuning.windowMs, this.nextAt - now)));
        this.waiting.add(wake);
      });
    }
  }
}
