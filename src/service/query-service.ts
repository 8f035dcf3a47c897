/**
 * Runs planned requests against a store: counts (cached), pages across order segments, and
 * streams in batches from one consistent snapshot. Knows neither HTTP nor a database driver.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type QueryPlan } from '../query/plan.js';
import { and } from '../query/predicate.js';
import { compileCount, compileSegmentSelect } from '../query/sql/compile.js';
import { orderSegments, pageSegments } from '../query/sql/segments.js';
import { type ReadSnapshot, type Store, type StoredRow } from '../store/store.js';
import { TotalCache } from './total-cache.js';

export interface PageResult { total: number; rows: StoredRow[] }

export interface StreamResult {
  total: number;
  /** Batches of rows in order; ends by closing the snapshot, also when the consumer stops early. */
  batches: AsyncIterableIterator<StoredRow[]>;
  close(): Promise<void>;
}

export const STREAM_BATCH = 500;

export class QueryService {
  private readonly totals = new TotalCache();

  constructor(readonly store: Store) {}

  async page(resource: ResourceDecl, plan: QueryPlan): Promise<PageResult> {
    const { dialect } = this.store;
    const segments = orderSegments(plan.order);
    const generation = await this.store.generation();
    const count = (where: QueryPlan['where']) => {
      const query = compileCount(dialect, resource, where);
      return this.totals.get(generation, query, () => this.store.count(query));
    };
    // The last segment is the complement of the others: total minus theirs, never a NOT scan.
    const total = await count(plan.where);
    const counts: number[] = [];
    for (const s of segments.slice(0, -1)) counts.push(await count(and([plan.where, s.extra])));
    counts.push(total - counts.reduce((a, b) => a + b, 0));
    const offset = plan.page?.offset ?? 0;
    const limit = plan.page?.limit ?? total;
    const rows: StoredRow[] = [];
    for (const read of pageSegments(counts, offset, limit)) {
      const segment = segments[read.segment]!;
      rows.push(...await this.store.rows(compileSegmentSelect(dialect, resource, plan.where, segment, read)));
    }
    return { total, rows };
  }

  async stream(resource: ResourceDecl, plan: QueryPlan): Promise<StreamResult> {
    const { dialect } = this.store;
    const segments = orderSegments(plan.order);
    const snapshot: ReadSnapshot = await this.store.snapshot();
    try {
      const total = await snapshot.count(compileCount(dialect, resource, plan.where));
      async function* batches(): AsyncIterableIterator<StoredRow[]> {
        try {
          for (const segment of segments) {
            yield* snapshot.batches(compileSegmentSelect(dialect, resource, plan.where, segment), STREAM_BATCH);
          }
        } finally {
          await snapshot.close();
        }
      }
      return { total, batches: batches(), close: () => snapshot.close() };
    } catch (error) {
      await snapshot.close();
      throw error;
    }
  }

  async find(resource: ResourceDecl, id: string | number): Promise<Buffer | undefined> {
    return this.store.find(resource, id);
  }
}
