/**
 * Sort keys by row id, compared as the stores order them (docs/contract.md §6): numbers by value,
 * text by code point (SQLite's BINARY collation and PostgreSQL's "C" compare UTF-8 bytes, which is
 * code point order). Text keys are kept as UTF-8 bytes in one arena, not as a JavaScript string
 * per record and locale: a third of the memory, no garbage collector work for millions of small
 * strings, and written to and read from the index file (index-file.ts) as a few large arrays.
 */
import { type Sections, type SectionWriter, type SectionRef } from './sections.js';

export type Key = string | number;

/** Row ids with no key: never set, or set to nothing. */
const NONE = 0xffffffff;

export interface KeyColumn {
  has(rid: number): boolean;
  get(rid: number): Key | undefined;
  set(rid: number, key: Key | null | undefined): void;
  /** Record a's key against record b's; both have one. */
  compare(a: number, b: number): number;
  bytes(): number;
  save(out: SectionWriter): KeyColumnFile;
}

export type KeyColumnFile = { numeric: true; values: SectionRef } | { numeric: false; at: SectionRef; length: SectionRef; arena: SectionRef };

export const keyColumn = (numeric: boolean): KeyColumn => (numeric ? new NumberKeys() : new TextKeys());

export function restoreKeyColumn(file: KeyColumnFile, sections: Sections): KeyColumn {
  if (file.numeric) return new NumberKeys(sections.f64(file.values));
  const arena = sections.bytes(file.arena);
  const length = sections.u32(file.length);
  // The file's arena holds the keys no record points to any more as well: counted, so that the
  // first growth compacts them away rather than copying them (garbage is not in the file).
  let live = 0;
  for (let rid = 0; rid < length.length; rid++) if (length[rid] !== NONE) live += length[rid]!;
  return new TextKeys(sections.u32(file.at), length, arena, arena.length, arena.length - live);
}

/** Numbers in a typed array, NaN standing for none. */
class NumberKeys implements KeyColumn {
  constructor(private values = new Float64Array(1024).fill(NaN)) {}

  has(rid: number): boolean {
    return rid < this.values.length && !Number.isNaN(this.values[rid]!);
  }

  get(rid: number): Key | undefined {
    return this.has(rid) ? this.values[rid]! : undefined;
  }

  set(rid: number, key: Key | null | undefined): void {
    if (rid >= this.values.length) {
      const next = new Float64Array(Math.max(rid + 1, this.values.length * 2)).fill(NaN);
      next.set(this.values);
      this.values = next;
    }
    this.values[rid] = key === null || key === undefined ? NaN : Number(key);
  }

  compare(a: number, b: number): number {
    return this.values[a]! - this.values[b]!;
  }

  bytes(): number {
    return this.values.byteLength;
  }

  /** A copy: the follow writes keys in place while the file is written (index-file.ts). */
  save(out: SectionWriter): KeyColumnFile {
    return { numeric: true, values: out.put(this.values.slice()) };
  }
}

/** UTF-8 bytes in one arena: record `rid`'s key is arena[at[rid], at[rid] + length[rid]). */
class TextKeys implements KeyColumn {
  constructor(
    private at = new Uint32Array(1024),
    private length = new Uint32Array(1024).fill(NONE),
    private arena: Buffer = Buffer.alloc(1 << 16),
    private used = 0,
    /** Bytes of the arena no record points to any more; dropped when the arena grows. */
    private garbage = 0,
  ) {}

  has(rid: number): boolean {
    return rid < this.length.length && this.length[rid] !== NONE;
  }

  get(rid: number): Key | undefined {
    return this.has(rid) ? this.arena.toString('utf8', this.at[rid]!, this.at[rid]! + this.length[rid]!) : undefined;
  }

  set(rid: number, key: Key | null | undefined): void {
    if (rid >= this.length.length) this.growRows(rid + 1);
    if (this.length[rid] !== NONE) this.garbage += this.length[rid]!;
    if (key === null || key === undefined) {
      this.length[rid] = NONE;
      return;
    }
    const text = String(key);
    const n = Buffer.byteLength(text);
    if (this.used + n > this.arena.length) this.growArena(n);
    this.arena.write(text, this.used);
    this.at[rid] = this.used;
    this.length[rid] = n;
    this.used += n;
  }

  compare(a: number, b: number): number {
    const at = this.at;
    const length = this.length;
    return this.arena.compare(this.arena, at[b]!, at[b]! + length[b]!, at[a]!, at[a]! + length[a]!);
  }

  bytes(): number {
    return this.at.byteLength + this.length.byteLength + this.arena.length;
  }

  /**
   * Positions and lengths copied, as the follow writes them in place while the file is written
   * (index-file.ts); the arena's bytes up to `used` are never written again (a key is appended, a
   * growth copies), so they are written as they are.
   */
  save(out: SectionWriter): KeyColumnFile {
    return { numeric: false, at: out.put(this.at.slice()), length: out.put(this.length.slice()), arena: out.put(this.arena.subarray(0, this.used)) };
  }

  private growRows(rows: number): void {
    const size = Math.max(rows, this.length.length * 2);
    const at = new Uint32Array(size);
    const length = new Uint32Array(size).fill(NONE);
    at.set(this.at);
    length.set(this.length);
    this.at = at;
    this.length = length;
  }

  /**
   * Room for `n` more bytes. While at most half the arena is garbage it is copied whole into one
   * twice as large (one memcpy); past that the live keys are compacted, one copy per record. A
   * process that read its index from a file starts with a full arena, and a compaction of 1M
   * keys holds the event loop for 20-45 ms on the first write of each text order (a propagation's
   * CPU profile, docs/performance.md).
   */
  private growArena(n: number): void {
    const live = this.used - this.garbage;
    const next = Buffer.allocUnsafe(Math.max(1 << 16, (live + n) * 2));
    if (this.garbage * 2 <= this.used) {
      this.arena.copy(next, 0, 0, this.used);
      this.arena = next;
      return;
    }
    let used = 0;
    for (let rid = 0; rid < this.length.length; rid++) {
      const len = this.length[rid]!;
      if (len === NONE) continue;
      this.arena.copy(next, used, this.at[rid]!, this.at[rid]! + len);
      this.at[rid] = used;
      used += len;
    }
    this.arena = next;
    this.used = used;
    this.garbage = 0;
  }
}

/** Code point order; JavaScript's `<` compares UTF-16 units, which differs past U+FFFF. */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800..DFFF) stands for a code point above every unit of the BMP.
    const hx = x >= 0xd800 && x <= 0xdfff;
    const hy = y >= 0xd800 && y <= 0xdfff;
    if (hx !== hy) return hx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
