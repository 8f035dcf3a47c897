/**
 * products/create and products/update over HTTP (docs/contract.md §13): the required members and
 * defaults, references stored as embedded views, the derived deprecated members, check digits and
 * codes another product carries, status and replacement, ownership and `deleted`, partial updates
 * member by member, If-Match, and a refused write that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../src/domain/codes.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let managerOrg: number;
/** A product the manager's organization owns, and one it does not. */
let owned: Record<string, any>;
let foreign: Record<string, any>;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 300, seed: 41, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  managerOrg = catalog.users.manager.organization;
  owned = catalog.records.products!.find((p) => p.organizations.some((o: { id: number }) => o.id === managerOrg))!;
  foreign = catalog.records.products!.find((p) => !p.organizations.some((o: { id: number }) => o.id === managerOrg))!;
  expect(owned).toBeDefined();
});
afterAll(async () => catalog?.close());

const post = (url: string, authorization: string, payload: unknown, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as object });
const find = async (id: string) => {
  const res = await catalog.app.inject({ method: 'GET', url: `/v4/products/find?id=${encodeURIComponent(id)}`, headers: { authorization: catalog.auth.reader } });
  return res.statusCode === 200 ? res.json().product : undefined;
};
/** A products query with the envelope products require. */
const query = (filter: unknown) => post('/v4/products/query', catalog.auth.reader, { filter, sorting: { id: 'ASC' }, page: { no: 0, size: 100 } });
const total = async () => (await query({})).json().meta.total as number;
const strip = (p: Record<string, any>) => ({ ...p, meta: { createdAt: p.meta.createdAt, updatedAt: p.meta.updatedAt } });

let serial = 0;
/** A fresh EAN-13 with a valid check digit that no generated product has (prefix 20: in-store numbers). */
function freshEan(): number {
  const body = `20${String(++serial).padStart(10, '0')}`;
  return Number(body + gs1CheckDigit(body));
}

describe('products/create', () => {
  it('the least a product needs: name and a code; defaults; the answer, the find and the filters agree', async () => {
    const ean = freshEan();
    const res = await post('/v4/products/create', catalog.auth.manager, { product: { name: { nl: 'Testzalf Nieuw' }, ean: [ean] } });
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json();
    expect(product).toMatchObject({
      status: 'active', name: { nl: 'Testzalf Nieuw' }, ean: [ean], deleted: false, photos: [], frontals: [], links: [], descriptions: [],
      brands: [], leaflets: [],
    });
    expect(product.id).toMatch(/^[0-9]{7,}$/);
    expect(product.organizations.map((o: { id: number }) => o.id)).toEqual([managerOrg]);
    expect(product.meta.embedUrl).toContain(`id=${product.id}`);
    expect(res.headers.etag).toBeDefined();
    expect(strip(await find(product.id))).toEqual(strip(product));
    const byEan = await query({ ean: [ean] });
    expect(byEan.json().results.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const byOrg = await query({ organization: [managerOrg], search: { query: 'testzalf', locale: 'nl' } });
    expect(byOrg.json().results.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('references become the embedded views; the deprecated members are derived from their replacements', async () => {
    const brand = catalog.records.brands![2]!;
    const ingredient = catalog.records['active-ingredients']![0]!;
    const category = catalog.records['public-categories']![1]!;
    const option = catalog.records['product-attribute-options']![0]!;
    const ean = freshEan();
    const res = await post('/v4/products/create', catalog.auth.administrator, {
      organizations: [managerOrg],
      product: {
        name: { nl: 'Siroop', fr: 'Sirop' }, ean: [ean], eanGtin13: ean, eanGtin14: ean,
        brands: [brand.id], activeIngredients: [ingredient.id], publicCategories: [category.id], attributes: [option.id],
        allowedSpecies: ['human', 'veterinary'], atcCategory: ['R05CA', 'R05'], weightWithUnit: { value: 2, unit: 'kg' },
        widthWithUnit: { value: 4, unit: 'cm' }, status: 'inactive',
        leaflets: [{ type: 'pil', locales: ['nl'], url: { nl: 'https://docs.example/pil.pdf' } }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json();
    expect(product.brands).toEqual([{ id: brand.id, name: { nl: brand.name, fr: brand.name, en: brand.name, de: brand.name }, meta: brand.meta }]);
    expect(product.activeIngredients).toEqual([ingredient]);
    expect(product.publicCategories).toEqual([category]);
    expect(product.attributes).toEqual([{ id: option.attribute, name: catalog.records['product-attributes']!.find((a) => a.id === option.attribute)!.name, option: { id: option.id, name: option.name } }]);
    expect(product.allowedSpecies.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(product).toMatchObject({ gtin: String(ean).padStart(14, '0'), weight: 2000, width: 40, atc: 'R05CA', status: 'inactive' });
    expect(product.leaflets).toHaveLength(1);
    const maxLeaflet = Math.max(...catalog.records.products!.flatMap((p) => p.leaflets.map((l: { id: number }) => l.id)));
    expect(product.leaflets[0].id).toBeGreaterThan(maxLeaflet);
    expect(product.leaflets[0].meta.createdAt).toBe(product.meta.createdAt);
  });

  it('refusals name their member and write nothing', async () => {
    const before = await total();
    const ean = freshEan();
    const taken = catalog.records.products![5]!;
    const cases: Array<[string, unknown, number, string[]?]> = [
      ['no code', { product: { name: { nl: 'X' } } }, 422, ['/product']],
      ['no name', { product: { ean: [ean] } }, 422, ['/product/name']],
      ['an empty name', { product: { name: {}, ean: [ean] } }, 422, ['/product/name']],
      ['a wrong check digit', { product: { name: { nl: 'X' }, ean: [ean + 1] } }, 422, ['/product/ean/0']],
      ['a wrong PZN', { product: { name: { nl: 'X' }, pzn: '12345670' } }, 422, ['/product/pzn']],
      ['an unknown brand', { product: { name: { nl: 'X' }, ean: [ean], brands: [99_999_999] } }, 422, ['/product/brands/0']],
      ['an unknown organization', { organizations: [managerOrg, 99_999_999], product: { name: { nl: 'X' }, ean: [ean] } }, 422, ['/organizations/1']],
      ['a deprecated member', { product: { name: { nl: 'X' }, ean: [ean], gtin: '00000000000000' } }, 422, ['/product/gtin']],
      ['a read-only member', { product: { name: { nl: 'X' }, ean: [ean], photos: [] } }, 422, ['/product/photos']],
      ['replacement without replaced', { product: { name: { nl: 'X' }, ean: [ean], replacement: taken.id } }, 422, ['/product/replacement']],
      ['replaced without replacement', { product: { name: { nl: 'X' }, ean: [ean], status: 'replaced' } }, 422, ['/product/replacement']],
      ['an unknown unit', { product: { name: { nl: 'X' }, ean: [ean], weightWithUnit: { value: 3, unit: 'lb' } } }, 422, ['/product/weightWithUnit/unit']],
      ['another organization only', { organizations: [foreign.organizations[0].id], product: { name: { nl: 'X' }, ean: [ean] } }, 403],
      ['deleted by a manager', { product: { name: { nl: 'X' }, ean: [ean], deleted: false } }, 403],
      ['a code another product carries', { product: { name: { nl: 'X' }, ean: [taken.ean[0]] } }, 409],
    ];
    for (const [what, body, status, paths] of cases) {
      const res = await post('/v4/products/create', catalog.auth.manager, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      if (paths) expect(res.json().error.violations.map((v: { path: string }) => v.path), what).toEqual(paths);
    }
    const deprecated = await post('/v4/products/create', catalog.auth.manager, { product: { name: { nl: 'X' }, ean: [ean], weight: 4 } });
    expect(deprecated.json().error.violations[0].message).toContain('weightWithUnit');
    expect((await post('/v4/products/create', catalog.auth.reader, { product: { name: { nl: 'X' }, ean: [ean] } })).statusCode).toBe(403);
    expect(await total()).toBe(before);
  });
});

describe('products/update', () => {
  it('member by member: left out unchanged, localized merged, lists replaced, null removes; status moves statusTouchedAt', async () => {
    const before = await find(owned.id);
    const price = (before.publicPrice ?? 1000) + 11;
    const first = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, product: { publicPrice: price } });
    expect(first.statusCode, first.body).toBe(200);
    const after = first.json().product;
    expect({ ...strip(after), publicPrice: undefined, meta: undefined }).toEqual({ ...strip(before), publicPrice: undefined, meta: undefined });
    expect(after.publicPrice).toBe(price);
    expect(after.meta.createdAt).toBe(before.meta.createdAt);
    expect(after.meta.updatedAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 5);

    const locales = Object.keys(before.name);
    const renamed = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, product: { name: { [locales[0]!]: 'Nieuwe Naam Xylofoon', ...(locales[1] ? { [locales[1]]: null } : {}) } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const name = renamed.json().product.name;
    expect(name[locales[0]!]).toBe('Nieuwe Naam Xylofoon');
    if (locales[1]) expect(name[locales[1]]).toBeUndefined();
    for (const l of locales.slice(2)) expect(name[l]).toBe(before.name[l]);
    for (const photo of renamed.json().product.photos) expect(photo.name).toEqual(name);
    const found = await query({ search: { query: 'xylofoon', locale: locales[0] } });
    expect(found.json().results.map((p: { id: string }) => p.id)).toEqual([owned.id]);

    const listed = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, product: { atcCategory: ['N02BE01'], seoName: null } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().product.atcCategory).toEqual(['N02BE01']);
    expect(listed.json().product.atc).toBe('N02BE01');
    expect(listed.json().product.seoName).toBeUndefined();

    const hidden = async () => JSON.parse((await catalog.database.sql(`SELECT d.hidden FROM products p JOIN products_docs d ON d.rid = p.rid WHERE p.id = '${owned.id}'`))[0]!.hidden as string).statusTouchedAt as number;
    const touched = await hidden();
    const status = before.status === 'inactive' ? 'active' : 'inactive';
    await new Promise((r) => setTimeout(r, 1100));
    const moved = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, product: { status } });
    expect(moved.json().product.status).toBe(status);
    expect(moved.json().product.replacement).toBeUndefined();
    expect(await hidden()).toBeGreaterThan(touched);
  });

  it('required members cannot be removed; unknown members and bad values are 422 naming them', async () => {
    for (const [product, path] of [[{ name: null }, '/product/name'], [{ status: null }, '/product/status'], [{ colour: 'x' }, '/product/colour'],
      [{ publicPrice: -1 }, '/product/publicPrice'], [{ brands: [99_999_999] }, '/product/brands/0']] as const) {
      const res = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, product });
      expect(res.statusCode, JSON.stringify(product)).toBe(422);
      expect(res.json().error.violations.map((v: { path: string }) => v.path)).toContain(path);
    }
  });

  it('404 for an unknown id, 403 for another organization\'s product, If-Match 412, and the administrator may', async () => {
    expect((await post('/v4/products/update', catalog.auth.manager, { id: 'no-such-product', product: { vat: 6 } })).statusCode).toBe(404);
    const denied = await post('/v4/products/update', catalog.auth.manager, { id: foreign.id, product: { vat: 6 } });
    expect(denied.statusCode).toBe(403);
    const etag = (await catalog.app.inject({ method: 'GET', url: `/v4/products/find?id=${foreign.id}`, headers: { authorization: catalog.auth.reader } })).headers.etag as string;
    const stale = await post('/v4/products/update', catalog.auth.administrator, { id: foreign.id, product: { vat: 6 } }, { 'if-match': '"stale"' });
    expect(stale.statusCode).toBe(412);
    const ok = await post('/v4/products/update', catalog.auth.administrator, { id: foreign.id, product: { vat: 6 } }, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().product.vat).toBe(6);
  });

  it('organizations: a manager keeps its own among them; an administrator may move a product; filters follow', async () => {
    const other = foreign.organizations[0].id as number;
    const dropped = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, organizations: [other] });
    expect(dropped.statusCode).toBe(403);
    const shared = await post('/v4/products/update', catalog.auth.manager, { id: owned.id, organizations: [managerOrg, other] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().product.organizations.map((o: { id: number }) => o.id)).toEqual([managerOrg, other]);
    const byOther = await query({ organization: [other], id: [owned.id] });
    expect(byOther.json().meta.total).toBe(1);
  });
});
