/**
 * The index's text key column (src/index/keys.ts) against a Map of the current keys: keys set,
 * replaced and removed at random, starting empty and starting from a column restored from an
 * index file (its arena exactly full, so the first write grows it), across growths that copy the
 * arena whole and growths that compact it (more than half of it garbage).
 */
import { describe, expect, it } from 'vitest';
import { keyColumn, restoreKeyColumn, type KeyColumn } from '../../src/index/keys.js';
import { Sections, SectionWriter } from '../../src/index/sections.js';
import { Prng } from '../../src/generate/prng.js';

/** The column as a file holds it, read back as a reader of the file does. */
function roundTrip(column: KeyColumn): KeyColumn {
  const out = new SectionWriter();
  const file = column.save(out);
  const data = Buffer.alloc(out.size);
  let at = 0;
  for (const part of out.parts) {
    data.set(part, at);
    at += part.byteLength;
  }
  return restoreKeyColumn(file, new Sections(data));
}

function run(seed: number, restored: boolean) {
  const prng = new Prng(seed, 'keys');
  const model = new Map<number, string>();
  // Keys of 1 to 40 UTF-8 bytes, some of several bytes a character, so garbage piles up unevenly.
  const keyOf = () => ['a', 'é', '😀', 'Zz', 'product name '][prng.int(5)]!.repeat(1 + prng.int(8));
  let column = keyColumn(false);
  for (let rid = 0; rid < 3_000; rid++) {
    const key = keyOf();
    column.set(rid, key);
    model.set(rid, key);
  }
  if (restored) column = roundTrip(column);
  const check = () => {
    for (let rid = 0; rid < 3_200; rid++) {
      expect(column.has(rid)).toBe(model.has(rid));
      expect(column.get(rid)).toBe(model.get(rid));
    }
  };
  check();
  // 40,000 writes over 3,200 records: the arena (64 KB at least) grows, and is compacted, many times.
  for (let i = 0; i < 40_000; i++) {
    const rid = prng.int(3_200);
    if (prng.int(10) === 0) {
      column.set(rid, null);
      model.delete(rid);
    } else {
      const key = keyOf();
      column.set(rid, key);
      model.set(rid, key);
    }
    if (i % 5_000 === 0) check();
  }
  check();
  // Comparisons read the same bytes as `get`: code point order of the current keys.
  const rids = [...model.keys()].slice(0, 200);
  for (const a of rids.slice(0, 20)) {
    for (const b of rids) expect(Math.sign(column.compare(a, b)), `${model.get(a)} / ${model.get(b)}`).toBe(Math.sign(Buffer.compare(Buffer.from(model.get(a)!), Buffer.from(model.get(b)!))));
  }
  // What it holds stays bounded by the live keys: compaction drops the garbage.
  const live = [...model.values()].reduce((n, key) => n + Buffer.byteLength(key), 0);
  expect(column.bytes()).toBeLessThan(8 * 3_200 * 2 + Math.max(1 << 16, live * 4) + 1);
}

describe('text key column', () => {
  it('counts the garbage a file carries, so the first growth after a restore is sized by the live keys', () => {
    const column = keyColumn(false);
    const key = (rid: number, round: number) => `product ${rid} ${round}`.padEnd(30, '.');
    // Every key written twice: the arena the file holds carries the first round as garbage.
    for (let round = 0; round < 2; round++) for (let rid = 0; rid < 2_000; rid++) column.set(rid, key(rid, round));
    const restored = roundTrip(column);
    const rows = 8 * 2_048;
    const live = 2_000 * 30;
    expect(restored.bytes() - rows).toBeGreaterThan(1.4 * live);
    // The restored arena is exactly full: this write grows it, to twice the live keys and no more.
    restored.set(2_000, key(2_000, 0));
    expect(restored.bytes() - rows).toBeLessThanOrEqual(2 * (live + 30));
    for (let rid = 0; rid <= 2_000; rid++) expect(restored.get(rid)).toBe(key(rid, rid === 2_000 ? 0 : 1));
  });

  for (const seed of [1, 2, 3]) {
    it(`keeps every record's current key, started empty (seed ${seed})`, () => run(seed, false));
    it(`keeps every record's current key, restored from a file with a full arena (seed ${seed})`, () => run(seed, true));
  }
});
