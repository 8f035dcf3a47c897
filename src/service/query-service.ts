/**
 * Runs planned requests against a store: counts (cached), pages across order segments, and
 * streams in batches from one consistent snapshot. Knows neither HTTP nor a database driver.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type QueryPlan } from '../query/plan.js';
import { TRUE, and, type Predicate } from '../query/predicate.js';
import { compileCount, compileSegmentSelect } from '../query/sql/compile.js';
import { orderSegments, pageSegments, type SegmentOrder } from '../query/sql/segments.js';
import { type ReadOptions, type ReadSnapshot, type Store, type StoredRow } from '../store/store.js';
import { accessPath } from './access-path.js';
import { generationOf, readsOf } from '../store/generations.js';
import { BoundCache } from './bounds.js';
import { TotalCache } from './total-cache.js';
import { type MemoryIndex } from '../index/memory-index.js';
import { indexPage } from './index-page.js';
import { pageDocuments, STALE_PAGE, type PageResult } from './page-documents.js';
import { headOf, headQuery, type FeedHead } from '../feed/feed-sql.js';

/** A stream's row: the record's document, and its place in the order (what a line's cursor holds; absent: the id). */
export interface StreamRow extends StoredRow { sort_key?: unknown }

/** Rows of one order segment (src/query/sql/segments.ts), in order. */
export interface StreamBatch { segment: number; rows: StreamRow[] }

/** Where a resumed stream starts: after this row of this segment (docs/api.md "Streams that resume"). */
export interface StreamResume { segment: number; key: unknown; id: string | number }

export interface StreamResult {
  total: number;
  /** The change feed's head, the epoch and the pruned mark, read in the stream's own snapshot. */
  head: FeedHead;
  /** Batches of rows in order; ends by closing the snapshot, also when the consumer stops early. */
  batches: AsyncIterableIterator<StreamBatch>;
  close(): Promise<void>;
}

export const STREAM_BATCH = 500;

interface KeyRow { rid: number; id: string | number; sort_key: unknown }
const boundOf = (row: KeyRow) => ({ key: row.sort_key, id: row.id });
/** Resets are minutes apart: a page read three times across one is not going to happen. */
const PAGE_ATTEMPTS = 3;
/** Up to this many matches a stream may let the database sort them; beyond, it walks the order. */
const STREAM_SORT_LIMIT = 5_000;

export class QueryService {
  private readonly totals = new TotalCache();
  private readonly bounds = new BoundCache();

  /** With an in-memory index (src/index/), pages of the resources it holds are found there once it is read. */
  constructor(readonly store: Store, readonly index?: MemoryIndex) {}

  /**
   * One page. Its reads (counts, keys, documents) are separate statements, so a sandbox reset
   * (a new epoch) committed between them would mix two catalogues; such a page is read again, so
   * a caller sees the old data or the new, never both.
   */
  async page(resource: ResourceDecl, plan: QueryPlan, options: ReadOptions = {}): Promise<PageResult> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.readPage(resource, plan, options);
      if (result !== STALE_PAGE || attempt >= PAGE_ATTEMPTS) {
        if (result === STALE_PAGE) throw new Error('the catalogue was replaced during every read of a page');
        return result;
      }
    }
  }

  private async readPage(resource: ResourceDecl, plan: QueryPlan, options: ReadOptions): Promise<PageResult | typeof STALE_PAGE> {
    const { dialect } = this.store;
    const segments = orderSegments(plan.order);
    const version = await this.store.version();
    const { epoch } = version;
    const held = await this.index?.current(resource, version);
    if (held) return indexPage(this.store, this.index!, held, plan, segments, version, options);
    // Each total and position belongs to the generation of what it reads (src/store/generations.ts):
    // the filter's, plus a segment's restriction and order. A sum of generations moves when any of them does.
    const generation = (predicates: Predicate[], orders: SegmentOrder[] = []) => generationOf(version, readsOf(resource, predicates, orders));
    const filtered = generation([plan.where]);
    const count = (where: Predicate, stamp: number) => this.totals.get(stamp, resource, where,
      () => this.store.count(compileCount(dialect, resource, where), options));
    // The last segment is the complement of the others: total minus theirs, never a NOT scan.
    const total = await count(plan.where, filtered);
    const counts: number[] = [];
    for (const s of segments.slice(0, -1)) counts.push(await count(and([plan.where, s.extra]), filtered + generation([s.extra])));
    counts.push(total - counts.reduce((a, b) => a + b, 0));
    const offset = plan.page?.offset ?? 0;
    const limit = plan.page?.limit ?? total;
    const reads = pageSegments(counts, offset, limit);
    if (reads.length === 0) return { total, rows: [] };
    const records = await count(TRUE, generation([]));

    const keys: KeyRow[] = [];
    for (const read of reads) {
      const order = JSON.stringify([resource.path, plan.where, plan.order, read.segment]);
      const segment = segments[read.segment]!;
      const stamp = filtered + generation([segment.extra], [segment.order]);
      const { position, bound } = this.bounds.nearest(resource.path, stamp, order, read.offset);
      // One row before the page, when it can be had, gives the position of the page itself.
      const before = read.offset > position ? 1 : 0;
      const skip = read.offset - position - before;
      const path = accessPath(counts[read.segment]!, records, skip, read.limit + before);
      const query = compileSegmentSelect(dialect, resource, plan.where, segment, {
        range: { offset: skip, limit: read.limit + before }, path, after: bound,
      });
      const rows = await this.store.rows<KeyRow>(query, options);
      if (before && rows.length > 0) this.bounds.remember(resource.path, stamp, order, read.offset, boundOf(rows.shift()!));
      if (rows.length > 0) this.bounds.remember(resource.path, stamp, order, read.offset + rows.length, boundOf(rows.at(-1)!));
      keys.push(...rows);
    }
    const rows = await pageDocuments(this.store, resource, keys, epoch);
    return rows === STALE_PAGE ? STALE_PAGE : { total, rows };
  }

  /**
   * A whole result from one snapshot, from its start or after a row (`resume`), with the change
   * feed's head as of that snapshot: every row is as of that position (docs/api.md "Take, then follow").
   */
  async stream(resource: ResourceDecl, plan: QueryPlan, resume?: StreamResume): Promise<StreamResult> {
    const { dialect } = this.store;
    const segments = orderSegments(plan.order);
    const snapshot: ReadSnapshot = await this.store.snapshot();
    try {
      const total = await snapshot.count(compileCount(dialect, resource, plan.where));
      const head = headOf((await snapshot.rows<Record<string, unknown>>(headQuery(dialect)))[0]);
      // Walking the order's index keeps memory flat whatever the result size (docs/contract.md §7).
      const path = total <= STREAM_SORT_LIMIT ? 'filter' : 'order';
      async function* batches(): AsyncIterableIterator<StreamBatch> {
        try {
          for (const [i, segment] of segments.entries()) {
            if (resume && i < resume.segment) continue;
            const after = resume && i === resume.segment ? { key: resume.key, id: resume.id } : undefined;
            const query = compileSegmentSelect(dialect, resource, plan.where, segment, { docs: true, path, after });
            for await (const rows of snapshot.batches(query, STREAM_BATCH)) yield { segment: i, rows: rows as StreamRow[] };
          }
        } finally {
          await snapshot.close();
        }
      }
      return { total, head, batches: batches(), close: () => snapshot.close() };
    } catch (error) {
      await snapshot.close();
      throw error;
    }
  }

  async find(resource: ResourceDecl, id: string | number): Promise<Buffer | undefined> {
    return this.store.find(resource, id);
  }
}
