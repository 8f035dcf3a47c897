/**
 * Reading bulk files as chunks of whole lines (src/bulk/line-chunks.ts): nothing lost or doubled
 * at read boundaries, line numbers right, a line too long to hold cut and skipped, and a byte
 * order mark at the start of the file left out.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineChunks, type LineChunk } from '../../src/bulk/line-chunks.js';
import { Prng } from '../../src/generate/prng.js';

let dir: string;
beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'line-chunks-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

/** Lines of random lengths with multi-byte characters, so reads cut through characters. */
function randomLines(count: number, seed: number): string[] {
  const prng = new Prng(seed, 'line-chunks');
  const random = () => prng.next();
  const alphabet = ['a', 'é', '€', '𝄞', ' ', '"', '\r'];
  return Array.from({ length: count }, (_, i) => {
    const length = Math.floor(random() * 120);
    let text = `${i}:`;
    for (let c = 0; c < length; c++) text += alphabet[Math.floor(random() * alphabet.length)];
    return text;
  });
}

async function read(name: string, content: string | Buffer, chunkBytes: number, maxLine: number): Promise<LineChunk[]> {
  const path = join(dir, name);
  await writeFile(path, content);
  const chunks: LineChunk[] = [];
  for await (const chunk of lineChunks(path, chunkBytes, maxLine)) chunks.push(chunk);
  return chunks;
}

const linesOf = (chunk: LineChunk) => {
  const text = chunk.bytes.toString('utf8');
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
};

describe('lineChunks', () => {
  for (const chunkBytes of [7, 64, 1000, 1 << 20]) {
    it(`gives back every line once, in whole chunks, reading ${chunkBytes} bytes at a time`, async () => {
      const lines = randomLines(300, chunkBytes);
      for (const trailing of ['\n', '']) {
        const content = lines.join('\n') + trailing;
        const chunks = await read(`lines-${chunkBytes}.ndjson`, content, chunkBytes, 1 << 20);
        expect(Buffer.concat(chunks.map((c) => c.bytes)).toString('utf8')).toBe(content);
        expect(chunks.reduce((sum, c) => sum + c.fileBytes, 0)).toBe(Buffer.byteLength(content));
        for (const chunk of chunks) {
          const first = linesOf(chunk)[0]!;
          expect(lines[chunk.firstLine - 1]).toBe(first);
        }
        expect(chunks.slice(0, -1).every((c) => c.bytes.at(-1) === 0x0a)).toBe(true);
      }
    });
  }

  it('cuts a line longer than the limit to one byte over it, skips the rest, and numbers the next lines right', async () => {
    const long = `{"id":"${'x'.repeat(5000)}"}`;
    const content = ['{"id":1}', long, '{"id":2}', long, long, '{"id":3}', ''].join('\n');
    for (const chunkBytes of [16, 300, 100_000]) {
      const chunks = await read(`long-${chunkBytes}.ndjson`, content, chunkBytes, 100);
      const lines: Array<[number, string]> = [];
      for (const chunk of chunks) linesOf(chunk).forEach((text, i) => lines.push([chunk.firstLine + i, text]));
      const cut = long.slice(0, 101);
      // Lines that fit may come whole; a long one is never held whole when a read ends inside it.
      const byNumber = new Map(lines);
      expect([...byNumber.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
      expect(byNumber.get(1)).toBe('{"id":1}');
      expect(byNumber.get(3)).toBe('{"id":2}');
      expect(byNumber.get(6)).toBe('{"id":3}');
      for (const n of [2, 4, 5]) expect(byNumber.get(n)!.length).toBeGreaterThan(100);
      if (chunkBytes < 100) for (const n of [2, 4, 5]) expect(byNumber.get(n)).toBe(cut);
      expect(chunks.reduce((sum, c) => sum + c.fileBytes, 0)).toBe(Buffer.byteLength(content));
    }
  });

  it('leaves out a UTF-8 byte order mark at the start of the file, and only there, counting its bytes', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const lines = randomLines(40, 9).map((l) => Buffer.from(`${l}\n`));
    const content = Buffer.concat([bom, ...lines.slice(0, 20), bom, ...lines.slice(20)]);
    for (const chunkBytes of [7, 1 << 20]) {
      const chunks = await read(`bom-${chunkBytes}.ndjson`, content, chunkBytes, 1 << 20);
      expect(Buffer.concat(chunks.map((c) => c.bytes))).toEqual(content.subarray(bom.length));
      expect(chunks[0]!.firstLine).toBe(1);
      expect(chunks.reduce((sum, c) => sum + c.fileBytes, 0)).toBe(content.length);
    }
  });

  it('reads an empty file as no chunks', async () => {
    expect(await read('empty.ndjson', '', 64, 100)).toEqual([]);
  });
});
