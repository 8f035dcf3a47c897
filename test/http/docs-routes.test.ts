/**
 * The documentation routes (issue 16) answer without credentials: the OpenAPI document as
 * `npm run docs` wrote it, and the docs page with the renderer's files from the installed package.
 */
import { readFileSync } from 'node:fs';
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
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
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

  it('answers 404 for any other file, and never reads outside the renderer\'s list', async () => {
    for (const url of ['/docs/assets/package.json', '/docs/assets/..%2F..%2Fpackage.json', '/docs/assets/index.html', '/docs/assets/constructor']) {
      const res = await catalog.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
