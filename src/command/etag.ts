/**
 * Entity tags of single objects (docs/contract.md §13): a digest of the stored document, so every
 * process gives the same tag for the same version, and any change to the record (its own write or
 * an embedded copy that followed its source) gives a new one.
 */
import { createHash } from 'node:crypto';

export const etagOf = (doc: string | Uint8Array): string => `"${createHash('sha256').update(doc).digest('base64url').slice(0, 27)}"`;

/**
 * Whether an `If-Match` or `If-None-Match` header names this tag: `*` names any, otherwise one of a
 * comma-separated list; `W/` tags compare by their opaque part (RFC 9110 weak comparison for
 * If-None-Match; an If-Match with a weak tag never matches, as strong comparison requires).
 */
export function matches(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    let tag = part.trim();
    if (tag.startsWith('W/')) {
      if (!weak) continue;
      tag = tag.slice(2);
    }
    if (tag === etag) return true;
  }
  return false;
}
