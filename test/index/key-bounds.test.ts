/**
 * Key bounds (src/index/key-bounds.ts) on random filter trees over two numeric columns: every
 * record a tree matches has the column's value within the bounds the tree implies, and a tree
 * that bounds the column by a range or a list gives bounds at all (else a page would walk the
 * whole order without being wrong, which this test would not see).
 */
import { describe, expect, it } from 'vitest';
import { keyBounds } from '../../src/index/key-bounds.js';
import { type KeyRange } from '../../src/index/ranked-order.js';
import { type Predicate } from '../../src/query/predicate.js';
import { Prng } from '../../src/generate/prng.js';

type Row = Record<'a' | 'b', number>;

function holds(p: Predicate, row: Row): boolean {
  switch (p.kind) {
    case 'and': return p.items.every((q) => holds(q, row));
    case 'or': return p.items.some((q) => holds(q, row));
    case 'not': return !holds(p.item, row);
    case 'const': return p.value;
    case 'range': {
      const v = row[p.column as 'a' | 'b'];
      return (p.from === undefined || v >= p.from) && (p.until === undefined || v <= p.until);
    }
    case 'in': return p.values.includes(row[p.column as 'a' | 'b']);
    default: throw new Error(`not generated: ${p.kind}`);
  }
}

const within = (v: number, b: KeyRange) => (b.from === undefined || v >= b.from) && (b.until === undefined || v <= b.until);

describe('key bounds', () => {
  it('bound every record a random filter tree matches, and are found for ranges and lists of the column', () => {
    const prng = new Prng(7, 'key-bounds');
    const int = (n: number) => prng.int(n);
    const leaf = (): Predicate => {
      const column = int(2) === 0 ? 'a' : 'b';
      switch (int(4)) {
        case 0: return { kind: 'range', column, from: int(3) === 0 ? undefined : int(100), until: int(3) === 0 ? undefined : int(100) };
        case 1: return { kind: 'in', column, values: Array.from({ length: 1 + int(4) }, () => int(100)) };
        case 2: return { kind: 'const', value: int(2) === 0 };
        default: return { kind: 'range', column, from: int(100), until: int(100) + int(30) };
      }
    };
    const tree = (depth: number): Predicate => {
      if (depth === 0 || int(3) === 0) return leaf();
      const items = Array.from({ length: 1 + int(3) }, () => tree(depth - 1));
      switch (int(3)) {
        case 0: return { kind: 'and', items };
        case 1: return { kind: 'or', items };
        default: return { kind: 'not', item: items[0]! };
      }
    };
    const rows: Row[] = Array.from({ length: 400 }, () => ({ a: int(130), b: int(130) }));
    let bounded = 0;
    let matched = 0;
    for (let n = 0; n < 2000; n++) {
      const p = tree(3);
      const bounds = keyBounds(p, 'a');
      if (p.kind === 'range' && p.column === 'a') expect(bounds).toEqual({ from: p.from, until: p.until });
      if (!bounds) continue;
      bounded++;
      for (const row of rows) {
        if (!holds(p, row)) continue;
        matched++;
        expect(within(row.a, bounds), `${JSON.stringify(p)} matches a=${row.a} outside ${JSON.stringify(bounds)}`).toBe(true);
      }
    }
    // Enough trees gave bounds, and enough of their matches were checked, for the test to mean something.
    expect(bounded).toBeGreaterThan(400);
    expect(matched).toBeGreaterThan(2000);
  });

  it('give none for a negation, another column, or an or with an unbounded branch', () => {
    const range: Predicate = { kind: 'range', column: 'a', from: 5, until: 9 };
    expect(keyBounds({ kind: 'not', item: range }, 'a')).toBeUndefined();
    expect(keyBounds(range, 'b')).toBeUndefined();
    expect(keyBounds({ kind: 'or', items: [range, { kind: 'in', column: 'b', values: [1] }] }, 'a')).toBeUndefined();
    expect(keyBounds({ kind: 'and', items: [range, { kind: 'range', column: 'a', from: 7 }] }, 'a')).toEqual({ from: 7, until: 9 });
  });
});
