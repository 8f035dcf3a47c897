/**
 * A ranked order (src/index/ranked-order.ts) over the index's key columns (src/index/keys.ts:
 * numbers, and text as UTF-8 bytes) against a plain sort of the current keys in code point order:
 * records
 * are re-keyed, added and removed at random, with merges of the moved records into the base
 * every few dozen writes, and every page of random match sets, in both directions, must be the
 * sorted matches' slice. Ranges of numeric keys likewise.
 */
import { describe, expect, it } from 'vitest';
import { Bitmap } from '../../src/index/bitmaps.js';
import { compareText, keyColumn } from '../../src/index/keys.js';
import { MatchSet } from '../../src/index/match-set.js';
import { RankedOrder, selectSmallest } from '../../src/index/ranked-order.js';
import { Prng } from '../../src/generate/prng.js';

/** The reference order: numbers by value, text by code point. */
const compareKeys = (a: number | string, b: number | string): number =>
  (typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b)));

function run(numeric: boolean, seed: number, bitsAfter: number) {
  const prng = new Prng(seed, 'ranked-order');
  const rng = { int: (lo: number, hi: number) => lo + prng.int(hi - lo + 1) };
  const keys = new Map<number, number | string>();
  const ids = new Map<number, string>();
  const keyOf = () => (numeric ? rng.int(0, 50) : ['b', 'a', 'ab', 'é', '😀', 'Z', ''][rng.int(0, 6)]!);
  for (let rid = 1; rid <= 300; rid++) {
    ids.set(rid, `p${String(rng.int(0, 10_000)).padStart(5, '0')}-${rid}`);
    if (rng.int(0, 9) > 0) keys.set(rid, keyOf());
  }
  const compare = (a: number, b: number) => compareKeys(keys.get(a)!, keys.get(b)!) || compareKeys(ids.get(a)!, ids.get(b)!);
  const base = Uint32Array.from([...keys.keys()].sort(compare));
  // The index's own columns, kept as the index keeps them: written on every change below.
  const keyCol = keyColumn(numeric);
  const idCol = keyColumn(false);
  for (const [rid, key] of keys) keyCol.set(rid, key);
  for (const [rid, id] of ids) idCol.set(rid, id);
  const order = new RankedOrder(base, {
    has: (rid) => keyCol.has(rid), compare: (a, b) => keyCol.compare(a, b) || idCol.compare(a, b), number: (rid) => keyCol.get(rid) as number,
  }, numeric, { mergeAfter: 40, bitsAfter });
  let checks = 0;
  for (let step = 0; step < 400; step++) {
    const rid = rng.int(1, 340);
    if (!ids.has(rid)) {
      ids.set(rid, `p${rid}`);
      idCol.set(rid, `p${rid}`);
    }
    if (rng.int(0, 4) === 0) keys.delete(rid);
    else keys.set(rid, keyOf());
    keyCol.set(rid, keys.get(rid));
    order.touch(rid);
    if (step % 10 !== 0) continue;
    const members = [...keys.keys()].sort(compare);
    expect(order.size).toBe(members.length);
    expect(order.present.toArray().sort((a, b) => a - b)).toEqual([...members].sort((a, b) => a - b));
    // Random shares of the records, and the last fifth of the order: matches bunched where a walk
    // from the start finds them late (it gives up and sorts the matches instead).
    const sets = [1, 0.5, 0.05].map((share) => members.filter(() => rng.int(0, 999) < share * 1000));
    sets.push(members.slice(-Math.ceil(members.length / 5)));
    for (const matches of sets) {
      const set = new MatchSet(Bitmap.from(matches));
      for (const direction of ['asc', 'desc'] as const) {
        const sorted = direction === 'asc' ? matches : [...matches].reverse();
        const offset = rng.int(0, Math.max(0, matches.length - 1));
        const limit = rng.int(1, 30);
        expect(order.page(set, offset, limit, direction), `${direction} ${offset}+${limit} of ${matches.length}`).toEqual(sorted.slice(offset, offset + limit));
        checks++;
      }
    }
    if (numeric) {
      const from = rng.int(0, 50);
      const until = from + rng.int(0, 10);
      const inRange = members.filter((r) => (keys.get(r) as number) >= from && (keys.get(r) as number) <= until);
      expect(order.range(from, until).toArray()).toEqual([...inRange].sort((a, b) => a - b));
      // The same range every round: a stretch of the base kept from an earlier round, before a
      // merge made a new base, must not answer. An answer is the caller's to change.
      const fixed = members.filter((r) => (keys.get(r) as number) >= 10 && (keys.get(r) as number) <= 20).sort((a, b) => a - b);
      const answer = order.range(10, 20);
      expect(answer.toArray()).toEqual(fixed);
      answer.add(999_999);
      expect(order.range(10, 20).toArray()).toEqual(fixed);
      // A page told the key bounds its matches lie in (key-bounds.ts) walks only between them.
      for (const share of [1, 0.3]) {
        const matches = inRange.filter(() => rng.int(0, 999) < share * 1000);
        for (const direction of ['asc', 'desc'] as const) {
          const sorted = direction === 'asc' ? matches : [...matches].reverse();
          const offset = rng.int(0, Math.max(0, matches.length - 1));
          const limit = rng.int(1, 30);
          expect(order.page(new MatchSet(Bitmap.from(matches)), offset, limit, direction, { from, until }), `within [${from}, ${until}] ${direction} ${offset}+${limit}`)
            .toEqual(sorted.slice(offset, offset + limit));
          checks++;
        }
      }
    }
  }
  return checks;
}

describe('ranked order', () => {
  // Each twice: matches asked about through the roaring addon, and through their bits (membership.ts).
  for (const bitsAfter of [Infinity, 0]) {
    it(`pages and ranges agree with a sort of the current keys through writes and merges (numeric keys, bits after ${bitsAfter})`, () => {
      expect(run(true, 1, bitsAfter)).toBe(320 + 160);
    });
    it(`pages agree with a sort of the current keys through writes and merges (text keys in code point order, bits after ${bitsAfter})`, () => {
      expect(run(false, 2, bitsAfter)).toBe(320);
    });
  }
  it('selection moves the k smallest values to the front, with repeated values and every k', () => {
    const prng = new Prng(3, 'select');
    let checked = 0;
    for (const size of [1, 2, 7, 100, 1000]) {
      for (const spread of [3, 1_000_000]) {
        const values = Int32Array.from({ length: size }, () => prng.int(spread) - (spread >> 1));
        const sorted = [...values].sort((a, b) => a - b);
        for (const k of new Set([1, 2, size >> 1, size - 1, size].filter((n) => n >= 1 && n <= size))) {
          const copy = values.slice();
          selectSmallest(copy, k);
          expect([...copy.subarray(0, k)].sort((a, b) => a - b), `${size} values, k ${k}`).toEqual(sorted.slice(0, k));
          checked++;
        }
      }
    }
    expect(checked).toBe(36);
  });
  it('text compares by code point: a character past U+FFFF sorts after U+FFFD', () => {
    expect(compareText('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect(compareText('a', 'ab')).toBeLessThan(0);
    expect('\u{1F600}' < '\uFFFD').toBe(true);
  });
});
