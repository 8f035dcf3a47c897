/**
 * Result views: a stored document is sent as it is, with computed members spliced in as text.
 * Products end with `"meta":{...}}` (meta is the last member, src/store/stored-record.ts), so
 * their signed URLs go in before the last two braces: no JSON parse on the request path.
 */
import { type UrlSigner } from '../signing/signed-urls.js';
import { type StoredRow } from '../store/store.js';

export interface ViewContext {
  signer: UrlSigner;
  keyId: string;
  nowSeconds: number;
}

/** Turns a stored row into the JSON text of one result. */
export type View = (row: StoredRow) => string;
export type ViewFactory = (ctx: ViewContext) => View;

export const asStored: ViewFactory = () => (row) => row.doc;

/** decisions section 11: meta.embedUrl and meta.publicPageUrl, signed per request. */
export const withSignedProductUrls: ViewFactory = ({ signer, keyId, nowSeconds }) => (row) => {
  const id = String(row.id);
  const embed = signer.embedUrl(id, keyId, nowSeconds);
  const page = signer.publicPageUrl(id, nowSeconds);
  // URLs are made of URL-safe characters only (ids are percent-encoded), so no JSON escaping is needed.
  return `${row.doc.slice(0, -2)},"embedUrl":"${embed}","publicPageUrl":"${page}"}}`;
};
