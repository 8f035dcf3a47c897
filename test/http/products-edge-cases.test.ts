/**
 * Differential tests on hand-made edge records the generator does not produce: names that sort
 * differently by code point than by UTF-16 unit, names that fold to the same key, a name that
 * folds to nothing, empty names, region locales, IDs with punctuation, PZNs of different lengths,
 * elements without locales, records without statusTouchedAt. The records are the generated ones
 * plus crafted copies imported on top (upsert by id); the expected answers still come from the
 * reference evaluator, never from hand-typed lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../src/bulk/import.js';
import { STORED } from '../../src/resources/registry.js';
import { words } from '../../src/text/fold.js';
import { ProductsEvaluator, SORT_KEYS, compareCodePoints, type Json, type ProductJson } from '../reference/products-evaluator.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let ev: ProductsEvaluator;
let crafted: ProductJson[];

/** Names (nl) given to crafted copies; some pairs fold to the same key, some sort differently by code unit. */
const NAMES = [
  'ｚeta fullwidth', '𝔸lpha double-struck', '😀 smiley first', 'Zebra', 'zebra', 'Ébène', 'ebene', 'eben', 'Ebène 2', ' leading space',
  'a b', 'a-b', 'ab', 'a', '\u0301', 'İstanbul', 'Straße', 'ÆON', 'Ørsted', 'Œuf', 'Crème Hydratante', 'CREME hydratante', 'ﬁne ligature',
  'Ａｓｐｉｒｉｎ', '\uFFFD replacement', '\u00A0nbsp', 'z\u0301', 'ź', // U+0000 and U+0001: PostgreSQL text cannot hold the first, and the store escapes it with the second.
  'nul\u0000inside', 'soh\u0001inside', '\u0001\u0001', '\u0000', 'nul\u0000', 'nul',
];
const IDS = ['A-1', 'a_2', 'Z.9', '0000001', '00000010', '9', 'a', 'a.', 'a-', 'a_', 'A', '_x', '-x', '.x'];

function craft(generated: ProductJson[]): ProductJson[] {
  const out: ProductJson[] = [];
  const base = (i: number) => structuredClone(generated[i % generated.length]!);
  NAMES.forEach((name, i) => {
    const p = base(i);
    p.id = `edge-name-${String(i).padStart(2, '0')}`;
    p.name = { ...p.name, nl: name };
    if (i % 3 === 0) p.name['nl-BE'] = `${name} BE`;
    if (i % 4 === 1) p.name.de = '';
    if (i % 5 === 2) delete p.name.fr;
    if (i % 2 === 0) delete p.statusTouchedAt;
    out.push(p);
  });
  IDS.forEach((id, i) => {
    const p = base(i + 7);
    p.id = id;
    // PZNs of different lengths: a string sort puts "10" before "9".
    const pzns = ['9', '10', '0999', '100', 'A1', undefined, '1', '09'];
    const pzn = pzns[i % pzns.length];
    if (pzn === undefined) delete p.pzn;
    else p.pzn = pzn;
    if (i % 3 === 0) {
      for (const d of p.descriptions) d.locales = [];
      for (const l of p.leaflets) l.locales = ['nl-BE'];
    }
    if (i % 3 === 1) {
      for (const photo of p.photos) photo.locales = ['nl-BE', 'fr'];
      p.frontals = [];
    }
    p.meta = { ...p.meta, createdAt: generated[0]!.meta.createdAt, updatedAt: generated[0]!.meta.updatedAt };
    delete p.statusTouchedAt;
    out.push(p);
  });
  return out;
}

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 150, seed: 11, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  crafted = craft(catalog.records.products!);
  const dir = join(catalog.dir, 'edge');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'products.ndjson'), `${crafted.map((p) => JSON.stringify(p)).join('\n')}\n`);
  await importDirectory(catalog.store, dir, STORED);
  ev = new ProductsEvaluator({ ...catalog.records, products: [...catalog.records.products!, ...crafted] });
});

afterAll(async () => {
  await catalog?.close();
});

async function compare(body: { filter: Json; sorting: Json; page: Json }) {
  const res = await catalog.app.inject({
    method: 'POST',
    url: '/v4/products/query',
    headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const label = JSON.stringify(body).slice(0, 400);
  expect(res.statusCode, `${label} -> ${res.body.slice(0, 300)}`).toBe(200);
  const json = res.json();
  const expected = ev.query(body);
  expect({ total: json.meta.total, ids: (json.results as ProductJson[]).map((r) => r.id) }, label)
    .toEqual({ total: expected.total, ids: expected.ids });
  return expected;
}

/** Every page of size 250. */
async function compareAll(filter: Json, sorting: Json) {
  const first = await compare({ filter, sorting, page: { no: 0, size: 250 } });
  for (let no = 1; no * 250 < first.total; no++) await compare({ filter, sorting, page: { no, size: 250 } });
  return first.total;
}

describe('edge records', () => {
  it('the reference comparison is by code point, not by UTF-16 unit', () => {
    // U+FF5A (fullwidth z) is below U+1D538 by code point, above it by UTF-16 unit (0xD835).
    expect(compareCodePoints('ｚ', '𝔸')).toBe(-1);
    expect('ｚ' < '𝔸').toBe(false);
    expect(compareCodePoints('a b', 'a-b')).toBe(-1);
    expect(compareCodePoints('a', 'ab')).toBe(-1);
  });

  it('were imported', async () => {
    expect(ev.products.length).toBe(150 + crafted.length);
    await compare({ filter: { id: crafted.map((p) => p.id) }, sorting: { id: 'ASC' }, page: { no: 0, size: 100 } });
  });

  const sortings: Json[] = [];
  for (const direction of ['ASC', 'DESC']) {
    for (const key of SORT_KEYS) {
      if (key === 'name') for (const locale of ['nl', 'fr', 'de', 'nl-BE']) sortings.push({ name: { direction, locale } });
      else sortings.push({ [key]: direction });
    }
  }
  it.each(sortings.map((s) => [JSON.stringify(s), s]))('sorting %s', async (_label, sorting) => {
    await compareAll({}, sorting);
    await compareAll({ id: crafted.map((p) => p.id) }, sorting);
    for (const size of [10, 50]) {
      for (const no of [0, 1, 2, 3, 4, 17]) await compare({ filter: {}, sorting, page: { no, size } });
    }
  });

  it('search over crafted names, case- and accent-insensitive', async () => {
    const queries = new Set<string>();
    for (const name of NAMES) {
      for (const w of name.split(/\s+/).filter(Boolean)) {
        queries.add(w);
        queries.add(w.toUpperCase());
        queries.add(w.slice(0, 2));
      }
    }
    for (const query of queries) {
      if (words(query).length === 0) continue;
      for (const locale of ['nl', 'nl-BE']) {
        for (const type of ['name', 'all']) await compareAll({ search: { query, locale, type } }, { id: 'ASC' });
      }
    }
  });

  it('search over IDs with punctuation, and PZN words', async () => {
    for (const query of ['a', 'x', 'A-1', 'z 9', '0000001', '000000', '09', '0999', 'A1']) {
      await compareAll({ search: { query, locale: 'nl' } }, { id: 'DESC' });
    }
  });

  it('hasContent with region locales and elements without locales', async () => {
    for (const flag of ['name', 'description', 'photo', 'frontal', 'leaflet', 'link']) {
      for (const locale of ['nl', 'nl-BE', 'fr', 'de', 'it']) {
        await compareAll({ hasContent: { flag, locale } }, { id: 'ASC' });
        await compareAll({ not: { hasContent: { flag, locale } } }, { id: 'ASC' });
      }
    }
  });

  it('pzn and id filters with crafted values', async () => {
    for (const pzn of ['9', '10', '0999', '09', 'A1', ['9', '10', '1']]) {
      await compareAll({ pzn }, { pzn: 'ASC' });
      await compareAll({ not: { pzn } }, { pzn: 'DESC' });
    }
    for (const id of IDS) await compareAll({ or: [{ id }, { id: `${id}x` }] }, { id: 'ASC' });
  });
});
