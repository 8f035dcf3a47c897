/**
 * Result views: a stored document is sent as the bytes it is stored as, with computed members
 * spliced in. Products end with `"meta":{...}}` (meta is the last member,
 * src/store/stored-record.ts), so their signed URLs go in before the last two braces: no JSON
 * parse, no string decoding, on the request path.
 */
import { type SignedBatch, type UrlSigner } from '../signing/signed-urls.js';
import { type Pieces } from './pieces.js';

export interface ViewContext {
  signer: UrlSigner;
  keyId: string;
  nowSeconds: number;
  /** Pages and finds repeat results and may remember MACs; a stream of everything would not. */
  repeated: boolean;
  /** MACs already computed for this batch (src/signing/signed-urls.ts `sign`). */
  signed?: SignedBatch;
}

/** Appends the JSON of one result to `out`. */
/** A stored record as a read gives it. */
export interface StoredRow {
  id: string | number;
  /** The stored document's UTF-8 bytes, sent as they are. */
  doc: Buffer;
}

export type View = (row: StoredRow, out: Pieces) => void;
export interface ViewFactory {
  (ctx: ViewContext): View;
  /** Work a batch of rows needs before its views run, done off the request thread (signing). */
  prepare?(ctx: ViewContext, rows: readonly StoredRow[]): Promise<Partial<ViewContext>>;
  /** Members the view adds to the stored document, for the field reference (docs/fields.md). */
  adds?: ReadonlyArray<{ path: string; type: string; description: string }>;
}

export const asStored: ViewFactory = () => (row, out) => {
  out.push(row.doc);
};

/** docs/contract.md §11: meta.embedUrl and meta.publicPageUrl, signed per request. */
export const withSignedProductUrls: ViewFactory = ({ signer, keyId, nowSeconds, repeated, signed }) => {
  const urls = signer.urlsFor(keyId, nowSeconds, repeated, signed);
  return (row, out) => {
    const id = String(row.id);
    // URLs are made of URL-safe characters only (ids are percent-encoded), so no JSON escaping is needed.
    out.push(row.doc.subarray(0, row.doc.length - 2), `,"embedUrl":"${urls.embed(id)}","publicPageUrl":"${urls.page(id)}"}}`);
  };
};

withSignedProductUrls.prepare = async (ctx, rows) => ({ signed: await ctx.signer.sign(rows.map((r) => String(r.id)), ctx.nowSeconds) });

withSignedProductUrls.adds = [
  { path: 'meta.embedUrl', type: 'URL', description: 'A signed link to this product\'s embed card (an HTML card for an iframe), valid for at least 4 hours; made for the key that asked.' },
  { path: 'meta.publicPageUrl', type: 'URL', description: 'A signed link to this product\'s public page, valid for at least 183 days.' },
];
