/**
 * The documents of a page whose records are chosen (by SQL or by the in-memory index), in the
 * page's order. A page whose documents were read from another catalogue (a sandbox reset, a new
 * epoch, committed after the page's records were chosen) or whose records vanished meanwhile is
 * stale: the caller reads the whole page again, so an answer never mixes two states. With a
 * document cache (the in-memory index's: src/index/document-cache.ts), only the documents it does
 * not keep are read.
 */
import { type DocumentCache } from '../index/document-cache.js';
import { type ResourceDecl } from '../query/declare.js';
import { type Store, type StoredRow } from '../store/store.js';

/** A page read across a catalogue replacement or a delete: read it again. */
export const STALE_PAGE: unique symbol = Symbol('stale page');

export interface PageKey { rid: number; id: string | number }

/** A page: the exact total of its filter and its records' documents, in order. */
export interface PageResult { total: number; rows: StoredRow[] }

export async function pageDocuments(
  store: Store, resource: ResourceDecl, keys: readonly PageKey[], epoch: number, cache?: DocumentCache,
): Promise<StoredRow[] | typeof STALE_PAGE> {
  if (keys.length === 0) return [];
  const docs = new Map<number, Buffer>();
  const missing: number[] = [];
  for (const { rid } of keys) {
    const kept = cache?.get(rid);
    if (kept === undefined) missing.push(rid);
    else docs.set(rid, kept);
  }
  if (missing.length > 0) {
    // Documents of this page only, never of the rows an offset skips.
    // One call: a store splits the read as its driver needs (SQLite: DOCUMENTS_PER_READ).
    const mark = cache?.mark() ?? 0;
    const read = await store.documents(resource, missing);
    if (read.epoch !== epoch) return STALE_PAGE;
    for (const row of read.docs) {
      docs.set(row.rid, row.doc);
      cache?.keep(mark, row.rid, row.doc);
    }
  }
  if (docs.size < keys.length) return STALE_PAGE;
  return keys.map((k) => ({ id: k.id, doc: docs.get(k.rid)! }));
}
