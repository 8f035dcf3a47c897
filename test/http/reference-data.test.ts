import { afterAll, beforeAll, expect, it } from 'vitest';
import { CORRECTION_TYPES } from '../../src/resources/common/schema.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await createTestCatalog({ products: 20, seed: 2, env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

it('serves the seeded subscription types, filtered by id, with an optional envelope', async () => {
  const all = await catalog.app.inject({ method: 'POST', url: '/v4/subscription-types/query', headers: { authorization: catalog.auth.reader } });
  expect(all.statusCode).toBe(200);
  expect(all.json().results.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([[1, 'reader'], [2, 'manager'], [3, 'administrator']]);
  expect(all.json().meta).toEqual({ total: 3 });
  const one = await catalog.app.inject({ method: 'POST', url: '/v4/subscription-types/query', headers: { authorization: catalog.auth.reader }, payload: { filter: { id: [3] }, sorting: { id: 'DESC' }, page: { no: 0, size: 10 } } });
  expect(one.json().results.map((t: { id: number }) => t.id)).toEqual([3]);
  expect(one.json().meta.page).toEqual({ no: 0, offset: 0, size: 10 });
});

it('lists the correction types', async () => {
  const response = await catalog.app.inject({ method: 'GET', url: '/v4/corrections/types', headers: { authorization: catalog.auth.reader } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ types: CORRECTION_TYPES.map((id) => ({ id })) });
  const anonymous = await catalog.app.inject({ method: 'GET', url: '/v4/corrections/types' });
  expect(anonymous.statusCode).toBe(401);
});

it('seeds the subscription types once, however often the store is opened', async () => {
  const { seed } = await import('../../src/store/open-store.js');
  const { TABLES } = await import('../../src/resources/registry.js');
  await seed(catalog.store, TABLES);
  const all = await catalog.app.inject({ method: 'POST', url: '/v4/subscription-types/query', headers: { authorization: catalog.auth.reader } });
  expect(all.json().meta.total).toBe(3);
});

it('catalog categories search takes {query, locale} only', async () => {
  const ok = await catalog.app.inject({ method: 'POST', url: '/v4/catalog-categories/query', headers: { authorization: catalog.auth.reader }, payload: { filter: { search: { query: 'med', locale: 'en' } } } });
  expect(ok.statusCode).toBe(200);
  const typed = await catalog.app.inject({ method: 'POST', url: '/v4/catalog-categories/query', headers: { authorization: catalog.auth.reader }, payload: { filter: { search: { query: 'med', locale: 'en', type: 'default' } } } });
  expect(typed.statusCode).toBe(422);
  expect(typed.json().error.violations[0].path).toBe('/filter/search/type');
});
