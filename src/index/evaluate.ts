/**
 * A planned filter (src/query/predicate.ts) evaluated over a resource's index as set algebra:
 * each leaf the index holds is a union of posting lists or a range of a ranked order; `and`,
 * `or` and `not` are intersections, unions and complements of bitmaps. A leaf it does not hold
 * (identifier codes, full-text search, lookups) is asked of the store as the set of its row ids
 * (`leaf`). Leaf answers are kept and shared (`memo`), so a result may be one of them, or one of
 * the index's own sets: a ReadonlyBitmap (bitmaps.ts). Only bitmaps made here are changed in place.
 */
import { type Condition, type Predicate, type TreeRef } from '../query/predicate.js';
import { type Scalar } from '../query/value-kinds.js';
import { searchTerms } from '../query/search-text.js';
import { Bitmap, intersection, type ReadonlyBitmap, union } from './bitmaps.js';
import { sideKey } from './layout.js';
import { joinValues, type ResourceIndex } from './resource-index.js';
import { type Value } from './value-field.js';

export interface LeafSources {
  /** Row ids of the records a leaf the index does not hold matches, from the store. */
  leaf(predicate: Predicate): Promise<ReadonlyBitmap>;
  /** A leaf's answer, kept until a write changes what it reads. */
  memo(predicate: Predicate, compute: () => ReadonlyBitmap | Promise<ReadonlyBitmap>): Promise<ReadonlyBitmap>;
  /** The ids of a tree's nodes under (and at) the roots that exist. */
  subtree(tree: TreeRef, roots: readonly Scalar[]): Promise<Scalar[]>;
}

/** Combinations of `row` filter values beyond which the store answers instead. */
const MAX_COMBINATIONS = 1_000;

export async function evaluate(index: ResourceIndex, p: Predicate, sources: LeafSources): Promise<ReadonlyBitmap> {
  switch (p.kind) {
    case 'const':
      return p.value ? index.all : new Bitmap();
    case 'and': {
      const positive = p.items.filter((q) => q.kind !== 'not');
      const negative = p.items.filter((q): q is Extract<Predicate, { kind: 'not' }> => q.kind === 'not');
      const out = positive.length > 0 ? intersection(await Promise.all(positive.map((q) => evaluate(index, q, sources)))) : index.all.clone();
      for (const q of negative) {
        if (out.isEmpty) break;
        out.andNotInPlace(await evaluate(index, q.item, sources));
      }
      return out;
    }
    case 'or':
      return union(await Promise.all(p.items.map((q) => evaluate(index, q, sources))));
    case 'not':
      return Bitmap.andNot(index.all, await evaluate(index, p.item, sources));
    case 'in': {
      const field = index.values.get(p.column);
      return field ? sources.memo(p, () => field.matching(p.values as Value[])) : sources.leaf(p);
    }
    case 'present': {
      const held = index.values.get(p.column)?.present ?? index.orders.get(p.column)?.order.present;
      return held ?? sources.leaf(p);
    }
    case 'range': {
      const order = index.orders.get(p.column)?.order;
      return order ? sources.memo(p, () => order.range(p.from, p.until)) : sources.leaf(p);
    }
    case 'exists':
      // A union of many postings (a category's subtree, a long list) is worth keeping.
      return sources.memo(p, async () => (await exists(index, p.table, p.conditions, sources)) ?? sources.leaf(p));
    case 'search':
      return (await search(index, p, sources)) ?? sources.leaf(p);
    case 'lookup':
      return sources.leaf(p);
  }
}

/**
 * A search (docs/contract.md §6: every word a prefix of a word of the record) as the stores run it
 * (`searchTerms`): per word, the union of its terms, each a token prefix in some columns; the
 * words' sets intersected. A localized term is read from the index's fields (value-field.ts
 * `startingWith`); a plain term (codes, one record per value: layout.ts) is asked of the store, as
 * the same search of that one word without a locale, which reads only the plain columns.
 */
async function search(index: ResourceIndex, p: Extract<Predicate, { kind: 'search' }>, sources: LeafSources): Promise<ReadonlyBitmap | undefined> {
  const decl = index.resource.search;
  if (!decl || decl.name !== p.index) return undefined;
  const terms = searchTerms(decl, p);
  if (terms.some((word) => word.some((t) => !t.plain && !t.columns.every((c) => index.searches.has(c))))) return undefined;
  const words = await Promise.all(p.words.map(async (word, i) => {
    const sets: ReadonlyBitmap[] = [];
    for (const term of terms[i]!) {
      if (term.plain) sets.push(await sources.leaf({ ...p, words: [word], locale: null }));
      else for (const column of term.columns) sets.push(index.searches.get(column)!.startingWith(term.token));
    }
    return union(sets);
  }));
  return intersection(words);
}

/** Records with a side row meeting every condition, when the index holds those columns together. */
async function exists(index: ResourceIndex, table: string, conditions: readonly Condition[], sources: LeafSources): Promise<ReadonlyBitmap | undefined> {
  const columns = conditions.map((c) => c.column);
  const held = index.layout.sides.find((s) => s.table === table && s.columns.length === columns.length && s.columns.every((c) => columns.includes(c)));
  if (!held) return undefined;
  const field = index.sides.get(sideKey(held.table, held.columns))!;
  if (conditions.length === 1) {
    const c = conditions[0]!;
    switch (c.kind) {
      case 'in': return field.matching(c.values as Value[]);
      case 'prefix': return field.prefixed(c.prefixes);
      case 'subtree': return field.matching(await sources.subtree(c.tree, c.roots) as Value[]);
    }
  }
  // Several columns of one row: every combination of their values, joined as the field joins them.
  if (conditions.some((c) => c.kind !== 'in')) return undefined;
  let combinations: Value[][] = [[]];
  for (const column of held.columns) {
    const c = conditions.find((d) => d.column === column) as Extract<Condition, { kind: 'in' }>;
    combinations = combinations.flatMap((prefix) => c.values.map((v) => [...prefix, v as Value]));
    if (combinations.length > MAX_COMBINATIONS) return undefined;
  }
  return field.matching(combinations.map(joinValues));
}
