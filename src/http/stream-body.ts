/**
 * The body of an NDJSON stream (decisions section 7): pieces pulled from a source only as fast as
 * the client reads them (back-pressure), and one last error line when the source fails midway or
 * when the process's drain deadline ends the stream during a shutdown. Cleans up after itself
 * however it ends: the source ran out, failed, hit the deadline, or the client went away.
 */
import { Readable } from 'node:stream';

export interface StreamBodyOptions {
  source: AsyncIterator<Buffer | string>;
  /** The last line when the source fails after the first line. */
  failureLine(error: unknown): string;
  /** The last line when the deadline ends the stream. */
  deadlineLine(): string;
  deadline: AbortSignal;
  /** Frees what the stream holds (its snapshot); called once. */
  cleanup(): Promise<void>;
}

/** Bytes the body may hold ahead of the socket: a batch or two. */
const AHEAD = 256 * 1024;

export class StreamBody extends Readable {
  private pulling = false;
  private ended = false;
  private cleaned = false;
  private readonly onDeadline = () => this.end(this.options.deadlineLine());

  constructor(private readonly options: StreamBodyOptions) {
    super({ highWaterMark: AHEAD });
    if (options.deadline.aborted) queueMicrotask(this.onDeadline);
    else options.deadline.addEventListener('abort', this.onDeadline, { once: true });
  }

  override _read(): void {
    if (!this.pulling && !this.ended) void this.pull();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // The client went away (or the server closed its connection): stop reading the source.
    this.ended = true;
    this.release().then(() => callback(error), () => callback(error));
  }

  private async pull(): Promise<void> {
    this.pulling = true;
    try {
      while (!this.ended) {
        const next = await this.options.source.next();
        if (this.ended) return;
        if (next.done) {
          this.end();
          return;
        }
        // Full: wait for the client to read before pulling more.
        if (!this.push(next.value)) return;
      }
    } catch (error) {
      this.end(this.options.failureLine(error));
    } finally {
      this.pulling = false;
    }
  }

  /** Ends the body, after a last line if given, whatever the client has read so far. */
  private end(last?: string): void {
    if (this.ended) return;
    this.ended = true;
    if (last !== undefined) this.push(last);
    this.push(null);
    void this.release();
  }

  private async release(): Promise<void> {
    if (this.cleaned) return;
    this.cleaned = true;
    this.options.deadline.removeEventListener('abort', this.onDeadline);
    try {
      await this.options.source.return?.(undefined);
    } finally {
      await this.options.cleanup();
    }
  }
}
