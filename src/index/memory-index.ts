/**
 * The in-memory index of a server process: one ResourceIndex per resource it holds, read from the
 * store in the background at start and kept current from the record change feed
 * (src/store/record-changes.ts). Before a page is computed from it, the index is brought up to the
 * store version the request read, so an answer includes every write committed before the request
 * began, from any process. The store stays the source of truth: whenever the index cannot answer
 * (still reading, reading again after a catalogue replacement), the query runs as SQL.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Predicate, type TreeRef } from '../query/predicate.js';
import { compileRids } from '../query/sql/compile.js';
import { type Scalar } from '../query/value-kinds.js';
import { PerGeneration } from '../service/per-generation.js';
import { generationOf, readsOf } from '../service/generations.js';
import { EVERY_RECORD } from '../store/touched.js';
import { feedAfter, feedBounds, FEED_KEPT, type FeedRow } from '../store/record-changes.js';
import { type Store, type StoreVersion } from '../store/store.js';
import { Bitmap } from './bitmaps.js';
import { evaluate } from './evaluate.js';
import { loadIndex, loadParts } from './load.js';
import { type ResourceIndex } from './resource-index.js';

/** Feed rows read per round while catching up. */
const FEED_PAGE = 2_000;
/** Leaf answers kept per resource (each belongs to the generation of what it reads). */
const MAX_LEAVES = 2_000;

interface Held {
  resource: ResourceDecl;
  index?: ResourceIndex;
  /** The feed row the index is complete up to, the resource generation and epoch it was last brought to. */
  seq: number;
  generation: number;
  epoch: number;
  loading?: Promise<void>;
  following?: Promise<void>;
  readyMs?: number;
}

export interface IndexStats { resource: string; records: number; bytes: number; readyMs: number | undefined }

export class MemoryIndex {
  private readonly held = new Map<string, Held>();
  private readonly leaves = new PerGeneration<Bitmap>(MAX_LEAVES);
  private readonly trees = new PerGeneration<Map<Scalar, Scalar[]>>(64);
  private readonly started = performance.now();
  /** Pages this index has answered (the rest were SQL's): for metrics and tests. */
  answered = 0;

  constructor(private readonly store: Store, resources: readonly ResourceDecl[]) {
    for (const resource of resources) this.held.set(resource.path, { resource, seq: 0, generation: -1, epoch: -1 });
  }

  /** Starts reading every held resource; queries run as SQL until each is read. */
  start(): void {
    for (const held of this.held.values()) this.reload(held, -1);
  }

  holds(resource: ResourceDecl): boolean {
    return this.held.has(resource.path);
  }

  /** Resolves once every held resource has been read (tests, benchmarks). */
  async ready(): Promise<void> {
    for (const held of this.held.values()) while (held.loading) await held.loading;
  }

  /** The index of `resource` brought up to `version`, or undefined when it cannot answer now. */
  async current(resource: ResourceDecl, version: StoreVersion): Promise<ResourceIndex | undefined> {
    const held = this.held.get(resource.path);
    if (!held) return undefined;
    if (held.epoch !== version.epoch && !held.loading) this.reload(held, version.epoch);
    if (held.loading || !held.index) return undefined;
    const generation = version.resources[resource.path] ?? 0;
    if (held.generation !== generation) {
      // One follow at a time; one begun before this request's version may stop short of it.
      while (held.following) await held.following;
      if (held.generation !== generation && held.index && !held.loading) {
        held.following = this.follow(held, generation).finally(() => { held.following = undefined; });
        await held.following;
      }
    }
    return held.loading ? undefined : held.index;
  }

  /** The row ids a filter matches, from the index and, for the leaves it does not hold, the store. */
  matches(index: ResourceIndex, where: Predicate, version: StoreVersion): Promise<Bitmap> {
    const resource = index.resource;
    return evaluate(index, where, {
      leaf: async (p) => {
        const key = `${resource.path}:${JSON.stringify(p)}`;
        const generation = generationOf(version, readsOf(resource, [p]));
        let rids = this.leaves.get(generation, key);
        if (!rids) {
          const rows = await this.store.rows<{ rid: number }>(compileRids(this.store.dialect, resource, p));
          rids = Bitmap.from(rows.map((r) => Number(r.rid)));
          this.leaves.set(generation, key, rids);
        }
        return rids.clone();
      },
      subtree: async (tree, roots) => descendants(await this.tree(resource, tree, version), roots),
    });
  }

  stats(): IndexStats[] {
    return [...this.held.values()].map((h) => ({
      resource: h.resource.path, records: h.index?.all.size ?? 0, bytes: h.index?.bytes() ?? 0, readyMs: h.readyMs,
    }));
  }

  private reload(held: Held, epoch: number): void {
    held.loading = (async () => {
      try {
        const { index, seq } = await loadIndex(this.store, held.resource);
        held.index = index;
        held.seq = seq;
        held.generation = -1;
        held.epoch = epoch >= 0 ? epoch : (await this.store.version()).epoch;
        held.readyMs ??= performance.now() - this.started;
      } finally {
        held.loading = undefined;
      }
    })();
    // A failed read leaves the resource to SQL; the next request with another epoch tries again.
    held.loading.catch(() => { held.index = undefined; });
  }

  /** Applies the feed rows after the index's position; the index then stands at least at `generation`. */
  private async follow(held: Held, generation: number): Promise<void> {
    const { store } = this;
    const [bounds] = await store.rows<{ first: number | null; last: number | null }>(feedBounds(store.dialect));
    const last = Number(bounds?.last ?? 0);
    if (last - held.seq >= FEED_KEPT) {
      // Further behind than the feed keeps: read the resource again.
      this.reload(held, held.epoch);
      return;
    }
    for (;;) {
      const rows = await store.rows<FeedRow>(feedAfter(store.dialect, held.seq, FEED_PAGE));
      const mine = rows.filter((r) => r.resource === held.resource.path).map((r) => Number(r.rid));
      if (mine.includes(EVERY_RECORD)) {
        this.reload(held, held.epoch);
        return;
      }
      const rids = [...new Set(mine)];
      const parts = await loadParts(store, held.resource, rids);
      for (const rid of rids) held.index!.apply(rid, parts.get(rid));
      if (rows.length > 0) held.seq = Number(rows.at(-1)!.seq);
      if (rows.length < FEED_PAGE) break;
    }
    held.generation = generation;
  }

  /** A category tree (id to children), read once per generation of what it is read from. */
  private async tree(resource: ResourceDecl, tree: TreeRef, version: StoreVersion): Promise<Map<Scalar, Scalar[]>> {
    const generation = generationOf(version, readsOf(resource, [{ kind: 'exists', table: tree.table, conditions: [] }]));
    let children = this.trees.get(generation, tree.table);
    if (!children) {
      const rows = await this.store.rows<Record<string, Scalar | null>>(this.store.dialect.db.selectFrom(tree.table)
        .select([`${tree.id} as id`, `${tree.parent} as parent`]).compile());
      children = new Map<Scalar, Scalar[]>();
      for (const row of rows) {
        const list = children.get(row.parent ?? '') ?? [];
        list.push(row.id!);
        children.set(row.parent ?? '', list);
        if (!children.has(row.id!)) children.set(row.id!, []);
      }
      this.trees.set(generation, tree.table, children);
    }
    return children;
  }
}

/** The roots that are nodes of the tree, and every node under them. */
function descendants(children: Map<Scalar, Scalar[]>, roots: readonly Scalar[]): Scalar[] {
  const out = new Set<Scalar>();
  const queue = roots.filter((r) => children.has(r));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...out];
}
