/**
 * Differential tests of the operations of docs/contract.md §16 against the reference evaluator
 * (test/reference/resources-evaluator.ts): POST /v4/active-ingredients/query and
 * GET /v4/active-ingredients/find, and the deprecated POST /v4/product/attributes/query,
 * GET /v4/product/attributes/find, POST /v4/product/attribute/options/query and
 * GET /v4/product/attribute/options/find, over a generated catalogue in a real store. Filter values
 * come from the generated records through a seeded generator. Deprecated operations answer every
 * response, refusals included, with `Deprecation` and `Link` headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED } from '../../src/resources/registry.js';
import { routeOf } from '../../src/query/declare.js';
import { ResourcesEvaluator, type Json, type Rec } from '../reference/resources-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { Rng } from '../support/rng.js';

const PATHS = ['active-ingredients', 'product-attributes', 'product-attribute-options'] as const;
type Path = (typeof PATHS)[number];
const ROUTES: Record<Path, string> = {
  'active-ingredients': 'active-ingredients', 'product-attributes': 'product/attributes', 'product-attribute-options': 'product/attribute/options',
};
const SINGULAR: Record<Path, string> = { 'active-ingredients': 'activeIngredient', 'product-attributes': 'attribute', 'product-attribute-options': 'option' };
const DEPRECATED = new Set<Path>(['product-attributes', 'product-attribute-options']);
const LOCALES = ['nl', 'fr', 'en', 'de', 'it'];
const SIZES = [10, 50, 100, 250];

let catalog: TestCatalog;
let ev: ResourcesEvaluator;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 200, seed: 16, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  ev = new ResourcesEvaluator(catalog.records);
});
afterAll(async () => catalog?.close());

const records = (path: Path): Rec[] => ev.model(path).records;
const post = (path: Path, body?: unknown, authorization = catalog.auth.reader) => catalog.app.inject({
  method: 'POST', url: `/v4/${ROUTES[path]}/query`, headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const find = (path: Path, query: string, authorization = catalog.auth.reader) =>
  catalog.app.inject({ method: 'GET', url: `/v4/${ROUTES[path]}/find${query}`, headers: { authorization } });

/** A query answers what the evaluator says: total, meta.page, ids in order, each result's view. */
async function check(path: Path, body: Json): Promise<number> {
  const res = await post(path, body);
  expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body.slice(0, 300)}`).toBe(200);
  const json = res.json();
  const expected = ev.query(path, body ?? {});
  expect({ total: json.meta.total, page: json.meta.page, ids: json.results.map((r: Rec) => r.id) }, `${path} ${JSON.stringify(body)}`)
    .toEqual({ total: expected.total, page: expected.page, ids: expected.ids });
  for (const result of json.results as Rec[]) expect(result).toEqual(ev.view(path, ev.byId(path, result.id)!));
  return expected.total;
}

/** Words of some names, as prefixes, with case and accents as the data has them. */
function nameQuery(rng: Rng, path: Path): string {
  const names = Object.values(rng.pick(records(path)).name as Record<string, string>);
  const words = rng.pick(names).match(/[\p{L}\p{N}]+/gu) ?? ['x'];
  return Array.from({ length: 1 + rng.int(2) }, () => {
    const w = rng.pick(words);
    const prefix = w.slice(0, 1 + rng.int(w.length));
    return rng.chance(0.3) ? prefix.toUpperCase() : prefix;
  }).join(' ');
}

/** One random filter value of each filter, from the data (now and then one no record has). */
const FILTERS: Record<Path, Record<string, (rng: Rng) => Json>> = {
  'active-ingredients': {
    id: (rng) => (rng.chance(0.1) ? 999_999 : rng.chance(0.3) ? [rng.pick(records('active-ingredients')).id, rng.pick(records('active-ingredients')).id] : rng.pick(records('active-ingredients')).id),
    search: (rng) => (rng.chance(0.1) ? 'zzqx' : nameQuery(rng, 'active-ingredients')),
  },
  'product-attributes': {
    id: (rng) => (rng.chance(0.1) ? 999_999 : rng.pick(records('product-attributes')).id),
    code: (rng) => (rng.chance(0.1) ? 'no_such_code' : rng.chance(0.3) ? records('product-attributes').slice(0, 2).map((a) => a.code) : rng.pick(records('product-attributes')).code),
  },
  'product-attribute-options': {
    id: (rng) => (rng.chance(0.1) ? 999_999 : rng.chance(0.3) ? [rng.pick(records('product-attribute-options')).id, 999_998] : rng.pick(records('product-attribute-options')).id),
    attribute: (rng) => (rng.chance(0.1) ? 999_999 : rng.pick(records('product-attribute-options')).attribute),
    type: (rng) => (rng.chance(0.1) ? 'no_such_code' : rng.pick(records('product-attribute-options')).type),
  },
};

function randomFilter(rng: Rng, path: Path): Json {
  const name = rng.pick(Object.keys(FILTERS[path]));
  return { [name]: FILTERS[path][name]!(rng) };
}

function randomTree(rng: Rng, path: Path, depth: number): Json {
  if (depth <= 0 || rng.chance(0.3)) return randomFilter(rng, path);
  switch (rng.int(4)) {
    case 0: return { and: [randomTree(rng, path, depth - 1), randomTree(rng, path, depth - 1)] };
    case 1: return { or: [randomTree(rng, path, depth - 1), randomTree(rng, path, depth - 1)] };
    case 2: return { not: randomTree(rng, path, depth - 1) };
    default: return { ...randomFilter(rng, path), ...randomFilter(rng, path) };
  }
}

function sortings(path: Path): Json[] {
  const out: Json[] = [];
  for (const direction of ['ASC', 'DESC']) {
    out.push({ id: direction }, { id: { direction } });
    if (path !== 'product-attribute-options') for (const locale of LOCALES) out.push({ name: { direction, locale } });
  }
  return out;
}

describe('the declarations this file covers', () => {
  it('the evaluator and the generators know every filter and sort key, the routes and the deprecations', () => {
    for (const path of PATHS) {
      const served = SERVED.find((s) => s.decl.path === path)!;
      expect(served.operations).toEqual(['query', 'find']);
      expect(routeOf(served.decl)).toBe(ROUTES[path]);
      expect(served.decl.singular).toBe(SINGULAR[path]);
      expect(Object.keys(served.decl.filters).sort()).toEqual(Object.keys(FILTERS[path]).sort());
      expect(Object.keys(served.decl.filters).sort()).toEqual(Object.keys(ev.model(path).filters).sort());
      expect(Object.keys(served.decl.sorts).sort()).toEqual(Object.keys(ev.model(path).sorts).sort());
      expect(Boolean(served.deprecated)).toBe(DEPRECATED.has(path));
      expect(records(path).length).toBeGreaterThan(3);
    }
  });
});

for (const path of PATHS) {
  describe(`POST /v4/${ROUTES[path]}/query`, () => {
    it('each filter alone, in lists, under not, or and and', async () => {
      const rng = new Rng(`filters ${path}`);
      for (const name of Object.keys(FILTERS[path])) {
        let discriminating = 0;
        for (let i = 0; i < 12; i++) {
          const single = { [name]: FILTERS[path][name]!(rng) };
          const total = await check(path, { filter: single });
          if (total > 0 && total < records(path).length) discriminating++;
          await check(path, { filter: { not: single }, sorting: { id: 'DESC' } });
          await check(path, { filter: { or: [single, randomFilter(rng, path)] }, page: { no: 0, size: 10 } });
        }
        expect(discriminating, `${path}.${name} never matched some but not all`).toBeGreaterThan(0);
        if (name !== 'search') {
          // docs/contract.md §5: an empty list matches nothing, its complement everything.
          expect(await check(path, { filter: { [name]: [] } })).toBe(0);
          expect(await check(path, { filter: { not: { [name]: [] } } })).toBe(records(path).length);
        }
      }
    });

    it('random filter trees', async () => {
      const rng = new Rng(`trees ${path}`);
      for (let i = 0; i < 40; i++) await check(path, { filter: randomTree(rng, path, 3), sorting: rng.pick(sortings(path)) });
    });

    it('every sorting, in both forms, on every page of every size', async () => {
      for (const sorting of sortings(path)) {
        for (const size of SIZES) {
          for (let no = 0; no * size <= records(path).length; no++) await check(path, { filter: {}, sorting, page: { no, size } });
        }
      }
    });

    it('an optional envelope: no body, {}, [], and the 422s of a bad one', async () => {
      for (const body of [undefined, {}, [], { filter: [] }, { sorting: {} }]) expect(await check(path, body)).toBe(records(path).length);
      for (const [body, at] of [
        [{ filter: { nope: 1 } }, '/filter/nope'], [{ sorting: { id: 'up' } }, '/sorting/id'], [{ sorting: { id: { direction: 'ASC', locale: 'nl' } } }, '/sorting/id/locale'],
        [{ page: { no: 0, size: 7 } }, '/page/size'],
      ] as const) {
        const res = await post(path, body);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.violations.map((v: { path: string }) => v.path)).toContain(at);
      }
    });
  });

  describe(`GET /v4/${ROUTES[path]}/find`, () => {
    it(`answers {"${SINGULAR[path]}": ...} for every id, 404 for an unknown one, 422 without one`, async () => {
      for (const record of records(path)) {
        const res = await find(path, `?id=${record.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ [SINGULAR[path]]: ev.view(path, record) });
      }
      const max = Math.max(...records(path).map((r) => Number(r.id)));
      expect((await find(path, `?id=${max + 1}`)).json().error.code).toBe('not_found');
      expect((await find(path, '')).statusCode).toBe(422);
    });
  });
}

describe('deprecated operations (docs/contract.md §16)', () => {
  const expectDeprecated = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers.deprecation).toBe('true');
    expect(res.headers.link).toBe('</v4/colors/query>; rel="successor-version"');
  };
  for (const path of [...DEPRECATED]) {
    it(`${ROUTES[path]}: every answer says Deprecation and names the successor, refusals included`, async () => {
      expectDeprecated(await post(path, {}));
      expectDeprecated(await post(path, { filter: { nope: 1 } }));
      expectDeprecated(await post(path, {}, 'Basic bm9ib2R5Om5vdGhpbmc='));
      expectDeprecated(await find(path, `?id=${records(path)[0]!.id}`));
      expectDeprecated(await find(path, '?id=999999'));
    });
  }
  it('operations that are not deprecated say nothing of it', async () => {
    const res = await post('active-ingredients', {});
    expect(res.headers.deprecation).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });
});
