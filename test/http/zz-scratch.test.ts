import { afterAll, beforeAll, it } from 'vitest';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { planRequest } from '../../src/query/plan.js';
import { compileCount } from '../../src/query/sql/compile.js';
import { products } from '../../src/resources/products/resource.js';
let catalog: TestCatalog;
beforeAll(async () => { catalog = await createTestCatalog({ products: 50, env: { RATE_LIMIT_PER_MINUTE: '0' } }); });
afterAll(async () => { await catalog?.close(); });
it('probe', async () => {
  const base = { sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };
  const brands = Array.from({ length: 1000 }, (_, i) => i + 1);
  const cases: Record<string, unknown> = {};
  for (const n of [300, 330, 333, 334, 400, 498, 499, 500]) cases[`atc${n}`] = { atcCategory: Array.from({ length: n }, (_, i) => `N${i}`) };
  for (const n of [999, 1000]) cases[`or${n}`] = { or: Array.from({ length: n }, () => ({ status: 'active' })) };
  for (const n of [999, 1000]) cases[`and${n}`] = { and: Array.from({ length: n }, () => ({ status: 'active' })) };
  for (const n of [32, 33]) cases[`p${n}`] = { and: Array.from({ length: n }, () => ({ brand: Array.from({ length: 1000 }, (_, i) => i + 1) })) };
  for (const [name, filter] of Object.entries(cases)) {
    try {
      const plan = planRequest(products, { ...base, filter }, 'query');
      const q = compileCount(catalog.store.dialect, products, plan.where);
      const n = await catalog.store.count(q);
      console.log(name, 'ok', n, q.parameters.length);
    } catch (e) { console.log(name, 'ERR', (e as Error).message.slice(0, 200)); }
  }
});
