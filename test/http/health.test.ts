/**
 * GET /health/live, GET /health/ready and GET /metrics on each store: no credentials and no rate
 * limit; readiness turns false while the process drains, when the store's schema is not this
 * build's, and when the store is gone; metrics count requests by route and status, refusals by the
 * rate limit and by authentication, and open streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createService } from '../../src/server.js';
import { openConfigured } from '../../src/store/open-store.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { checkExchanges } from '../support/openapi-replay.js';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await createTestCatalog({ products: 30, seed: 9, env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => catalog?.close());

const get = (url: string, headers: Record<string, string> = {}) => catalog.app.inject({ method: 'GET', url, headers });

/** A metric's value for some labels, from the Prometheus text. */
function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(name) && !l.startsWith('#') && want.every((w) => l.includes(w))
    && (want.length > 0 || l.startsWith(`${name} `)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('health', () => {
  it('live and ready answer 200 without credentials, and are never rate limited', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await get('/health/live')).json()).toEqual({ status: 'live' });
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok', index: 'ok' } });
      expect(ready.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('ready is 503, with the failing check named, when the schema is not this build\'s', async () => {
    const [row] = await catalog.database.sql(`SELECT value FROM store_state WHERE name = 'schema_version'`);
    await catalog.database.sql(`UPDATE store_state SET value = '3' WHERE name = 'schema_version'`);
    try {
      const res = await get('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'unavailable' });
      expect(res.json().error.message).toContain('schema');
      expect((await get('/health/live')).statusCode).toBe(200);
    } finally {
      await catalog.database.sql(`UPDATE store_state SET value = ? WHERE name = 'schema_version'`, [row!.value]);
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });

  it('ready is 503 while draining, and when the store is gone; live stays 200', async () => {
    const store = await openConfigured(catalog.config);
    const { app, lifecycle, index } = await createService(catalog.config, undefined, store);
    checkExchanges(app);
    try {
      // Ready once its in-memory index is read (test/cli/ready-before-index.test.ts).
      await index?.ready();
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      lifecycle.startDraining();
      const draining = await app.inject({ url: '/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().error.message).toContain('draining');
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
      // New work is refused meanwhile, with the error body.
      const refused = await app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization: catalog.auth.reader } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('unavailable');
    } finally {
      await app.close();
    }
    const gone = await openConfigured(loadConfig({ ...process.env, DATABASE_URL: catalog.config.databaseUrl }));
    const other = await createService(catalog.config, undefined, gone);
    checkExchanges(other.app);
    await gone.close();
    const res = await other.app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/store: (unreachable|failed)/);
    await other.app.close();
  });
});

describe('metrics', () => {
  it('count requests by route and status, rate-limit and authentication refusals, in Prometheus text', async () => {
    const before = (await get('/metrics')).body;
    const query = () => catalog.app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization: catalog.auth.manager } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await query()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await catalog.app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization: 'Basic bm86bm8=' } });
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const delta = (name: string, labels: Record<string, string> = {}) => metric(text, name, labels) - metric(before, name, labels);
    expect(delta('catalog_http_requests_total', { route: '/v4/brands/query', method: 'POST', status: '200' })).toBe(3);
    expect(delta('catalog_http_requests_total', { route: '/v4/brands/query', method: 'POST', status: '429' })).toBe(2);
    expect(delta('catalog_http_requests_total', { route: '/v4/brands/query', method: 'POST', status: '401' })).toBe(1);
    expect(delta('catalog_rate_limit_rejections_total')).toBe(2);
    expect(delta('catalog_auth_failures_total', { reason: 'unknown' })).toBe(1);
    expect(delta('catalog_http_request_duration_seconds_count', { route: '/v4/brands/query', method: 'POST' })).toBe(6);
    expect(text).toContain('catalog_streams_open 0');
    expect(text).toContain('catalog_process_cpu_user_seconds_total');
    expect(text).toContain('catalog_nodejs_eventloop_lag_seconds');
  });
});
