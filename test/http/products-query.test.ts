/**
 * Differential tests of POST /v4/products/query: every filter, sort key and paging case is sent
 * to the real app over a generated catalogue in a real SQLite file, and the answer is compared
 * with the reference evaluator (test/reference/products-evaluator.ts). Filter values come from the
 * generated data through a seeded generator, never from hand-typed result lists.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productsDecl } from '../../src/resources/products/resource.js';
import { PRODUCT_HIDDEN_FIELDS, SPECIES } from '../../src/resources/products/record.js';
import { FILTER_NAMES, ProductsEvaluator, SORT_KEYS, type Json, type ProductJson } from '../reference/products-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { Rng } from '../support/rng.js';

const PRODUCT_COUNT = 400;
const SIGNING_SECRET = 'test-signing-secret';
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
const PAGE_SIZES = [10, 50, 100, 250] as const;

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32), so every run sends the same requests.


// ---------------------------------------------------------------------------------------------
// The catalogue, the evaluator and the request helpers.

let catalog: TestCatalog;
let ev: ProductsEvaluator;
let all: ProductJson[];

/**
 * Every test below runs twice: pages found by SQL, and pages found in the in-memory index
 * (src/index/, read before the first request). Both must agree with the evaluator.
 */
const EXECUTORS = [['sql', 'off'], ['memory index', 'on']] as const;

async function open(memoryIndex: 'on' | 'off') {
  // Rate limit off: this file sends far more than 100 requests a minute with one key.
  catalog = await createTestCatalog({ products: PRODUCT_COUNT, env: { RATE_LIMIT_PER_MINUTE: '0', MEMORY_INDEX: memoryIndex } });
  ev = new ProductsEvaluator(catalog.records);
  all = ev.products;
}

async function post(body: unknown) {
  return catalog.app.inject({
    method: 'POST',
    url: '/v4/products/query',
    headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const show = (value: unknown) => JSON.stringify(value).slice(0, 600);

/** Sends the request and compares total, meta.page and the page's ids (in order) with the evaluator. */
async function compare(body: { filter: Json; sorting: Json; page: Json }): Promise<{ total: number; ids: string[] }> {
  const res = await post(body);
  expect(res.statusCode, `${show(body)} -> ${res.body.slice(0, 400)}`).toBe(200);
  const json = res.json();
  const expected = ev.query(body);
  const got = { total: json.meta.total, page: json.meta.page, ids: (json.results as ProductJson[]).map((r) => r.id) };
  expect(got, show(body)).toEqual({ total: expected.total, page: expected.page, ids: expected.ids });
  return expected;
}

const SORTINGS = (rng: Rng): Json => {
  const key = rng.pick(SORT_KEYS);
  const direction = rng.pick(['ASC', 'DESC'] as const);
  return key === 'name' ? { name: { direction, locale: rng.pick(LOCALES) } } : { [key]: direction };
};

/** One filter compared over every page it fills (size 250), with a random sorting. */
async function checkFilter(filter: Json, rng: Rng): Promise<number> {
  const sorting = SORTINGS(rng);
  const first = await compare({ filter, sorting, page: { no: 0, size: 250 } });
  for (let no = 1; no * 250 < first.total; no++) await compare({ filter, sorting, page: { no, size: 250 } });
  return first.total;
}

const matchCount = (filter: Json) => ev.select(filter).length;
const discriminates = (filter: Json) => {
  const n = matchCount(filter);
  return n > 0 && n < all.length;
};

// ---------------------------------------------------------------------------------------------
// Filter values drawn from the data.

const SPECIES_CODE = Object.fromEntries(Object.entries(SPECIES).map(([code, id]) => [id, code])) as Record<number, string>;

/** Each category id with itself and its ancestors (from the category records' parent links). */
function chains(records: Array<Record<string, any>>): (id: string | number) => Array<string | number> {
  const byId = new Map(records.map((c) => [String(c.id), c]));
  return (id) => {
    const out: Array<string | number> = [];
    let at = byId.get(String(id));
    const seen = new Set<string>();
    if (!at) return [id];
    while (at && !seen.has(String(at.id))) {
      seen.add(String(at.id));
      out.push(at.id);
      at = at.parent === null || at.parent === undefined ? undefined : byId.get(String(at.parent));
    }
    return out;
  };
}

/** A code in one of its accepted spellings: integer, digit string, zero-padded digit string. */
function codeSpelling(rng: Rng, value: number | string, digits: number): number | string {
  const n = Number(value);
  switch (rng.int(3)) {
    case 0: return n;
    case 1: return String(n);
    default: return String(n).padStart(digits, '0');
  }
}

/**
 * For each filter that takes one value or a list: the candidate values one product offers. A value
 * drawn from a product matches at least that product.
 */
function listValues(name: string, p: ProductJson, rng: Rng): Json[] {
  const field = (f: string) => (p[f] === undefined || p[f] === null ? [] : [p[f]]);
  switch (name) {
    case 'id': return [p.id];
    case 'status': case 'pzn': case 'cti': case 'nameCti': case 'otc': case 'prescription': case 'narcotic': case 'biocide':
    case 'conservation': case 'dosageFormAbbreviation':
      return field(name);
    case 'organization': return p.organizations.map((o: any) => o.id);
    case 'brand': return p.brands.map((b: any) => b.id);
    case 'productFamily': return p.productFamily.map((f: any) => f.id);
    case 'activeIngredient': return p.activeIngredients.map((a: any) => a.id);
    case 'dietaryRestrictions': return p.dietaryRestrictions.map((d: any) => d.id);
    case 'colors': return p.colors.map((c: any) => c.id);
    case 'notApplicableField': return p.notApplicableField;
    case 'attributes': return p.attributes.map((a: any) => a.option.id);
    case 'allowedSpecies': return p.allowedSpecies.map((s: any) => SPECIES_CODE[s.id]);
    case 'publicCategory': {
      const chain = chains(catalog.records['public-categories']!);
      return p.publicCategories.flatMap((c: any) => chain(c.id));
    }
    case 'catalogCategories': {
      const chain = chains(catalog.records['catalog-categories']!);
      return p.catalogCategories.flatMap((c: any) => chain(c.id));
    }
    case 'atcCategory':
      return (p.atcCategory as string[]).flatMap((code) => [code, code.slice(0, 1), code.slice(0, 3), code.slice(0, 4), code.slice(0, 5)]);
    case 'ean': return (p.ean as number[]).map((e) => codeSpelling(rng, e, rng.pick([13, 14])));
    case 'gtin': return p.gtin === undefined ? [] : [rng.pick([p.gtin, Number(p.gtin), String(Number(p.gtin))])];
    case 'eanGtin8': return field(name).map((v) => codeSpelling(rng, v, 8));
    case 'eanGtin12': return field(name).map((v) => codeSpelling(rng, v, 12));
    case 'eanGtin13': return field(name).map((v) => codeSpelling(rng, v, 13));
    case 'eanGtin14': return field(name).map((v) => codeSpelling(rng, v, 14));
    case 'hsCode': return field(name).map((v) => codeSpelling(rng, v, 10));
    default: throw new Error(`no list values for ${name}`);
  }
}

const LIST_FILTERS = [
  'id', 'status', 'pzn', 'cti', 'nameCti', 'otc', 'prescription', 'narcotic', 'biocide', 'conservation', 'dosageFormAbbreviation',
  'organization', 'brand', 'productFamily', 'activeIngredient', 'dietaryRestrictions', 'colors', 'notApplicableField', 'attributes',
  'allowedSpecies', 'publicCategory', 'catalogCategories', 'atcCategory', 'ean', 'gtin', 'eanGtin8', 'eanGtin12', 'eanGtin13',
  'eanGtin14', 'hsCode',
];
const TIME_FILTERS: Record<string, (p: ProductJson) => number | undefined> = {
  createdAt: (p) => p.meta.createdAt,
  updatedSince: (p) => p.meta.updatedAt,
  officialDeletionAt: (p) => p.officialDeletionAt,
};

/** Raw words (case and accents kept) of a text, for queries that the server must fold. */
const rawWords = (text: string): string[] => text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

function searchValue(rng: Rng): Json {
  const p = rng.pick(all);
  const locales = Object.keys(p.name).filter((l) => p.name[l].length > 0);
  const locale = locales.length > 0 ? rng.pick(locales) : rng.pick(LOCALES);
  const nameWords = rawWords(p.name[locale] ?? '');
  const prefix = (w: string) => w.slice(0, Math.max(1, Math.min(w.length, 2 + rng.int(w.length))));
  const shout = (w: string) => (rng.chance(0.3) ? w.toUpperCase() : w);
  const kind = rng.int(8);
  if (kind <= 2 && nameWords.length > 0) {
    const n = 1 + rng.int(Math.min(3, nameWords.length));
    const query = Array.from({ length: n }, () => shout(prefix(rng.pick(nameWords)))).join(rng.pick([' ', '  ', ', ', '-']));
    return { query, locale, ...(kind === 0 ? {} : { type: kind === 1 ? 'name' : 'all' }) };
  }
  if (kind === 3) {
    const brandWords = p.brands.flatMap((b: any) => rawWords(b.name[locale] ?? ''));
    if (brandWords.length > 0) return { query: prefix(rng.pick(brandWords)), locale, ...(rng.chance(0.5) ? { type: rng.pick(['name', 'all']) } : {}) };
  }
  if (kind === 4) return { query: String(p.id).slice(0, 3 + rng.int(5)), locale, ...(rng.chance(0.3) ? { type: 'name' } : {}) };
  if (kind === 5 && p.ean.length > 0) {
    const ean = String(rng.pick(p.ean as number[]));
    return { query: rng.pick([ean, ean.padStart(13, '0'), ean.slice(0, 5)]), locale, type: 'all' };
  }
  if (kind === 6 && (p.pzn || p.cti)) return { query: String(rng.pick([p.pzn, p.cti].filter(Boolean))), locale };
  // A name word mixed with a code: every word must match somewhere in the product's text.
  return { query: `${nameWords.length > 0 ? prefix(rng.pick(nameWords)) : 'x'} ${String(p.id).slice(0, 4)}`, locale };
}

function timeValue(name: string, rng: Rng): Json {
  const values = all.map(TIME_FILTERS[name]!).filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  const a = rng.pick(values);
  const b = rng.pick(values);
  switch (rng.int(4)) {
    case 0: return a;
    case 1: return { from: a };
    case 2: return { until: a };
    default: return { from: Math.min(a, b), until: Math.max(a, b) };
  }
}

/** One random value of a filter, taken from the data. */
function filterValue(name: string, rng: Rng): Json {
  if (LIST_FILTERS.includes(name)) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const values = listValues(name, rng.pick(all), rng);
      if (values.length > 0) return rng.pick(values);
    }
    throw new Error(`no product offers a value for ${name}`);
  }
  if (name in TIME_FILTERS) return timeValue(name, rng);
  switch (name) {
    case 'search': return searchValue(rng);
    case 'minimumContent': return rng.chance(0.5);
    case 'hasContent':
      return { flag: rng.pick(['name', 'description', 'photo', 'frontal', 'leaflet', 'link']), locale: rng.pick([...LOCALES, 'nl-BE']) };
    default: throw new Error(`no values for ${name}`);
  }
}

/** A list of 2 to 4 values of a list filter (from different products). */
function filterList(name: string, rng: Rng): Json[] {
  const n = 2 + rng.int(3);
  const out: Json[] = [];
  for (let i = 0; i < n; i++) out.push(filterValue(name, rng));
  return out;
}

/** A random single-key filter; draws until it matches some but not all products when `discriminating`. */
function randomFilter(rng: Rng, name = rng.pick(FILTER_NAMES), discriminating = false): Json {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = LIST_FILTERS.includes(name) && rng.chance(0.3) ? filterList(name, rng) : filterValue(name, rng);
    const filter = { [name]: value };
    if (!discriminating || discriminates(filter)) return filter;
  }
  throw new Error(`no discriminating value for ${name}`);
}

/** A random filter tree: and / or / not / implicit and of several keys, down to `depth`. */
function randomTree(rng: Rng, depth: number): Json {
  if (depth <= 0 || rng.chance(0.25)) return randomFilter(rng);
  switch (rng.int(4)) {
    case 0: return { and: Array.from({ length: 1 + rng.int(3) }, () => randomTree(rng, depth - 1)) };
    case 1: return { or: Array.from({ length: 1 + rng.int(3) }, () => randomTree(rng, depth - 1)) };
    case 2: return { not: randomTree(rng, depth - 1) };
    default: {
      // Several keys in one object: all must match.
      const out: Record<string, Json> = {};
      for (let i = 0; i < 2 + rng.int(2); i++) Object.assign(out, randomFilter(rng));
      if (rng.chance(0.5)) out.or = [randomTree(rng, depth - 1), randomTree(rng, depth - 1)];
      if (rng.chance(0.5)) out.not = randomTree(rng, depth - 1);
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------

describe.each(EXECUTORS)('%s', (_name, memoryIndex) => {
beforeAll(() => open(memoryIndex));
afterAll(async () => {
  // The pages of the memory-index run all came from the index, none from SQL.
  if (memoryIndex === 'on') expect(catalog.index!.answered).toBeGreaterThan(100);
  else expect(catalog.index).toBeUndefined();
  await catalog?.close();
});

describe('POST /v4/products/query: coverage of the declaration', () => {
  it('the evaluator and these tests know every filter and sort key the products resource declares', () => {
    expect([...FILTER_NAMES].sort()).toEqual(Object.keys(productsDecl.filters).sort());
    expect([...SORT_KEYS].sort()).toEqual(Object.keys(productsDecl.sorts).sort());
    expect([...LIST_FILTERS, ...Object.keys(TIME_FILTERS), 'search', 'minimumContent', 'hasContent'].sort()).toEqual([...FILTER_NAMES].sort());
  });

  it('the catalogue has the expected size', () => {
    expect(all).toHaveLength(PRODUCT_COUNT);
  });
});

/**
 * Each store draws its own values (the seed names the store), so the two runs together try twice
 * the ROUNDS of combinations; the filters' SQL differs by store, the index's does not.
 */
const STORE = process.env.CATALOG_TEST_STORE ?? 'sqlite';
const ROUNDS = 2;

describe('POST /v4/products/query: every filter against the reference evaluator', () => {
  it.each(FILTER_NAMES.map((name) => [name]))('%s', async (name) => {
    const rng = new Rng(STORE === 'sqlite' ? `filter ${name}` : `filter ${name} on ${STORE}`);
    // 1. A value from the data that matches some but not all products (drawn until one does).
    let found: Json;
    for (let attempt = 0; attempt < 200 && found === undefined; attempt++) {
      const filter = { [name]: filterValue(name, rng) };
      if (discriminates(filter)) found = filter;
    }
    expect(found, `no value of ${name} matches some but not all products`).toBeDefined();
    const total = await checkFilter(found, rng);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.length);

    // 2. More single values, list values, the filter under not and inside or / and.
    for (let round = 0; round < ROUNDS; round++) {
      const single = { [name]: filterValue(name, rng) };
      await checkFilter(single, rng);
      if (LIST_FILTERS.includes(name)) await checkFilter({ [name]: filterList(name, rng) }, rng);
      await checkFilter({ not: single }, rng);
      await checkFilter({ or: [single, randomFilter(rng)] }, rng);
      await checkFilter({ or: [randomFilter(rng), { not: single }, randomFilter(rng)] }, rng);
      await checkFilter({ and: [single, { not: randomFilter(rng) }] }, rng);
      // implicit and with another key
      const other = randomFilter(rng);
      if (!(name in other)) await checkFilter({ ...single, ...other }, rng);
    }
    await checkFilter({ not: found }, rng);
    await checkFilter({ or: [found, { not: found }] }, rng);
  });
});

describe('POST /v4/products/query: filter semantics worth a named test', () => {
  it('{} and [] match every product; an empty list matches nothing, and its complement everything', async () => {
    const rng = new Rng('empty');
    expect(await checkFilter({}, rng)).toBe(all.length);
    expect(await checkFilter([], rng)).toBe(all.length);
    for (const name of LIST_FILTERS) {
      expect(await checkFilter({ [name]: [] }, rng), name).toBe(0);
      expect(await checkFilter({ not: { [name]: [] } }, rng), name).toBe(all.length);
    }
  });

  it('category filters include descendants', async () => {
    const rng = new Rng('subtree');
    for (const [filterName, field, recordsName] of [
      ['publicCategory', 'publicCategories', 'public-categories'],
      ['catalogCategories', 'catalogCategories', 'catalog-categories'],
    ] as const) {
      const categories = catalog.records[recordsName]!;
      const used = new Set(all.flatMap((p) => p[field].map((c: any) => String(c.id))));
      // Parents of categories that products use directly, but that no product uses itself.
      const parents = [...new Set(categories.filter((c) => used.has(String(c.id)) && c.parent !== null).map((c) => c.parent))];
      const inner = parents.filter((id) => !used.has(String(id)));
      expect(inner.length, `${filterName}: the data has no parent category without direct products`).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) {
        const root = rng.pick(inner);
        const total = await checkFilter({ [filterName]: root }, rng);
        expect(total, `${filterName} ${root}`).toBeGreaterThan(0);
      }
    }
  });

  it('time filters: T means from T, bounds are inclusive, a missing officialDeletionAt never matches', async () => {
    const rng = new Rng('time');
    for (const [name, read] of Object.entries(TIME_FILTERS)) {
      const p = rng.pick(all.filter((x) => read(x) !== undefined));
      const t = read(p)!;
      const exact = await checkFilter({ [name]: { from: t, until: t } }, rng);
      expect(exact, name).toBeGreaterThan(0);
      await checkFilter({ [name]: t }, rng);
      await checkFilter({ [name]: t + 1 }, rng);
      await checkFilter({ [name]: { until: t - 1 } }, rng);
      await checkFilter({ not: { [name]: { from: 0 } } }, rng);
    }
    expect(await checkFilter({ officialDeletionAt: { from: 0 } }, rng)).toBe(all.filter((p) => p.officialDeletionAt !== undefined).length);
    expect(await checkFilter({ not: { officialDeletionAt: { from: 0 } } }, rng)).toBe(all.filter((p) => p.officialDeletionAt === undefined).length);
  });

  it('search is case- and accent-insensitive, word-prefix, with codes as digits and EANs zero-padded', async () => {
    const rng = new Rng('search');
    const accented = all.flatMap((p) => LOCALES.flatMap((l) => rawWords(p.name[l] ?? '').filter((w) => w.normalize('NFD') !== w).map((w) => ({ p, l, w }))));
    for (let i = 0; i < Math.min(10, accented.length); i++) {
      const { l, w } = rng.pick(accented);
      const bare = w.normalize('NFD').replace(/\p{M}/gu, '');
      for (const query of [w.toUpperCase(), bare, bare.toUpperCase(), w.toLowerCase()]) {
        expect(await checkFilter({ search: { query, locale: l, type: 'name' } }, rng), query).toBeGreaterThan(0);
      }
    }
    const withShortEan = all.filter((p) => (p.ean as number[]).some((e) => String(e).length < 13));
    for (const p of withShortEan.slice(0, 5)) {
      const ean = String((p.ean as number[]).find((e) => String(e).length < 13));
      const hits = await checkFilter({ search: { query: ean.padStart(13, '0'), locale: 'nl' } }, rng);
      expect(hits).toBeGreaterThan(0);
      // type name reads only names
      await checkFilter({ search: { query: ean.padStart(13, '0'), locale: 'nl', type: 'name' } }, rng);
    }
    for (let i = 0; i < 60; i++) await checkFilter({ search: searchValue(rng) }, rng);
  });

  it('deeply nested and / or / not trees', async () => {
    const rng = new Rng('trees');
    let nonTrivial = 0;
    for (let i = 0; i < 80; i++) {
      const tree = randomTree(rng, 2 + rng.int(4));
      const total = await checkFilter(tree, rng);
      if (total > 0 && total < all.length) nonTrivial++;
    }
    expect(nonTrivial).toBeGreaterThan(10);
    // A chain of nots, and a deep alternation.
    let chain: Json = randomFilter(rng, 'status', true);
    for (let depth = 0; depth < 12; depth++) {
      chain = depth % 3 === 0 ? { not: chain } : depth % 3 === 1 ? { or: [chain, randomFilter(rng, 'brand', true)] } : { and: [chain, { not: randomFilter(rng, 'otc', true) }] };
      await checkFilter(chain, rng);
    }
  });
});

describe('POST /v4/products/query: sorting and paging against the reference evaluator', () => {
  const cases: Array<[string, Json]> = [];
  for (const key of SORT_KEYS) {
    for (const direction of ['ASC', 'DESC']) {
      if (key === 'name') for (const locale of [...LOCALES, 'it']) cases.push([`name ${locale} ${direction}`, { name: { direction, locale } }]);
      else cases.push([`${key} ${direction}`, { [key]: direction }]);
    }
  }

  it.each(cases)('%s', async (_label, sorting) => {
    const rng = new Rng(`sort ${show(sorting)}`);
    for (const size of PAGE_SIZES) {
      const pages = Math.ceil(all.length / size);
      const numbers = new Set([0, 1, pages - 1, pages, pages + 3, rng.int(pages)]);
      for (const no of numbers) await compare({ filter: {}, sorting, page: { no, size } });
    }
    // Under a filter too (the "without a key" part of pzn and name sorts must be filtered as well).
    for (let i = 0; i < 6; i++) {
      const filter = rng.chance(0.5) ? randomFilter(rng) : randomTree(rng, 2);
      const size = rng.pick(PAGE_SIZES);
      const total = ev.select(filter).length;
      const pages = Math.max(1, Math.ceil(total / size));
      for (const no of new Set([0, pages - 1, rng.int(pages)])) await compare({ filter, sorting, page: { no, size } });
    }
  });

  it('a range of the sort key itself, alone, under and / or, in both directions (the index walks only between its bounds)', async () => {
    const rng = new Rng('sorted range');
    let compared = 0;
    for (const [filterName, sortKey] of [['createdAt', 'createdAt'], ['updatedSince', 'touchedAt']] as const) {
      for (let i = 0; i < 8; i++) {
        const range = { [filterName]: timeValue(filterName, rng) };
        const filter = [range, { and: [range, randomFilter(rng)] }, { or: [range, { [filterName]: timeValue(filterName, rng) }] }][i % 3]!;
        const sorting = { [sortKey]: rng.pick(['ASC', 'DESC']) };
        const size = rng.pick(PAGE_SIZES);
        const pages = Math.max(1, Math.ceil(ev.select(filter).length / size));
        for (const no of new Set([0, pages - 1, rng.int(pages)])) {
          await compare({ filter, sorting, page: { no, size } });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(16);
  });

  it('walking every page of size 10 gives the whole ordered result once', async () => {
    const sorting = { name: { direction: 'DESC', locale: 'de' } };
    const seen: string[] = [];
    for (let no = 0; no * 10 < all.length; no++) {
      const res = await post({ filter: {}, sorting, page: { no, size: 10 } });
      seen.push(...(res.json().results as ProductJson[]).map((r) => r.id));
    }
    expect(seen).toEqual(ev.sort(all, sorting).map((p) => p.id));
    expect(new Set(seen).size).toBe(all.length);
  });

  it('the data exercises the edge cases: ties, records without pzn, records without a name in a locale', () => {
    expect(all.some((p) => p.pzn === undefined)).toBe(true);
    expect(all.some((p) => p.pzn !== undefined)).toBe(true);
    for (const locale of LOCALES) expect(all.some((p) => !p.name[locale]), locale).toBe(true);
    // Far fewer statuses than products: the status sort is mostly ties, broken by id.
    expect(new Set(all.map((p) => p.status)).size).toBeGreaterThan(1);
  });
});

describe('POST /v4/products/query: result documents', () => {
  it('each result is the stored record without hidden fields, plus signed embedUrl and publicPageUrl', async () => {
    const byId = new Map(all.map((p) => [String(p.id), p]));
    const seen = new Set<string>();
    for (let no = 0; no * 250 < all.length; no++) {
      const before = Math.floor(Date.now() / 1000);
      const res = await post({ filter: {}, sorting: { id: 'ASC' }, page: { no, size: 250 } });
      const after = Math.floor(Date.now() / 1000);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      for (const result of res.json().results as ProductJson[]) {
        const id = String(result.id);
        seen.add(id);
        const record = structuredClone(byId.get(id));
        expect(record, id).toBeDefined();
        for (const hidden of PRODUCT_HIDDEN_FIELDS) delete record![hidden];
        const { embedUrl, publicPageUrl, ...meta } = result.meta;
        expect({ ...result, meta }).toEqual(record);
        for (const hidden of PRODUCT_HIDDEN_FIELDS) expect(result, hidden).not.toHaveProperty(hidden);

        const embed = new URL(embedUrl);
        expect(`${embed.origin}${embed.pathname}`).toBe('https://catalog.test/v4/products/embed');
        expect(embed.searchParams.get('id')).toBe(id);
        expect(embed.searchParams.get('key')).toBe(catalog.keys.administrator);
        const embedExpiry = Number(embed.searchParams.get('t'));
        expect(embedExpiry).toBeGreaterThanOrEqual(before + 4 * 3600);
        // Expiries are rounded up to 5 minutes (docs/api.md).
        expect(embedExpiry).toBeLessThanOrEqual(after + 4 * 3600 + 300);
        expect(embedExpiry % 300).toBe(0);
        expect(embed.searchParams.get('mac')).toBe(createHmac('sha256', SIGNING_SECRET).update(`embed:${id}:${embedExpiry}`).digest('hex'));

        const page = new URL(publicPageUrl);
        expect(`${page.origin}${page.pathname}`).toBe(`https://catalog.test/products/${encodeURIComponent(id)}`);
        const pageExpiry = Number(page.searchParams.get('t'));
        expect(pageExpiry).toBeGreaterThanOrEqual(before + 183 * 86400);
        // One address per 30-day window (docs/api.md "The public page's address").
        expect(pageExpiry).toBeLessThanOrEqual(after + 183 * 86400 + 30 * 86400);
        expect(pageExpiry % (30 * 86400)).toBe(0);
        expect(page.searchParams.get('mac')).toBe(createHmac('sha256', SIGNING_SECRET).update(`page:${id}:${pageExpiry}`).digest('hex'));
      }
    }
    expect(seen.size).toBe(all.length);
  });
});
});
