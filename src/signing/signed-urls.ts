/**
 * Signed product URLs (decisions section 11): `meta.embedUrl`, valid 4 hours, MAC over
 * `embed:ID:EXPIRY`; `meta.publicPageUrl`, valid 183 days, MAC over `page:ID:EXPIRY`. MAC =
 * HMAC-SHA256 with a server-held secret, hex. Ids are percent-encoded in URLs.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export const EMBED_TTL_SECONDS = 4 * 3600;
export const PAGE_TTL_SECONDS = 183 * 24 * 3600;

export class UrlSigner {
  /** A key object: HMACs are made per product on streams, and it saves re-reading the key each time. */
  private readonly key: KeyObject;

  constructor(secret: string, private readonly baseUrl: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  mac(purpose: 'embed' | 'page', id: string, expiry: number): string {
    return createHmac('sha256', this.key).update(`${purpose}:${id}:${expiry}`).digest('hex');
  }

  embedUrl(id: string, keyId: string, nowSeconds: number): string {
    const t = nowSeconds + EMBED_TTL_SECONDS;
    return `${this.baseUrl}/v4/products/embed?id=${encodeURIComponent(id)}&t=${t}&key=${encodeURIComponent(keyId)}&mac=${this.mac('embed', id, t)}`;
  }

  publicPageUrl(id: string, nowSeconds: number): string {
    const t = nowSeconds + PAGE_TTL_SECONDS;
    return `${this.baseUrl}/products/${encodeURIComponent(id)}?t=${t}&mac=${this.mac('page', id, t)}`;
  }

  /** True when `mac` is the MAC of (purpose, id, expiry) and the expiry has not passed. */
  verify(purpose: 'embed' | 'page', id: string, expiry: number, mac: string, nowSeconds: number): boolean {
    if (!Number.isSafeInteger(expiry) || expiry < nowSeconds || !/^[0-9a-f]{64}$/.test(mac)) return false;
    return timingSafeEqual(Buffer.from(this.mac(purpose, id, expiry), 'hex'), Buffer.from(mac, 'hex'));
  }
}
