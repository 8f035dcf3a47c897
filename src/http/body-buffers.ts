/**
 * Buffers for the bodies of pages, used again once their response is written.
 *
 * A page of 100 products is most of a megabyte. A fresh buffer of that size is new memory from the
 * system each time: joining a page into one cost about 90 us against 28 us into a buffer used
 * before (page faults on fresh memory, measured with a page of 100 8-KB documents), and the freed
 * buffers cost the collector too (what the pages a second gain: docs/performance.md).
 *
 * A buffer goes back to its free list only when the response's last byte was handed to the
 * system ('finish'): never while a socket may still read from it, since another request's page
 * would then be sent in its place. A response that ends otherwise (the client went away) keeps its
 * buffer to the garbage collector.
 */
import { type ServerResponse } from 'node:http';
import { type BodyAlloc } from '../resources/pieces.js';

/** Size classes: 256 KB, 512 KB, ... 8 MB. A larger body gets a buffer of its own. */
const SMALLEST = 18;
const LARGEST = 23;

export class BodyBuffers {
  private readonly free: Buffer[][] = Array.from({ length: LARGEST - SMALLEST + 1 }, () => []);
  private kept = 0;

  /** `limit`: bytes of free buffers kept for later pages; past it, a released buffer is dropped. */
  constructor(private readonly limit = 64 << 20) {}

  /** An allocator for one response's body: its buffer comes back when the response is written. */
  for(response: ServerResponse): BodyAlloc {
    return (size) => {
      const shift = Math.max(SMALLEST, Math.ceil(Math.log2(Math.max(size, 1))));
      if (shift > LARGEST) return Buffer.allocUnsafe(size);
      const list = this.free[shift - SMALLEST]!;
      let buffer = list.pop();
      if (buffer) this.kept -= buffer.length;
      else buffer = Buffer.allocUnsafeSlow(1 << shift);
      const taken = buffer;
      response.once('finish', () => this.release(shift, taken));
      return buffer;
    };
  }

  /** Bytes of free buffers now kept. */
  get keptBytes(): number {
    return this.kept;
  }

  private release(shift: number, buffer: Buffer): void {
    if (this.kept + buffer.length > this.limit) return;
    this.kept += buffer.length;
    this.free[shift - SMALLEST]!.push(buffer);
  }
}
