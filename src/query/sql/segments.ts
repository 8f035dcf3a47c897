/**
 * Orders as segments. "Records without a key come last in both directions" (docs/contract.md §6)
 * is answered as two index-ordered parts read one after the other: first the records that have
 * the key, in key order, then the others in id order. Each part can walk an index, so deep pages
 * never sort the whole result. Pure functions, no SQL.
 */
import { and, not, type Predicate } from '../predicate.js';
import { type Direction, type OrderPlan } from '../plan.js';

export type SegmentOrder =
  | { kind: 'column'; column: string }
  | { kind: 'localized'; table: string; locale: string };

export interface Segment {
  /** Restriction of this part, added to the request's filter (used for counting). */
  extra: Predicate;
  order: SegmentOrder;
  direction: Direction;
}

const ID: SegmentOrder = { kind: 'column', column: 'id' };

export function orderSegments(order: OrderPlan): Segment[] {
  const { sort, direction } = order;
  if (sort.kind === 'column') {
    if (!sort.nullable) return [{ extra: and([]), order: { kind: 'column', column: sort.column }, direction }];
    const present: Predicate = { kind: 'present', column: sort.column };
    return [
      { extra: present, order: { kind: 'column', column: sort.column }, direction },
      { extra: not(present), order: ID, direction },
    ];
  }
  const locale = order.locale ?? 'en';
  const named: Predicate = { kind: 'exists', table: sort.table, conditions: [{ kind: 'in', column: 'locale', values: [locale] }] };
  return [
    { extra: named, order: { kind: 'localized', table: sort.table, locale }, direction },
    { extra: not(named), order: ID, direction },
  ];
}

export interface SegmentRead { segment: number; offset: number; limit: number }

/** Which parts to read, from where, for a page at `offset` of `limit` items given each part's count. */
export function pageSegments(counts: readonly number[], offset: number, limit: number): SegmentRead[] {
  const reads: SegmentRead[] = [];
  let skip = offset;
  let want = limit;
  counts.forEach((count, segment) => {
    if (want <= 0) return;
    if (skip >= count) {
      skip -= count;
      return;
    }
    const take = Math.min(want, count - skip);
    reads.push({ segment, offset: skip, limit: take });
    want -= take;
    skip = 0;
  });
  return reads;
}
