/**
 * What the in-memory index works out for a filter, kept for the generation of what it reads
 * (src/store/generations.ts): each leaf's records, each category subtree, and each filter's
 * selection by order segment. A write to what one reads moves its generation, so it is worked out
 * again; everything else stays. The answers are shared by every request of their generation:
 * ReadonlyBitmap (bitmaps.ts).
 */
import { type Predicate } from '../query/predicate.js';
import { compileRids, compileSubtree } from '../query/sql/compile.js';
import { type Scalar } from '../query/value-kinds.js';
import { generationOf, readsOf } from '../store/generations.js';
import { PerGeneration } from '../store/per-generation.js';
import { type ReadOptions, type Store, type StoreVersion } from '../store/store.js';
import { Bitmap, type ReadonlyBitmap } from './bitmaps.js';
import { evaluate } from './evaluate.js';
import { MatchSet } from './match-set.js';
import { type ResourceIndex } from './resource-index.js';

/** Leaf answers kept (each belongs to the generation of what it reads): at most 128 KB each for 1M records. */
const MAX_LEAVES = 500;
/** Selections kept (a filter's matches by order segment, with their bits once a page made them): at most 256 KB each for 1M records. */
const MAX_SELECTIONS = 128;

export class KeptAnswers {
  private readonly leaves = new PerGeneration<ReadonlyBitmap>(MAX_LEAVES);
  private readonly subtrees = new PerGeneration<Scalar[]>(MAX_LEAVES);
  private readonly selections = new PerGeneration<MatchSet[]>(MAX_SELECTIONS);

  constructor(private readonly store: Store) {}

  /** The row ids a filter matches, from the index and, for the leaves it does not hold, the store (evaluate.ts). */
  matches(index: ResourceIndex, where: Predicate, version: StoreVersion, options: ReadOptions = {}): Promise<ReadonlyBitmap> {
    const { resource } = index;
    const { dialect } = this.store;
    // Each answer belongs to the generation of what its leaf reads: a write to that moves it.
    const memo = (p: Predicate, compute: () => ReadonlyBitmap | Promise<ReadonlyBitmap>) =>
      this.leaves.through(generationOf(version, readsOf(resource, [p])), `${resource.path}:${JSON.stringify(p)}`, compute);
    return evaluate(index, where, {
      memo,
      leaf: (p) => memo(p, async () => {
        const rows = await this.store.rows<{ rid: number }>(compileRids(dialect, resource, p), options);
        return Bitmap.from(rows.map((r) => Number(r.rid)));
      }),
      // The store's own subtree rule (compile.ts), read once per generation of the tree's table.
      subtree: (tree, roots) => this.subtrees.through(
        generationOf(version, readsOf(resource, [{ kind: 'exists', table: tree.table, conditions: [] }])),
        `${tree.table}:${JSON.stringify(roots)}`,
        async () => (await this.store.rows<{ id: Scalar }>(compileSubtree(dialect, tree, roots), options)).map((r) => r.id),
      ),
    });
  }

  /**
   * The records `where` matches, split by the order segments whose restrictions are `extras` (the
   * last segment is the rest of the matches: src/query/sql/segments.ts), kept for the generation of
   * what they read as Lucene keeps a filter's set: every page of one filter, and the next request
   * of the same filter, reads them without any set algebra until a write changes what they read.
   */
  selection(index: ResourceIndex, where: Predicate, extras: readonly Predicate[], version: StoreVersion, options: ReadOptions = {}): Promise<MatchSet[]> {
    const { resource } = index;
    const predicates = [where, ...extras];
    return this.selections.through(generationOf(version, readsOf(resource, predicates)), `${resource.path}:${JSON.stringify(predicates)}`, async () => {
      const matches = await this.matches(index, where, version, options);
      // One segment: the shared answer as it is; else a copy of it, which each part is taken out of.
      if (extras.length <= 1) return [new MatchSet(matches)];
      const parts: MatchSet[] = [];
      const rest = matches.clone();
      for (const extra of extras.slice(0, -1)) {
        const part = Bitmap.and(matches, await this.matches(index, extra, version, options));
        rest.andNotInPlace(part);
        parts.push(new MatchSet(part));
      }
      parts.push(new MatchSet(rest));
      return parts;
    });
  }
}
