/**
 * The embed card and the public page (docs/contract.md §11, §12 and §15), over a generated
 * catalogue in a real store: every result's signed URLs answer a page; catalogue text is escaped
 * everywhere, hostile text included; only http(s) URLs become links or images; the main photo;
 * the locale switch; 403 for a tampered or expired link and a revoked key, 404 for an unknown
 * product, 422 for an incomplete link, as HTML or as JSON when preferred; headers for framing,
 * caching and revalidation. The public page's stable address per 30-day window (its canonical
 * link), its meta description, public price and schema.org Product data as Google's Product rich
 * result takes it; the icon both pages link to (docs/api.md "The embed card and the public page").
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../../src/auth/keys.js';
import { users } from '../../src/resources/users/resource.js';
import { PAGE_STEP_SECONDS, PAGE_TTL_SECONDS, pageExpiry, UrlSigner } from '../../src/signing/signed-urls.js';
import { basic, createTestCatalog, readNdjson, writeNdjson, type TestCatalog } from '../support/catalog.js';
import { productProblems } from '../support/schema-org-product.js';

const BASE = 'https://catalog.test';
/** Text that would run, close an element or break an attribute if it were not escaped. */
const HOSTILE = `<script>alert("name")</script> & 'quoted' "twice" </style></script><!-- <img src=x onerror=alert(1)>`;

let catalog: TestCatalog;
let signer: UrlSigner;
/** The product whose texts are hostile, and products with and without photos. */
let hostile: Record<string, any>;
/** A product whose first description is a contra-indication and whose second, the general one, is long. */
let describedId: string;
/** The time the catalogue makes and checks signed URLs at (src/server.ts `clock`): the system's unless a test sets one. */
let clockAt: number | undefined;
const generalText = (locale: string) => `General ${locale} <b>text</b> & "care": ${Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')}\n\nSecond paragraph.`;
const contraText = (locale: string) => `Contra ${locale}: do not use in case of allergy.`;

beforeAll(async () => {
  catalog = await createTestCatalog({
    products: 150, seed: 15, env: { RATE_LIMIT_PER_MINUTE: '0', PUBLIC_BASE_URL: BASE, SIGNING_SECRET: 'pages-secret' },
    clock: () => clockAt ?? Math.floor(Date.now() / 1000),
    prepare(dir) {
      const file = join(dir, 'products.ndjson');
      const products = readNdjson(file);
      const target = products.find((p) => p.photos.length > 0 && p.leaflets.length > 0 && p.descriptions.length > 0 && p.brands.length > 0)!;
      for (const locale of Object.keys(target.name)) target.name[locale] = `${HOSTILE} ${locale}`;
      target.brands[0].name = Object.fromEntries(Object.keys(target.brands[0].name).map((l) => [l, `${HOSTILE} brand`]));
      for (const d of target.descriptions) d.content = Object.fromEntries(Object.keys(d.content).map((l) => [l, `${HOSTILE}\n\nsecond paragraph`]));
      // Links and images that are not http(s) must never reach an href or a src.
      target.leaflets[0].url = Object.fromEntries(Object.keys(target.leaflets[0].url).map((l) => [l, 'javascript:alert(document.domain)']));
      target.photos.push({ ...target.photos[0], id: 999_999, displayOrder: target.photos.length + 1, formats: { ...target.photos[0].formats, large: 'javascript:alert(2)', medium: 'data:text/html,x' } });
      // The meta description is the general description, not whichever comes first.
      const described = products.find((p) => p !== target && p.descriptions.length >= 2 && Object.keys(p.name).length > 1)!;
      const [contra, general] = described.descriptions;
      const every = (text: (locale: string) => string) => Object.fromEntries(Object.keys(described.name).map((l) => [l, text(l)]));
      described.descriptions = [
        { ...contra, locales: [], type: 'contraindications', content: every(contraText) },
        { ...general, locales: [], type: 'general', content: every(generalText) },
      ];
      describedId = described.id;
      writeNdjson(file, products);
    },
  });
  signer = new UrlSigner('pages-secret', BASE);
  hostile = catalog.records.products!.find((p) => p.name.nl?.startsWith(HOSTILE) || Object.values(p.name).some((n) => String(n).startsWith(HOSTILE)))!;
});
afterAll(async () => {
  await signer?.close();
  await catalog?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'GET', url: url.startsWith(BASE) ? url.slice(BASE.length) : url, headers });
const now = () => Math.floor(Date.now() / 1000);

/** The signed URLs the API gives a caller for some products. */
async function urlsOf(filter: unknown, authorization = catalog.auth.reader): Promise<Array<{ id: string; embed: string; page: string }>> {
  const res = await catalog.app.inject({
    method: 'POST', url: '/v4/products/query', headers: { authorization, 'content-type': 'application/json' },
    payload: { filter, sorting: { id: 'ASC' }, page: { no: 0, size: 50 } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().results.map((r: any) => ({ id: r.id, embed: r.meta.embedUrl, page: r.meta.publicPageUrl }));
}

const embedUrl = (id: string, key: string, t = now() + 3600) =>
  `/v4/products/embed?id=${encodeURIComponent(id)}&t=${t}&key=${key}&mac=${signer.mac('embed', id, t)}`;
const pageUrl = (id: string, t = now() + 3600) => `/products/${encodeURIComponent(id)}?t=${t}&mac=${signer.mac('page', id, t)}`;
const scripts = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
const attributes = (html: string, name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1]!);
/** Text as Eta escapes it, and back. */
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const unescaped = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const canonicalOf = (html: string) => unescaped(/<link rel="canonical" href="([^"]*)">/.exec(html)![1]!);
const metaDescriptionOf = (html: string) => {
  const found = /<meta name="description" content="([^"]*)">/.exec(html);
  return found ? unescaped(found[1]!) : undefined;
};
const structured = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const expiryOf = (url: string) => Number(new URL(url).searchParams.get('t'));

describe('signed URLs lead to pages', () => {
  it('every result\'s embedUrl answers the card and publicPageUrl the page', async () => {
    const urls = await urlsOf({});
    expect(urls.length).toBe(50);
    for (const { id, embed, page } of urls) {
      const card = await get(embed);
      expect(card.statusCode, `${id}: ${card.body.slice(0, 200)}`).toBe(200);
      expect(card.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(card.body).toMatch(/^<!doctype html>/);
      const full = await get(page);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('the card shows the name, brand, EAN, PZN and flags; its main picture is the first photo, else the first frontal', async () => {
    const products = catalog.records.products!;
    const withPhoto = products.filter((p) => p.photos.length > 0 && p !== hostile).slice(0, 5);
    const frontalOnly = products.filter((p) => p.photos.length === 0 && p.frontals.length > 0).slice(0, 5);
    const bare = products.filter((p) => p.photos.length === 0 && p.frontals.length === 0).slice(0, 3);
    expect(frontalOnly.length).toBeGreaterThan(0);
    expect(bare.length).toBeGreaterThan(0);
    for (const p of [...withPhoto, ...frontalOnly, ...bare]) {
      const res = await get(embedUrl(p.id, catalog.keys.reader));
      const main = p.photos[0] ?? p.frontals[0];
      const sources = attributes(res.body, 'src');
      if (main) {
        expect(sources, p.id).toEqual([main.formats.medium]);
        expect(attributes(res.body, 'srcset')).toEqual([main.formats.mediumWebp]);
      } else expect(sources).toEqual([]);
      const locale = Object.keys(p.name)[0]!;
      expect(res.body).toContain(`<html lang="${locale}">`);
      expect(res.body).toContain(`<h1 id="product-name">${escaped(p.name[locale])}</h1>`);
      for (const ean of p.ean) expect(res.body).toContain(String(ean).padStart(ean === p.eanGtin8 ? 8 : 13, '0'));
      if (p.pzn) expect(res.body).toContain(`<dd>${p.pzn}</dd>`);
      if (p.brands.length > 0) expect(res.body).toContain(escaped(p.brands[0].name[locale]));
      expect(scripts(res.body)).toEqual([]);
    }
  });
});

describe('catalogue text is escaped', () => {
  it('the card: no hostile markup, no script, no javascript: link', async () => {
    const res = await get(embedUrl(hostile.id, catalog.keys.reader));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
    expect(res.body.match(/<\/style>/g)).toHaveLength(1);
    expect(res.body.match(/<!--/g)).toBeNull();
  });

  it('the page: the only script is the schema.org data, which no text can close', async () => {
    const res = await get(pageUrl(hostile.id));
    expect(res.statusCode).toBe(200);
    const found = scripts(res.body);
    expect(found).toHaveLength(1);
    expect(found[0]![0]).toMatch(/^<script type="application\/ld\+json">/);
    const data = JSON.parse(found[0]![1]!);
    const locale = Object.keys(hostile.name)[0]!;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: hostile.name[locale], sku: hostile.id });
    expect(data.brand).toEqual({ '@type': 'Brand', name: hostile.brands[0].name[locale] });
    expect(found[0]![1]).not.toMatch(/[<>]/);
    expect(res.body).not.toContain('javascript:');
    expect(res.body).not.toContain('data:text');
    // Every paragraph of a description is escaped text.
    expect(res.body).toContain('<p>&lt;script&gt;alert(&quot;name&quot;)');
    expect(res.body).toContain('<p>second paragraph</p>');
  });
});

describe('the public page', () => {
  it('shows every shown photo, codes, categories, a canonical link and schema.org data with gtin13 and images', async () => {
    const p = catalog.records.products!.find((x) => x !== hostile && x.photos.length > 1 && x.publicCategories.length > 0 && x.eanGtin13 !== undefined)!;
    const res = await get(pageUrl(p.id));
    const locale = Object.keys(p.name)[0]!;
    const large = [...p.photos, ...p.frontals].map((m: any) => m.formats.large ?? m.formats.largeJpg);
    expect(attributes(res.body, 'src')).toEqual(large);
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(res.body)![1]!.replace(/&amp;/g, '&');
    expect(canonical).toMatch(new RegExp(`^${BASE}/products/${p.id}\\?t=\\d+&mac=[0-9a-f]{64}$`));
    expect((await get(canonical)).statusCode).toBe(200);
    const data = JSON.parse(scripts(res.body)[0]![1]!);
    expect(data.gtin13).toBe(String(p.eanGtin13).padStart(13, '0'));
    expect(data.image).toEqual(large);
    expect(data.url).toBe(canonical);
    for (const c of p.publicCategories) expect(res.body).toContain(`<li>${c.name[locale] ?? Object.values(c.name)[0]}</li>`);
  });

  it('switches locale: ?locale= picks the language, the switch lists the name locales, the current one marked', async () => {
    const p = catalog.records.products!.find((x) => Object.keys(x.name).length > 1 && x !== hostile)!;
    const locales = Object.keys(p.name);
    for (const locale of locales) {
      for (const url of [pageUrl(p.id), embedUrl(p.id, catalog.keys.reader)]) {
        const res = await get(`${url}&locale=${locale}`);
        expect(res.body).toContain(`<html lang="${locale}">`);
        expect(res.body).toContain(p.name[locale].replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
        expect(attributes(res.body, 'hreflang').filter((_, i, all) => all.indexOf(_) === i)).toEqual(locales);
        expect(res.body).toMatch(new RegExp(`hreflang="${locale}" lang="${locale}" aria-current="page"`));
        // Each entry of the switch opens this page in its locale.
        const link = attributes(res.body, 'href').map((h) => h.replace(/&amp;/g, '&')).find((h) => h.endsWith(`locale=${locales.at(-1)}`))!;
        const next = await get(link.startsWith('?') ? `${url.split('?')[0]}${link}` : link);
        expect(next.body).toContain(`<html lang="${locales.at(-1)}">`);
      }
    }
    // A locale the product has no name in: its first locale.
    expect((await get(`${pageUrl(p.id)}&locale=it`)).body).toContain(`<html lang="${locales[0]}">`);
  });
});

describe('the public page\'s stable address', () => {
  it('is the same throughout a 30-day window, in products/query and as the page\'s canonical link; the next window has a new one, and the old one still opens', async () => {
    const p = catalog.records.products!.find((x) => x !== hostile && Object.keys(x.name).length > 1)!;
    const publicPageUrl = async () => (await urlsOf({ id: p.id }))[0]!.page;
    // The window of the current time: every second of it signs the same expiry.
    const expiry = pageExpiry(now());
    const first = expiry - PAGE_TTL_SECONDS - PAGE_STEP_SECONDS + 1;
    const last = expiry - PAGE_TTL_SECONDS;
    try {
      clockAt = first;
      const handedOut = await publicPageUrl();
      expect(expiryOf(handedOut)).toBe(expiry);
      expect(expiry - first).toBeLessThan(PAGE_TTL_SECONDS + PAGE_STEP_SECONDS);
      clockAt = last;
      expect(expiry - last).toBeGreaterThanOrEqual(PAGE_TTL_SECONDS);
      expect(await publicPageUrl()).toBe(handedOut);
      // Visited at another time of the window by another valid link: the canonical link and the
      // schema.org url are the address the API hands out, not the visitor's.
      const visited = await get(pageUrl(p.id, last + 3600));
      expect(visited.statusCode).toBe(200);
      expect(canonicalOf(visited.body)).toBe(handedOut);
      expect(structured(visited.body).url).toBe(handedOut);
      // The other languages' alternates are the same address in that language.
      const other = Object.keys(p.name)[1]!;
      expect(attributes(visited.body, 'href').map(unescaped)).toContain(`${handedOut}&locale=${other}`);

      // The next window: a new address, valid 183 days and more; the old one still opens and names it.
      clockAt = last + 1;
      const next = await publicPageUrl();
      expect(next).not.toBe(handedOut);
      expect(expiryOf(next)).toBe(expiry + PAGE_STEP_SECONDS);
      const old = await get(handedOut);
      expect(old.statusCode).toBe(200);
      expect(canonicalOf(old.body)).toBe(next);
      expect((await get(next)).statusCode).toBe(200);
      // The same link revalidated across the boundary is a new page (its canonical changed).
      clockAt = last;
      const before = await get(handedOut);
      clockAt = last + 1;
      expect((await get(handedOut, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    } finally {
      clockAt = undefined;
    }
  });
});

describe('search engines', () => {
  it('the schema.org data is a Product as Google\'s Product rich result takes it, with gtin13, brand, images and an offer at the public price', async () => {
    clockAt = now();
    try {
      const urls = await urlsOf({});
      const byId = new Map(catalog.records.products!.map((p) => [p.id as string, p]));
      const seen = { gtin13: 0, brand: 0, offers: 0, noOffers: 0, image: 0 };
      for (const { id, page } of urls) {
        const p = byId.get(id)!;
        // Opened by another valid link than the one handed out: the data names the handed-out one.
        const res = await get(pageUrl(id));
        const data = structured(res.body);
        const has = {
          gtin13: p.eanGtin13 !== undefined || p.ean.some((e: number) => e !== p.eanGtin8 && e < 1e13),
          brand: p.brands.length > 0,
          offers: p.publicPrice !== undefined,
          image: [...p.photos, ...p.frontals].length > 0,
        };
        expect(productProblems(data, has), `${id}: ${JSON.stringify(data)}`).toEqual([]);
        const locale = Object.keys(p.name)[0]!;
        expect(canonicalOf(res.body)).toBe(page);
        expect(data.url).toBe(page);
        if (has.brand) expect(data.brand).toEqual({ '@type': 'Brand', name: p.brands[0].name[locale] });
        if (has.offers) {
          const euros = `${Math.floor(p.publicPrice / 100)}.${String(p.publicPrice % 100).padStart(2, '0')}`;
          expect(data.offers).toEqual({ '@type': 'Offer', price: euros, priceCurrency: 'EUR', url: page });
          // On the page too, as its language writes euros.
          const shown = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(p.publicPrice / 100);
          expect(res.body).toContain(`<data value="${euros}">${escaped(shown)}</data>`);
        } else {
          expect(data.offers).toBeUndefined();
          expect(res.body).not.toContain('<data value=');
        }
        for (const [name, present] of Object.entries(has)) if (present) seen[name as keyof typeof seen]++;
        if (!has.offers) seen.noOffers++;
      }
      // The products checked have each kind of data, and some have no price.
      for (const [name, count] of Object.entries(seen)) expect(count, name).toBeGreaterThan(0);
    } finally {
      clockAt = undefined;
    }
  });

  it('the meta description is the beginning of the general description in the page\'s language, cut at a word, escaped', async () => {
    const p = catalog.records.products!.find((x) => x.id === describedId)!;
    for (const locale of Object.keys(p.name)) {
      const res = await get(`${pageUrl(p.id)}&locale=${locale}`);
      const description = metaDescriptionOf(res.body)!;
      const general = generalText(locale).replace(/\s+/g, ' ');
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.length).toBeGreaterThan(100);
      expect(description.endsWith('…')).toBe(true);
      const kept = description.slice(0, -1);
      expect(general.startsWith(kept)).toBe(true);
      // Whole words only: the cut is followed by a space in the text.
      expect(general[kept.length]).toBe(' ');
      expect(description).not.toContain(contraText(locale));
      // Escaped in the attribute: the text's markup and quotes are characters, not HTML.
      expect(res.body).toContain(`<meta name="description" content="${escaped(description)}">`);
      expect(res.body).not.toContain('<b>text</b>');
    }
  });

  it('/favicon.ico is an icon, long cached, that the page and the card link to', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(png|x-icon)/);
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1])).toBeGreaterThanOrEqual(7 * 86_400);
    expect((await get('/favicon.ico', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    const p = catalog.records.products![5]!;
    for (const url of [pageUrl(p.id), embedUrl(p.id, catalog.keys.reader)]) {
      const page = await get(url);
      expect(page.body).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon.ico">');
      // The page's policy lets it load its icon from its own origin.
      expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    }
  });
});

describe('refusals', () => {
  const expectRefusal = (res: Awaited<ReturnType<typeof get>>, status: number, code: string) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<p>${status} ${code}</p>`);
  };
  const id = () => catalog.records.products![3]!.id as string;

  it('403 for a tampered mac, id or expiry, an expired link, and the other purpose\'s MAC', async () => {
    const t = now() + 3600;
    const good = embedUrl(id(), catalog.keys.reader, t);
    expect((await get(good)).statusCode).toBe(200);
    const other = catalog.records.products![4]!.id as string;
    for (const url of [
      good.replace(/mac=([0-9a-f])/, (_, c) => `mac=${c === '0' ? '1' : '0'}`),
      good.replace(`id=${id()}`, `id=${other}`),
      good.replace(`t=${t}`, `t=${t + 1}`),
      good.replace(/&mac=[0-9a-f]+/, ''),
      good.replace(`t=${t}`, 't=soon'),
      embedUrl(id(), catalog.keys.reader, now() - 1),
      `/v4/products/embed?id=${id()}&t=${t}&key=${catalog.keys.reader}&mac=${signer.mac('page', id(), t)}`,
    ]) expectRefusal(await get(url), 403, 'authorization.forbidden');
    for (const url of [
      pageUrl(id(), now() - 1),
      `/products/${id()}?t=${t}&mac=${signer.mac('embed', id(), t)}`,
      `/products/${other}?t=${t}&mac=${signer.mac('page', id(), t)}`,
    ]) expectRefusal(await get(url), 403, 'authorization.forbidden');
  });

  it('403 once the key a card was made for is revoked, or for a key that does not exist; the page needs no key', async () => {
    const user = catalog.records.users!.find((u) => u.isEnabled && u.subscription.type === 1)!;
    const key = await createKey(catalog.store, users, { userId: user.id, environment: catalog.config.environment, name: 'embed test' });
    const [first] = await urlsOf({ id: id() }, basic(key.key, key.secret));
    expect((await get(first!.embed)).statusCode).toBe(200);
    expect(await revokeKey(catalog.store, key.key)).toBe(true);
    expectRefusal(await get(first!.embed), 403, 'authorization.forbidden');
    expect((await get(first!.page)).statusCode).toBe(200);
    expectRefusal(await get(embedUrl(id(), 'ck_000000000000000000000000')), 403, 'authorization.forbidden');
  });

  it('404 for a product that does not exist, however well signed', async () => {
    expectRefusal(await get(embedUrl('no-such-product', catalog.keys.reader)), 404, 'not_found');
    expectRefusal(await get(pageUrl('no-such-product')), 404, 'not_found');
  });

  it('422 for a link without an id or with a malformed locale', async () => {
    expectRefusal(await get(`/v4/products/embed?t=${now() + 60}&key=${catalog.keys.reader}&mac=00`), 422, 'validation_failed');
    expectRefusal(await get(`${pageUrl(id())}&locale=Dutch`), 422, 'validation_failed');
  });

  it('the JSON error body when the client prefers JSON; the error page in the asked language otherwise', async () => {
    const json = await get(pageUrl(id(), now() - 1), { accept: 'application/json' });
    expect(json.statusCode).toBe(403);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json().error).toMatchObject({ status: 403, code: 'authorization.forbidden' });
    const missing = await get(embedUrl('nope', catalog.keys.reader), { accept: 'text/html;q=0.5, application/json' });
    expect(missing.json().error.code).toBe('not_found');
    const french = await get(`${pageUrl(id(), now() - 1)}&locale=fr`);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain("Ce lien a expiré ou n&#39;est pas valide.");
  });
});

describe('headers', () => {
  const csp = (header: unknown) => Object.fromEntries(String(header).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

  it('the card may be framed by any site, loads only its images and own style, and is cached no longer than its URL is valid', async () => {
    const p = catalog.records.products!.find((x) => x.photos.length > 0 && x !== hostile)!;
    const t = now() + 1000;
    const res = await get(embedUrl(p.id, catalog.keys.reader, t));
    const policy = csp(res.headers['content-security-policy']);
    expect(policy).toMatchObject({ 'default-src': "'none'", 'img-src': `'self' ${new URL(p.photos[0].formats.medium).origin}`, 'frame-ancestors': '*', 'base-uri': "'none'" });
    expect(policy['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(policy['script-src']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1]);
    expect(maxAge).toBeLessThanOrEqual(1000);
    expect(maxAge).toBeGreaterThan(990);
    expect(res.headers['cache-control']).toMatch(/^public, /);
    // A refused card still shows in its frame.
    expect(csp((await get(embedUrl(p.id, catalog.keys.reader, now() - 5))).headers['content-security-policy'])['frame-ancestors']).toBe('*');
  });

  it('the page may not be framed, is cached at most a day, and revalidates by its ETag', async () => {
    const p = catalog.records.products!.find((x) => x !== hostile)!;
    const res = await get(pageUrl(p.id, now() + 100 * 86_400));
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBe(p.meta.updatedAt * 1000);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(pageUrl(p.id, now() + 100 * 86_400), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const french = await get(`${pageUrl(p.id, now() + 100 * 86_400)}&locale=${Object.keys(p.name).at(-1)}`, { 'if-none-match': etag });
    expect(french.statusCode).toBe(Object.keys(p.name).length > 1 ? 200 : 304);
  });
});
