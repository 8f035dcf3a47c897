/**
 * What a filter says about one numeric column: bounds that every record it matches has its value
 * within. A page sorted by that column then walks only the stretch of the order between them
 * (ranked-order.ts `page`): `updatedSince` sorted by `touchedAt`, the nightly "what changed"
 * read, finds its matches at the far end of an order of 1,000,000 records, and without the bounds a
 * page had to look up the rank of every match to find them. Pure: the filter tree only, no index.
 */
import { type Predicate } from '../query/predicate.js';
import { type KeyRange } from './ranked-order.js';

/** Bounds on `column` implied by `p`, or undefined when it implies none. */
export function keyBounds(p: Predicate, column: string): KeyRange | undefined {
  switch (p.kind) {
    case 'range':
      return p.column === column ? { from: p.from, until: p.until } : undefined;
    case 'in': {
      if (p.column !== column || p.values.length === 0 || !p.values.every((v) => typeof v === 'number')) return undefined;
      const values = p.values as number[];
      return { from: Math.min(...values), until: Math.max(...values) };
    }
    case 'and':
      // Every item holds: the tightest of the bounds any of them gives.
      return p.items.map((q) => keyBounds(q, column)).reduce<KeyRange | undefined>((a, b) => (a && b ? tighter(a, b) : a ?? b), undefined);
    case 'or': {
      // Some item holds: bounds only when each of them gives some, and then the span of them all.
      const each = p.items.map((q) => keyBounds(q, column));
      return each.every((b) => b !== undefined) && each.length > 0 ? each.reduce((a, b) => wider(a!, b!)) : undefined;
    }
    default:
      return undefined;
  }
}

const tighter = (a: KeyRange, b: KeyRange): KeyRange => ({ from: bound(a.from, b.from, Math.max), until: bound(a.until, b.until, Math.min) });

const wider = (a: KeyRange, b: KeyRange): KeyRange => ({
  from: a.from === undefined || b.from === undefined ? undefined : Math.min(a.from, b.from),
  until: a.until === undefined || b.until === undefined ? undefined : Math.max(a.until, b.until),
});

const bound = (a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) =>
  (a === undefined ? b : b === undefined ? a : pick(a, b));
