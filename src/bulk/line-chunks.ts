/**
 * A bulk file as chunks of whole lines, as bytes: the preparing threads decode and split them, so
 * the importing thread never turns a line into a string (docs/performance.md).
 *
 * Lines end with LF; a CR before it is JSON whitespace, so CRLF files read the same. A line longer
 * than `maxLine` bytes is handed on cut to `maxLine + 1` bytes (enough to be rejected as too long)
 * and the rest of it is skipped, so memory stays bounded whatever the file holds.
 *
 * A UTF-8 byte order mark at the start of the file, which Windows tools write, is left out: it is
 * not JSON, and the file format allows it there (README.md, "Import your own data").
 */
import { open } from 'node:fs/promises';

export interface LineChunk {
  /** Whole lines, each but maybe the file's last ending with LF. */
  bytes: Buffer;
  /** 1-based number of the chunk's first line in the file. */
  firstLine: number;
  /** Bytes of the file the chunk stands for (more than `bytes` when a long line was cut). */
  fileBytes: number;
}

const NEWLINE = 0x0a;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function* lineChunks(path: string, chunkBytes: number, maxLine: number): AsyncGenerator<LineChunk> {
  const file = await open(path, 'r');
  try {
    let carry: Buffer = Buffer.alloc(0);
    let skipping = false;
    let line = 1;
    let position = 0;
    let reported = 0;
    const chunk = (bytes: Buffer, firstLine: number): LineChunk => {
      const fileBytes = position - carry.length - reported;
      reported += fileBytes;
      return { bytes, firstLine, fileBytes };
    };
    for (;;) {
      const read = Buffer.allocUnsafe(chunkBytes);
      const { bytesRead } = await file.read(read, 0, chunkBytes, null);
      if (bytesRead === 0) break;
      const first = position === 0;
      position += bytesRead;
      let data = read.subarray(0, bytesRead);
      // Still counted in `fileBytes`: progress is in bytes of the file.
      if (first && data.subarray(0, BOM.length).equals(BOM)) data = data.subarray(BOM.length);
      if (skipping) {
        const newline = data.indexOf(NEWLINE);
        if (newline < 0) continue;
        skipping = false;
        data = data.subarray(newline + 1);
      }
      const all = carry.length > 0 ? Buffer.concat([carry, data]) : data;
      const last = all.lastIndexOf(NEWLINE);
      if (last < 0 && all.length <= maxLine) {
        carry = all;
        continue;
      }
      if (last < 0) {
        // A line too long to hold: hand on its head, skip its tail.
        carry = Buffer.alloc(0);
        yield chunk(Buffer.concat([all.subarray(0, maxLine + 1), Buffer.from('\n')]), line++);
        skipping = true;
        continue;
      }
      const bytes = all.subarray(0, last + 1);
      carry = Buffer.from(all.subarray(last + 1));
      yield chunk(bytes, line);
      line += countLines(bytes);
    }
    if (carry.length > 0) {
      const bytes = carry;
      carry = Buffer.alloc(0);
      yield chunk(bytes, line);
    }
  } finally {
    await file.close();
  }
}

function countLines(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}
