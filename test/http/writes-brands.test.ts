/**
 * brands/create and brands/update over HTTP (docs/contract.md §13): permission and ownership, the
 * folded unique name, partial updates member by member, ETag and If-Match, Idempotency-Key, the
 * change log, and the products that embed a brand following it: in the write's own transaction
 * when they are few, through the background propagation when they are many, found by the new name
 * and not the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropagationWorker } from '../../src/command/propagation/worker.js';
import { type TestCatalog, createTestCatalog, readNdjson, writeNdjson } from '../support/catalog.js';
import { join } from 'node:path';

let catalog: TestCatalog;
/** A brand that many products carry (set up in the files before the import), and a few. */
let crowded: number;
let crowdedProducts: string[];
let managerOrg: Record<string, any>;

/** More products than a write rebuilds in its own transaction (src/command/changes.ts: 100). */
const MANY = 140;

beforeAll(async () => {
  catalog = await createTestCatalog({
    products: 400, seed: 31, env: { RATE_LIMIT_PER_MINUTE: '0' },
    prepare(dir) {
      // The first MANY products all carry the first brand (as its only brand), with its organizations.
      const products = readNdjson(join(dir, 'products.ndjson'));
      const brands = readNdjson(join(dir, 'brands.ndjson'));
      const brand = brands[0]!;
      const view = { id: brand.id, name: { nl: brand.name, fr: brand.name, en: brand.name, de: brand.name }, meta: brand.meta };
      for (const p of products.slice(0, MANY)) p.brands = [view];
      writeNdjson(join(dir, 'products.ndjson'), products);
    },
  });
  crowded = catalog.records.brands![0]!.id;
  crowdedProducts = catalog.records.products!.filter((p) => p.brands.some((b: { id: number }) => b.id === crowded)).map((p) => p.id as string);
  managerOrg = catalog.records.organizations!.find((o) => o.id === catalog.users.manager.organization)!;
});
afterAll(async () => catalog?.close());

const post = (url: string, authorization: string, payload: unknown, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as object });
const find = (resource: string, id: string | number) =>
  catalog.app.inject({ method: 'GET', url: `/v4/${resource}/find?id=${encodeURIComponent(String(id))}`, headers: { authorization: catalog.auth.reader } });
const productsOf = async (filter: unknown) => {
  const res = await post('/v4/products/query', catalog.auth.reader, { filter, sorting: { id: 'ASC' }, page: { no: 0, size: 250 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { meta: { total: number }; results: Array<Record<string, any>> };
};
const brandCount = async () => (await post('/v4/brands/query', catalog.auth.reader, {})).json().meta.total as number;
let made = 0;
const uniqueName = () => `Zorgmerk Nieuw ${++made}`;

/** A brand that the manager's organization owns, made through the API. */
async function ownBrand(): Promise<Record<string, any>> {
  const res = await post('/v4/brands/create', catalog.auth.manager, { brand: { name: uniqueName() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().brand;
}

describe('brands/create', () => {
  it('a manager\'s brand: its answer and ETag, the brand found by id, and its organization owning it', async () => {
    const name = uniqueName();
    const res = await post('/v4/brands/create', catalog.auth.manager, { brand: { name, logo: 'https://logos.example/new.png' } });
    expect(res.statusCode, res.body).toBe(200);
    const { brand } = res.json();
    expect(brand).toMatchObject({ name, logo: 'https://logos.example/new.png' });
    expect(brand.meta.createdAt).toBe(brand.meta.updatedAt);
    expect(Math.abs(brand.meta.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const found = await find('brands', brand.id);
    expect(found.json().brand).toEqual(brand);
    expect(found.headers.etag).toBe(res.headers.etag);
    const unchanged = await catalog.app.inject({ method: 'GET', url: `/v4/brands/find?id=${brand.id}`,
      headers: { authorization: catalog.auth.reader, 'if-none-match': res.headers.etag as string } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const changed = await catalog.app.inject({ method: 'GET', url: `/v4/brands/find?id=${brand.id}`,
      headers: { authorization: catalog.auth.reader, 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    const organization = (await find('organizations', managerOrg.id)).json().organization;
    expect(organization.brands).toContain(brand.id);
    expect(organization.meta.updatedAt).toBeGreaterThanOrEqual(brand.meta.createdAt);
  });

  it('new ids are never those of earlier brands', async () => {
    const a = await ownBrand();
    const b = await ownBrand();
    expect(b.id).toBeGreaterThan(a.id);
    expect(a.id).toBeGreaterThan(Math.max(...catalog.records.brands!.map((x) => x.id as number)));
  });

  it('a name another brand has, compared without case and accents: 409 naming the member, nothing written', async () => {
    const taken = catalog.records.brands![3]!.name as string;
    const before = await brandCount();
    for (const name of [taken, taken.toUpperCase(), taken.toLowerCase()]) {
      const res = await post('/v4/brands/create', catalog.auth.administrator, { brand: { name } });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error.code).toBe('conflict');
    }
    expect(await brandCount()).toBe(before);
  });

  it('a reader may not (403); a body that breaks the schema is 422 with paths, before anything is written', async () => {
    const before = await brandCount();
    expect((await post('/v4/brands/create', catalog.auth.reader, { brand: { name: uniqueName() } })).statusCode).toBe(403);
    const cases: Array<[unknown, string[]]> = [
      [{}, ['/brand']],
      [{ brand: {} }, ['/brand/name']],
      [{ brand: { name: '' } }, ['/brand/name']],
      [{ brand: { name: 'X', colour: 'red' } }, ['/brand/colour']],
      [{ brand: { name: 'X' }, id: 4 }, ['/id']],
      [{ brand: { name: 7 } }, ['/brand/name']],
    ];
    for (const [body, paths] of cases) {
      const res = await post('/v4/brands/create', catalog.auth.manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.violations.map((v: { path: string }) => v.path)).toEqual(paths);
    }
    expect(await brandCount()).toBe(before);
  });

  it('Idempotency-Key: the same body answers the first answer again, another body 422, a malformed key 400', async () => {
    const key = `brand-${Date.now()}`;
    const body = { brand: { name: uniqueName() } };
    const first = await post('/v4/brands/create', catalog.auth.manager, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await brandCount();
    const again = await post('/v4/brands/create', catalog.auth.manager, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await brandCount()).toBe(before);
    const other = await post('/v4/brands/create', catalog.auth.manager, { brand: { name: uniqueName() } }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    // Another API key has keys of its own.
    const byAdmin = await post('/v4/brands/create', catalog.auth.administrator, { brand: { name: uniqueName() } }, { 'idempotency-key': key });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    for (const bad of ['', 'with space', 'x'.repeat(256), 'é']) {
      const res = await post('/v4/brands/create', catalog.auth.manager, body, { 'idempotency-key': bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await brandCount()).toBe(before + 1);
  });
});

describe('brands/update', () => {
  it('partial: a member left out is unchanged, logo null removes it, name null is refused; the change is logged', async () => {
    const brand = await ownBrand();
    const withLogo = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { logo: 'https://logos.example/a.png' } });
    expect(withLogo.statusCode, withLogo.body).toBe(200);
    expect(withLogo.json().brand).toMatchObject({ id: brand.id, name: brand.name, logo: 'https://logos.example/a.png' });
    const renamed = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { name: `${brand.name} Plus` } });
    expect(renamed.json().brand).toMatchObject({ name: `${brand.name} Plus`, logo: 'https://logos.example/a.png' });
    const cleared = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { logo: null } });
    expect(cleared.json().brand.logo).toBeNull();
    const refused = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { name: null } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.violations).toEqual([{ path: '/brand/name', message: 'is required and cannot be removed' }]);
    const unknown = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { slogan: 'x' } });
    expect(unknown.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/brand/slogan']);
    expect((await find('brands', brand.id)).json().brand).toEqual(cleared.json().brand);
    const log = await catalog.database.sql(`SELECT operation, record_id, change, key_id FROM change_log WHERE resource = 'brands' AND record_id = '${brand.id}' ORDER BY seq`);
    expect(log.map((r) => [r.operation, JSON.parse(r.change as string)])).toEqual([
      ['brands/create', { action: 'create' }],
      ['brands/update', { action: 'update', members: ['logo'] }],
      ['brands/update', { action: 'update', members: ['name'] }],
      ['brands/update', { action: 'update', members: ['logo'] }],
    ]);
    expect(new Set(log.map((r) => r.key_id))).toEqual(new Set([catalog.keys.manager]));
  });

  it('404 for an unknown id; 403 for another organization\'s brand, which an administrator may change', async () => {
    expect((await post('/v4/brands/update', catalog.auth.manager, { id: 99_999_999, brand: { logo: null } })).statusCode).toBe(404);
    const foreign = catalog.records.brands!.find((b) => !managerOrg.brands.includes(b.id))!;
    const denied = await post('/v4/brands/update', catalog.auth.manager, { id: foreign.id, brand: { logo: 'https://logos.example/x.png' } });
    expect(denied.statusCode).toBe(403);
    expect((await find('brands', foreign.id)).json().brand.logo).toEqual(foreign.logo);
    const allowed = await post('/v4/brands/update', catalog.auth.administrator, { id: foreign.id, brand: { logo: 'https://logos.example/x.png' } });
    expect(allowed.statusCode).toBe(200);
  });

  it('If-Match: the current ETag writes, an old one is 412 and writes nothing', async () => {
    const brand = await ownBrand();
    const current = (await find('brands', brand.id)).headers.etag as string;
    const first = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { logo: 'https://l.example/1.png' } }, { 'if-match': current });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(current);
    const stale = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { logo: 'https://l.example/2.png' } }, { 'if-match': current });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('precondition_failed');
    expect((await find('brands', brand.id)).json().brand.logo).toBe('https://l.example/1.png');
    const any = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { logo: null } }, { 'if-match': '*' });
    expect(any.statusCode).toBe(200);
  });

  it('a rename another brand has: 409, nothing written', async () => {
    const brand = await ownBrand();
    const other = await ownBrand();
    const res = await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { name: other.name.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect((await find('brands', brand.id)).json().brand.name).toBe(brand.name);
    // Its own name in other letters is no conflict.
    expect((await post('/v4/brands/update', catalog.auth.manager, { id: brand.id, brand: { name: brand.name.toUpperCase() } })).statusCode).toBe(200);
  });
});

describe('products follow their brand', () => {
  it('a few: in the write\'s own transaction, with a new updatedAt, found by the new name and not the old', async () => {
    const counts = new Map<number, number>();
    for (const p of catalog.records.products!.slice(MANY)) for (const b of p.brands) counts.set(b.id, (counts.get(b.id) ?? 0) + 1);
    const [brandId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const before = await productsOf({ brand: [brandId] });
    expect(before.meta.total).toBeGreaterThan(1);
    const name = 'Qwertyzorg Helder';
    const started = Math.floor(Date.now() / 1000);
    const res = await post('/v4/brands/update', catalog.auth.administrator, { id: brandId, brand: { name } });
    expect(res.statusCode).toBe(200);
    const after = await productsOf({ brand: [brandId] });
    expect(after.results.map((p) => p.id)).toEqual(before.results.map((p) => p.id));
    for (const product of after.results) {
      expect(product.brands.find((b: { id: number }) => b.id === brandId)).toEqual({
        id: brandId, name: { nl: name, fr: name, en: name, de: name }, meta: res.json().brand.meta,
      });
      expect(product.meta.updatedAt).toBeGreaterThanOrEqual(started);
    }
    const found = await productsOf({ search: { query: 'qwertyzorg', locale: 'nl' } });
    expect(found.results.map((p) => p.id)).toEqual(before.results.map((p) => p.id));
    const oldWord = (before.results[0]!.brands.find((b: { id: number }) => b.id === brandId).name.nl as string).split(' ')[0]!;
    const old = await productsOf({ and: [{ brand: [brandId] }, { search: { query: oldWord, locale: 'nl', type: 'all' } }] });
    // The old brand word may still be in a product's own name; never through the brand.
    for (const p of old.results) expect(JSON.stringify(p.name).toLowerCase()).toContain(oldWord.toLowerCase());
    const synced = await productsOf({ and: [{ brand: [brandId] }, { updatedSince: started }] });
    expect(synced.meta.total).toBe(before.meta.total);
  });

  it('many: the brand answers at once, its products follow in the background, durably, each whole', async () => {
    const started = Math.floor(Date.now() / 1000);
    const name = 'Plopsamerk Vernieuwd';
    const res = await post('/v4/brands/update', catalog.auth.administrator, { id: crowded, brand: { name } });
    expect(res.statusCode).toBe(200);
    // Entered in the write's transaction, not yet carried out (the worker of this test app is stopped).
    const [job] = await catalog.database.sql(`SELECT resource, record_id, done_at FROM propagations WHERE record_id = '${crowded}'`);
    expect(job).toMatchObject({ resource: 'brands', record_id: String(crowded), done_at: null });
    const waiting = await productsOf({ search: { query: 'plopsamerk', locale: 'nl' } });
    expect(waiting.meta.total).toBe(0);
    // The brand's, and those of the organizations that gained brands above.
    expect(await catalog.propagation.drain()).toBeGreaterThanOrEqual(1);
    const followed = await productsOf({ search: { query: 'plopsamerk', locale: 'nl' } });
    expect(followed.meta.total).toBe(crowdedProducts.length);
    expect(crowdedProducts.length).toBeGreaterThanOrEqual(MANY);
    expect(followed.results.map((p) => p.id).sort()).toEqual([...crowdedProducts].sort());
    for (const p of followed.results) {
      expect(p.brands.find((b: { id: number }) => b.id === crowded)).toEqual({ id: crowded, name: { nl: name, fr: name, en: name, de: name }, meta: res.json().brand.meta });
      expect(p.meta.updatedAt).toBeGreaterThanOrEqual(started);
    }
    const [done] = await catalog.database.sql(`SELECT done_at, products_done FROM propagations WHERE record_id = '${crowded}'`);
    expect(Number(done!.products_done)).toBe(crowdedProducts.length);
    expect(done!.done_at).not.toBeNull();
  });

  it('a worker waits between its batches what the pace of its server asks, asked before each wait', async () => {
    const name = 'Plopsamerk Getemperd';
    expect((await post('/v4/brands/update', catalog.auth.administrator, { id: crowded, brand: { name } })).statusCode).toBe(200);
    let asked = 0;
    const worker = new PropagationWorker(catalog.store, { batch: 40, pauseMs: () => { asked++; return 30; } });
    const started = performance.now();
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    const elapsed = performance.now() - started;
    // Batches of 40 over the crowded brand's products: a wait after each batch but the last.
    const waits = Math.ceil((crowdedProducts.length + 1) / 40) - 1;
    expect(asked).toBeGreaterThanOrEqual(waits);
    expect(elapsed).toBeGreaterThanOrEqual(waits * 30);
    const followed = await productsOf({ search: { query: 'getemperd', locale: 'nl' } });
    expect(followed.meta.total).toBe(crowdedProducts.length);
  });
});
