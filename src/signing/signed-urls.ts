/**
 * Signed product URLs (docs/contract.md §11): `meta.embedUrl`, valid 4 hours, MAC over
 * `embed:ID:EXPIRY`; `meta.publicPageUrl`, valid 183 days, MAC over `page:ID:EXPIRY`. MAC =
 * HMAC-SHA256 with a server-held secret, hex. Ids are percent-encoded in URLs. How long each stays
 * the same: docs/api.md "The embed card and the public page" and "The public page's address".
 */
import { createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { macHex, type UrlPurpose } from './mac.js';
import type { MacRequest, MacResult } from './mac-worker.js';

export const EMBED_TTL_SECONDS = 4 * 3600;
export const PAGE_TTL_SECONDS = 183 * 24 * 3600;
/**
 * Expiries are rounded up to these steps, so a product's URLs stay the same for a while and their
 * MACs can be remembered: a URL is valid for its full time and at most one step longer.
 */
export const EMBED_STEP_SECONDS = 300;
/**
 * 30 days: the public page's address is what search engines index (its canonical link is the
 * current one, src/http/routes/page-routes.ts), so it stays the same for a whole window of 30 days
 * and each is valid 183 to 213 days (docs/api.md "The public page's address").
 */
export const PAGE_STEP_SECONDS = 30 * 24 * 3600;
/** Products whose MACs are remembered for repeated results (pages are read again and again); streams do not use it. */
const CACHED_PRODUCTS = 25_000;

/** A product's MACs as last made, each with the expiry it signs. */
type KnownMacs = Partial<Record<UrlPurpose, { mac: string; expiry: number }>>;

const roundUp = (t: number, step: number) => Math.ceil(t / step) * step;
const embedExpiry = (nowSeconds: number) => roundUp(nowSeconds + EMBED_TTL_SECONDS, EMBED_STEP_SECONDS);
/** The expiry of the public page URLs made at this time: the same for every time of one window. */
export const pageExpiry = (nowSeconds: number) => roundUp(nowSeconds + PAGE_TTL_SECONDS, PAGE_STEP_SECONDS);
/** The system's clock in unix seconds, the time URLs are made and checked at unless a signer is given another. */
export const systemSeconds = () => Math.floor(Date.now() / 1000);
const HEX = 64;

/** The MACs a worker computed for one batch of products (`UrlSigner.sign`). */
export class SignedBatch {
  private readonly positions = new Map<string, number>();

  constructor(ids: readonly string[], private readonly expiries: Record<UrlPurpose, number>, private readonly macs: string) {
    ids.forEach((id, i) => this.positions.set(id, i));
  }

  mac(purpose: UrlPurpose, id: string, expiry: number): string | undefined {
    const i = this.positions.get(id);
    if (i === undefined || expiry !== this.expiries[purpose]) return undefined;
    const at = (2 * i + (purpose === 'embed' ? 0 : 1)) * HEX;
    return this.macs.slice(at, at + HEX);
  }
}

export class UrlSigner {
  /** A key object: HMACs are made per product on streams, and it saves re-reading the key each time. */
  private readonly key: KeyObject;

  /**
   * By product id: one lookup of the id a URL, where a key of purpose, id and expiry made a new
   * string to hash for each of a page's 500 URLs (4% of the event loop during a mix of pages).
   */
  private readonly macs = new Map<string, KnownMacs>();
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, (macs: string | undefined) => void>();
  private seq = 0;

  /**
   * `now` is the time, in unix seconds, that the server makes and checks URLs at: the system's
   * clock, or one a test moves across the windows of PAGE_STEP_SECONDS.
   */
  constructor(private readonly secret: string, private readonly baseUrl: string, readonly now: () => number = systemSeconds) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /**
   * The MACs of these products' URLs, computed on a worker thread (streams sign a batch while the
   * next one is read). Without the built worker (tests running the sources), or when the worker
   * failed, there is no batch and views sign in this thread.
   */
  async sign(ids: readonly string[], nowSeconds: number): Promise<SignedBatch | undefined> {
    const worker = this.startWorker();
    if (!worker) return undefined;
    const expiries = { embed: embedExpiry(nowSeconds), page: pageExpiry(nowSeconds) };
    const seq = this.seq++;
    const macs = await new Promise<string | undefined>((resolve) => {
      this.waiting.set(seq, resolve);
      worker.postMessage({ seq, ids, embedExpiry: expiries.embed, pageExpiry: expiries.page } satisfies MacRequest);
    });
    return macs === undefined ? undefined : new SignedBatch(ids, expiries, macs);
  }

  private startWorker(): Worker | undefined {
    if (this.worker) return this.worker;
    const url = new URL('./mac-worker.js', import.meta.url);
    if (!existsSync(fileURLToPath(url))) return undefined;
    this.worker = new Worker(url, { workerData: { secret: this.secret } });
    this.worker.unref();
    this.worker.on('message', (result: MacResult) => {
      this.waiting.get(result.seq)?.(result.macs);
      this.waiting.delete(result.seq);
    });
    this.worker.on('error', () => {
      // Signing falls back to this thread; pending batches are signed there when their views run.
      for (const resolve of this.waiting.values()) resolve(undefined);
      this.waiting.clear();
      this.worker = undefined;
    });
    return this.worker;
  }

  private known(id: string): KnownMacs {
    let known = this.macs.get(id);
    if (known === undefined) {
      // Cleared when full rather than evicted one by one: a Map with many deletions makes finding
      // its oldest entry slow.
      if (this.macs.size >= CACHED_PRODUCTS) this.macs.clear();
      known = {};
      this.macs.set(id, known);
    }
    return known;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  mac(purpose: UrlPurpose, id: string, expiry: number): string {
    return macHex(this.key, purpose, id, expiry);
  }

  private remembered(purpose: UrlPurpose, id: string, expiry: number, remember: boolean, signed?: SignedBatch): string {
    const given = signed?.mac(purpose, id, expiry);
    if (given !== undefined) return given;
    if (!remember) return this.mac(purpose, id, expiry);
    const known = this.known(id);
    let made = known[purpose];
    if (made?.expiry !== expiry) {
      made = { mac: this.mac(purpose, id, expiry), expiry };
      known[purpose] = made;
    }
    return made.mac;
  }

  /**
   * The two signed URLs of products for one request. What is the same for every product of it
   * (base URL, expiries, the caller's key) is written once, not once a product.
   */
  urlsFor(keyId: string, nowSeconds: number, remember = false, signed?: SignedBatch): { embed(id: string): string; page(id: string): string } {
    const te = embedExpiry(nowSeconds);
    const tp = pageExpiry(nowSeconds);
    const embedHead = `${this.baseUrl}/v4/products/embed?id=`;
    const embedTail = `&t=${te}&key=${encodeURIComponent(keyId)}&mac=`;
    const pageHead = `${this.baseUrl}/products/`;
    const pageTail = `?t=${tp}&mac=`;
    return {
      embed: (id) => embedHead + encodeURIComponent(id) + embedTail + this.remembered('embed', id, te, remember, signed),
      page: (id) => pageHead + encodeURIComponent(id) + pageTail + this.remembered('page', id, tp, remember, signed),
    };
  }

  /**
   * The public page URL that product results hand out at this time (`meta.publicPageUrl`): the
   * page's canonical address, the same throughout a window of PAGE_STEP_SECONDS. Remembered: pages
   * are read again and again.
   */
  pageUrl(id: string, nowSeconds: number): string {
    return this.urlsFor('', nowSeconds, true).page(id);
  }

  /** True when `mac` is the MAC of (purpose, id, expiry) and the expiry has not passed. */
  verify(purpose: UrlPurpose, id: string, expiry: number, mac: string, nowSeconds: number): boolean {
    if (!Number.isSafeInteger(expiry) || expiry < nowSeconds || !/^[0-9a-f]{64}$/.test(mac)) return false;
    return timingSafeEqual(Buffer.from(this.mac(purpose, id, expiry), 'hex'), Buffer.from(mac, 'hex'));
  }
}
