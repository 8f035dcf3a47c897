/**
 * Signed URLs (decisions section 11): a worker's batch of MACs is read by position, and only for
 * the expiries it was made for; anything else is signed again, never answered with a wrong MAC.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignedBatch, UrlSigner } from '../../src/signing/signed-urls.js';
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
    // Times that cross an embed step (300 s) and a page step (3,600 s), visited in a shuffled order, twice.
    const times = Array.from({ length: 12 }, (_, i) => now + i * 1_000 + rng.int(300));
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

  it('verifies its own URLs until they expire', () => {
    const url = new URL(signer.urlsFor('ck_1', now).embed('A'));
    const t = Number(url.searchParams.get('t'));
    const mac = url.searchParams.get('mac')!;
    expect(signer.verify('embed', 'A', t, mac, now)).toBe(true);
    expect(signer.verify('embed', 'A', t, mac, t + 1)).toBe(false);
    expect(signer.verify('page', 'A', t, mac, now)).toBe(false);
  });
});
