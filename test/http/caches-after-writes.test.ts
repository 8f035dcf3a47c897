/**
 * Cached totals and remembered page positions follow writes precisely (docs/contract.md §13):
 * each belongs to the generations of the parts its filter and order read (src/service/
 * generations.ts), so a write must move exactly those it changes. Rounds of queries, each page
 * compared with the reference evaluator over the records as they now are, alternate with product
 * updates of one member each (status, name, brands, otc, vat): a cache entry kept across a write
 * that changed what it read shows up as a wrong total or a wrong page. Some rounds also create a
 * product. Run with pages found by SQL and with pages found in the in-memory index (src/index/),
 * which follows the writes through the store's record change feed: a record's new values must be
 * found at once, its old ones no more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prng } from '../../src/generate/prng.js';
import { recordOf } from '../../src/store/stored-record.js';
import { gs1CheckDigit } from '../../src/domain/codes.js';
import { ProductsEvaluator } from '../reference/products-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let records: Map<string, Record<string, any>>;

let serial = 0;
/** A fresh EAN-13 with a valid check digit that no generated product has (prefix 20: in-store numbers). */
function freshEan(): number {
  const body = `20${String(++serial).padStart(10, '0')}`;
  return Number(body + gs1CheckDigit(body));
}

/** A product as stored now, its hidden fields included, as the evaluator reads records. */
async function stored(id: string): Promise<Record<string, any>> {
  const [row] = await catalog.database.sql(`SELECT d.doc, d.hidden FROM products p JOIN products_docs d ON d.rid = p.rid WHERE p.id = '${id}'`);
  return recordOf(String(row!.doc), row!.hidden === null ? null : String(row!.hidden));
}

/** The members the writes below change, and the time of the last one. */
const written = (p: Record<string, any>) => ({
  status: p.status, name: p.name, otc: p.otc, vat: p.vat, brands: p.brands.map((b: { id: number }) => b.id), updatedAt: p.meta.updatedAt,
});

describe.each([['sql', 'off'], ['memory index', 'on']] as const)('caches after writes, %s', (_name, memoryIndex) => {
  beforeAll(async () => {
    catalog = await createTestCatalog({ products: 300, seed: 29, env: { RATE_LIMIT_PER_MINUTE: '0', MEMORY_INDEX: memoryIndex } });
    records = new Map(catalog.records.products!.map((p) => [p.id as string, p]));
  });
  afterAll(async () => catalog?.close());

  it('every page and total agrees with the reference after each write', async () => {
    const rng = new Prng(7, 'caches-after-writes');
    const all = [...records.values()];
    const brand = all.find((p) => p.brands.length > 0)!.brands[0].id as number;
    const since = Math.max(...all.map((p) => p.meta.updatedAt as number));
    const queries = [
      { filter: { status: 'active' }, sorting: { id: 'ASC' } },
      { filter: { not: { otc: 'yes' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } } },
      { filter: { brand }, sorting: { pzn: 'DESC' } },
      { filter: { search: { query: 'quokka', locale: 'nl' } }, sorting: { id: 'ASC' } },
      // Word prefixes: the index keeps their records through writes (src/index/value-field.ts).
      { filter: { search: { query: 'aard', locale: 'nl', type: 'name' } }, sorting: { name: { direction: 'DESC', locale: 'nl' } } },
      { filter: { or: [{ search: { query: 'quo nieu', locale: 'nl' } }, { search: { query: 'aa', locale: 'nl' } }] }, sorting: { id: 'DESC' } },
      // Codes: EANs written below start with 2000 (the store answers code words: its part of a search).
      { filter: { search: { query: '2000', locale: 'nl' } }, sorting: { id: 'ASC' } },
      { filter: { updatedSince: since }, sorting: { touchedAt: 'DESC' } },
      { filter: { status: ['active', 'inactive'] }, sorting: { statusTouchedAt: 'ASC' } },
      { filter: { otc: 'yes' }, sorting: { status: 'ASC' } },
    ];
    const changes: Array<(p: Record<string, any>, round: number) => Record<string, unknown>> = [
      (p) => ({ status: p.status === 'active' ? 'inactive' : 'active' }),
      (p, round) => ({ name: { ...p.name, nl: `${round % 2 === 0 ? 'Quokka' : 'Aardvark'} ${round}` } }),
      (p) => ({ brands: p.brands.some((b: { id: number }) => b.id === brand) ? [] : [brand] }),
      (p) => ({ otc: p.otc === 'yes' ? 'no' : 'yes' }),
      (p) => ({ vat: p.vat === 6 ? 21 : 6 }),
      () => ({ ean: [freshEan()] }),
    ];
    const candidates = all.filter((p) => p.status === 'active' || p.status === 'inactive');
    let checked = 0;
    for (let round = 0; round < 16; round++) {
      const evaluator = new ProductsEvaluator({ ...catalog.records, products: [...records.values()] });
      for (const query of queries) {
        for (const no of [0, 2, 4, 3]) {
          const body = { ...query, page: { no, size: 10 } };
          const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/query', headers: { authorization: catalog.auth.reader }, payload: body });
          expect(response.statusCode, response.body).toBe(200);
          const got = response.json() as { meta: { total: number }; results: Array<Record<string, any>> };
          const want = evaluator.query(body);
          expect(got.meta.total, `round ${round}: ${JSON.stringify(body)}`).toBe(want.total);
          expect(got.results.map((r) => r.id), `round ${round}: ${JSON.stringify(body)}`).toEqual(want.ids);
          // Each document as stored now, never as it was before a write (the index keeps documents: src/index/document-cache.ts).
          expect(got.results.map(written), `round ${round}: ${JSON.stringify(body)}`).toEqual(want.ids.map((id) => written(records.get(String(id))!)));
          checked++;
        }
      }
      // Two writes a round, each to a product that the queries above may have counted.
      for (let n = 0; n < 2; n++) {
        const target = rng.pick(candidates);
        const change = changes[(round * 2 + n) % changes.length]!;
        const product = change(records.get(target.id)!, round);
        const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/update', headers: { authorization: catalog.auth.administrator }, payload: { id: target.id, product } });
        expect(response.statusCode, response.body).toBe(200);
        records.set(target.id, await stored(target.id));
      }
      if (round % 3 === 0) {
        const name = { nl: `${round % 2 === 0 ? 'Quokka' : 'Aardvark'} nieuw ${round}` };
        const response = await catalog.app.inject({ method: 'POST', url: '/v4/products/create', headers: { authorization: catalog.auth.manager }, payload: { product: { name, ean: [freshEan()] } } });
        expect(response.statusCode, response.body).toBe(200);
        const id = response.json().product.id as string;
        records.set(id, await stored(id));
      }
    }
    expect(checked).toBe(16 * queries.length * 4);
    // Every page after the first write came from the index when it is on: it followed each write.
    expect(catalog.index?.answered ?? 0).toBe(memoryIndex === 'on' ? checked : 0);
  });
});
