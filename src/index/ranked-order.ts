/**
 * One order of a resource's records, kept as search engines keep sort orders: the row ids in
 * order as the store gave them (`base`, read once) and each row id's position in it (`rank`), so
 * a page of any set of matches is found without sorting the matches. Records written since the
 * base was read are `moved`: left out of the base and kept apart, sorted by their current key;
 * a page merges the two. When the moved records grow many, they are merged into a new base
 * (linear, no sort). Direction DESC is the exact reverse of ASC: the order is total over (key, id).
 */
import { Bitmap, type ReadonlyBitmap } from './bitmaps.js';
import { type MatchSet } from './match-set.js';
import { type Members } from './membership.js';
import { partitionPoint } from './partition.js';
import { type SectionRef, type SectionWriter } from './sections.js';

/** Moved records at most before they are merged into the base. */
const MERGE_AFTER = 20_000;
/** A walk along the order gives up past this many times the steps it takes when matches are spread evenly. */
const WALK_ADVANTAGE = 4;
/**
 * Questions of membership a page asks at least before it makes the matches' bits (membership.ts):
 * making them costs about what 2,000 questions to the roaring addon cost on a set of 1,000,000.
 */
const BITS_AFTER = 2048;

/**
 * Stretches of the base kept as sets (`range`), by position. A set made from base entries is not
 * in row-id order: 0.7 ms for 11,000 entries against 9 us for a copy of it, and a range filter is
 * worked out again each time a write moves its column (every update moves `updatedAt`).
 */
const KEPT_RANGES = 8;

/** Bounds of a numeric key, both included; absent: unbounded on that side. */
export interface KeyRange { from?: number; until?: number }

/** When the order reorganizes itself; the defaults are for production, tests make them small. */
export interface OrderTuning { mergeAfter: number; bitsAfter: number }

export interface KeyAccess {
  /** Whether the record has a key now, that is, is in the order. */
  has(rid: number): boolean;
  /** Two records of the order by key, then by id: never 0 for two records. */
  compare(a: number, b: number): number;
  /** A numeric order's key of the record. */
  number(rid: number): number;
}

export class RankedOrder {
  private base: Uint32Array;
  /** Position in `base` by row id; -1 when the record is not there (never was, or moved). */
  private rank: Int32Array;
  /** Numeric orders: the key of base[i] when the base was made, for ranges by binary search. */
  private baseKeys: Float64Array | undefined;
  /** Records written since the base was made (in the order now or not). */
  private readonly movedSet = new Bitmap();
  /** Those of them in the order, sorted by their current key. */
  private moved: number[] = [];
  /** Base entries left out because their records moved. */
  private leftOut = 0;
  /** Every record in the order now. */
  private readonly presentSet: Bitmap;
  /** Stretches of one base as sets, by `lo:hi` (KEPT_RANGES), shared by the ranges worked out from them. */
  private ranges: { of: Uint32Array; sets: Map<string, ReadonlyBitmap> } | undefined;

  private readonly tuning: OrderTuning;

  constructor(base: Uint32Array, private readonly keys: KeyAccess, numeric: boolean, tuning: Partial<OrderTuning> = {}) {
    this.tuning = { mergeAfter: MERGE_AFTER, bitsAfter: BITS_AFTER, ...tuning };
    this.base = base;
    this.rank = ranksOf(base);
    this.baseKeys = numeric ? this.keysOf(base) : undefined;
    this.presentSet = Bitmap.from(base);
  }

  /** Every record in the order now: a leaf's answer (evaluate.ts `present`), shared, changed only by `touch`. */
  get present(): ReadonlyBitmap {
    return this.presentSet;
  }

  /** Records in the order now. */
  get size(): number {
    return this.base.length - this.leftOut + this.moved.length;
  }

  /** Record `rid` was written: its key may have changed, it may have come or gone. */
  touch(rid: number): void {
    if (this.movedSet.has(rid)) {
      const at = this.moved.indexOf(rid);
      if (at >= 0) this.moved.splice(at, 1);
    } else {
      this.movedSet.add(rid);
      if (rid < this.rank.length && this.rank[rid]! >= 0) {
        this.rank[rid] = -1;
        this.leftOut++;
      }
    }
    if (this.keys.has(rid)) {
      this.moved.splice(partitionPoint(this.moved.length, (i) => this.keys.compare(this.moved[i]!, rid) < 0), 0, rid);
      this.presentSet.add(rid);
    } else this.presentSet.remove(rid);
    if (this.movedSet.size > this.tuning.mergeAfter) this.mergeMoved();
  }

  /** Every record of the order whose numeric key is within [from, until]. */
  range(from: number | undefined, until: number | undefined): Bitmap {
    const [lo, hi] = this.positions(from, until);
    const out = this.baseStretch(lo, hi).clone();
    if (!this.movedSet.isEmpty) {
      out.andNotInPlace(this.movedSet);
      // The moved records are in key order too: those in range are one stretch of them.
      const { moved, keys } = this;
      const first = from === undefined ? 0 : partitionPoint(moved.length, (i) => keys.number(moved[i]!) < from);
      const end = until === undefined ? moved.length : partitionPoint(moved.length, (i) => keys.number(moved[i]!) <= until);
      if (end > first) out.addMany(moved.slice(first, end));
    }
    return out;
  }

  /** The records at base positions [lo, hi), as a set kept until the base changes. */
  private baseStretch(lo: number, hi: number): ReadonlyBitmap {
    // Kept with the base they were made from: a merge's new base starts without any.
    if (this.ranges?.of !== this.base) this.ranges = { of: this.base, sets: new Map() };
    const { sets } = this.ranges;
    const key = `${lo}:${hi}`;
    let set = sets.get(key);
    if (set === undefined) {
      set = Bitmap.from(this.base.subarray(lo, hi));
      if (sets.size >= KEPT_RANGES) sets.delete(sets.keys().next().value!);
      sets.set(key, set);
    }
    return set;
  }

  /** The base positions [lo, hi) of the keys within [from, until], by binary search (numeric orders). */
  private positions(from: number | undefined, until: number | undefined): [number, number] {
    const keys = this.baseKeys!;
    const lo = from === undefined ? 0 : partitionPoint(keys.length, (i) => keys[i]! < from);
    const hi = until === undefined ? keys.length : partitionPoint(keys.length, (i) => keys[i]! <= until);
    return [lo, Math.max(lo, hi)];
  }

  /**
   * Row ids of `matches` (records of this order) at positions [offset, offset + limit) of the
   * order in `direction`. Walks the order when matches are common enough to come soon, else
   * sorts the matches by rank. When they are not spread along it (a range of the sort key itself,
   * matches bunched at the far end), the walk gives up after WALK_ADVANTAGE times the steps an even
   * spread would take and the matches' ranks are selected instead, so no page costs much more
   * than one look at each match. `within`, numeric orders only: bounds of the key that every match
   * is known to lie in (key-bounds.ts: a range of the sort key itself in the filter); the walk then
   * covers only the base entries between them.
   */
  page(matches: MatchSet, offset: number, limit: number, direction: 'asc' | 'desc', within?: KeyRange): number[] {
    const count = matches.size;
    if (count === 0 || limit <= 0 || offset >= count) return [];
    const need = offset + limit;
    const [lo, hi] = within && this.baseKeys ? this.positions(within.from, within.until) : [0, this.base.length];
    // Steps of a walk when the matches are spread evenly along the order; past the matches' count, they are selected instead.
    const spread = (need * (hi - lo + this.moved.length)) / count;
    const walks = spread <= count;
    // Asking the addon a few thousand times costs more than the bits cost to make.
    const members: Members = this.moved.length + (walks ? spread : 0) >= this.tuning.bitsAfter ? matches.members() : matches;
    // The moved matches in `direction`, no more than the page can take of them.
    const moved: number[] = [];
    const n = this.moved.length;
    for (let k = 0; k < n && moved.length < need; k++) {
      const rid = this.moved[direction === 'asc' ? k : n - 1 - k]!;
      if (members.has(rid)) moved.push(rid);
    }
    // The walk gives up past WALK_ADVANTAGE times its even-spread steps (matches bunched at the far end).
    const walked = walks ? this.walk(members, need, direction, WALK_ADVANTAGE * spread + 1024, lo, hi) : undefined;
    const fromBase = walked ?? this.selectedBase(matches.bitmap, need, direction);
    const merged = moved.length === 0 ? fromBase : this.merge(fromBase, moved, direction, need);
    return merged.slice(offset, need);
  }

  /** The first `need` row ids of two lists in `direction` (the base's, and moved records sorted the same way), in order. */
  private merge(fromBase: readonly number[], moved: readonly number[], direction: 'asc' | 'desc', need: number): number[] {
    const sign = direction === 'asc' ? 1 : -1;
    const out: number[] = [];
    let b = 0;
    let m = 0;
    while (out.length < need && (b < fromBase.length || m < moved.length)) {
      if (b >= fromBase.length || (m < moved.length && sign * this.keys.compare(moved[m]!, fromBase[b]!) < 0)) out.push(moved[m++]!);
      else out.push(fromBase[b++]!);
    }
    return out;
  }

  /** The base's records among `members` in `direction`, the first `need`; undefined past `budget` steps. */
  private walk(members: Members, need: number, direction: 'asc' | 'desc', budget = Infinity, lo = 0, hi = this.base.length): number[] | undefined {
    const { base, rank } = this;
    const step = direction === 'asc' ? 1 : -1;
    const found: number[] = [];
    // A base entry whose record moved is skipped; with none moved, no rank is read (a cache miss each, on 1,000,000 records).
    const skipMoved = this.leftOut > 0;
    for (let i = direction === 'asc' ? lo : hi - 1; i >= lo && i < hi && found.length < need; i += step) {
      if (--budget < 0) return undefined;
      const rid = base[i]!;
      if (members.has(rid) && (!skipMoved || rank[rid] === i)) found.push(rid);
    }
    return found;
  }

  /** The first `need` matches of the base in `direction`, by their ranks: selected, then only those sorted. */
  private selectedBase(matches: ReadonlyBitmap, need: number, direction: 'asc' | 'desc'): number[] {
    // The row ids, then in place their ranks (the n-th rank written is never ahead of the rid read).
    const count = matches.size;
    let ranks = scratch(count);
    matches.toUint32Array(ranks);
    let n = 0;
    // DESC takes the smallest of the negated ranks: one selection for both directions.
    const sign = direction === 'asc' ? 1 : -1;
    for (let i = 0; i < count; i++) {
      const rid = ranks[i]!;
      const r = rid < this.rank.length ? this.rank[rid]! : -1;
      if (r >= 0) ranks[n++] = sign * r;
    }
    ranks = ranks.subarray(0, n);
    if (need < n) {
      selectSmallest(ranks, need);
      ranks = ranks.subarray(0, need);
    }
    ranks.sort();
    const out = new Array<number>(ranks.length);
    for (let i = 0; i < ranks.length; i++) out[i] = this.base[sign * ranks[i]!]!;
    return out;
  }

  bytes(): number {
    let kept = 0;
    for (const set of this.ranges?.sets.values() ?? []) kept += set.getSerializationSizeInBytes('croaring');
    return this.base.byteLength + this.rank.byteLength + (this.baseKeys?.byteLength ?? 0) + this.moved.length * 8
      + this.movedSet.getSerializationSizeInBytes('croaring') + kept;
  }

  /** The order for the index file: the moved records merged in, so the base alone is the order. */
  save(out: SectionWriter): SectionRef {
    if (!this.movedSet.isEmpty) this.mergeMoved();
    return out.put(this.base);
  }

  /**
   * A new base: the kept base records and the moved ones, merged in order in one pass into the new
   * array: two arrays of a million numbers in between would take about 350 ms on the bench store, a
   * stall of every request of the process each time 20,000 records have moved.
   */
  private mergeMoved(): void {
    const { base, rank, moved, keys, baseKeys } = this;
    const merged = new Uint32Array(this.size);
    // Numeric orders: the new base's keys made in the same pass, a base entry's from the old keys.
    const mergedKeys = baseKeys ? new Float64Array(this.size) : undefined;
    const keyOf = (rid: number) => (baseKeys ? keys.number(rid) : 0);
    let n = 0;
    let m = 0;
    let movedKey = moved.length > 0 ? keyOf(moved[0]!) : 0;
    const take = () => {
      if (mergedKeys) mergedKeys[n] = movedKey;
      merged[n++] = moved[m++]!;
      if (m < moved.length) movedKey = keyOf(moved[m]!);
    };
    // Whether the next moved record comes before base entry i: numeric orders compare the numbers
    // first (most steps end there), the whole comparison only on equal keys.
    const movedFirst = (i: number, rid: number) => (baseKeys
      ? movedKey < baseKeys[i]! || (movedKey === baseKeys[i]! && keys.compare(moved[m]!, rid) < 0)
      : keys.compare(moved[m]!, rid) < 0);
    for (let i = 0; i < base.length; i++) {
      const rid = base[i]!;
      // A base entry whose record moved (or went) is not where its key is now.
      if (rank[rid] !== i) continue;
      while (m < moved.length && movedFirst(i, rid)) take();
      if (mergedKeys) mergedKeys[n] = baseKeys![i]!;
      merged[n++] = rid;
    }
    while (m < moved.length) take();
    this.base = merged.subarray(0, n);
    this.rank = ranksOf(this.base);
    this.baseKeys = mergedKeys?.subarray(0, n);
    this.movedSet.clear();
    this.moved = [];
    this.leftOut = 0;
  }

  private keysOf(base: Uint32Array): Float64Array {
    const keys = new Float64Array(base.length);
    for (let i = 0; i < base.length; i++) keys[i] = this.keys.number(base[i]!);
    return keys;
  }
}

/**
 * One selection's working array, kept for the next: a page is found synchronously, so one is
 * enough for every order, and a new one each time (4 MB for 1,000,000 matches) made the garbage
 * collector run more often.
 */
let scratchArray = new Int32Array(0);

function scratch(length: number): Int32Array {
  if (scratchArray.length < length) scratchArray = new Int32Array(Math.max(length, scratchArray.length * 2));
  return scratchArray.subarray(0, length);
}

function ranksOf(base: Uint32Array): Int32Array {
  let max = 0;
  for (let i = 0; i < base.length; i++) if (base[i]! > max) max = base[i]!;
  const rank = new Int32Array(max + 1).fill(-1);
  for (let i = 0; i < base.length; i++) rank[base[i]!] = i;
  return rank;
}

/** Moves the `k` smallest values of `values` to its front, in no order (quickselect, Hoare partition). */
export function selectSmallest(values: Int32Array, k: number): void {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    // [lo, j] <= pivot <= [i, hi]; the k-th smallest (index k - 1) lies in one of them or between.
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else return;
  }
}
