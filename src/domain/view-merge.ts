/**
 * How two views of one derived record make one (docs/contract.md §9): the later view's members,
 * and where the view carries no `meta` of its own, a `meta` that spans the embedding records'.
 */
import { type Row } from '../query/declare.js';

interface Meta { createdAt: number; updatedAt: number }
type WithMeta = Row & { meta: Meta };

/** The view of the most recently updated embedding (the first of equals). */
export function latest<R extends WithMeta>(kept: R, other: R): R {
  return other.meta.updatedAt > kept.meta.updatedAt ? other : kept;
}

/** The later view's members; `meta` from the earliest `createdAt` to the latest `updatedAt`. */
export function spanning<R extends WithMeta>(kept: R, other: R): R {
  const winner = latest(kept, other);
  return {
    ...winner,
    meta: {
      createdAt: Math.min(kept.meta.createdAt, other.meta.createdAt),
      updatedAt: Math.max(kept.meta.updatedAt, other.meta.updatedAt),
    },
  };
}
