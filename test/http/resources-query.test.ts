/**
 * Differential tests of every read endpoint other than products: POST /v4/<resource>/query for
 * media, organizations, brands, product families, updates, corrections, users, catalog
 * categories, public categories, dietary restrictions and colors, POST /v4/media/stream, and
 * GET /v4/{media,organizations,brands,corrections}/find. Each request goes to the real app over a
 * generated catalogue in a real SQLite file, and the answer is compared with the reference
 * evaluator (test/reference/resources-evaluator.ts). Filter values come from the generated data
 * through a seeded generator, never from hand-typed result lists.
 *
 * Top-level describe blocks are named after the endpoint they test, so tests count per endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED } from '../../src/resources/registry.js';
import {
  CORRECTION_TYPES, LINK_TYPES, ORGANIZATION_TYPES, PHOTO_TYPES, TARGET_GROUPS, VISIBLE_SIDES,
} from '../../src/resources/common/schema.js';
import { NEWS_TYPES } from '../../src/resources/updates/record.js';
import { MEDIA_HIDDEN_FIELDS } from '../../src/resources/media/record.js';
import { ORGANIZATION_HIDDEN_FIELDS } from '../../src/resources/organizations/record.js';
import { UPDATE_HIDDEN_FIELDS } from '../../src/resources/updates/record.js';
import { CORRECTION_HIDDEN_FIELDS } from '../../src/resources/corrections/record.js';
import { USER_HIDDEN_FIELDS } from '../../src/resources/users/record.js';
import { CATALOG_CATEGORY_HIDDEN_FIELDS } from '../../src/resources/catalog-categories/record.js';
import { fold } from '../../src/text/fold.js';
import {
  ENVELOPES, HIDDEN_FIELDS, RESULT_WINDOW, ResourcesEvaluator, TEXT_IDS, mediaKind, type Id, type Json, type QueryAnswer, type Rec,
} from '../reference/resources-evaluator.js';
import { compareCodePoints } from '../reference/products-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { Rng } from '../support/rng.js';

const PRODUCT_COUNT = 400;
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
const PAGE_SIZES = [10, 50, 100, 250] as const;
const USER_AGENT = 'catalog-tests/1.0';
const STREAM_TYPE = 'application/x-json-stream';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every resource with a query endpoint that this file covers, by path. */
const PATHS = [
  'media', 'organizations', 'brands', 'product-families', 'updates', 'corrections', 'users',
  'catalog-categories', 'public-categories', 'dietary-restrictions', 'colors',
] as const;
type Path = (typeof PATHS)[number];

/** find endpoints: resource path -> the name of the single object (docs/contract.md §8). */
const FINDS: Record<string, string> = { media: 'mediaItem', organizations: 'organization', brands: 'brand', corrections: 'correction' };

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32), so every run sends the same requests.


// ---------------------------------------------------------------------------------------------
// The catalogue, the evaluator and the request helpers.

let catalog: TestCatalog;
let ev: ResourcesEvaluator;
const byIdMaps = new Map<string, Map<Id, Rec>>();

beforeAll(async () => {
  // Rate limit off: this file sends far more than 100 requests a minute with one key.
  catalog = await createTestCatalog({ products: PRODUCT_COUNT, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  ev = new ResourcesEvaluator(catalog.records);
  for (const path of PATHS) byIdMaps.set(path, new Map(ev.model(path).records.map((r) => [r.id as Id, r])));
});

afterAll(async () => {
  await catalog?.close();
});

const recordsOf = (path: Path): Rec[] => ev.model(path).records;
const show = (value: unknown) => (value === undefined ? 'no body' : JSON.stringify(value).slice(0, 500));

interface SendOptions { headers?: Record<string, string>; raw?: string }

/** POST a JSON body (or none), as a reader, with a User-Agent unless the caller overrides it. */
async function post(url: string, body?: unknown, options: SendOptions = {}) {
  const headers: Record<string, string> = { authorization: catalog.auth.reader, 'user-agent': USER_AGENT, ...options.headers };
  const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  return catalog.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function get(url: string, headers: Record<string, string> = {}) {
  return catalog.app.inject({ method: 'GET', url, headers: { authorization: catalog.auth.reader, 'user-agent': USER_AGENT, ...headers } });
}

type Reply = Awaited<ReturnType<typeof post>>;

/** The error body of docs/contract.md §2. */
function expectError(res: Reply, status: number, code: string, paths?: string[]): void {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(status);
  expect(res.headers['content-type']).toBe(JSON_TYPE);
  const { error } = res.json();
  expect(error.status).toBe(status);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  if (paths) {
    const got = (error.violations as Array<{ path: string }>).map((v) => v.path);
    for (const path of paths) expect(got, `${path} in ${JSON.stringify(got)}`).toContain(path);
  }
}

/** Sends a query and compares total, meta.page, the ids in order and the result documents. */
async function check(path: Path, body: Json): Promise<QueryAnswer> {
  const res = await post(`/v4/${path}/query`, body);
  expect(res.statusCode, `${path} ${show(body)} -> ${res.body.slice(0, 400)}`).toBe(200);
  expect(res.headers['content-type']).toBe(JSON_TYPE);
  const json = res.json();
  const expected = ev.query(path, body ?? {});
  const pageSent = body !== undefined && !Array.isArray(body) && body.page !== undefined;
  expect(Object.keys(json).sort(), show(body)).toEqual(['meta', 'results']);
  // docs/contract.md §5: meta.page only when the request had `page`.
  expect(Object.keys(json.meta).sort(), show(body)).toEqual(pageSent ? ['page', 'total'] : ['total']);
  const results = json.results as Rec[];
  const got = { total: json.meta.total, page: json.meta.page, ids: results.map((r) => r.id) };
  expect(got, `${path} ${show(body)}`).toEqual({ total: expected.total, page: expected.page, ids: expected.ids });
  // docs/contract.md §9: each result is the stored record without its hidden fields.
  const byId = byIdMaps.get(path)!;
  for (const result of results) expect(result, `${path} ${result.id}`).toEqual(ev.view(path, byId.get(result.id)!));
  return expected;
}

const DIRECTIONS = ['ASC', 'DESC'] as const;

/** A random sorting the endpoint accepts, or undefined (omitted) where sorting is optional. */
function randomSorting(path: Path, rng: Rng): Json | undefined {
  const model = ev.model(path);
  const keys = Object.keys(model.sorts);
  if (model.envelope.sorting === 'none' || keys.length === 0) return undefined;
  if (model.envelope.sorting === 'optional' && rng.chance(0.2)) return undefined;
  const key = rng.pick(keys);
  const direction = rng.pick(DIRECTIONS);
  return path === 'product-families' && key === 'name' ? { name: { direction, locale: rng.pick([...LOCALES, 'it']) } } : { [key]: direction };
}

/** One filter compared over the whole result (all pages, or no page where `page` is optional). */
async function checkFilter(path: Path, filter: Json, rng: Rng): Promise<number> {
  const sorting = randomSorting(path, rng);
  const envelope = ev.model(path).envelope;
  const base: Json = { filter, ...(sorting === undefined ? {} : { sorting }) };
  if (envelope.page !== 'required' && rng.chance(0.6)) return (await check(path, base)).total;
  const size = envelope.page === 'required' ? 250 : rng.pick(PAGE_SIZES);
  const first = await check(path, { ...base, page: { no: 0, size } });
  for (let no = 1; no * size < first.total; no++) await check(path, { ...base, page: { no, size } });
  return first.total;
}

const matchCount = (path: Path, filter: Json) => ev.select(path, filter).length;
const discriminates = (path: Path, filter: Json) => {
  const n = matchCount(path, filter);
  return n > 0 && n < recordsOf(path).length;
};

// ---------------------------------------------------------------------------------------------
// Filter values drawn from the data.

/** Raw words (case and accents kept) of a text, for queries that the server must fold. */
const rawWords = (text: string): string[] => text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

interface FilterGen {
  kind: 'list' | 'time' | 'bool' | 'value';
  /** list: the values one record offers (a value drawn from a record matches at least that record). */
  values?: (r: Rec, rng: Rng) => Json[];
  /** list: values from the filter's whole domain, also ones no record has. */
  domain?: readonly Json[];
  /** time: the timestamp the filter reads. */
  time?: (r: Rec) => number | undefined;
  /** value: a whole value. */
  gen?: (rng: Rng) => Json;
}

/** Each category id with itself and its ancestors (from the public categories' parent links). */
function publicChain(id: Id): Id[] {
  const byId = byIdMaps.get('public-categories')!;
  const out: Id[] = [];
  const seen = new Set<Id>();
  let at = byId.get(id);
  if (!at) return [id];
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    out.push(at.id);
    at = at.parent === null || at.parent === undefined ? undefined : byId.get(at.parent);
  }
  return out;
}

/** A search string from some texts: prefixes of their words, sometimes shouted, joined by noise. */
function wordQuery(texts: readonly string[], rng: Rng): string {
  const ws = texts.flatMap(rawWords);
  if (ws.length === 0) return 'zq';
  const prefix = (w: string) => w.slice(0, Math.max(1, Math.min(w.length, 1 + rng.int(w.length + 1))));
  const shout = (w: string) => (rng.chance(0.3) ? w.toUpperCase() : rng.chance(0.2) ? fold(w) : w);
  const n = 1 + rng.int(Math.min(3, ws.length));
  return Array.from({ length: n }, () => shout(rng.chance(0.3) ? rng.pick(ws) : prefix(rng.pick(ws)))).join(rng.pick([' ', '  ', ', ', '-', ' / ']));
}

/** A plain-string search value: usually from one record's texts, sometimes mixing two, sometimes nonsense. */
function plainSearchGen(path: Path, texts: (r: Rec, rng: Rng) => string[]): (rng: Rng) => Json {
  return (rng) => {
    const all = recordsOf(path);
    const kind = rng.int(10);
    if (kind === 8) return `${wordQuery(texts(rng.pick(all), rng), rng)} ${wordQuery(texts(rng.pick(all), rng), rng)}`;
    if (kind === 9) return rng.pick(['zzqx', 'Ω', '12345', 'xylophone']);
    return wordQuery(texts(rng.pick(all), rng), rng);
  };
}

const timeOf = (field: 'createdAt' | 'updatedAt') => (r: Rec): number | undefined => r.meta?.[field];
const one = (value: unknown): Json[] => (value === undefined || value === null ? [] : [value]);
const vatNumbers = () => recordsOf('organizations').map((o) => o.vatNr).filter((v): v is string => typeof v === 'string');
const vatGen = (rng: Rng): Json => (rng.chance(0.15) ? 'BE0999999999' : rng.pick(vatNumbers()));
const STATUS_FILTER: Record<string, string> = { open: 'open', in_progress: 'in_progress', solved: 'handled', closed: 'handled' };
const MEDIA_TYPES: Record<string, string[]> = { photo: ['photo'], frontal: ['frontal', 'photo'], link: ['link'] };

const GENS: Record<Path, Record<string, FilterGen>> = {
  media: {
    published: { kind: 'bool' },
    organization: { kind: 'list', values: (r) => r.organizations, domain: [999_999] },
    targetGroup: { kind: 'list', values: (r) => r.targetGroups, domain: TARGET_GROUPS },
    type: { kind: 'list', values: (r) => MEDIA_TYPES[mediaKind(r)]!, domain: ['photo', 'frontal', 'link'] },
    photoType: { kind: 'list', values: (r) => (r.type === 'photo' ? [r.photoType] : []), domain: PHOTO_TYPES },
    linkType: { kind: 'list', values: (r) => (r.type === 'link' ? [r.linkType] : []), domain: LINK_TYPES },
    visibleSides: { kind: 'list', values: (r) => r.visibleSides ?? [], domain: VISIBLE_SIDES },
    createdAt: { kind: 'time', time: timeOf('createdAt') },
    updatedSince: { kind: 'time', time: timeOf('updatedAt') },
    product: { kind: 'list', values: (r) => r.products, domain: ['no-such-product'] },
    available: { kind: 'bool' },
    locale: { kind: 'list', values: (r, rng) => ((r.locales as string[]).length > 0 ? r.locales : [rng.pick(LOCALES)]), domain: [...LOCALES, 'nl-BE', 'it'] },
  },
  organizations: {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    type: { kind: 'list', values: (r) => [r.type], domain: ORGANIZATION_TYPES },
    name: {
      kind: 'value',
      gen: (rng) => {
        const name = String(rng.pick(recordsOf('organizations')).name);
        switch (rng.int(6)) {
          case 0: return name.toUpperCase();
          case 1: return name.toLowerCase();
          case 2: return name.split(' ')[0]!; // a prefix is not the whole name
          case 3: return `${name} extra`;
          default: return name;
        }
      },
    },
    searchName: { kind: 'value', gen: plainSearchGen('organizations', (r) => [r.name]) },
    specializations: { kind: 'list', values: (r) => (r.specializations as Id[]).flatMap(publicChain), domain: [999_999] },
    vatNr: { kind: 'value', gen: vatGen },
  },
  brands: {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    search: { kind: 'value', gen: plainSearchGen('brands', (r) => [r.name]) },
  },
  'product-families': {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    // Words of the name in one locale, so that either reading of "any locale" gives the same
    // answer; the union reading has its own test below.
    search: { kind: 'value', gen: plainSearchGen('product-families', (r, rng) => [rng.pick(Object.values(r.name) as string[])]) },
  },
  updates: {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    organization: { kind: 'list', values: (r) => [r.organization], domain: [999_999] },
    newsType: { kind: 'list', values: (r) => [r.type], domain: NEWS_TYPES },
    createdAt: { kind: 'time', time: timeOf('createdAt') },
    updatedSince: { kind: 'time', time: timeOf('updatedAt') },
    locale: { kind: 'list', values: (r) => r.locales, domain: [...LOCALES, 'nl-BE', 'it'] },
    product: { kind: 'list', values: (r) => r.products, domain: ['no-such-product'] },
    publicCategory: { kind: 'list', values: (r) => (r.publicCategories as Id[]).flatMap(publicChain), domain: [999_999] },
    brand: { kind: 'list', values: (r) => r.brands, domain: [999_999] },
    targetGroup: { kind: 'list', values: (r) => r.targetGroups, domain: TARGET_GROUPS },
  },
  corrections: {
    product: { kind: 'list', values: (r) => [r.product], domain: ['no-such-product'] },
    status: { kind: 'list', values: (r) => [STATUS_FILTER[r.status]], domain: ['open', 'in_progress', 'handled'] },
    organization: { kind: 'list', values: (r) => [r.organization], domain: [999_999] },
    search: { kind: 'value', gen: plainSearchGen('corrections', (r) => [r.text]) },
    locale: { kind: 'list', values: (r) => [r.locale], domain: [...LOCALES, 'it'] },
    type: { kind: 'list', values: (r) => [r.type], domain: CORRECTION_TYPES },
    createdBy: { kind: 'list', values: (r) => [r.createdBy], domain: [999_999] },
    createdAt: { kind: 'time', time: timeOf('createdAt') },
  },
  users: {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    organization: { kind: 'list', values: (r) => [r.organization], domain: [999_999] },
    vatNr: { kind: 'value', gen: vatGen },
  },
  'catalog-categories': {
    id: { kind: 'list', values: (r) => [r.id], domain: ['no-such-category'] },
    parent: { kind: 'list', values: (r) => one(r.parent), domain: ['no-such-category'] },
    search: {
      kind: 'value',
      gen: (rng) => {
        const all = recordsOf('catalog-categories');
        const r = rng.pick(all);
        const locales = Object.keys(r.name);
        // Sometimes a locale the category has no name in, or one no category has.
        const locale = rng.chance(0.85) ? rng.pick(locales) : rng.pick([...LOCALES, 'nl-BE']);
        const text = r.name[locale] ?? r.name[rng.pick(locales)];
        if (rng.chance(0.1)) return { query: `${wordQuery([text], rng)} ${wordQuery([rng.pick(all).name[locale] ?? 'x'], rng)}`, locale };
        return { query: wordQuery([text], rng), locale };
      },
    },
    deleted: { kind: 'bool' },
  },
  'public-categories': {
    id: { kind: 'list', values: (r) => [r.id], domain: [999_999] },
    parent: { kind: 'list', values: (r) => one(r.parent), domain: [999_999] },
  },
  'dietary-restrictions': { id: { kind: 'list', values: (r) => [r.id], domain: ['no-such-restriction'] } },
  colors: { id: { kind: 'list', values: (r) => [r.id], domain: ['no-such-color'] } },
};

const filterNames = (path: Path) => Object.keys(GENS[path]);
const listFilters = (path: Path) => filterNames(path).filter((n) => GENS[path][n]!.kind === 'list');

function timeValue(path: Path, read: (r: Rec) => number | undefined, rng: Rng): Json {
  const values = recordsOf(path).map(read).filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  const a = rng.pick(values);
  const b = rng.pick(values);
  switch (rng.int(5)) {
    case 0: return a;
    case 1: return { from: a };
    case 2: return { until: a };
    case 3: return { from: a, until: a };
    default: return { from: Math.min(a, b), until: Math.max(a, b) };
  }
}

/** One random value of a filter, taken from the data (now and then from its whole domain). */
function filterValue(path: Path, name: string, rng: Rng): Json {
  const gen = GENS[path][name]!;
  switch (gen.kind) {
    case 'bool': return rng.chance(0.5);
    case 'time': return timeValue(path, gen.time!, rng);
    case 'value': return gen.gen!(rng);
    case 'list': {
      if (gen.domain && rng.chance(0.1)) return rng.pick(gen.domain);
      for (let attempt = 0; attempt < 200; attempt++) {
        const values = gen.values!(rng.pick(recordsOf(path)), rng);
        if (values.length > 0) return rng.pick(values);
      }
      throw new Error(`no ${path} record offers a value for ${name}`);
    }
  }
}

/** A list of 2 to 4 values of a list filter. */
function filterList(path: Path, name: string, rng: Rng): Json[] {
  return Array.from({ length: 2 + rng.int(3) }, () => filterValue(path, name, rng));
}

/** A random single-key filter; draws until it matches some but not all records when `discriminating`. */
function randomFilter(path: Path, rng: Rng, name = rng.pick(filterNames(path)), discriminating = false): Json {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = GENS[path][name]!.kind === 'list' && rng.chance(0.3) ? filterList(path, name, rng) : filterValue(path, name, rng);
    const filter = { [name]: value };
    if (!discriminating || discriminates(path, filter)) return filter;
  }
  throw new Error(`no discriminating value for ${path}.${name}`);
}

/** A random filter tree: and / or / not / implicit and of several keys, down to `depth`. */
function randomTree(path: Path, rng: Rng, depth: number): Json {
  if (depth <= 0 || rng.chance(0.25)) return randomFilter(path, rng);
  switch (rng.int(4)) {
    case 0: return { and: Array.from({ length: 1 + rng.int(3) }, () => randomTree(path, rng, depth - 1)) };
    case 1: return { or: Array.from({ length: 1 + rng.int(3) }, () => randomTree(path, rng, depth - 1)) };
    case 2: return { not: randomTree(path, rng, depth - 1) };
    default: {
      // Several keys in one object: all must match.
      const out: Record<string, Json> = {};
      for (let i = 0; i < 2 + rng.int(2); i++) Object.assign(out, randomFilter(path, rng));
      if (rng.chance(0.5)) out.or = [randomTree(path, rng, depth - 1), randomTree(path, rng, depth - 1)];
      if (rng.chance(0.5)) out.not = randomTree(path, rng, depth - 1);
      return out;
    }
  }
}

// The evaluator is built in beforeAll, but it.each needs its cases at collection time: the sort
// keys are stated here and checked against the evaluator and the declarations in the first test.
const SORT_KEYS: Record<Path, string[]> = {
  media: ['id', 'createdAt', 'touchedAt'],
  organizations: ['id', 'name'],
  brands: ['id', 'name'],
  'product-families': ['id', 'name'],
  updates: ['id', 'createdAt', 'sortOrder'],
  corrections: ['touchedAt'],
  users: ['id'],
  'catalog-categories': [],
  'public-categories': ['id'],
  'dietary-restrictions': ['id'],
  colors: ['id'],
};
const FILTER_NAMES: Record<Path, string[]> = Object.fromEntries(PATHS.map((p) => [p, Object.keys(GENS[p])])) as Record<Path, string[]>;

function sortLabels(path: Path): Array<[string, Json]> {
  const out: Array<[string, Json]> = [];
  for (const key of SORT_KEYS[path]) {
    for (const direction of DIRECTIONS) {
      if (path === 'product-families' && key === 'name') {
        for (const locale of [...LOCALES, 'it']) out.push([`name ${locale} ${direction}`, { name: { direction, locale } }]);
      } else out.push([`${key} ${direction}`, { [key]: direction }]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shared test bodies, run per endpoint.

/** Every filter: a discriminating value, more values, lists, under not, inside or / and. */
async function filterTest(path: Path, name: string): Promise<void> {
  const rng = new Rng(`filter ${path} ${name}`);
  let found: Json;
  for (let attempt = 0; attempt < 300 && found === undefined; attempt++) {
    const filter = { [name]: filterValue(path, name, rng) };
    if (discriminates(path, filter)) found = filter;
  }
  expect(found, `no value of ${path}.${name} matches some but not all records`).toBeDefined();
  const total = await checkFilter(path, found, rng);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(recordsOf(path).length);

  const isList = GENS[path][name]!.kind === 'list';
  const others = filterNames(path).filter((n) => n !== name);
  const other = () => (others.length > 0 ? randomFilter(path, rng, rng.pick(others)) : randomFilter(path, rng, name));
  for (let round = 0; round < 4; round++) {
    const single = { [name]: filterValue(path, name, rng) };
    await checkFilter(path, single, rng);
    if (isList) await checkFilter(path, { [name]: filterList(path, name, rng) }, rng);
    await checkFilter(path, { not: single }, rng);
    await checkFilter(path, { or: [single, other()] }, rng);
    await checkFilter(path, { or: [other(), { not: single }, other()] }, rng);
    await checkFilter(path, { and: [single, { not: other() }] }, rng);
    // implicit and with another key
    if (others.length > 0) await checkFilter(path, { ...single, ...other() }, rng);
  }
  await checkFilter(path, { not: found }, rng);
  await checkFilter(path, { or: [found, { not: found }] }, rng);
  await checkFilter(path, { and: [found, { not: found }] }, rng);
}

/** Every page of a few sizes in one order, with and without a filter. */
async function sortTest(path: Path, sorting: Json): Promise<void> {
  const rng = new Rng(`sort ${path} ${JSON.stringify(sorting)}`);
  const n = recordsOf(path).length;
  for (const size of PAGE_SIZES) {
    const pages = Math.ceil(n / size);
    for (const no of new Set([0, 1, pages - 1, pages, pages + 3, rng.int(pages)])) await check(path, { filter: {}, sorting, page: { no, size } });
  }
  if (ev.model(path).envelope.page !== 'required') await check(path, { sorting });
  for (let i = 0; i < 6; i++) {
    const filter = rng.chance(0.5) ? randomFilter(path, rng) : randomTree(path, rng, 2);
    const size = rng.pick(PAGE_SIZES);
    const total = matchCount(path, filter);
    const pages = Math.max(1, Math.ceil(total / size));
    for (const no of new Set([0, pages - 1, rng.int(pages)])) await check(path, { filter, sorting, page: { no, size } });
  }
  // Walking every page of size 10 gives the whole ordered result once.
  const seen: Id[] = [];
  for (let no = 0; no * 10 < n && no < 30; no++) {
    const res = await post(`/v4/${path}/query`, { filter: {}, sorting, page: { no, size: 10 } });
    seen.push(...(res.json().results as Rec[]).map((r) => r.id));
  }
  expect(seen).toEqual(ev.ordered(path, { sorting }).slice(0, 300).map((r) => r.id));
}

/** Random filter trees. */
async function treeTest(path: Path, count: number): Promise<void> {
  const rng = new Rng(`trees ${path}`);
  let nonTrivial = 0;
  for (let i = 0; i < count; i++) {
    const total = await checkFilter(path, randomTree(path, rng, 2 + rng.int(4)), rng);
    if (total > 0 && total < recordsOf(path).length) nonTrivial++;
  }
  expect(nonTrivial).toBeGreaterThan(count / 8);
  // Wide alternations and conjunctions (more terms than one flat SQL group holds).
  for (const width of [33, 40, 70]) {
    await checkFilter(path, { or: Array.from({ length: width }, () => randomFilter(path, rng)) }, rng);
    await checkFilter(path, { and: Array.from({ length: width }, () => ({ not: randomFilter(path, rng) })) }, rng);
    await checkFilter(path, { not: { or: Array.from({ length: width }, () => randomTree(path, rng, 1)) } }, rng);
  }
  // A chain of nots, ors and ands.
  const names = filterNames(path);
  let chain: Json = randomFilter(path, rng, names[0], true);
  for (let depth = 0; depth < 12; depth++) {
    chain = depth % 3 === 0 ? { not: chain }
      : depth % 3 === 1 ? { or: [chain, randomFilter(path, rng, rng.pick(names), true)] }
        : { and: [chain, { not: randomFilter(path, rng, rng.pick(names), true) }] };
    await checkFilter(path, chain, rng);
  }
}

/** `{}`/`[]` match all; an empty list matches nothing and its complement everything. */
async function emptyTest(path: Path): Promise<void> {
  const rng = new Rng(`empty ${path}`);
  const n = recordsOf(path).length;
  expect(await checkFilter(path, {}, rng)).toBe(n);
  expect(await checkFilter(path, [], rng)).toBe(n);
  expect(await checkFilter(path, { and: [{}, []] }, rng)).toBe(n);
  expect(await checkFilter(path, { not: {} }, rng)).toBe(0);
  const body = (filter: Json) => {
    const sorting = randomSorting(path, rng) ?? (ev.model(path).envelope.sorting === 'none' ? undefined : { [SORT_KEYS[path][0]!]: 'ASC' });
    return { filter, ...(sorting === undefined ? {} : { sorting }), page: { no: 0, size: 10 } };
  };
  // Soft: one filter that gets it wrong must not hide the others.
  for (const name of listFilters(path)) {
    const res = await post(`/v4/${path}/query`, body({ [name]: [] }));
    expect.soft(res.statusCode, `${path}.${name}: [] -> ${res.body.slice(0, 200)}`).toBe(200);
    if (res.statusCode === 200) expect.soft(res.json().meta.total, `${path} {${name}: []} must match nothing`).toBe(0);
    const complement = await post(`/v4/${path}/query`, body({ not: { [name]: [] } }));
    expect.soft(complement.statusCode).toBe(200);
    if (complement.statusCode === 200) expect.soft(complement.json().meta.total, `${path} {not: {${name}: []}} must match everything`).toBe(n);
  }
}

/** Finds: every id (or a sample, always with unpublished and unavailable media) answers the record's view. */
async function findEveryId(path: Path, sample: number): Promise<void> {
  const rng = new Rng(`find ${path}`);
  const singular = FINDS[path]!;
  const all = recordsOf(path);
  const ids = all.length <= sample ? all.map((r) => r.id) : [
    ...Array.from({ length: sample }, () => rng.pick(all).id),
    // Hidden states do not hide an item from find.
    ...all.filter((r) => r.published === false || r.available === false).slice(0, 10).map((r) => r.id),
  ];
  for (const id of ids) {
    const res = await get(`/v4/${path}/find?id=${encodeURIComponent(String(id))}`);
    expect(res.statusCode, `${path} ${id}: ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.headers['content-type']).toBe(JSON_TYPE);
    const json = res.json();
    expect(Object.keys(json)).toEqual([singular]);
    expect(json[singular]).toEqual(ev.view(path, ev.byId(path, id)!));
    for (const hidden of HIDDEN_FIELDS[path]!) expect(json[singular], hidden).not.toHaveProperty(hidden);
  }
}

/** Finds: unknown ids 404 not_found; anything that is not an integer id is refused. */
async function findUnknown(path: Path): Promise<void> {
  const max = Math.max(...recordsOf(path).map((r) => Number(r.id)));
  for (const unknown of [max + 1, 999_999_999]) expectError(await get(`/v4/${path}/find?id=${unknown}`), 404, 'not_found');
  // Not an integer id at all: refused, never found (read as a validation error or a not-found).
  for (const bad of ['abc', '-1', '1.5']) expect([404, 422], bad).toContain((await get(`/v4/${path}/find?id=${bad}`)).statusCode);
}

/** Finds: a missing id is a 422 pointing at the query parameter; find is GET only. */
async function findMissing(path: Path): Promise<void> {
  expectError(await get(`/v4/${path}/find`), 422, 'validation_failed', ['/query/id']);
  expectError(await get(`/v4/${path}/find?id=`), 422, 'validation_failed', ['/query/id']);
  expectError(await get(`/v4/${path}/find?other=1`), 422, 'validation_failed', ['/query/id']);
  const post405 = await post(`/v4/${path}/find?id=1`, {});
  expectError(post405, 405, 'method_not_allowed');
  expect(post405.headers.allow).toContain('GET');
}

function findTests(path: Path, sample: number): void {
  const singular = FINDS[path]!;
  it(`answers {"${singular}": ...}, the stored record without hidden fields`, async () => findEveryId(path, sample));
  it('404 not_found for an unknown id', async () => findUnknown(path));
  it('422 validation_failed for a missing id; 405 for POST', async () => findMissing(path));
}

/** Envelope rules of an endpoint whose filter, sorting and page are all optional (or sorting absent). */
async function optionalEnvelopeTest(path: Path): Promise<void> {
  const url = `/v4/${path}/query`;
  const n = recordsOf(path).length;
  const sortingAllowed = ev.model(path).envelope.sorting !== 'none';
  // docs/contract.md §1: no body, an empty body, {} and [] are the empty envelope: everything, by id.
  for (const body of [undefined, {}, [], { filter: {} }, { filter: [] }, ...(sortingAllowed ? [{ sorting: {} }, { sorting: [] }, { filter: [], sorting: [] }] : [])]) {
    const answer = await check(path, body);
    expect(answer.total).toBe(n);
    expect(answer.ids).toHaveLength(n);
  }
  for (const raw of ['', '  ']) {
    const res = await post(url, undefined, { raw });
    expect(res.statusCode, `raw ${JSON.stringify(raw)}: ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.json().meta).toEqual({ total: n });
  }
  const bare = await catalog.app.inject({ method: 'POST', url, headers: { authorization: catalog.auth.reader } });
  expect(bare.statusCode).toBe(200);
  expect(bare.json().results.map((r: Rec) => r.id)).toEqual(ev.ordered(path).map((r) => r.id));
  // meta.page only when page was sent; page [] and {} are page 0 of 100.
  for (const page of [{}, [], { no: 0 }, { size: 10 }, { no: 1, size: 10 }, { no: 0, size: 250 }, { no: 1000, size: 50 }]) {
    await check(path, { page });
    await check(path, { filter: {}, page });
  }
  // Validation: unknown members, filters and sorting keys, bad pages.
  expectError(await post(url, { filters: {} }), 422, 'validation_failed', ['/filters']);
  expectError(await post(url, { filter: { noSuchFilter: 1 } }), 422, 'validation_failed', ['/filter/noSuchFilter']);
  expectError(await post(url, { filter: { and: [] } }), 422, 'validation_failed', ['/filter/and']);
  expectError(await post(url, { filter: { or: {} } }), 422, 'validation_failed', ['/filter/or']);
  expectError(await post(url, { filter: 'x' }), 422, 'validation_failed', ['/filter']);
  expectError(await post(url, { page: { no: 0, size: 20 } }), 422, 'validation_failed', ['/page/size']);
  expectError(await post(url, { page: { no: -1, size: 10 } }), 422, 'validation_failed', ['/page/no']);
  expectError(await post(url, { page: { no: 0, size: 10, offset: 0 } }), 422, 'validation_failed', ['/page/offset']);
  if (sortingAllowed) {
    expectError(await post(url, { sorting: { noSuchKey: 'ASC' } }), 422, 'validation_failed', ['/sorting/noSuchKey']);
    const key = SORT_KEYS[path][0]!;
    if (!(path === 'product-families' && key === 'name')) {
      for (const direction of ['asc', 'desc', 'Asc', '', 1, null]) {
        expectError(await post(url, { sorting: { [key]: direction } }), 422, 'validation_failed', [`/sorting/${key}`]);
      }
    }
    expectError(await post(url, { sorting: { [key]: 'ASC', x: 'DESC' } }), 422, 'validation_failed', ['/sorting']);
  } else {
    // docs/contract.md §12 / spec: catalog categories offer no sorting at all.
    for (const sorting of [{ id: 'ASC' }, {}, []]) expectError(await post(url, { sorting }), 422, 'validation_failed', ['/sorting']);
  }
  expectError(await post(url, undefined, { raw: '{"filter":' }), 400, 'bad_request');
  expectError(await post(url, undefined, { raw: '{}', headers: { 'content-type': 'text/plain' } }), 415, 'unsupported_media_type');
}

// ---------------------------------------------------------------------------------------------

describe('declarations covered by this file', () => {
  it('the evaluator and the generators know every filter and sort key each served resource declares', () => {
    const served = new Map(SERVED.map((s) => [s.decl.path, s]));
    for (const path of PATHS) {
      const decl = served.get(path)?.decl;
      expect(decl, path).toBeDefined();
      expect(Object.keys(ev.model(path).filters).sort(), path).toEqual(Object.keys(decl!.filters).sort());
      expect(FILTER_NAMES[path].sort(), path).toEqual(Object.keys(decl!.filters).sort());
      expect(Object.keys(ev.model(path).sorts).sort(), path).toEqual(Object.keys(decl!.sorts).sort());
      expect([...SORT_KEYS[path]].sort(), path).toEqual(Object.keys(decl!.sorts).sort());
      const envelope = ENVELOPES[path]!;
      expect({ filter: decl!.envelope.filter, sorting: decl!.envelope.sorting, page: decl!.envelope.page }, path)
        .toEqual({ filter: envelope.filter, sorting: envelope.sorting, page: envelope.page });
      expect([...decl!.hidden].sort(), path).toEqual([...HIDDEN_FIELDS[path]!].sort());
      expect(TEXT_IDS.has(path), path).toBe(decl!.idType === 'text');
    }
    expect(served.get('media')!.operations).toEqual(['query', 'stream', 'find']);
    for (const path of ['organizations', 'brands', 'corrections']) expect(served.get(path)!.operations, path).toEqual(['query', 'find']);
    for (const path of ['product-families', 'updates', 'users', 'catalog-categories', 'public-categories', 'dietary-restrictions', 'colors']) {
      expect(served.get(path)!.operations, path).toEqual(['query']);
    }
    // docs/contract.md §9 against the record modules.
    expect([...MEDIA_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS.media);
    expect([...ORGANIZATION_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS.organizations);
    expect([...UPDATE_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS.updates);
    expect([...CORRECTION_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS.corrections);
    expect([...USER_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS.users);
    expect([...CATALOG_CATEGORY_HIDDEN_FIELDS]).toEqual(HIDDEN_FIELDS['catalog-categories']);
  });

  it('every resource has records, ids unique', () => {
    for (const path of PATHS) {
      const ids = recordsOf(path).map((r) => r.id);
      expect(ids.length, path).toBeGreaterThan(1);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// POST /v4/media/query

describe('POST /v4/media/query', () => {
  it.each(FILTER_NAMES.media.map((n) => [n]))('filter %s', async (name) => filterTest('media', name));
  it.each(sortLabels('media'))('sorting %s', async (_label, sorting) => sortTest('media', sorting));
  it('random and / or / not trees', async () => treeTest('media', 40));
  it('{} and [] match all; an empty list matches nothing, its complement everything', async () => emptyTest('media'));

  it('type: photo is every photo including frontals, frontal only frontals, link only links', async () => {
    const rng = new Rng('media type');
    const kinds = recordsOf('media').map(mediaKind);
    const count = (k: string) => kinds.filter((x) => x === k).length;
    expect(count('frontal')).toBeGreaterThan(0);
    expect(count('photo')).toBeGreaterThan(0);
    expect(count('link')).toBeGreaterThan(0);
    expect(await checkFilter('media', { type: 'photo' }, rng)).toBe(count('photo') + count('frontal'));
    expect(await checkFilter('media', { type: 'frontal' }, rng)).toBe(count('frontal'));
    expect(await checkFilter('media', { type: 'link' }, rng)).toBe(count('link'));
    expect(await checkFilter('media', { type: ['frontal', 'link'] }, rng)).toBe(count('frontal') + count('link'));
    expect(await checkFilter('media', { not: { type: 'frontal' } }, rng)).toBe(count('photo') + count('link'));
    expect(await checkFilter('media', { and: [{ type: 'photo' }, { not: { type: 'frontal' } }] }, rng)).toBe(count('photo'));
    // Results say `photo` for frontals too.
    const res = await post('/v4/media/query', { filter: { type: 'frontal' }, sorting: { id: 'ASC' }, page: { no: 0, size: 50 } });
    for (const r of res.json().results as Rec[]) expect(r.type).toBe('photo');
  });

  it('locale: an empty locales[] suits every locale', async () => {
    const rng = new Rng('media locale');
    const empty = recordsOf('media').filter((m) => m.locales.length === 0).length;
    expect(empty).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const own = recordsOf('media').filter((m) => m.locales.includes(locale)).length;
      expect(await checkFilter('media', { locale }, rng), locale).toBe(empty + own);
    }
    // A locale no item names: only the items that suit every locale.
    expect(await checkFilter('media', { locale: 'it' }, rng)).toBe(empty);
    expect(await checkFilter('media', { not: { locale: 'it' } }, rng)).toBe(recordsOf('media').length - empty);
  });

  it('locale: [] matches nothing, also items with an empty locales[]', async () => {
    // docs/contract.md §5: "an empty list matches nothing"; `not` of it matches everything.
    const rng = new Rng('media locale empty');
    expect(await checkFilter('media', { locale: [] }, rng)).toBe(0);
    expect(await checkFilter('media', { not: { locale: [] } }, rng)).toBe(recordsOf('media').length);
  });

  it('published, available, organization and product read the hidden fields; product includes unpublished items', async () => {
    const rng = new Rng('media hidden');
    const media = recordsOf('media');
    expect(media.some((m) => !m.published)).toBe(true);
    expect(media.some((m) => !m.available)).toBe(true);
    for (const flag of ['published', 'available'] as const) {
      expect(await checkFilter('media', { [flag]: true }, rng)).toBe(media.filter((m) => m[flag]).length);
      expect(await checkFilter('media', { [flag]: false }, rng)).toBe(media.filter((m) => !m[flag]).length);
    }
    const hiddenLinked = media.filter((m) => (!m.published || !m.available) && m.products.length > 0);
    expect(hiddenLinked.length).toBeGreaterThan(0);
    for (let i = 0; i < 8; i++) {
      const m = rng.pick(hiddenLinked);
      const total = await checkFilter('media', { product: rng.pick(m.products as string[]) }, rng);
      expect(total).toBeGreaterThan(0);
    }
  });

  it('a product\'s photos, frontals and links are exactly its linked media that are published and available', async () => {
    // docs/contract.md §6: the media `product` filter and the product documents must agree.
    const rng = new Rng('media product agreement');
    const products = catalog.records.products!;
    for (let i = 0; i < 25; i++) {
      const p = rng.pick(products);
      const embedded = [...p.photos, ...p.frontals, ...p.links].map((m: Rec) => m.id).sort((a: number, b: number) => a - b);
      const res = await post('/v4/media/query', {
        filter: { product: p.id, published: true, available: true }, sorting: { id: 'ASC' }, page: { no: 0, size: 250 },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json().results as Rec[]).map((m) => m.id), String(p.id)).toEqual(embedded);
      // And the frontals are the ones with frontal formats.
      const frontals = await post('/v4/media/query', {
        filter: { product: p.id, published: true, available: true, type: 'frontal' }, sorting: { id: 'ASC' }, page: { no: 0, size: 250 },
      });
      expect((frontals.json().results as Rec[]).map((m) => m.id), String(p.id)).toEqual(p.frontals.map((m: Rec) => m.id).sort((a: number, b: number) => a - b));
    }
  });

  it('time filters: T means from T, bounds inclusive', async () => {
    const rng = new Rng('media time');
    for (const [name, field] of [['createdAt', 'createdAt'], ['updatedSince', 'updatedAt']] as const) {
      const m = rng.pick(recordsOf('media'));
      const t = m.meta[field] as number;
      expect(await checkFilter('media', { [name]: { from: t, until: t } }, rng), name).toBeGreaterThan(0);
      await checkFilter('media', { [name]: t }, rng);
      await checkFilter('media', { [name]: t + 1 }, rng);
      await checkFilter('media', { [name]: { until: t - 1 } }, rng);
      expect(await checkFilter('media', { not: { [name]: { from: 0 } } }, rng)).toBe(0);
    }
  });

  it('envelope: filter, sorting and page are all required', async () => {
    const url = '/v4/media/query';
    const body = { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };
    await check('media', body);
    await check('media', { filter: [], sorting: { touchedAt: 'DESC' }, page: [] });
    expectError(await post(url, { sorting: body.sorting, page: body.page }), 422, 'validation_failed', ['/filter']);
    expectError(await post(url, { filter: {}, page: body.page }), 422, 'validation_failed', ['/sorting']);
    expectError(await post(url, { filter: {}, sorting: body.sorting }), 422, 'validation_failed', ['/page']);
    expectError(await post(url, { filter: {}, sorting: {}, page: body.page }), 422, 'validation_failed', ['/sorting']);
    expectError(await post(url, {}), 422, 'validation_failed', ['/filter', '/sorting', '/page']);
    expectError(await post(url, []), 422, 'validation_failed', ['/filter', '/sorting', '/page']);
    expectError(await post(url), 422, 'validation_failed', ['/filter', '/sorting', '/page']);
    expectError(await post(url, { ...body, sorting: { name: 'ASC' } }), 422, 'validation_failed', ['/sorting/name']);
    expectError(await post(url, { ...body, sorting: { id: 'asc' } }), 422, 'validation_failed', ['/sorting/id']);
    expectError(await post(url, { ...body, filter: { noSuchFilter: true } }), 422, 'validation_failed', ['/filter/noSuchFilter']);
    expectError(await post(url, { ...body, page: { no: 0, size: 25 } }), 422, 'validation_failed', ['/page/size']);
    // Values outside the enums of docs/contract.md §6.
    for (const [name, value] of [['targetGroup', 'nobody'], ['type', 'video'], ['photoType', 'selfie'], ['linkType', 'podcast'], ['visibleSides', 'inside'], ['published', 'yes'], ['available', 1], ['createdAt', 'yesterday'], ['organization', 'x']] as const) {
      expectError(await post(url, { ...body, filter: { [name]: value } }), 422, 'validation_failed', [`/filter/${name}`]);
    }
  });

  it('result window: pages reach index 9999 and no further', async () => {
    const total = recordsOf('media').length;
    const deep = await check('media', { filter: {}, sorting: { id: 'ASC' }, page: { no: 999, size: 10 } });
    expect(deep).toEqual({ total, ids: [], page: { no: 999, offset: 9990, size: 10 } });
    await check('media', { filter: {}, sorting: { id: 'DESC' }, page: { no: 39, size: 250 } });
    for (const page of [{ no: 40, size: 250 }, { no: 1000, size: 10 }, { no: 100, size: 100 }, { no: 200, size: 50 }]) {
      expectError(await post('/v4/media/query', { filter: {}, sorting: { id: 'ASC' }, page }), 422, 'result_window_exceeded');
    }
    expect(RESULT_WINDOW).toBe(10_000);
  });

  it('400 user_agent_required without a User-Agent', async () => {
    const body = { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };
    for (const ua of ['', '   ']) expectError(await post('/v4/media/query', body, { headers: { 'user-agent': ua } }), 400, 'user_agent_required');
    // The other endpoints do not need one.
    expect((await post('/v4/brands/query', {}, { headers: { 'user-agent': '' } })).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// POST /v4/media/stream

/** Sends a stream request and compares every line with the evaluator's order. */
async function checkStream(body: Json): Promise<number> {
  const res = await post('/v4/media/stream', body);
  const expected = ev.ordered('media', body);
  expect(res.headers['content-type'], show(body)).toBe(STREAM_TYPE);
  if (expected.length === 0) {
    expect(res.statusCode, show(body)).toBe(204);
    expect(res.body).toBe('');
    return 0;
  }
  expect(res.statusCode, `${show(body)} -> ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.body.endsWith('\n')).toBe(true);
  const lines = res.body.slice(0, -1).split('\n').map((l) => JSON.parse(l) as Rec);
  expect(lines.map((l) => l.result.id), show(body)).toEqual(expected.map((r) => r.id));
  lines.forEach((l, i) => {
    expect(Object.keys(l)).toEqual(['meta', 'result']);
    expect(l.meta).toEqual({ total: expected.length, index: i, cursor: expect.stringMatching(/^[A-Za-z0-9._-]+$/) });
  });
  expect(lines.map((l) => l.result)).toEqual(expected.map((r) => ev.view('media', r)));
  return expected.length;
}

describe('POST /v4/media/stream', () => {
  it.each(sortLabels('media'))('sorting %s, the whole catalogue and filtered', async (_label, sorting) => {
    const rng = new Rng(`stream ${JSON.stringify(sorting)}`);
    expect(await checkStream({ filter: {}, sorting })).toBe(recordsOf('media').length);
    for (let i = 0; i < 4; i++) await checkStream({ filter: randomFilter('media', rng, undefined, true), sorting });
  });

  it.each(FILTER_NAMES.media.map((n) => [n]))('filter %s', async (name) => {
    const rng = new Rng(`stream filter ${name}`);
    await checkStream({ filter: randomFilter('media', rng, name, true), sorting: randomSorting('media', rng) });
    await checkStream({ filter: { not: randomFilter('media', rng, name, true) }, sorting: randomSorting('media', rng) });
    await checkStream({ filter: randomFilter('media', rng, name), sorting: randomSorting('media', rng) });
  });

  it('random trees', async () => {
    const rng = new Rng('stream trees');
    for (let i = 0; i < 15; i++) await checkStream({ filter: randomTree('media', rng, 3), sorting: randomSorting('media', rng) });
  });

  it('204 with no body and the stream content type when nothing matches', async () => {
    for (const filter of [{ product: 'no-such-product' }, { not: {} }, { organization: [] }, { and: [{ type: 'link' }, { type: 'frontal' }] }]) {
      expect(await checkStream({ filter, sorting: { id: 'ASC' } })).toBe(0);
    }
  });

  it('envelope: filter and sorting required, page refused', async () => {
    const url = '/v4/media/stream';
    expectError(await post(url, { sorting: { id: 'ASC' } }), 422, 'validation_failed', ['/filter']);
    expectError(await post(url, { filter: {} }), 422, 'validation_failed', ['/sorting']);
    expectError(await post(url, { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }), 422, 'validation_failed', ['/page']);
    expectError(await post(url, {}), 422, 'validation_failed', ['/filter', '/sorting']);
    expectError(await post(url), 422, 'validation_failed', ['/filter', '/sorting']);
    expectError(await post(url, { filter: {}, sorting: {} }), 422, 'validation_failed', ['/sorting']);
    expectError(await post(url, { filter: {}, sorting: { id: 'ASC', touchedAt: 'DESC' } }), 422, 'validation_failed', ['/sorting']);
    expectError(await post(url, { filter: { type: 'video' }, sorting: { id: 'ASC' } }), 422, 'validation_failed', ['/filter/type']);
    // An empty array stands for an empty object (docs/contract.md §1).
    expect(await checkStream({ filter: [], sorting: { touchedAt: 'DESC' } })).toBe(recordsOf('media').length);
  });

  it('400 user_agent_required without a User-Agent', async () => {
    for (const ua of ['', '   ']) expectError(await post('/v4/media/stream', { filter: {}, sorting: { id: 'ASC' } }, { headers: { 'user-agent': ua } }), 400, 'user_agent_required');
  });
});

// ---------------------------------------------------------------------------------------------
// GET /v4/media/find and the other finds

describe('GET /v4/media/find', () => {
  findTests('media', 150);
  it('400 user_agent_required without a User-Agent', async () => {
    const id = recordsOf('media')[0]!.id;
    for (const ua of ['', '   ']) expectError(await get(`/v4/media/find?id=${id}`, { 'user-agent': ua }), 400, 'user_agent_required');
  });
});

describe('GET /v4/organizations/find', () => {
  findTests('organizations', 100);
});

describe('GET /v4/brands/find', () => {
  findTests('brands', 100);
});

describe('GET /v4/corrections/find', () => {
  findTests('corrections', 100);
});

// ---------------------------------------------------------------------------------------------
// The endpoints whose envelope members are all optional.

/** The tests every such endpoint gets: each filter, each sorting, trees, empty values, envelope. */
function commonTests(path: Path, trees = 60): void {
  it.each(FILTER_NAMES[path].map((n) => [n]))('filter %s', async (name) => filterTest(path, name));
  if (SORT_KEYS[path].length > 0) it.each(sortLabels(path))('sorting %s', async (_label, sorting) => sortTest(path, sorting));
  it('random and / or / not trees', async () => treeTest(path, trees));
  it('{} and [] match all; an empty list matches nothing, its complement everything', async () => emptyTest(path));
  it('envelope: all members optional, meta.page only with page, all results without page', async () => optionalEnvelopeTest(path));
}

describe('POST /v4/organizations/query', () => {
  commonTests('organizations');

  it('name matches the whole name, case-insensitive', async () => {
    const rng = new Rng('organizations name');
    for (const o of recordsOf('organizations')) {
      const name = String(o.name);
      for (const variant of [name, name.toUpperCase(), name.toLowerCase()]) {
        const answer = await check('organizations', { filter: { name: variant } });
        expect(answer.ids, variant).toContain(o.id);
      }
      // Neither a prefix nor a longer text is the whole name.
      const first = name.split(' ')[0]!;
      if (first !== name) expect((await check('organizations', { filter: { name: first } })).ids).not.toContain(o.id);
      expect((await check('organizations', { filter: { name: `${name}x` } })).ids).not.toContain(o.id);
      await checkFilter('organizations', { not: { name } }, rng);
    }
  });

  it('specializations include descendant categories', async () => {
    const rng = new Rng('organizations specializations');
    const direct = new Set(recordsOf('organizations').flatMap((o) => o.specializations as number[]));
    const ancestors = [...new Set([...direct].flatMap((id) => publicChain(id).slice(1)))].filter((id) => !direct.has(id as number));
    expect(ancestors.length).toBeGreaterThan(0);
    for (const id of ancestors) expect(await checkFilter('organizations', { specializations: id }, rng), String(id)).toBeGreaterThan(0);
  });

  it('vatNr reads the hidden field; organizations without one match its complement', async () => {
    const rng = new Rng('organizations vatNr');
    const lacking = recordsOf('organizations').filter((o) => o.vatNr === undefined);
    expect(lacking.length).toBeGreaterThan(0);
    for (const vat of vatNumbers()) {
      expect(await checkFilter('organizations', { vatNr: vat }, rng), vat).toBeGreaterThan(0);
      const complement = await check('organizations', { filter: { not: { vatNr: vat } } });
      for (const o of lacking) expect(complement.ids).toContain(o.id);
    }
  });

  it('name sorts by the folded name, code point by code point', async () => {
    const names = recordsOf('organizations').map((o) => String(o.name));
    const folded = [...names].sort((a, b) => compareCodePoints(fold(a), fold(b)));
    await check('organizations', { sorting: { name: 'ASC' } });
    await check('organizations', { sorting: { name: 'DESC' } });
    const got = (await post('/v4/organizations/query', { sorting: { name: 'ASC' } })).json().results.map((o: Rec) => o.name);
    expect(got).toEqual(folded);
  });

  it('validation: enum values, empty search, a name that is not a string', async () => {
    const url = '/v4/organizations/query';
    expectError(await post(url, { filter: { type: 'company' } }), 422, 'validation_failed', ['/filter/type']);
    for (const q of ['', '   ', '!!', 5]) expectError(await post(url, { filter: { searchName: q } }), 422, 'validation_failed', ['/filter/searchName']);
    expectError(await post(url, { filter: { name: ['a', 'b'] } }), 422, 'validation_failed', ['/filter/name']);
    expectError(await post(url, { filter: { id: 'one' } }), 422, 'validation_failed', ['/filter/id']);
    // docs/contract.md §5: organizations sort `name` with a plain direction; a locale is a 422.
    expectError(await post(url, { sorting: { name: { direction: 'ASC', locale: 'nl' } } }), 422, 'validation_failed', ['/sorting/name/locale']);
  });
});

describe('POST /v4/brands/query', () => {
  commonTests('brands');

  it('search is case- and accent-insensitive and word-prefix', async () => {
    const rng = new Rng('brands search');
    const accented = recordsOf('brands').filter((b) => String(b.name).normalize('NFD') !== b.name);
    expect(accented.length).toBeGreaterThan(0);
    for (const b of accented) {
      const name = String(b.name);
      const bare = fold(name);
      for (const query of [name, name.toUpperCase(), bare, bare.toUpperCase(), bare.slice(0, 6), name.slice(0, 6).toLowerCase()]) {
        const answer = await check('brands', { filter: { search: query } });
        expect(answer.ids, query).toContain(b.id);
      }
      await checkFilter('brands', { not: { search: bare.slice(0, 3) } }, rng);
    }
    // The middle of a word is not a prefix.
    const b = recordsOf('brands')[0]!;
    const middle = fold(String(b.name)).slice(2);
    await check('brands', { filter: { search: middle } });
  });

  it('name sorts by the folded name, not by the raw one', async () => {
    const names = recordsOf('brands').map((b) => String(b.name));
    const folded = [...names].sort((a, b) => compareCodePoints(fold(a), fold(b)));
    const raw = [...names].sort(compareCodePoints);
    expect(folded, 'the data should tell folded from raw order').not.toEqual(raw);
    for (const direction of DIRECTIONS) {
      const got = (await post('/v4/brands/query', { sorting: { name: direction } })).json().results.map((x: Rec) => x.name);
      expect(got).toEqual(direction === 'ASC' ? folded : [...folded].reverse());
    }
  });

  it('validation: empty search, ids', async () => {
    const url = '/v4/brands/query';
    for (const q of ['', ' ', '--', { query: 'x' }]) expectError(await post(url, { filter: { search: q } }), 422, 'validation_failed', ['/filter/search']);
    expectError(await post(url, { filter: { id: [1, 'two'] } }), 422, 'validation_failed', ['/filter/id/1']);
    expectError(await post(url, { filter: { id: 0 } }), 422, 'validation_failed', ['/filter/id']);
  });
});

describe('POST /v4/product-families/query', () => {
  commonTests('product-families');

  it('search matches names in any locale', async () => {
    const rng = new Rng('families search');
    for (const f of recordsOf('product-families')) {
      for (const [locale, name] of Object.entries(f.name as Record<string, string>)) {
        const answer = await check('product-families', { filter: { search: name } });
        expect(answer.ids, `${locale} ${name}`).toContain(f.id);
      }
      await checkFilter('product-families', { search: wordQuery([rng.pick(Object.values(f.name) as string[])], rng) }, rng);
    }
  });

  it('search words may come from the names in different locales (the names read as one text)', async () => {
    // docs/contract.md §12 "matches the name in any locale", read as: every query word is a prefix of
    // a word of any of the family's names. Only this test depends on that reading.
    let mixed = 0;
    for (const f of recordsOf('product-families')) {
      const names = Object.values(f.name as Record<string, string>);
      for (const a of names) {
        for (const b of names) {
          const extra = rawWords(b).find((w) => !rawWords(a).some((x) => fold(x).startsWith(fold(w))));
          if (!extra) continue;
          mixed++;
          const query = `${rawWords(a).join(' ')} ${extra}`;
          expect((await check('product-families', { filter: { search: query } })).ids, query).toContain(f.id);
        }
      }
    }
    expect(mixed).toBeGreaterThan(0);
  });

  it('name sorting takes {direction, locale}; families without a name in that locale come last in both directions', async () => {
    const families = recordsOf('product-families');
    const lacking = LOCALES.filter((l) => families.some((f) => !f.name[l]));
    expect(lacking.length, 'some family lacks a name in some locale').toBeGreaterThan(0);
    for (const locale of lacking) {
      for (const direction of DIRECTIONS) {
        const answer = await check('product-families', { sorting: { name: { direction, locale } } });
        const without = families.filter((f) => !f.name[locale]).length;
        const tail = answer.ids.slice(answer.ids.length - without);
        expect(tail.every((id) => !byIdMaps.get('product-families')!.get(id)!.name[locale]), `${locale} ${direction}`).toBe(true);
      }
    }
  });

  it('validation: name sorting needs an object with direction and locale', async () => {
    const url = '/v4/product-families/query';
    expectError(await post(url, { sorting: { name: 'ASC' } }), 422, 'validation_failed', ['/sorting/name']);
    expectError(await post(url, { sorting: { name: { direction: 'ASC' } } }), 422, 'validation_failed', ['/sorting/name/locale']);
    expectError(await post(url, { sorting: { name: { direction: 'up', locale: 'nl' } } }), 422, 'validation_failed', ['/sorting/name/direction']);
    expectError(await post(url, { sorting: { name: { direction: 'ASC', locale: 'nl', x: 1 } } }), 422, 'validation_failed', ['/sorting/name/x']);
    for (const q of ['', ' ']) expectError(await post(url, { filter: { search: q } }), 422, 'validation_failed', ['/filter/search']);
  });
});

describe('POST /v4/updates/query', () => {
  commonTests('updates');

  it('publicCategory includes descendant categories; newsType is the type field', async () => {
    const rng = new Rng('updates categories');
    const direct = new Set(recordsOf('updates').flatMap((u) => u.publicCategories as number[]));
    expect(direct.size).toBeGreaterThan(0);
    const ancestors = [...new Set([...direct].flatMap((id) => publicChain(id).slice(1)))].filter((id) => !direct.has(id as number));
    expect(ancestors.length).toBeGreaterThan(0);
    for (const id of ancestors) expect(await checkFilter('updates', { publicCategory: id }, rng), String(id)).toBeGreaterThan(0);
    for (const type of NEWS_TYPES) {
      expect(await checkFilter('updates', { newsType: type }, rng), type).toBe(recordsOf('updates').filter((u) => u.type === type).length);
    }
  });

  it('sortOrder ties are broken by id in the same direction', async () => {
    const orders = recordsOf('updates').map((u) => u.sortOrder);
    expect(new Set(orders).size, 'the data has sortOrder ties').toBeLessThan(orders.length);
    for (const direction of DIRECTIONS) await check('updates', { sorting: { sortOrder: direction } });
  });

  it('validation: enum values', async () => {
    const url = '/v4/updates/query';
    expectError(await post(url, { filter: { newsType: 'press' } }), 422, 'validation_failed', ['/filter/newsType']);
    expectError(await post(url, { filter: { targetGroup: ['consumer', 'nobody'] } }), 422, 'validation_failed', ['/filter/targetGroup/1']);
    expectError(await post(url, { filter: { createdAt: { from: 1, to: 2 } } }), 422, 'validation_failed', ['/filter/createdAt/to']);
    expectError(await post(url, { filter: { createdAt: {} } }), 422, 'validation_failed', ['/filter/createdAt']);
    expectError(await post(url, { sorting: { touchedAt: 'ASC' } }), 422, 'validation_failed', ['/sorting/touchedAt']);
  });
});

describe('POST /v4/corrections/query', () => {
  commonTests('corrections');

  it('status handled means solved or closed', async () => {
    const rng = new Rng('corrections status');
    const all = recordsOf('corrections');
    const handled = all.filter((c) => c.status === 'solved' || c.status === 'closed').length;
    expect(handled).toBeGreaterThan(0);
    expect(await checkFilter('corrections', { status: 'handled' }, rng)).toBe(handled);
    expect(await checkFilter('corrections', { status: ['open', 'in_progress'] }, rng)).toBe(all.length - handled);
    expect(await checkFilter('corrections', { not: { status: 'handled' } }, rng)).toBe(all.length - handled);
    expect(await checkFilter('corrections', { status: ['open', 'in_progress', 'handled'] }, rng)).toBe(all.length);
  });

  it('without sorting the order is id ascending; the only sorting key is touchedAt (meta.updatedAt)', async () => {
    const ids = recordsOf('corrections').map((c) => c.id as number).sort((a, b) => a - b);
    expect((await check('corrections', {})).ids).toEqual(ids);
    for (const direction of DIRECTIONS) await check('corrections', { sorting: { touchedAt: direction } });
    for (const key of ['id', 'createdAt', 'status']) {
      expectError(await post('/v4/corrections/query', { sorting: { [key]: 'ASC' } }), 422, 'validation_failed', [`/sorting/${key}`]);
    }
  });

  it('validation: result statuses are not filter values; enum types', async () => {
    const url = '/v4/corrections/query';
    for (const status of ['solved', 'closed', 'done']) expectError(await post(url, { filter: { status } }), 422, 'validation_failed', ['/filter/status']);
    expectError(await post(url, { filter: { type: 'typo' } }), 422, 'validation_failed', ['/filter/type']);
    expectError(await post(url, { filter: { search: '' } }), 422, 'validation_failed', ['/filter/search']);
  });
});

describe('POST /v4/users/query', () => {
  commonTests('users');

  it('vatNr matches the users whose organization has that VAT number', async () => {
    const rng = new Rng('users vatNr');
    const orgs = new Map(recordsOf('organizations').map((o) => [o.id, o]));
    const lacking = recordsOf('users').filter((u) => orgs.get(u.organization)?.vatNr === undefined);
    expect(lacking.length, 'some user belongs to an organization without a VAT number').toBeGreaterThan(0);
    for (const vat of vatNumbers()) {
      const expected = recordsOf('users').filter((u) => orgs.get(u.organization)?.vatNr === vat).map((u) => u.id);
      expect((await check('users', { filter: { vatNr: vat } })).ids, vat).toEqual(expected);
      const complement = await check('users', { filter: { not: { vatNr: vat } } });
      for (const u of lacking) expect(complement.ids).toContain(u.id);
      await checkFilter('users', { or: [{ vatNr: vat }, { organization: rng.pick(recordsOf('users')).organization }] }, rng);
    }
  });

  it('validation: vatNr is a non-empty string', async () => {
    const url = '/v4/users/query';
    for (const vat of ['', 12, ['BE1']]) expectError(await post(url, { filter: { vatNr: vat } }), 422, 'validation_failed', ['/filter/vatNr']);
    expectError(await post(url, { sorting: { name: 'ASC' } }), 422, 'validation_failed', ['/sorting/name']);
  });
});

describe('POST /v4/catalog-categories/query', () => {
  commonTests('catalog-categories');

  it('no sorting: id order (code points); deleted categories included unless deleted: false', async () => {
    const all = recordsOf('catalog-categories');
    const ids = all.map((c) => String(c.id)).sort(compareCodePoints);
    expect((await check('catalog-categories', {})).ids).toEqual(ids);
    const deleted = all.filter((c) => c.deleted).length;
    expect(deleted).toBeGreaterThan(0);
    expect((await check('catalog-categories', { filter: { deleted: false } })).total).toBe(all.length - deleted);
    expect((await check('catalog-categories', { filter: { deleted: true } })).total).toBe(deleted);
    expect((await check('catalog-categories', { filter: { not: { deleted: true } } })).total).toBe(all.length - deleted);
  });

  it('parent: roots never match, and match its complement', async () => {
    const all = recordsOf('catalog-categories');
    const roots = all.filter((c) => c.parent === null);
    expect(roots.length).toBeGreaterThan(0);
    const parents = [...new Set(all.map((c) => c.parent).filter((p) => p !== null))] as string[];
    const answer = await check('catalog-categories', { filter: { parent: parents } });
    expect(answer.total).toBe(all.length - roots.length);
    expect((await check('catalog-categories', { filter: { not: { parent: parents } } })).ids).toEqual(roots.map((r) => r.id).sort(compareCodePoints));
  });

  it('search reads name[locale] only, case- and accent-insensitive', async () => {
    const rng = new Rng('catalog search');
    const all = recordsOf('catalog-categories');
    const accented = all.flatMap((c) => Object.entries(c.name as Record<string, string>)
      .flatMap(([locale, text]) => rawWords(text).filter((w) => w.normalize('NFD') !== w).map((w) => ({ c, locale, w }))));
    expect(accented.length).toBeGreaterThan(0);
    for (let i = 0; i < 12; i++) {
      const { c, locale, w } = rng.pick(accented);
      for (const query of [w, w.toUpperCase(), fold(w), fold(w).toUpperCase()]) {
        expect((await check('catalog-categories', { filter: { search: { query, locale } } })).ids, `${query} ${locale}`).toContain(c.id);
      }
      // The same word searched in another locale matches only where that locale's name has it.
      await check('catalog-categories', { filter: { search: { query: w, locale: rng.pick(LOCALES.filter((l) => l !== locale)) } } });
    }
  });

  it('validation: search needs query and locale', async () => {
    const url = '/v4/catalog-categories/query';
    expectError(await post(url, { filter: { search: 'pain' } }), 422, 'validation_failed', ['/filter/search']);
    expectError(await post(url, { filter: { search: { query: 'pain' } } }), 422, 'validation_failed', ['/filter/search/locale']);
    expectError(await post(url, { filter: { search: { locale: 'nl' } } }), 422, 'validation_failed', ['/filter/search/query']);
    expectError(await post(url, { filter: { search: { query: '', locale: 'nl' } } }), 422, 'validation_failed', ['/filter/search/query']);
    expectError(await post(url, { filter: { search: { query: 'x', locale: 'Dutch' } } }), 422, 'validation_failed', ['/filter/search/locale']);
    expectError(await post(url, { filter: { deleted: 'no' } }), 422, 'validation_failed', ['/filter/deleted']);
  });
});

describe('POST /v4/public-categories/query', () => {
  commonTests('public-categories');

  it('parent: the direct children only; roots match the complement', async () => {
    const rng = new Rng('public parent');
    const all = recordsOf('public-categories');
    const roots = all.filter((c) => c.parent === null);
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) {
      const children = all.filter((c) => c.parent === root.id).map((c) => c.id);
      expect((await check('public-categories', { filter: { parent: root.id } })).ids).toEqual(children);
    }
    const parents = [...new Set(all.map((c) => c.parent).filter((p) => p !== null))];
    expect((await check('public-categories', { filter: { not: { parent: parents } } })).ids).toEqual(roots.map((r) => r.id));
    await checkFilter('public-categories', { or: [{ parent: rng.pick(parents) }, { id: rng.pick(all).id }] }, rng);
  });
});

describe('POST /v4/dietary-restrictions/query', () => {
  commonTests('dietary-restrictions', 20);
});

describe('POST /v4/colors/query', () => {
  commonTests('colors', 20);
});
