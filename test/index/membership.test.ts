/**
 * A bitmap's members read from its portable serialization (src/index/membership.ts) against the
 * bitmap's own answers, for every kind of container the format has: arrays (at most 4,096 values
 * of a 65,536 block), bit arrays (more), and runs (after runOptimize), in blocks far apart.
 */
import { describe, expect, it } from 'vitest';
import { Bitmap } from '../../src/index/bitmaps.js';
import { membershipOf } from '../../src/index/membership.js';
import { Prng } from '../../src/generate/prng.js';

function sample(seed: number): Bitmap {
  const prng = new Prng(seed, 'membership');
  const set = new Bitmap();
  // Block 0 sparse (an array), block 1 dense (a bit array), block 5 ranges (runs once optimized).
  for (let i = 0; i < 3000; i++) set.add(prng.int(65_536));
  for (let i = 0; i < 40_000; i++) set.add(65_536 + prng.int(65_536));
  for (let start = 5 * 65_536; start < 6 * 65_536 - 300; start += 200 + prng.int(300)) set.addRange(start, start + 1 + prng.int(150));
  set.add(4_000_000_000);
  return set;
}

function agree(set: Bitmap): number {
  const members = membershipOf(set);
  let checked = 0;
  for (let rid = 0; rid < 7 * 65_536; rid++) {
    if (members.has(rid) !== set.has(rid)) expect.fail(`record ${rid}: bits say ${members.has(rid)}, the bitmap ${set.has(rid)}`);
    checked++;
  }
  for (const rid of [4_000_000_000, 3_999_999_999, 4_000_000_001, 2 ** 32 - 1]) {
    expect(members.has(rid), `record ${rid}`).toBe(set.has(rid));
    checked++;
  }
  return checked;
}

describe('membership bits', () => {
  it('agree with the bitmap for array, bit array and run containers', () => {
    const set = sample(1);
    const before = set.statistics();
    expect([before.containers, before.arrayContainers, before.bitsetContainers, before.runContainers]).toEqual([4, 2, 1, 1]);
    expect(agree(set)).toBe(7 * 65_536 + 4);
    // The same values added one by one are arrays and bit arrays until runOptimize makes runs of them.
    const one = Bitmap.from(set.toUint32Array());
    expect(one.statistics().runContainers).toBe(0);
    expect(one.runOptimize()).toBe(true);
    expect(one.statistics().runContainers).toBeGreaterThan(0);
    expect(agree(one)).toBe(7 * 65_536 + 4);
  });
  it('of an empty set and of one record have the right members', () => {
    expect(membershipOf(new Bitmap()).has(0)).toBe(false);
    const one = membershipOf(Bitmap.from([70_000]));
    expect([one.has(70_000), one.has(69_999), one.has(70_001), one.has(0)]).toEqual([true, false, false, false]);
  });
});
