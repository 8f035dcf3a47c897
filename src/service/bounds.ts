/**
 * Known positions in ordered segments, so deep pages seek instead of skipping (spec Limits: pages
 * reach offset 9,999). Serving a page records the position just before it and just after it;
 * a later page of the same filter and order, typically the next one, starts from the nearest
 * known position at or before its offset. Positions belong to the generation of what their filter
 * and order read.
 */
import { type Bound } from '../query/sql/compile.js';
import { PerResource } from '../store/per-generation.js';

const MAX_ORDERS = 1_000;
const MAX_POSITIONS = 256;

export class BoundCache {
  private readonly orders = new PerResource<Map<number, Bound>>(MAX_ORDERS);

  /** The nearest known position at or before `offset` (position 0 needs no bound). */
  nearest(path: string, generation: number, order: string, offset: number): { position: number; bound?: Bound } {
    let best = 0;
    let bound: Bound | undefined;
    for (const [position, b] of this.orders.of(path).get(generation, order) ?? []) {
      if (position <= offset && position > best) {
        best = position;
        bound = b;
      }
    }
    return { position: best, bound };
  }

  remember(path: string, generation: number, order: string, position: number, bound: Bound): void {
    if (position <= 0) return;
    const orders = this.orders.of(path);
    let positions = orders.get(generation, order);
    if (!positions) {
      positions = new Map();
      orders.set(generation, order, positions);
    }
    if (positions.size >= MAX_POSITIONS) positions.clear();
    positions.set(position, bound);
  }
}
