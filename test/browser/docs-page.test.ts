/**
 * The documentation page (/docs, issue 16) in headless Chromium against a real server process:
 * Swagger UI renders the OpenAPI document with its getting-started text and one block per
 * operation of /v4/openapi.json, and its try-it, authorized with a real key over HTTP Basic, sends
 * a request the server answers with the catalogue's data. The page asks nothing of any other
 * origin, and its Content-Security-Policy blocks nothing it needs. How soon the first operation
 * shows is measured (docs/performance.md "The docs page") and written with the screenshot to
 * .test-output/docs/ for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchChromium } from '../support/browser.js';
import { basic, readNdjson } from '../support/catalog.js';
import { serveGeneratedCatalog, type ServedCatalog } from '../support/served-catalog.js';

const SHOTS = join(process.cwd(), '.test-output', 'docs');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let served: ServedCatalog;
let origin: string;
let browser: Browser;
let key: { key: string; secret: string };
let brands: number;

beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  served = await serveGeneratedCatalog({ products: 30, seed: 16 });
  ({ origin, key } = served);
  brands = readNdjson(join(served.bulk, 'brands.ndjson')).length;
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** A skipped test says why in its name (the suite's summary lists skipped tests by name). */
const unless = HAS_CHROMIUM ? '' : ' (skipped: Debian chromium is not installed; .ci/run installs it)';

describe('the docs page in Chromium', () => {
  it.skipIf(!HAS_CHROMIUM)(`shows every operation, and try-it reaches the server with a real key${unless}`, async () => {
    const document = await (await fetch(`${origin}/v4/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((m) => METHODS.has(m)));
    expect(operations.length).toBeGreaterThan(20);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    const cspErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // Chromium reports what the policy blocks (a script, a data: icon) as console errors.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // How soon the page is usable (docs/performance.md "The docs page"): from the navigation to the
    // first operation's block on screen, with the document's bytes as they came over the wire.
    const started = performance.now();
    const documentAnswer = page.waitForResponse((r) => r.url() === `${origin}/v4/openapi.json`);
    const response = await page.goto(`${origin}/docs`);
    expect(response!.status()).toBe(200);
    await page.locator('#docs .opblock').first().waitFor({ state: 'visible', timeout: 30_000 });
    const firstOperationMs = Math.round(performance.now() - started);
    const wire = await (await documentAnswer).request().sizes();
    const timing = { firstOperationMs, documentResponseBodyBytes: wire.responseBodySize, contentEncoding: (await documentAnswer).headers()['content-encoding'] ?? null };
    writeFileSync(join(SHOTS, 'timing.json'), `${JSON.stringify(timing, null, 2)}\n`);
    process.stdout.write(`docs page: first operation visible after ${firstOperationMs} ms; document ${wire.responseBodySize} bytes on the wire (${timing.contentEncoding ?? 'identity'})\n`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");

    // 1. The page renders the document's title and its getting-started text.
    const info = page.locator('.information-container');
    await expect.poll(() => info.locator('.title').textContent(), { timeout: 30_000 }).toContain('Catalog Data API');
    const heading = info.locator('.description h2', { hasText: 'Getting started' });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.title()).toContain('Catalog Data API');

    // 2. One block per operation (docExpansion 'list' opens every tag, each operation collapsed).
    const blocks = page.locator('#docs .opblock');
    await expect.poll(() => blocks.count(), { timeout: 30_000 }).toBe(operations.length);
    for (const path of ['/v4/products/query', '/v4/products/find', '/v4/brands/query']) {
      expect(await page.locator(`.opblock-summary-path[data-path="${path}"]`).count(), path).toBeGreaterThan(0);
    }

    // 3. Authorize with the key over HTTP Basic, then try POST /v4/brands/query.
    await page.locator('.scheme-container button.authorize').click();
    const modal = page.locator('.modal-ux');
    await modal.locator('input[type="text"]').fill(key.key);
    await modal.locator('input[type="password"]').fill(key.secret);
    await modal.locator('button.authorize').click();
    await modal.locator('button.btn-done').click();
    await modal.waitFor({ state: 'detached' });

    const operation = page.locator('.opblock-post', { has: page.locator('.opblock-summary-path[data-path="/v4/brands/query"]') });
    await operation.locator('.opblock-summary-control').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('textarea.body-param__text').fill('{"page": {"no": 0, "size": 10}}');
    const answered = page.waitForResponse((r) => r.url() === `${origin}/v4/brands/query` && r.request().method() === 'POST');
    await operation.locator('button.execute').click();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers().authorization).toBe(basic(key.key, key.secret));
    expect(((await answer.json()) as { meta: { total: number } }).meta.total).toBe(brands);

    // The live answer's row (the header row has the same column classes), whose body is the one highlighted
    // block (the headers and the duration are plain ones).
    const live = operation.locator('.live-responses-table tbody tr.response');
    await expect.poll(() => live.locator('.response-col_status').textContent(), { timeout: 30_000 }).toBe('200');
    expect(await live.locator('.response-col_description .highlight-code').textContent()).toContain(`"total": ${brands}`);

    // Try it out on products/query as it comes: the body is the document's example (docs/api.md
    // "Trying it out"), which the server accepts as it is (this catalogue is not the demo: it may match nothing).
    const products = page.locator('.opblock-post', { has: page.locator('.opblock-summary-path[data-path="/v4/products/query"]') });
    await products.locator('.opblock-summary-control').click();
    await products.locator('button.try-out__btn').click();
    expect(JSON.parse(await products.locator('textarea.body-param__text').inputValue())).toMatchObject({ page: { no: 0, size: 10 } });
    const queried = page.waitForResponse((r) => r.url() === `${origin}/v4/products/query` && r.request().method() === 'POST');
    await products.locator('button.execute').click();
    expect((await queried).status()).toBe(200);

    // 4. Nothing but this server, and nothing the policy blocked.
    // (Playwright reports no request for data: URLs, which the policy allows for Swagger UI's icons.)
    expect(requests).toContain(`${origin}/docs/assets/swagger-ui-bundle.js`);
    // Once: the page's preload is the request Swagger UI reads; compressed, as Chromium asks.
    expect(requests.filter((url) => url === `${origin}/v4/openapi.json`)).toHaveLength(1);
    expect(timing.contentEncoding).toBe('br');
    expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(cspErrors).toEqual([]);
    expect(pageErrors).toEqual([]);

    // 5. For a person to look at.
    await page.screenshot({ path: join(SHOTS, 'docs-page.png'), fullPage: true });
    await page.close();
  });
});
