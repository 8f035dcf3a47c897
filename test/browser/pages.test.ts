/**
 * The embed card inside an iframe of another origin, and the public page, in headless Chromium
 * against a real server process (docs/contract.md §15): each shows the product's name and a
 * picture of its main photo's formats that really loads (the image host is answered with a
 * generated PNG), and neither page loads any script or stylesheet, nor anything else than its
 * document and its pictures. Screenshots go to .test-output/pages/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchChromium } from '../support/browser.js';
import { basic, readNdjson } from '../support/catalog.js';
import { solidPng } from '../support/png.js';
import { freePort } from '../support/processes.js';
import { serveGeneratedCatalog, type ServedCatalog } from '../support/served-catalog.js';

const SHOTS = join(process.cwd(), '.test-output', 'pages');
const IMAGE_HOST = 'https://images.example.com/';

let served: ServedCatalog;
let host: Server;
let hostPort: number;
let browser: Browser;
let product: Record<string, any>;
let urls: { embed: string; page: string };

beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  served = await serveGeneratedCatalog({ products: 60, seed: 8 });
  const { key } = served;
  product = readNdjson(join(served.bulk, 'products.ndjson')).find((p) => p.photos.length > 1 && p.leaflets.length > 0 && Object.keys(p.name).length > 1)!;
  const res = await fetch(`${served.origin}/v4/products/find?id=${product.id}`, { headers: { authorization: basic(key.key, key.secret) } });
  const meta = ((await res.json()) as { product: { meta: { embedUrl: string; publicPageUrl: string } } }).product.meta;
  urls = { embed: meta.embedUrl, page: meta.publicPageUrl };
  // Another origin (another host name and port) that frames the card, as an integrator's shop would.
  hostPort = await freePort();
  host = createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(`<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>A shop</h1>
      <iframe src="${urls.embed.replace(/&/g, '&amp;')}" width="520" height="760" title="Product"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
  await served?.close();
});

interface Seen { url: string; type: string }

/** A page whose image host answers with a generated PNG, recording every request it makes. */
async function openPage(): Promise<{ page: Page; seen: Seen[] }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const seen: Seen[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), type: request.resourceType() }));
  const png = solidPng(64, 64, [40, 120, 200]);
  await page.route(`${IMAGE_HOST}**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
  return { page, seen };
}

/** What a test reads of an `<img>` in the page (the DOM's own types are not part of this build). */
interface Img { currentSrc: string; naturalWidth: number; complete: boolean; addEventListener(event: string, listener: () => void): void }

/** The main picture once loaded: the URL it shows and its pixel width. */
const loaded = (img: import('playwright-core').Locator) => img.evaluate((el: Img) => new Promise<{ src: string; width: number }>((resolve) => {
  const done = () => resolve({ src: el.currentSrc, width: el.naturalWidth });
  if (el.complete) done();
  else {
    el.addEventListener('load', done);
    el.addEventListener('error', done);
  }
}));

function loadsNothingElse(seen: Seen[], pictures: readonly string[]): void {
  expect(seen.filter((r) => r.type === 'script' || r.type === 'stylesheet' || r.type === 'font'), JSON.stringify(seen)).toEqual([]);
  for (const r of seen) {
    expect(['document', 'image'], `${r.type} ${r.url}`).toContain(r.type);
    if (r.type === 'image') expect(pictures, r.url).toContain(r.url);
  }
}

/** A skipped test says why in its name (the suite's summary lists skipped tests by name). */
const unless = HAS_CHROMIUM ? '' : ' (skipped: Debian chromium is not installed; .ci/run installs it)';

describe('pages in Chromium', () => {
  it.skipIf(!HAS_CHROMIUM)(`the embed card in an iframe of another origin shows the name and the main photo${unless}`, async () => {
    const { page, seen } = await openPage();
    await page.goto(`http://localhost:${hostPort}/shop.html`);
    const frame = page.frameLocator('iframe');
    const locale = Object.keys(product.name)[0]!;
    expect(await frame.locator('h1').textContent()).toBe(product.name[locale]);
    const main = product.photos[0].formats;
    const shown = await loaded(frame.locator('img').first());
    expect([main.medium, main.mediumWebp]).toContain(shown.src);
    expect(shown.width).toBe(64);
    // The locale switch works inside the frame.
    const other = Object.keys(product.name)[1]!;
    await frame.locator(`nav a[hreflang="${other}"]`).click();
    await frame.locator(`html[lang="${other}"]`).waitFor();
    expect(await frame.locator('h1').textContent()).toBe(product.name[other]);
    await page.screenshot({ path: join(SHOTS, 'embed-card.png'), fullPage: true });
    const pictures = Object.values(main) as string[];
    loadsNothingElse(seen, pictures);
    await page.close();
  });

  it.skipIf(!HAS_CHROMIUM)(`the public page shows the name, every photo and its main one first, and loads no script or stylesheet${unless}`, async () => {
    const { page, seen } = await openPage();
    const response = await page.goto(urls.page);
    expect(response!.status()).toBe(200);
    const locale = Object.keys(product.name)[0]!;
    expect(await page.locator('h1').textContent()).toBe(product.name[locale]);
    const main = product.photos[0].formats;
    const first = await loaded(page.locator('main img').first());
    expect([main.large, main.largeWebp]).toContain(first.src);
    expect(first.width).toBe(64);
    expect(await page.locator('.gallery img').count()).toBe(product.photos.length + product.frontals.length);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'Product', name: product.name[locale] });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/products\//);
    await page.screenshot({ path: join(SHOTS, 'public-page.png'), fullPage: true });
    const pictures = [...product.photos, ...product.frontals].flatMap((m) => Object.values(m.formats) as string[]);
    loadsNothingElse(seen, pictures);
    await page.close();
  });
});
