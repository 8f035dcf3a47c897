/**
 * A page found in the in-memory index (src/index/): the filter as a bitmap, each order segment's
 * part of it counted exactly, the page's row ids read from the ranked orders, then the documents
 * of that page from the store. The plan's order segments, as the SQL path reads them, and the same
 * windowing (src/query/sql/segments.ts), so both give identical answers.
 */
import { keyBounds } from '../index/key-bounds.js';
import { type MemoryIndex } from '../index/memory-index.js';
import { type RankedOrder } from '../index/ranked-order.js';
import { type ResourceIndex } from '../index/resource-index.js';
import { type QueryPlan } from '../query/plan.js';
import { pageSegments, type Segment, type SegmentOrder } from '../query/sql/segments.js';
import { type ReadOptions, type Store, type StoreVersion } from '../store/store.js';
import { pageDocuments, STALE_PAGE, type PageResult } from './page-documents.js';

function orderOf(index: ResourceIndex, order: SegmentOrder): RankedOrder | undefined {
  return (order.kind === 'column' ? index.orders.get(order.column) : index.localized.get(order.table)?.get(order.locale))?.order;
}

export async function indexPage(
  store: Store, memory: MemoryIndex, index: ResourceIndex, plan: QueryPlan, segments: readonly Segment[], version: StoreVersion, options: ReadOptions = {},
): Promise<PageResult | typeof STALE_PAGE> {
  const { total, rids } = await indexSelection(memory, index, plan, segments, version, options);
  const keys = rids.map((rid) => ({ rid, id: index.ids.get(rid)! }));
  const rows = await pageDocuments(store, index.resource, keys, version.epoch, memory.documentsOf(index));
  return rows === STALE_PAGE ? STALE_PAGE : { total, rows };
}

/** The filter's exact total and the row ids of the page, in order: all of a page but its documents. */
export async function indexSelection(
  memory: MemoryIndex, index: ResourceIndex, plan: QueryPlan, segments: readonly Segment[], version: StoreVersion, options: ReadOptions = {},
): Promise<{ total: number; rids: number[] }> {
  const parts = await memory.answers.selection(index, plan.where, segments.map((s) => s.extra), version, options);
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  const offset = plan.page?.offset ?? 0;
  const limit = plan.page?.limit ?? total;
  const rids: number[] = [];
  for (const read of pageSegments(parts.map((p) => p.size), offset, limit)) {
    const segment = segments[read.segment]!;
    const order = orderOf(index, segment.order);
    // A locale no record has a key in has no order: its segment is empty.
    // A range of the sort key itself in the filter bounds where along the order the matches lie.
    const within = segment.order.kind === 'column' ? keyBounds(plan.where, segment.order.column) : undefined;
    if (order) rids.push(...order.page(parts[read.segment]!, read.offset, read.limit, segment.direction, within));
  }
  return { total, rids };
}
