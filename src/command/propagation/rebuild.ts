/**
 * Rebuilds the embedded copies of one changed record in some of the products that embed it: each
 * product read, its copy replaced from the record as stored now, and written whole (document, side
 * rows, search entry) with a new `meta.updatedAt` (docs/contract.md §8), inside the caller's
 * transaction, so a reader sees each product either before or after, never half-written. A
 * product whose copy is already current is left alone.
 */
import { type Row } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { changedParts, recordOf, storedParts, storedRecord } from '../../store/stored-record.js';
import { type Writer } from '../../store/store.js';
import { type Embedding } from './embeddings.js';

export interface EmbedderRow { rid: number; id: string }

/** The embedding products past `afterRid`, at most `limit`, in row id order. */
export async function embeddersAfter(writer: Writer, dialect: SqlDialect, embedding: Embedding, id: string | number,
  afterRid: number, limit: number): Promise<EmbedderRow[]> {
  const rows = await writer.run(embedding.embedders(dialect, id, afterRid, limit));
  return rows.map((r) => ({ rid: Number(r.rid), id: String(r.id) }));
}

/** Rewrites these products' copies of record `id` of the embedding's source; how many changed. */
export async function rebuildProducts(writer: Writer, dialect: SqlDialect, embedding: Embedding, id: string | number,
  rows: readonly EmbedderRow[], now: number): Promise<number> {
  if (rows.length === 0) return 0;
  const source = (await writer.read(embedding.source, id))?.record;
  const docs = await writer.run(dialect.db.selectFrom(docsTable(products)).select(['rid', 'doc', 'hidden'])
    .where('rid', 'in', rows.map((r) => r.rid)).orderBy('rid').compile());
  let changed = 0;
  for (const row of docs) {
    const product = recordOf(row.doc as string, row.hidden as string | null) as ProductRecord;
    const rebuilt = await embedding.rebuild(product, source as Row | undefined, { writer, dialect });
    if (!rebuilt) continue;
    rebuilt.meta = { ...rebuilt.meta, updatedAt: Math.max(now, product.meta.updatedAt) };
    const stored = storedRecord(rebuilt, products);
    await writer.upsert(products, stored, changedParts(products, storedParts(product, products), stored));
    changed++;
  }
  return changed;
}
