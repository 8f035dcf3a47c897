/**
 * The body of an NDJSON stream (docs/contract.md §7): pieces pulled from a source only as fast as
 * the client reads them (back-pressure), and one last error line when the source fails midway or
 * when the process's shutdown ends the stream. Cleans up after itself however it ends: the source
 * ran out, failed, was ended, or the client went away.
 *
 * A source's piece (a batch of lines, megabytes) is handed on in line-aligned chunks, one while
 * the socket asks for more, so that what waits in the process ahead of a slow client is a few
 * hundred kilobytes: at a shutdown the chunks not yet handed on are dropped, and the last line
 * follows only what the process already gave the socket (docs/deployment.md "Shutdown").
 */
import { Readable } from 'node:stream';

export interface StreamBodyOptions {
  source: AsyncIterator<Buffer | string>;
  /** The last line when the source fails after the first line. */
  failureLine(error: unknown): string;
  /** The last line when the shutdown ends the stream, after `sent` whole lines. */
  endLine(sent: number): string;
  /**
   * Called once, at once when the body stops being written (its source ran out or failed, it was
   * ended, the client went away), before the source is returned: a source's return waits for a
   * read in flight, and what counts open streams must not lag behind the request's log line.
   */
  stopped?(): void;
  /** Frees what the stream holds (its snapshot); called once, after the source is returned. */
  cleanup(): Promise<void>;
  /** Undefined when the client can take more now, else a promise resolved when it can (src/http/stream-pace.ts). */
  paced?(): Promise<void> | undefined;
}

/** Bytes the body may hold ahead of the socket. */
const AHEAD = 128 * 1024;
/** The largest chunk handed on at once (a longer line goes whole). */
const CHUNK = 32 * 1024;
const NEWLINE = 0x0a;

export class StreamBody extends Readable {
  private pulling = false;
  private ended = false;
  private cleaned = false;
  /** The source's piece being handed on, from `offset`. */
  private piece: Buffer | undefined;
  private offset = 0;
  /** Whole lines handed on. */
  private lines = 0;
  /**
   * The chunks handed on that the response may not have taken yet, as [bytes, whole lines], oldest
   * first, and the lines of those it took: what the request's log line counts as sent
   * (docs/deployment.md "Logs").
   */
  private readonly held: Array<[number, number]> = [];
  private heldBytes = 0;
  private taken = 0;

  constructor(private readonly options: StreamBodyOptions) {
    super({ highWaterMark: AHEAD });
  }

  /** Bytes given to this body and not yet taken by the response. */
  get buffered(): number {
    return this.readableLength;
  }

  override _read(): void {
    if (!this.pulling && !this.ended) void this.pull();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // The client went away (or the server closed its connection): stop reading the source.
    this.ended = true;
    this.piece = undefined;
    this.release().then(() => callback(error), () => callback(error));
  }

  /**
   * Whole lines of results the response has taken from this body to write on the connection. What
   * this body still holds (up to AHEAD bytes) is not counted: when the client went away, it never
   * left the process. The last error line is not a result and is not counted either.
   */
  get sent(): number {
    this.settle();
    return this.taken;
  }

  /** Counts the chunks the response took: those before the last `readableLength` bytes handed on. */
  private settle(): void {
    while (this.held.length > 0 && this.heldBytes - this.held[0]![0] >= this.readableLength) {
      const [bytes, lines] = this.held.shift()!;
      this.heldBytes -= bytes;
      this.taken += lines;
    }
  }

  /** Hands `chunk` on: `lines` whole lines of results (none for a last error line). */
  private hand(chunk: Buffer | string, lines: number): boolean {
    this.settle();
    const bytes = Buffer.byteLength(chunk);
    this.held.push([bytes, lines]);
    this.heldBytes += bytes;
    return this.push(chunk);
  }

  /** Ends the stream now with its shutdown line, dropping what was not handed on yet. */
  endForShutdown(): void {
    if (this.ended) return;
    this.end(this.options.endLine(this.lines));
  }

  private async pull(): Promise<void> {
    this.pulling = true;
    try {
      while (!this.ended) {
        if (this.piece) {
          const held = this.options.paced?.();
          if (held) {
            await held;
            if (this.ended) return;
          }
          // Full: wait for the client to read before handing on more.
          const before = this.lines;
          const chunk = this.nextChunk();
          if (!this.hand(chunk, this.lines - before)) return;
          continue;
        }
        const next = await this.options.source.next();
        if (this.ended) return;
        if (next.done) {
          this.end();
          return;
        }
        this.piece = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
        this.offset = 0;
      }
    } catch (error) {
      this.end(this.options.failureLine(error));
    } finally {
      this.pulling = false;
    }
  }

  /** The next line-aligned chunk of the current piece, at most CHUNK bytes unless one line is longer. */
  private nextChunk(): Buffer {
    const piece = this.piece!;
    const start = this.offset;
    let end = piece.length;
    if (end - start > CHUNK) {
      const cut = piece.lastIndexOf(NEWLINE, start + CHUNK - 1);
      end = cut >= start ? cut + 1 : piece.indexOf(NEWLINE, start) + 1 || piece.length;
    }
    const chunk = piece.subarray(start, end);
    for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) this.lines++;
    if (end >= piece.length) this.piece = undefined;
    else this.offset = end;
    return chunk;
  }

  /** Ends the body, after a last line if given, whatever the client has read so far. */
  private end(last?: string): void {
    if (this.ended) return;
    this.ended = true;
    this.piece = undefined;
    if (last !== undefined) this.hand(last, 0);
    this.push(null);
    void this.release();
  }

  private async release(): Promise<void> {
    if (this.cleaned) return;
    this.cleaned = true;
    this.options.stopped?.();
    try {
      await this.options.source.return?.(undefined);
    } finally {
      await this.options.cleanup();
    }
  }
}
