/**
 * Product IDs: numeric strings of at least 7 digits, increasing with the product index, spread over
 * the whole 7-digit range with random gaps; about one in ten starts with a zero ("0412345"), as IDs
 * issued from an old numbering do. Any index's ID can be computed without generating the product,
 * which is how replacements, corrections and news items point at products not yet written.
 */
import { hashAt, mix32 } from '../prng.js';
import { pad } from '../text.js';

const FIRST = 40_000;
const SPAN = 9_950_000;

export class ProductIds {
  private readonly gap: number;
  private readonly width: number;
  private readonly salt: number;

  constructor(seed: number, readonly count: number) {
    this.gap = Math.max(1, Math.floor(SPAN / Math.max(1, count)));
    this.width = Math.max(7, String(FIRST + count * this.gap).length);
    this.salt = mix32(seed ^ 0x1d5);
  }

  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) throw new RangeError(`no product at index ${index}`);
    return pad(FIRST + index * this.gap + (hashAt(this.salt, index) % this.gap), this.width);
  }
}
