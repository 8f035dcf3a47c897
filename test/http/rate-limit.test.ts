/**
 * docs/contract.md §4 and §12: 100 requests per key in any rolling minute by default, headers on
 * every authenticated response, 429 with Retry-After that does not count, failed authentication
 * not counted, and one limit for every process sharing the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createService } from '../../src/server.js';
import { openConfigured } from '../../src/store/open-store.js';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { checkExchanges } from '../support/openapi-replay.js';

let catalog: TestCatalog;
const body = { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 50, seed: 11 });
});
afterAll(async () => catalog?.close());

const query = (app: TestCatalog['app'], authorization: string) =>
  app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization }, payload: body });

describe('rate limit at its default of 100', () => {
  it('counts down from 99, refuses the 101st with Retry-After, and does not count refusals', async () => {
    expect(catalog.config.rateLimitPerMinute).toBe(100);
    for (let i = 1; i <= 100; i++) {
      const response = await query(catalog.app, catalog.auth.reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('100');
      expect(response.headers['ratelimit-remaining']).toBe(String(100 - i));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    for (let i = 0; i < 3; i++) {
      const refused = await query(catalog.app, catalog.auth.reader);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_requests');
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      const retry = Number(refused.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
    }
    // Another key has its own budget.
    const other = await query(catalog.app, catalog.auth.manager);
    expect(other.headers['ratelimit-remaining']).toBe('99');
  });

  it('does not count requests that fail authentication against the key', async () => {
    const wrong = basic(catalog.keys.administrator, 'not-the-secret');
    for (let i = 0; i < 5; i++) expect((await query(catalog.app, wrong)).statusCode).toBe(401);
    const response = await query(catalog.app, catalog.auth.administrator);
    expect(response.headers['ratelimit-remaining']).toBe('99');
  });

  it('holds across two server instances sharing the store', async () => {
    // A second app with its own store connection, as a second process would have.
    const config = loadConfig({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'x' });
    const store = await openConfigured(config);
    const { app } = await createService(config, undefined, store);
    checkExchanges(app);
    try {
      const key = catalog.auth.administrator; // 1 request already counted above
      for (let i = 0; i < 99; i++) {
        const response = await query(i % 2 ? catalog.app : app, key);
        expect(response.statusCode).toBe(200);
      }
      expect((await query(app, key)).statusCode).toBe(429);
      expect((await query(catalog.app, key)).statusCode).toBe(429);
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('sends no RateLimit headers when the limit is off', async () => {
    const config = loadConfig({ DATABASE_URL: catalog.config.databaseUrl, RATE_LIMIT_PER_MINUTE: '0' });
    const store = await openConfigured(config);
    const { app } = await createService(config, undefined, store);
    checkExchanges(app);
    try {
      const response = await query(app, catalog.auth.reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
      await store.close();
    }
  });
});
