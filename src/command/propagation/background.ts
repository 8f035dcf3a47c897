/**
 * The background propagation of a server process (docs/contract.md §13). The process looks for
 * waiting propagations (one read a second, and at once after each of its writes) and, when there
 * is one, starts a thread (thread.ts) that carries them out and ends when none is left: its
 * batches never hold this process's event loop, and an idle server holds no second store
 * connection. Small batches (BATCH products, each one transaction) keep the store's write lock
 * short, so a single write waits for at most one batch.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { type Logger } from 'pino';
import { type Config } from '../../config.js';
import { type Store } from '../../store/store.js';
import { propagationWaiting } from './jobs.js';
import type { FromThread } from './thread.js';

/** Products per batch: about 25-50 ms of the write lock at this machine's pace (docs/performance.md). */
export const BATCH = 50;
const POLL_MS = 1_000;

/**
 * The propagation takes the time the reads leave. Every PACE_EVERY_MS, the share of that time the
 * event loop was busy (its utilization) sets the pause between two batches: the worker's own
 * pause (10 ms) up to BUSY_FROM, rising to BUSY_PAUSE_MS when the loop never rests. Each batch
 * costs the loop its follow (the index reads and applies 50 products) and its CPU on the shared
 * cores, and holds the write lock the updates wait for: on a saturated loop, a slower
 * propagation is what keeps the reads' tail where it is without one (docs/performance.md).
 */
const PACE_EVERY_MS = 250;
const BUSY_FROM = 0.5;
const BUSY_PAUSE_MS = 60;

/** The pause (ms) for a loop busy `utilization` (0..1) of the time. */
export function pauseFor(utilization: number): number {
  // Not a number (no time measured): not busy.
  if (!(utilization > BUSY_FROM)) return 0;
  return Math.round(Math.min(1, (utilization - BUSY_FROM) / (1 - BUSY_FROM)) * BUSY_PAUSE_MS);
}

export class BackgroundPropagation {
  private thread: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;
  private stopping = false;

  constructor(private readonly store: Store, private readonly config: Config,
    private readonly options: { log?: Logger; onProducts?: (count: number) => void } = {}) {}

  start(): void {
    if (this.timer || !existsSync(fileURLToPath(new URL('./thread.js', import.meta.url)))) return;
    this.timer = setInterval(() => this.poke(), POLL_MS);
    this.timer.unref();
    this.poke();
  }

  /** Starts the thread if a propagation waits and none runs. */
  poke(): void {
    if (!this.timer || this.thread || this.checking || this.stopping) return;
    this.checking = true;
    propagationWaiting(this.store, Date.now())
      .then((waiting) => {
        if (waiting && !this.thread && !this.stopping) this.spawn();
      })
      .catch((error: unknown) => this.options.log?.warn({ err: error }, 'propagation: could not look for work; will retry'))
      .finally(() => { this.checking = false; });
  }

  private spawn(): void {
    const pace = new Int32Array(new SharedArrayBuffer(4));
    let last = performance.eventLoopUtilization();
    const pacing = setInterval(() => {
      const now = performance.eventLoopUtilization();
      Atomics.store(pace, 0, pauseFor(performance.eventLoopUtilization(now, last).utilization));
      last = now;
    }, PACE_EVERY_MS);
    pacing.unref();
    const thread = new Worker(new URL('./thread.js', import.meta.url), { workerData: { config: { ...this.config }, batch: BATCH, pace: pace.buffer } });
    this.thread = thread;
    thread.on('message', (message: FromThread) => this.options.onProducts?.(message.count));
    thread.on('error', (error) => this.options.log?.warn({ err: error }, 'propagation thread stopped; will retry'));
    thread.once('exit', () => {
      clearInterval(pacing);
      this.thread = undefined;
      // Work entered meanwhile is found by the next look.
      this.poke();
    });
  }

  /** Stops at once; the batch in progress rolls back and what is left resumes at the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.thread?.terminate();
  }
}
