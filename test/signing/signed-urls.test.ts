/**
 * Signed URLs (docs/contract.md §11): a worker's batch of MACs is read by position, and only for
 * the expiries it was made for; anything else is signed again, never answered with a wrong MAC.
 * The public page's URL is the same for a whole 30-day window and valid 183 to 213 days
 * (docs/api.md "The public page's address"); the embed's keeps its 4 hours.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMBED_STEP_SECONDS, EMBED_TTL_SECONDS, PAGE_STEP_SECONDS, PAGE_TTL_SECONDS, pageExpiry, SignedBatch, UrlSigner,
} from '../../src/signing/signed-urls.js';
import { Rng } from '../support/rng.js';

const SECRET = 'unit-signing-secret';
const hmac = (message: string) => createHmac('sha256', SECRET).update(message).digest('hex');

describe('SignedBatch', () => {
  const rng = new Rng(11);
  const ids = Array.from({ length: 40 }, (_, i) => `P${i}-${rng.int(1e9)}`);
  const expiries = { embed: 1_800_000_300, page: 1_815_000_000 };
  const macs = ids.map((id) => hmac(`embed:${id}:${expiries.embed}`) + hmac(`page:${id}:${expiries.page}`)).join('');
  const batch = new SignedBatch(ids, expiries, macs);

  it('gives each id its own embed and page MAC', () => {
    for (const id of ids) {
      expect(batch.mac('embed', id, expiries.embed)).toBe(hmac(`embed:${id}:${expiries.embed}`));
      expect(batch.mac('page', id, expiries.page)).toBe(hmac(`page:${id}:${expiries.page}`));
    }
  });

  it('has no MAC for an id outside the batch or another expiry', () => {
    expect(batch.mac('embed', 'not-in-batch', expiries.embed)).toBeUndefined();
    expect(batch.mac('embed', ids[0]!, expiries.embed + 300)).toBeUndefined();
    expect(batch.mac('page', ids[0]!, expiries.embed)).toBeUndefined();
  });
});

describe('UrlSigner', () => {
  const signer = new UrlSigner(SECRET, 'https://catalog.test');
  const now = 1_795_000_000;

  it('uses a batch only where it holds the MAC, and signs the rest itself', () => {
    const wrongExpiry = new SignedBatch(['A'], { embed: 1, page: 2 }, 'f'.repeat(128));
    const url = new URL(signer.urlsFor('ck_1', now, false, wrongExpiry).embed('A'));
    expect(url.searchParams.get('mac')).toBe(hmac(`embed:A:${url.searchParams.get('t')}`));
    const page = new URL(signer.urlsFor('ck_1', now, true, wrongExpiry).page('B/1'));
    expect(page.pathname).toBe('/products/B%2F1');
    expect(page.searchParams.get('mac')).toBe(hmac(`page:B/1:${page.searchParams.get('t')}`));
  });

  it('remembers each product\'s MACs for its expiries, and makes them again when an expiry moves on', () => {
    const rng = new Rng(12);
    const ids = Array.from({ length: 30 }, (_, i) => `R${i}-${rng.int(1e6)}`);
    // Times that cross embed steps (300 s) and page windows (30 days), visited in a shuffled order, twice.
    const times = Array.from({ length: 12 }, (_, i) => now + i * 1_000 + rng.int(300))
      .concat(Array.from({ length: 6 }, (_, i) => now + i * 11 * 86_400 + rng.int(86_400)));
    for (const at of [...times, ...times.reverse()]) {
      const remembered = signer.urlsFor('ck_2', at, true);
      for (const id of ids) {
        for (const url of [new URL(remembered.embed(id)), new URL(remembered.page(id))]) {
          const purpose = url.pathname.startsWith('/products/') ? 'page' : 'embed';
          expect(url.searchParams.get('mac')).toBe(hmac(`${purpose}:${id}:${url.searchParams.get('t')}`));
        }
      }
    }
  });

  it('hands out one public page URL for every time of a 30-day window, valid 183 to 213 days; the next window another', () => {
    expect(PAGE_STEP_SECONDS).toBe(30 * 86_400);
    const expiry = pageExpiry(now);
    const first = expiry - PAGE_TTL_SECONDS - PAGE_STEP_SECONDS + 1;
    const last = expiry - PAGE_TTL_SECONDS;
    const url = signer.pageUrl('A', now);
    for (const at of [first, first + 1, now, last - 1, last]) {
      expect(signer.pageUrl('A', at)).toBe(url);
      expect(signer.urlsFor('ck_1', at).page('A')).toBe(url);
      expect(expiry - at).toBeGreaterThanOrEqual(PAGE_TTL_SECONDS);
      expect(expiry - at).toBeLessThan(PAGE_TTL_SECONDS + PAGE_STEP_SECONDS);
    }
    const next = signer.pageUrl('A', last + 1);
    expect(next).not.toBe(url);
    expect(Number(new URL(next).searchParams.get('t'))).toBe(expiry + PAGE_STEP_SECONDS);
    // The old URL stays valid well into the next window, and to its last second.
    const mac = new URL(url).searchParams.get('mac')!;
    expect(signer.verify('page', 'A', expiry, mac, last + 1)).toBe(true);
    expect(signer.verify('page', 'A', expiry, mac, expiry)).toBe(true);
    expect(signer.verify('page', 'A', expiry, mac, expiry + 1)).toBe(false);
  });

  it('keeps the embed URL\'s rules: valid 4 hours, rounded up to 5 minutes', () => {
    for (const at of [now, now + 1, now + 299, now + 86_400]) {
      const t = Number(new URL(signer.urlsFor('ck_1', at).embed('A')).searchParams.get('t'));
      expect(t % EMBED_STEP_SECONDS).toBe(0);
      expect(t - at).toBeGreaterThanOrEqual(EMBED_TTL_SECONDS);
      expect(t - at).toBeLessThan(EMBED_TTL_SECONDS + EMBED_STEP_SECONDS);
    }
  });

  it('makes and checks URLs by the clock it is given, else the system\'s', () => {
    expect(Math.abs(signer.now() - Date.now() / 1000)).toBeLessThan(5);
    expect(new UrlSigner(SECRET, 'https://catalog.test', () => now).now()).toBe(now);
  });

  it('verifies its own URLs until they expire', () => {
    const url = new URL(signer.urlsFor('ck_1', now).embed('A'));
    const t = Number(url.searchParams.get('t'));
    const mac = url.searchParams.get('mac')!;
    expect(signer.verify('embed', 'A', t, mac, now)).toBe(true);
    expect(signer.verify('embed', 'A', t, mac, t + 1)).toBe(false);
    expect(signer.verify('page', 'A', t, mac, now)).toBe(false);
  });
});
