/**
 * A bitmap's members as a plain array of bits, for the loops that ask record after record whether
 * it is a member (a walk along an ranked order, the moved records of a page). Asking the roaring
 * addon costs 30 to 60 ns a call; reading a bit here 1 to 2 ns. Made from the bitmap's portable
 * serialization (the Roaring format specification, the same bytes every Roaring library writes):
 * 60 to 70 us for a set of 750,000 of 1,000,000 records, whose containers are already bit arrays
 * and are copied as they are (docs/performance.md).
 */
import { endianness } from 'node:os';
import { type ReadonlyBitmap } from './bitmaps.js';

/** Anything that says whether a record is a member: a bitmap, or its Membership. */
export interface Members { has(rid: number): boolean }

/** The format's cookies and constants (Roaring format specification). */
const COOKIE_NO_RUNS = 12346;
const COOKIE_RUNS = 12347;
const NO_OFFSET_THRESHOLD = 4;
const ARRAY_MAX = 4096;
const BITSET_BYTES = 8192;
/** 32-bit words per container of 65,536 values. */
const WORDS_PER_CONTAINER = 2048;

/** The format stores bit arrays little-endian; a copy into Uint32 words keeps them only on such a machine. */
const copyableBitsets = endianness() === 'LE';

export class Membership implements Members {
  constructor(private readonly words: Uint32Array) {}

  has(rid: number): boolean {
    const word = rid >>> 5;
    return word < this.words.length && ((this.words[word]! >>> (rid & 31)) & 1) === 1;
  }
}

/** The members of `bitmap` as bits. */
export function membershipOf(bitmap: ReadonlyBitmap): Membership {
  if (bitmap.isEmpty) return new Membership(new Uint32Array(0));
  const words = new Uint32Array(((bitmap.maximum() >>> 16) + 1) * WORDS_PER_CONTAINER);
  if (!copyableBitsets) {
    for (const rid of bitmap.toUint32Array()) words[rid >>> 5]! |= 1 << (rid & 31);
    return new Membership(words);
  }
  const bytes = bitmap.serialize('portable');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wordBytes = new Uint8Array(words.buffer);
  const cookie = view.getUint32(0, true);
  let at = 4;
  let size: number;
  let runFlags: Uint8Array | undefined;
  if ((cookie & 0xffff) === COOKIE_RUNS) {
    size = (cookie >>> 16) + 1;
    runFlags = bytes.subarray(at, at + ((size + 7) >>> 3));
    at += runFlags.length;
  } else if (cookie === COOKIE_NO_RUNS) {
    size = view.getUint32(at, true);
    at += 4;
  } else {
    throw new Error(`not a portable roaring bitmap (cookie ${cookie})`);
  }
  const header = at;
  at += 4 * size;
  if (runFlags === undefined || size >= NO_OFFSET_THRESHOLD) at += 4 * size; // offsets, not needed: containers follow in order
  for (let i = 0; i < size; i++) {
    const high = view.getUint16(header + 4 * i, true) << 16;
    const cardinality = view.getUint16(header + 4 * i + 2, true) + 1;
    if (runFlags !== undefined && ((runFlags[i >>> 3]! >>> (i & 7)) & 1) === 1) {
      const runs = view.getUint16(at, true);
      at += 2;
      for (let r = 0; r < runs; r++, at += 4) {
        const start = high + view.getUint16(at, true);
        setRange(words, start, start + view.getUint16(at + 2, true));
      }
    } else if (cardinality <= ARRAY_MAX) {
      for (let j = 0; j < cardinality; j++, at += 2) {
        const rid = high + view.getUint16(at, true);
        words[rid >>> 5]! |= 1 << (rid & 31);
      }
    } else {
      wordBytes.set(bytes.subarray(at, at + BITSET_BYTES), (high >>> 16) * WORDS_PER_CONTAINER * 4);
      at += BITSET_BYTES;
    }
  }
  return new Membership(words);
}

/** Sets the bits of [first, last]. */
function setRange(words: Uint32Array, first: number, last: number): void {
  for (let rid = first; rid <= last;) {
    if ((rid & 31) === 0 && rid + 31 <= last) {
      words[rid >>> 5] = 0xffffffff;
      rid += 32;
    } else {
      words[rid >>> 5]! |= 1 << (rid & 31);
      rid++;
    }
  }
}
