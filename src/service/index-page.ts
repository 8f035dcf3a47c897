/**
 * A page found in the in-memory index (src/index/): the filter as a bitmap, each order segment's
 * part of it counted exactly, the page's row ids read from the ranked orders, then the documents
 * of that page from the store. The plan's order segments, as the SQL path reads them, and the same
 * windowing (src/query/sql/segments.ts), so both give identical answers.
 */
import { Bitmap } from '../index/bitmaps.js';
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
  const matches = await memory.matches(index, plan.where, version, options);
  const total = matches.size;
  // The last segment is the complement of the others within the matches (which may be shared: evaluate.ts).
  const parts: Bitmap[] = [];
  const rest = segments.length > 1 ? matches.clone() : matches;
  for (const segment of segments.slice(0, -1)) {
    const part = Bitmap.and(matches, await memory.matches(index, segment.extra, version, options));
    rest.andNotInPlace(part);
    parts.push(part);
  }
  parts.push(rest);
  const offset = plan.page?.offset ?? 0;
  const limit = plan.page?.limit ?? total;
  const rids: number[] = [];
  for (const read of pageSegments(parts.map((p) => p.size), offset, limit)) {
    const segment = segments[read.segment]!;
    const order = orderOf(index, segment.order);
    // A locale no record has a key in has no order: its segment is empty.
    if (order) rids.push(...order.page(parts[read.segment]!, read.offset, read.limit, segment.direction));
  }
  const rows = await pageDocuments(store, index.resource, rids.map((rid) => ({ rid, id: index.ids.get(rid)! })), version.epoch);
  return rows === STALE_PAGE ? STALE_PAGE : { total, rows };
}
