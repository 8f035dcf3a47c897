/**
 * Seeded pseudo-random numbers for the catalogue generator. Output must be byte-identical for the
 * same seed and product count, so nothing here reads the clock or Math.random. The generator is
 * sfc32 (small, fast, passes PractRand) seeded through the splitmix32 finalizer; each concern draws
 * from its own named stream so that, for instance, adding a user does not shift every product.
 */

/** splitmix32 finalizer: a well-mixed 32-bit hash of a 32-bit input. */
export function mix32(value: number): number {
  let x = (value + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units: stream names into seeds, names into stable picks (generated pictures). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Stateless hash of (seed, index): random access where a stream would force a sequential walk. */
export function hashAt(seed: number, index: number): number {
  return mix32(mix32(seed ^ 0x5bd1e995) ^ mix32(index));
}

/** Folds a user seed (any non-negative safe integer) into 32 bits. */
export function seed32(seed: number): number {
  return mix32((seed >>> 0) ^ mix32(Math.floor(seed / 4_294_967_296) >>> 0));
}

export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream: string) {
    let s = mix32(seed32(seed) ^ hashString(stream));
    this.a = s; s = mix32(s);
    this.b = s; s = mix32(s);
    this.c = s; s = mix32(s);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** sfc32 step. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [min, max], both included. */
  range(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** `k` distinct items, in their original order. */
  subset<T>(items: readonly T[], k: number): T[] {
    const n = items.length;
    if (k >= n) return items.slice();
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(this.int(n));
    return [...chosen].sort((x, y) => x - y).map((i) => items[i] as T);
  }
}

/** A table of values with relative weights, picked by one draw. */
export class Weighted<T> {
  private readonly values: readonly T[];
  private readonly bounds: readonly number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    let total = 0;
    const bounds: number[] = [];
    for (const [, weight] of entries) bounds.push((total += weight));
    this.values = entries.map(([value]) => value);
    this.bounds = bounds.map((b) => b / total);
  }

  pick(rng: Prng): T {
    const r = rng.next();
    const last = this.values.length - 1;
    for (let i = 0; i < last; i++) if (r < (this.bounds[i] as number)) return this.values[i] as T;
    return this.values[last] as T;
  }
}
