/**
 * One NDJSON file (docs/contract.md §9: one JSON object per line, every line ending in "\n"),
 * written in chunks with back-pressure: `ready()` waits for the file stream to drain whenever it is
 * over its buffer, so memory stays flat however many records go through.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** Lines are joined into chunks of about this many UTF-16 code units before they reach the stream. */
const CHUNK = 256 * 1024;

export class NdjsonWriter {
  private readonly stream: WriteStream;
  private parts: string[] = [];
  private pending = 0;
  private blocked = false;
  private failure: Error | undefined;
  records = 0;
  bytes = 0;

  constructor(readonly path: string) {
    // A buffer of several chunks lets the file system write while the next batch is generated.
    this.stream = createWriteStream(path, { highWaterMark: 16 * CHUNK });
    this.stream.on('error', (error) => {
      this.failure ??= error;
    });
  }

  /** Appends one record; its key order is the serialization order. */
  write(record: unknown): void {
    const line = `${JSON.stringify(record)}\n`;
    this.parts.push(line);
    this.pending += line.length;
    this.records++;
    if (this.pending >= CHUNK) this.flush();
  }

  private flush(): void {
    if (this.parts.length === 0) return;
    const chunk = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.pending = 0;
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) this.blocked = true;
  }

  /** Resolves when the stream can take more; rejects if writing failed. */
  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.blocked) return;
    await once(this.stream, 'drain');
    this.blocked = false;
  }

  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    this.flush();
    this.stream.end();
    await finished(this.stream);
  }

  /** Abandons the file after a failure elsewhere. */
  destroy(): void {
    this.stream.destroy();
  }
}
