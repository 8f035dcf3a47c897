/**
 * The index's document cache (src/index/document-cache.ts) against a model of the store: random
 * reads (some overlapping a write, as a PostgreSQL read does), writes and lookups. A kept document
 * is always the record's current one, the budget is never exceeded, and the cache does keep
 * documents (else every check above would pass on an empty cache).
 */
import { describe, expect, it } from 'vitest';
import { DocumentCache } from '../../src/index/document-cache.js';
import { Prng } from '../../src/generate/prng.js';

describe('document cache', () => {
  it('returns only current documents, within its budget, through writes that overlap reads', () => {
    const prng = new Prng(11, 'document-cache');
    const budget = 4_000;
    const cache = new DocumentCache(budget);
    const stored = new Map<number, Buffer>();
    let version = 0;
    const write = (rid: number) => {
      stored.set(rid, Buffer.from(`{"rid":${rid},"v":${++version},"pad":"${'x'.repeat(prng.int(300))}"}`));
    };
    for (let rid = 0; rid < 60; rid++) write(rid);
    let hits = 0;
    for (let step = 0; step < 5_000; step++) {
      const rid = prng.int(60);
      switch (prng.int(4)) {
        case 0: {
          // A write, applied by the index: the store changes, then the record is dropped.
          write(rid);
          cache.drop(rid);
          break;
        }
        case 1: {
          // A read overlapping a write: the document read is the old one, kept after the write was applied.
          const mark = cache.mark();
          const read = stored.get(rid)!;
          write(rid);
          cache.drop(rid);
          cache.keep(mark, rid, read);
          break;
        }
        default: {
          // A read with no write meanwhile, kept as a view of a larger buffer (as a store read gives it).
          const mark = cache.mark();
          const doc = stored.get(rid)!;
          const slab = Buffer.concat([Buffer.from('[['), doc, Buffer.from(']]')]);
          cache.keep(mark, rid, slab.subarray(2, 2 + doc.length));
          slab.fill(0);
        }
      }
      const probe = prng.int(60);
      const kept = cache.get(probe);
      if (kept !== undefined) {
        hits++;
        expect(kept.toString(), `step ${step}, rid ${probe}`).toBe(stored.get(probe)!.toString());
      }
      expect(cache.bytes()).toBeLessThanOrEqual(budget);
    }
    expect(hits).toBeGreaterThan(500);
  });

  it('keeps nothing with a budget of 0', () => {
    const cache = new DocumentCache(0);
    cache.keep(cache.mark(), 1, Buffer.from('{}'));
    expect(cache.get(1)).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });
});
