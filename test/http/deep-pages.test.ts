/**
 * Pages read by keyset seek from remembered positions (src/service/bounds.ts) must equal pages
 * read by offset: walk every sort forwards, backwards and by jumps, on both sides of the
 * boundary between the records that have a key and those that lack it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductsEvaluator } from '../reference/products-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let evaluator: ProductsEvaluator;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 400, seed: 13, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  evaluator = new ProductsEvaluator(catalog.records);
});
afterAll(async () => catalog?.close());

const sortings = [
  { id: 'DESC' }, { pzn: 'ASC' }, { pzn: 'DESC' }, { touchedAt: 'ASC' }, { status: 'DESC' },
  { name: { direction: 'ASC', locale: 'fr' } }, { name: { direction: 'DESC', locale: 'de' } },
];
const filters = [{}, { status: ['active', 'replaced'] }, { not: { otc: 'yes' } }];

describe('pages by remembered positions', () => {
  for (const sorting of sortings) {
    it(`agree with the reference for ${JSON.stringify(sorting)}`, async () => {
      for (const filter of filters) {
        const pages = Math.ceil(evaluator.select(filter).length / 10);
        const order = [...Array.from({ length: pages }, (_, i) => i), ...Array.from({ length: pages }, (_, i) => pages - 1 - i), 7, 2, 19, 3, 3, 0];
        for (const no of order) {
          const body = { filter, sorting, page: { no, size: 10 } };
          const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: body });
          expect(response.statusCode).toBe(200);
          const got = response.json() as { meta: { total: number }; results: Array<{ id: string }> };
          const want = evaluator.query(body);
          expect(got.results.map((r) => r.id), `${JSON.stringify(body)}`).toEqual(want.ids);
          expect(got.meta.total).toBe(want.total);
        }
      }
    });
  }
});
