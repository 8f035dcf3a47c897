/**
 * The pace of the change feed as a held resource counts it (src/index/held.ts): a file write of
 * the index waits while the feed has moved faster than 500 rows a second over the last whole
 * window of 5 s (a propagation: 2,000 rows a second), and not after a quiet window.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busy, counted, newHeld } from '../../src/index/held.js';
import { DocumentCache } from '../../src/index/document-cache.js';
import { products } from '../../src/resources/products/resource.js';

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

/** `rows` a second for `seconds`, counted as a follow counts them: in batches of 50. */
function feed(held: ReturnType<typeof newHeld>, rows: number, seconds: number): void {
  const batches = (rows * seconds) / 50;
  for (let i = 0; i < batches; i++) {
    vi.advanceTimersByTime((seconds * 1000) / batches);
    counted(held, 50);
  }
}

describe('feed pace of a held resource', () => {
  it('is busy after a window faster than 500 rows a second, and no longer after a slower one', () => {
    const held = newHeld(products, new DocumentCache(0));
    expect(busy(held)).toBe(false);
    feed(held, 100, 12);
    expect(busy(held)).toBe(false);
    feed(held, 2_000, 12);
    expect(busy(held)).toBe(true);
    // The burst ends: the window it was counted in closes at the next row, after a quiet spell.
    vi.advanceTimersByTime(20_000);
    counted(held, 1);
    expect(busy(held)).toBe(false);
    // Just over the line and just under it.
    feed(held, 600, 11);
    expect(busy(held)).toBe(true);
    feed(held, 400, 11);
    expect(busy(held)).toBe(false);
  });
});
