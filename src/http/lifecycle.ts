/**
 * A server process's life as its routes see it: serving, then draining after a shutdown signal
 * (new requests refused with 503, readiness false, requests in flight finishing), then streams
 * told to end with their final error line (docs/contract.md §7), each early enough for its
 * client to get that line (src/http/stream-ends.ts). Counts what is in flight, so the shutdown can
 * say what it waits for.
 */
import { endStreamsInTime, type OpenStream } from './stream-ends.js';

export class Lifecycle {
  private drainingSince: number | undefined;
  private readonly idleWaiters = new Set<() => void>();
  private readonly open = new Set<OpenStream>();
  private requests = 0;
  private begun = 0;

  /** Requests being answered (health checks and metrics aside), streams included. */
  get inFlight(): number {
    return this.requests;
  }

  /** Requests begun since the process started (health checks and metrics aside): how busy the API is. */
  get requestsBegun(): number {
    return this.begun;
  }

  /** Streams being written. */
  get streams(): number {
    return this.open.size;
  }

  started(): void {
    this.requests++;
    this.begun++;
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

  /** A stream being written, until the returned function is called. */
  streamOpened(stream: OpenStream): () => void {
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /** Ends each open stream in time for its client to read its last line before `endAt`; returns a stop. */
  endStreamsBy(endAt: number): () => void {
    return endStreamsInTime(this.open, endAt);
  }

  /** Ends every stream still open. */
  endStreams(): void {
    for (const stream of this.open) stream.end();
  }
}
