/**
 * The documentation routes (issue 16) answer without credentials: the OpenAPI document as
 * `npm run docs` wrote it, and the docs page with the renderer's files from the installed package;
 * both compressed as the request asks, with ETags (docs/performance.md "The docs page").
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await createTestCatalog({ products: 20 });
});
afterAll(async () => catalog?.close());

describe('documentation routes', () => {
  it('serves the OpenAPI document without credentials, the same bytes as docs/openapi.json', async () => {
    const res = await catalog.app.inject({ method: 'GET', url: '/v4/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    expect(res.body).toBe(readFileSync('docs/openapi.json', 'utf8'));
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('serves the docs page, with its scripts and styles from this server only', async () => {
    const page = await catalog.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // The document is asked for while the renderer's script loads; every other file is the renderer's.
    expect(page.body).toContain('<link rel="preload" href="/v4/openapi.json" as="fetch" crossorigin>');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((source) => source !== '/v4/openapi.json');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/docs/assets/'), source).toBe(true);
      const asset = await catalog.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.rawPayload.length, source).toBeGreaterThan(100);
    }
    const bundle = await catalog.app.inject({ method: 'GET', url: '/docs/assets/swagger-ui-bundle.js' });
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends the document and the renderer\'s files compressed as asked, with an ETag that a revalidation answers 304 to', async () => {
    const written = readFileSync('docs/openapi.json');
    const get = (url: string, headers: Record<string, string>) => catalog.app.inject({ method: 'GET', url, headers });
    const br = await get('/v4/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(br.rawPayload).equals(written)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(written.length / 10);
    const gzip = await get('/v4/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(written)).toBe(true);
    const identity = await get('/v4/openapi.json', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(written)).toBe(true);
    // One ETag for the content, whatever its encoding; If-None-Match with it: 304 and no body.
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(gzip.headers.etag).toBe(etag);
    const again = await get('/v4/openapi.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const bundle = await get('/docs/assets/swagger-ui-bundle.js', { 'accept-encoding': 'br' });
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers['cache-control']).toBe('public, max-age=86400');
    expect(bundle.rawPayload.length).toBeLessThan(brotliDecompressSync(bundle.rawPayload).length / 3);
    expect((await get('/docs/assets/swagger-ui-bundle.js', { 'if-none-match': String(bundle.headers.etag) })).statusCode).toBe(304);
  });

  it('answers 404 for any other file, and never reads outside the renderer\'s list', async () => {
    for (const url of ['/docs/assets/package.json', '/docs/assets/..%2F..%2Fpackage.json', '/docs/assets/index.html', '/docs/assets/constructor']) {
      const res = await catalog.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
