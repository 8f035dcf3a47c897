/**
 * The error codes of docs/contract.md §2 that need a particular state to reach: a subscription
 * without the permission (403), a media request without User-Agent (400), a broken store (500,
 * with nothing of the SQL in the body), a store that cannot be had (503), shutting down (503),
 * and the last error line of a stream that fails midway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/resources/users/resource.js';
import { createService } from '../../src/server.js';
import { storeFor } from '../../src/store/open-store.js';
import { storedRecord } from '../../src/store/stored-record.js';
import { holdWriteLock } from '../support/store.js';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { checkExchanges } from '../support/openapi-replay.js';

let catalog: TestCatalog;
const body = { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 40, seed: 21, env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

const expectError = (response: { statusCode: number; json(): any; body: string }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  const { error } = response.json();
  expect(error).toMatchObject({ status, code });
  expect(typeof error.message).toBe('string');
  expect(response.body).not.toMatch(/select |SQLITE|at .*\.js:\d+/i);
};

describe('error codes that need a particular state', () => {
  it('403 authorization.forbidden for a subscription without the read operations', async () => {
    const user = catalog.records.users!.find((u) => u.isEnabled)!;
    const outsider = { ...user, id: 900001, email: 'outsider@example.test', subscription: { type: 4 } };
    await catalog.store.write((w) => w.upsert(users, storedRecord(outsider, users)));
    const issued = await createKey(catalog.store, users, { userId: outsider.id, environment: 'production' });
    const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: basic(issued.key, issued.secret) }, payload: body });
    expectError(response, 403, 'authorization.forbidden');
  });

  it('401 for a key of the other environment', async () => {
    const user = catalog.records.users!.find((u) => u.isEnabled && u.subscription.type === 1)!;
    const issued = await createKey(catalog.store, users, { userId: user.id, environment: 'sandbox' });
    const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: basic(issued.key, issued.secret) }, payload: body });
    expectError(response, 401, 'authentication.not_authenticated');
  });

  it('400 user_agent_required for a media request without User-Agent, after authentication', async () => {
    const id = catalog.records.media![0]!.id;
    const anonymous = await catalog.app.inject({ method: 'GET', url: `/v4/media/find?id=${id}` });
    expectError(anonymous, 401, 'authentication.not_authenticated');
    const response = await catalog.app.inject({ method: 'GET', url: `/v4/media/find?id=${id}`, headers: { authorization: catalog.auth.reader, 'user-agent': '' } });
    expectError(response, 400, 'user_agent_required');
    const ok = await catalog.app.inject({ method: 'GET', url: `/v4/media/find?id=${id}`, headers: { authorization: catalog.auth.reader, 'user-agent': 'catalog-tests/1.0' } });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json())).toEqual(['mediaItem']);
  });

  it('503 unavailable while another process holds the write lock too long', async () => {
    const config = loadConfig({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'x' });
    const store = storeFor(config.databaseUrl, { lockTimeoutMs: 100 });
    const { app } = await createService(config, undefined, store);
    checkExchanges(app);
    const release = await holdWriteLock(catalog.database);
    try {
      const response = await app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: body });
      expectError(response, 503, 'unavailable');
    } finally {
      await release();
      await app.close();
      await store.close();
    }
  });

  it('503 unavailable for requests that arrive while the server shuts down', async () => {
    const config = loadConfig({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'x', RATE_LIMIT_PER_MINUTE: '0' });
    const store = storeFor(config.databaseUrl);
    const { app } = await createService(config, undefined, store);
    checkExchanges(app);
    await app.ready();
    // Fastify runs preClose hooks first: a request arriving then is refused.
    const closing = app.close();
    const response = await app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: body }).catch(() => undefined);
    await closing;
    await store.close();
    expect(response).toBeDefined();
    expectError(response!, 503, 'unavailable');
  });

  it('answers filter values and keys holding U+0000 (which PostgreSQL text cannot) like any other', async () => {
    const nul = 'BE\u00000123';
    const users = await catalog.app.inject({ method: 'POST', url: '/v4/users/query', headers: { authorization: catalog.auth.reader }, payload: { filter: { vatNr: nul } } });
    expect(users.statusCode).toBe(200);
    expect(users.json().meta.total).toBe(0);
    const products = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: { ...body, filter: { pzn: nul, cti: [nul, 'x'] } } });
    expect(products.statusCode).toBe(200);
    expect(products.json().meta.total).toBe(0);
    const key = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: basic('ck_\u0000', 'secret') }, payload: body });
    expectError(key, 401, 'authentication.not_authenticated');
  });

  it('500 internal_error, with no SQL or stack, when the store is broken', async () => {
    // EANs are identifier codes, which the store answers even where an in-memory index holds the rest.
    await catalog.database.sql('ALTER TABLE product_eans RENAME TO product_eans_gone');
    try {
      const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: { ...body, filter: { ean: '8712345678906' } } });
      expectError(response, 500, 'internal_error');
      expect(response.body).not.toContain('product_eans');
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.json().error.message).toContain(String(response.headers['x-request-id']));
    } finally {
      await catalog.database.sql('ALTER TABLE product_eans_gone RENAME TO product_eans');
    }
  });
});
