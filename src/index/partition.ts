/** Binary search, once for the index's sorted arrays (orders' keys, moved records, sorted values). */

/** The first position in [0, length) where `before` is false; `before` holds for a prefix of the range, then never. */
export function partitionPoint(length: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
