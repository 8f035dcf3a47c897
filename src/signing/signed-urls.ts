/**
 * Signed product URLs (decisions section 11): `meta.embedUrl`, valid 4 hours, MAC over
 * `embed:ID:EXPIRY`; `meta.publicPageUrl`, valid 183 days, MAC over `page:ID:EXPIRY`. MAC =
 * HMAC-SHA256 with a server-held secret, hex. Ids are percent-encoded in URLs.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export const EMBED_TTL_SECONDS = 4 * 3600;
export const PAGE_TTL_SECONDS = 183 * 24 * 3600;
/**
 * Expiries are rounded up to these steps, so a product's URLs stay the same for a while and their
 * MACs can be remembered: a URL is valid for its full time and at most one step longer.
 */
export const EMBED_STEP_SECONDS = 300;
export const PAGE_STEP_SECONDS = 3600;
/** MACs remembered for repeated results (pages are read again and again); streams do not use it. */
const CACHED_MACS = 50_000;

const roundUp = (t: number, step: number) => Math.ceil(t / step) * step;

export class UrlSigner {
  /** A key object: HMACs are made per product on streams, and it saves re-reading the key each time. */
  private readonly key: KeyObject;

  private readonly macs = new Map<string, string>();

  constructor(secret: string, private readonly baseUrl: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  mac(purpose: 'embed' | 'page', id: string, expiry: number): string {
    return createHmac('sha256', this.key).update(`${purpose}:${id}:${expiry}`).digest('hex');
  }

  private remembered(purpose: 'embed' | 'page', id: string, expiry: number, remember: boolean): string {
    if (!remember) return this.mac(purpose, id, expiry);
    const key = `${purpose}:${id}:${expiry}`;
    let mac = this.macs.get(key);
    if (mac === undefined) {
      mac = this.mac(purpose, id, expiry);
      this.macs.set(key, mac);
      if (this.macs.size > CACHED_MACS) this.macs.delete(this.macs.keys().next().value!);
    }
    return mac;
  }

  embedUrl(id: string, keyId: string, nowSeconds: number, remember = false): string {
    const t = roundUp(nowSeconds + EMBED_TTL_SECONDS, EMBED_STEP_SECONDS);
    return `${this.baseUrl}/v4/products/embed?id=${encodeURIComponent(id)}&t=${t}&key=${encodeURIComponent(keyId)}&mac=${this.remembered('embed', id, t, remember)}`;
  }

  publicPageUrl(id: string, nowSeconds: number, remember = false): string {
    const t = roundUp(nowSeconds + PAGE_TTL_SECONDS, PAGE_STEP_SECONDS);
    return `${this.baseUrl}/products/${encodeURIComponent(id)}?t=${t}&mac=${this.remembered('page', id, t, remember)}`;
  }

  /** True when `mac` is the MAC of (purpose, id, expiry) and the expiry has not passed. */
  verify(purpose: 'embed' | 'page', id: string, expiry: number, mac: string, nowSeconds: number): boolean {
    if (!Number.isSafeInteger(expiry) || expiry < nowSeconds || !/^[0-9a-f]{64}$/.test(mac)) return false;
    return timingSafeEqual(Buffer.from(this.mac(purpose, id, expiry), 'hex'), Buffer.from(mac, 'hex'));
  }
}
