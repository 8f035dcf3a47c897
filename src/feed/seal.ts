/**
 * The check a position or a stream cursor carries (docs/api.md "Following changes"): a keyed
 * 64-bit hash of its text with the store's own key (`changes_key`, made by migration 10), so that
 * a value altered by hand, cut short or made up answers 422 rather than a wrong place. It guards
 * against mistakes, not against a caller who wants to mislead itself: a forged cursor could only
 * move where the caller's own stream resumes, within what it may read anyway. Cheap enough for
 * every line of a stream (a fraction of a microsecond; an HMAC cost several, about a tenth of a
 * stream's time).
 */

/** murmur3's finalizer: every input bit moves every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two 32-bit lanes over the key and then the text, as 11 URL-safe characters. */
export function seal(key: string, text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (const part of [key, '\u0000', text]) {
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
  }
  const out = Buffer.allocUnsafe(8);
  out.writeUInt32BE(mix(a ^ text.length), 0);
  out.writeUInt32BE(mix(b + a), 4);
  return out.toString('base64url');
}
