/** A small seeded generator (mulberry32) for test values drawn from generated data. */
export class Rng {
  private state: number;
  constructor(seed: number | string) {
    let s = typeof seed === 'number' ? seed : 0;
    if (typeof seed === 'string') for (const c of seed) s = (Math.imul(s, 31) + c.charCodeAt(0)) | 0;
    this.state = s >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}
