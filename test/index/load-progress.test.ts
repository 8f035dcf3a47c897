/**
 * What the log and readiness say while an in-memory index is read (src/index/load-progress.ts,
 * src/index/read-attempts.ts): the start line with what is to read, a line every few seconds with
 * records and rows read of the total, the percent weighted by what a row costs, the rate, and the
 * last line with the time it took; readiness per resource not read yet (how far it is, or how many
 * reads failed and when the next begins); the pauses between failed reads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentCache } from '../../src/index/document-cache.js';
import { newHeld } from '../../src/index/held.js';
import { LoadProgress } from '../../src/index/load-progress.js';
import { readinessOf, retryPause } from '../../src/index/read-attempts.js';
import { products } from '../../src/resources/products/resource.js';

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

function logged(): { lines: Array<{ message: string; fields: Record<string, unknown> }>; log: (message: string, fields: Record<string, unknown>) => void } {
  const lines: Array<{ message: string; fields: Record<string, unknown> }> = [];
  return { lines, log: (message, fields) => lines.push({ message, fields }) };
}

describe('the progress of a read', () => {
  it('from the store: what it will read, how far it is every tick (weighted percent, rate), and how long it took', () => {
    const { lines, log } = logged();
    const progress = new LoadProgress('products', false, log);
    expect(progress.state()).toBe('counting the rows to read from the store');
    progress.readingStore();
    // 1,000 records, 9,000 rows besides (side tables, orders as upper bounds).
    progress.plan(1_000, 10_000);
    expect(lines.at(-1)).toEqual({ message: 'in-memory index of products: reading 1,000 records (10,000 rows) from the store', fields: { resource: 'products', records: 1_000, rows: 10_000 } });
    expect(progress.percent()).toBe(0);
    vi.advanceTimersByTime(5_000);
    // The records first: each weighs ten side rows, so half the records is a quarter of the work (5,000 of 19,000).
    progress.read(500, true);
    expect(progress.percent()).toBe(26);
    progress.tick();
    expect(lines.at(-1)!.message).toBe('in-memory index of products: 26% read from the store in 5.0 s (records 500 of 1,000, rows 500 of 10,000, 100 rows a second)');
    expect(lines.at(-1)!.fields).toMatchObject({ from: 'store', seconds: 5, percent: 26, records: 500, recordsTotal: 1_000, rows: 500, rowsTotal: 10_000, rowsPerSecond: 100 });
    progress.read(500, true);
    progress.read(4_000, false);
    // An order read fewer rows than its bound: the total shrinks, the percent never goes back.
    progress.fewer(5_000);
    vi.advanceTimersByTime(5_000);
    expect(progress.percent()).toBe(100);
    expect(progress.state()).toBe('100% read from the store');
    progress.done(1_000);
    expect(lines.at(-1)).toEqual({ message: 'in-memory index of products read from the store: 1,000 records in 10.0 s', fields: { resource: 'products', from: 'store', records: 1_000, ms: 10_000, thread: false, threads: 0 } });
  });

  it('from the file: ticks say so and how long it has waited; the store after a file that cannot be used', () => {
    const { lines, log } = logged();
    const progress = new LoadProgress('products', true, log);
    expect(progress.state()).toBe('reading its file');
    vi.advanceTimersByTime(5_000);
    progress.tick();
    expect(lines).toEqual([{ message: 'in-memory index of products: reading its file, 5.0 s so far', fields: { resource: 'products', from: 'file', seconds: 5 } }]);
    progress.readingStore();
    expect(progress.state()).toBe('counting the rows to read from the store');
    progress.plan(0, 0);
    expect(progress.percent()).toBe(100);
  });
});

describe('readiness while a resource is not read yet', () => {
  it('names each: not started, how far its read is, how many failed and when the next begins; ready once read', () => {
    const held = newHeld(products, new DocumentCache(0));
    expect(readinessOf([held])).toEqual({ ready: false, state: 'loading (products: not started)' });
    held.progress = new LoadProgress('products', true, () => undefined);
    expect(readinessOf([held])).toEqual({ ready: false, state: 'loading (products: reading its file)' });
    held.progress = undefined;
    held.failed = { attempts: 1, retryAt: performance.now() + 1_000 };
    expect(readinessOf([held])).toEqual({ ready: false, state: 'read failed (products: 1 read failed, the next in 1 s)' });
    held.failed = { attempts: 3, retryAt: performance.now() + 3_500 };
    expect(readinessOf([held])).toEqual({ ready: false, state: 'read failed (products: 3 reads failed, the next in 4 s)' });
    held.progress = new LoadProgress('products', false, () => undefined);
    expect(readinessOf([held])).toEqual({ ready: false, state: 'loading (products: counting the rows to read from the store, after 3 reads failed)' });
    held.readyMs = 1_234;
    expect(readinessOf([held])).toEqual({ ready: true });
    expect(readinessOf([])).toEqual({ ready: true });
  });

  it('pauses between failed reads double from 1 s up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryPause)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });
});
