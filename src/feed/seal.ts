/**
 * The check a position or a stream cursor carries (docs/api.md "Following changes"): a keyed
 * 64-bit hash of its text with the store's own key (`changes_key`, made by migration 10), so that
 * a value altered by hand, cut short or made up answers 422 rather than a wrong place. It guards
 * against mistakes, not against a caller who wants to mislead itself: a forged cursor could only
 * move where the caller's own stream resumes, within what it may read anyway. Cheap enough for
 * every line of a stream: a stream's cursors share their start, hashed once (`Sealer`).
 */

/** murmur3's finalizer: every input bit moves every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 64 bits as 11 URL-safe characters (base64url without padding, as Buffer would write them). */
function text64(hi: number, lo: number): string {
  let out = '';
  // 64 bits, 6 at a time from the top: 10 full groups and the last 4 bits shifted up by 2.
  let bits = 0;
  let acc = 0;
  for (const word of [hi, lo]) {
    for (let i = 3; i >= 0; i--) {
      acc = (acc << 8) | ((word >>> (i * 8)) & 0xff);
      bits += 8;
      while (bits >= 6) {
        bits -= 6;
        out += URL_SAFE[(acc >>> bits) & 63];
      }
      acc &= (1 << bits) - 1;
    }
  }
  return out + URL_SAFE[(acc << (6 - bits)) & 63];
}

/** Two 32-bit lanes over the key and a text's start, then over each rest given to `seal`. */
export class Sealer {
  private readonly a: number;
  private readonly b: number;
  private readonly startLength: number;

  constructor(key: string, start = '') {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    for (const part of [key, '\u0000', start]) {
      for (let i = 0; i < part.length; i++) {
        const c = part.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x5bd1e995);
        b ^= b >>> 15;
      }
    }
    this.a = a;
    this.b = b;
    this.startLength = start.length;
  }

  /** The check of `start + rest`. */
  seal(rest: string): string {
    let { a, b } = this;
    for (let i = 0; i < rest.length; i++) {
      const c = rest.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
    return text64(mix(a ^ (this.startLength + rest.length)), mix(b + a));
  }
}

/** The check of a whole text: 11 URL-safe characters. */
export const seal = (key: string, text: string): string => new Sealer(key).seal(text);
