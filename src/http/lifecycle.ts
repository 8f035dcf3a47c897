/**
 * A server process's life as its routes see it: serving, then draining after a shutdown signal
 * (new requests refused with 503, readiness false, requests in flight finishing), then, at the
 * drain deadline, streams told to end with their final error line (decisions section 7). Counts
 * what is in flight, so the shutdown can say what it waits for.
 */
export class Lifecycle {
  private drainingSince: number | undefined;
  private readonly deadline = new AbortController();
  private readonly idleWaiters = new Set<() => void>();
  private requests = 0;
  /** Streams being written. */
  streams = 0;

  /** Requests being answered (health checks and metrics aside), streams included. */
  get inFlight(): number {
    return this.requests;
  }

  started(): void {
    this.requests++;
  }

  finished(): void {
    this.requests--;
    if (this.requests === 0) for (const wake of this.idleWaiters) wake();
  }

  /** Resolves when no request is in flight, or after `ms`, whichever comes first; true when idle. */
  idle(ms: number): Promise<boolean> {
    if (this.requests === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(idle);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.idleWaiters.add(wake);
    });
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Aborted when the drain deadline passes: a stream still running ends with an `unavailable` line. */
  get streamDeadline(): AbortSignal {
    return this.deadline.signal;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  endStreams(): void {
    this.deadline.abort();
  }
}
