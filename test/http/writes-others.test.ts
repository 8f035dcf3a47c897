/**
 * The other write operations over HTTP (docs/contract.md §13): descriptions, add-media and
 * remove-media, corrections, API keys, get-fields and the subscription check; each with its
 * owner and a non-owner, its 404s and 422s, and a refused write that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestCatalog, createTestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let managerOrg: number;
let owned: Record<string, any>;
let foreign: Record<string, any>;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 300, seed: 43, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  managerOrg = catalog.users.manager.organization;
  const mine = (p: Record<string, any>) => p.organizations.some((o: { id: number }) => o.id === managerOrg);
  owned = catalog.records.products!.find((p) => mine(p) && p.descriptions.length > 0)!;
  foreign = catalog.records.products!.find((p) => !mine(p) && p.descriptions.length > 0)!;
  expect(owned).toBeDefined();
});
afterAll(async () => catalog?.close());

const post = (url: string, authorization: string, payload: unknown, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization, 'user-agent': 'writes-test', ...headers }, payload: payload as object });
const get = (url: string, authorization = catalog.auth.reader) => catalog.app.inject({ method: 'GET', url, headers: { authorization, 'user-agent': 'writes-test' } });
const product = async (id: string) => (await get(`/v4/products/find?id=${encodeURIComponent(id)}`)).json().product;

describe('product/descriptions', () => {
  it('create, update member by member, delete: the product follows each, with new ids never reused', async () => {
    const created = await post('/v4/product/descriptions/create', catalog.auth.manager, {
      product: owned.id, description: { type: 'usage', locales: ['nl'], content: { nl: 'Twee keer per dag.' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { description } = created.json();
    expect(description).toMatchObject({ type: 'usage', locales: ['nl'], targetGroups: [], content: { nl: 'Twee keer per dag.' } });
    const highest = Math.max(...catalog.records.products!.flatMap((p) => p.descriptions.map((d: { id: number }) => d.id)));
    expect(description.id).toBeGreaterThan(highest);
    let shown = await product(owned.id);
    expect(shown.descriptions.at(-1)).toEqual(description);
    expect(shown.meta.updatedAt).toBeGreaterThanOrEqual(description.meta.createdAt);

    const updated = await post('/v4/product/descriptions/update', catalog.auth.manager, { id: description.id, description: { targetGroups: ['pharmacist'] } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().description).toMatchObject({ type: 'usage', targetGroups: ['pharmacist'], content: { nl: 'Twee keer per dag.' } });
    const mismatch = await post('/v4/product/descriptions/update', catalog.auth.manager, { id: description.id, description: { content: { fr: 'Deux fois.' } } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/description/content']);

    const deleted = await post('/v4/product/descriptions/delete', catalog.auth.manager, { id: description.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().description).toEqual(updated.json().description);
    shown = await product(owned.id);
    expect(shown.descriptions.map((d: { id: number }) => d.id)).not.toContain(description.id);
    expect((await post('/v4/product/descriptions/delete', catalog.auth.manager, { id: description.id })).statusCode).toBe(404);
    const again = await post('/v4/product/descriptions/create', catalog.auth.manager, {
      product: owned.id, description: { type: 'general', content: { en: 'Again.' } },
    });
    expect(again.json().description.id).toBeGreaterThan(description.id);
  });

  it('another organization\'s product: 403 and nothing written; unknown product 404; content without its locales 422', async () => {
    const before = await product(foreign.id);
    const denied = await post('/v4/product/descriptions/create', catalog.auth.manager, { product: foreign.id, description: { type: 'general', content: { nl: 'x' } } });
    expect(denied.statusCode).toBe(403);
    const own = foreign.descriptions[0].id;
    expect((await post('/v4/product/descriptions/update', catalog.auth.manager, { id: own, description: { type: 'storage' } })).statusCode).toBe(403);
    expect((await post('/v4/product/descriptions/delete', catalog.auth.manager, { id: own })).statusCode).toBe(403);
    expect(await product(foreign.id)).toEqual({ ...before, meta: { ...before.meta, embedUrl: expect.any(String), publicPageUrl: expect.any(String) } });
    expect((await post('/v4/product/descriptions/create', catalog.auth.manager, { product: 'nope', description: { type: 'general', content: { nl: 'x' } } })).statusCode).toBe(404);
    const bad = await post('/v4/product/descriptions/create', catalog.auth.manager, { product: owned.id, description: { type: 'general', locales: ['nl', 'fr'], content: { nl: 'x' } } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('products/add-media and remove-media', () => {
  it('links an item at a position among its kind, moves it, and unlinks it; the media record follows', async () => {
    const item = catalog.records.media!.find((m) => m.type === 'photo' && !('mediumJpeg' in m.formats) && m.published && m.available
      && m.organizations.includes(managerOrg) && !m.products.includes(owned.id));
    expect(item, 'a published photo of the manager\'s organization').toBeDefined();
    const before = await product(owned.id);
    const added = await post('/v4/products/add-media', catalog.auth.manager, { product: owned.id, mediaItem: item!.id, displayOrder: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const photos = added.json().product.photos;
    expect(photos[0].id).toBe(item!.id);
    expect(photos.map((p: { id: number }) => p.id).slice(1)).toEqual(before.photos.map((p: { id: number }) => p.id));
    expect(photos.map((p: { displayOrder: number }) => p.displayOrder)).toEqual(photos.map((_: unknown, i: number) => i + 1));
    expect(photos[0].name).toEqual(before.name);
    const linked = await post('/v4/media/query', catalog.auth.reader, { filter: { product: [owned.id] }, sorting: { id: 'ASC' }, page: { no: 0, size: 250 } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().results.map((m: { id: number }) => m.id)).toContain(item!.id);
    const moved = await post('/v4/products/add-media', catalog.auth.manager, { product: owned.id, mediaItem: item!.id });
    expect(moved.json().product.photos.at(-1).id).toBe(item!.id);
    expect(moved.json().product.photos).toHaveLength(photos.length);
    const removed = await post('/v4/products/remove-media', catalog.auth.manager, { product: owned.id, mediaItem: item!.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().product.photos.map((p: { id: number }) => p.id)).toEqual(before.photos.map((p: { id: number }) => p.id));
    expect((await post('/v4/products/remove-media', catalog.auth.manager, { product: owned.id, mediaItem: item!.id })).statusCode).toBe(404);
  });

  it('404 for an unknown product or item; 403 unless the caller owns both', async () => {
    const item = catalog.records.media!.find((m) => m.organizations.includes(managerOrg))!;
    const other = catalog.records.media!.find((m) => !m.organizations.includes(managerOrg))!;
    expect((await post('/v4/products/add-media', catalog.auth.manager, { product: 'nope', mediaItem: item.id })).statusCode).toBe(404);
    expect((await post('/v4/products/add-media', catalog.auth.manager, { product: owned.id, mediaItem: 99_999_999 })).statusCode).toBe(404);
    expect((await post('/v4/products/add-media', catalog.auth.manager, { product: foreign.id, mediaItem: item.id })).statusCode).toBe(403);
    expect((await post('/v4/products/add-media', catalog.auth.manager, { product: owned.id, mediaItem: other.id })).statusCode).toBe(403);
    expect((await post('/v4/products/add-media', catalog.auth.reader, { product: owned.id, mediaItem: item.id })).statusCode).toBe(403);
  });
});

describe('corrections/create', () => {
  it('any key may report; the correction is open, found by its filters, with the reporter kept hidden', async () => {
    const res = await post('/v4/corrections/create', catalog.auth.reader, { product: owned.id, correction: { locale: 'nl', type: 'wrong_photo', text: 'De foto toont een ander product.' } });
    expect(res.statusCode, res.body).toBe(200);
    const { correction } = res.json();
    expect(correction).toMatchObject({ product: owned.id, locale: 'nl', type: 'wrong_photo', status: 'open' });
    expect(correction.organization).toBeUndefined();
    const found = await post('/v4/corrections/query', catalog.auth.reader, { filter: { createdBy: [catalog.users.reader.id], product: [owned.id] }, page: { no: 0, size: 250 } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().results.map((c: { id: number }) => c.id)).toContain(correction.id);
    expect((await post('/v4/corrections/create', catalog.auth.reader, { product: 'nope', correction: { locale: 'nl', type: 'other', text: 'x' } })).statusCode).toBe(404);
    const long = await post('/v4/corrections/create', catalog.auth.reader, { product: owned.id, correction: { locale: 'nl', type: 'other', text: 'x'.repeat(5001) } });
    expect(long.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/correction/text']);
  });
});

describe('api-keys', () => {
  it('a user makes a key for itself, sees its secret once, and revokes it: it stops authenticating at once', async () => {
    const res = await post('/v4/api-keys/create', catalog.auth.reader, { user: catalog.users.reader.id, name: 'my script' });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().apiKey;
    expect(key).toMatchObject({ name: 'my script', isEnabled: true });
    expect(key.secret.length).toBeGreaterThan(20);
    const auth = basic(key.id, key.secret);
    expect((await post('/v4/brands/query', auth, {})).statusCode).toBe(200);
    const revoked = await post('/v4/api-keys/revoke', auth, { apiKey: key.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey).toEqual({ id: key.id, name: 'my script', isEnabled: false });
    expect((await post('/v4/brands/query', auth, {})).statusCode).toBe(401);
  });

  it('a reader may not make keys for others; a manager for its organization\'s users only; an administrator for anyone', async () => {
    const colleague = catalog.records.users!.find((u) => u.organization === managerOrg && u.id !== catalog.users.manager.id && u.subscription.type === 1);
    const stranger = catalog.records.users!.find((u) => u.organization !== managerOrg && u.subscription.type === 1 && u.id !== catalog.users.reader.id)!;
    expect((await post('/v4/api-keys/create', catalog.auth.reader, { user: stranger.id, name: 'x' })).statusCode).toBe(403);
    expect((await post('/v4/api-keys/create', catalog.auth.manager, { user: stranger.id, name: 'x' })).statusCode).toBe(403);
    if (colleague) expect((await post('/v4/api-keys/create', catalog.auth.manager, { user: colleague.id, name: 'x' })).statusCode).toBe(200);
    expect((await post('/v4/api-keys/create', catalog.auth.administrator, { user: stranger.id, name: 'x' })).statusCode).toBe(200);
    expect((await post('/v4/api-keys/create', catalog.auth.administrator, { user: 99_999_999, name: 'x' })).json().error.violations[0].path).toBe('/user');
    expect((await post('/v4/api-keys/revoke', catalog.auth.administrator, { apiKey: 'ck_nope' })).statusCode).toBe(404);
    expect((await post('/v4/api-keys/revoke', catalog.auth.reader, { apiKey: catalog.keys.manager })).statusCode).toBe(403);
  });
});

describe('get-fields', () => {
  it('products: every member of the view once, what the writes do with it, derived from the declarations', async () => {
    const res = await get('/v4/products/get-fields');
    expect(res.statusCode).toBe(200);
    const fields = res.json().fields as Array<Record<string, any>>;
    const byName = new Map(fields.map((f) => [f.name, f]));
    const view = Object.keys(await product(owned.id));
    for (const name of view) expect(byName.has(name), name).toBe(true);
    expect(byName.get('statusTouchedAt')).toBeUndefined();
    expect(byName.get('name')).toMatchObject({ localized: true, writable: true, requiredOnCreate: true, deprecated: false });
    expect(byName.get('gtin')).toMatchObject({ writable: false, deprecated: true, replacement: 'eanGtin14' });
    expect(byName.get('photos')).toMatchObject({ writable: false, type: 'array' });
    expect(byName.get('status')).toMatchObject({ writable: true, values: ['active', 'inactive', 'replaced', 'no_selection'] });
    expect(byName.get('meta')).toMatchObject({ writable: false, type: 'object' });
  });

  it('deprecated entries are exactly the spec\'s Versioning list, each with its replacement; no media member is deprecated', async () => {
    // The spec's "Versioning" 2, as a client reads it: member -> what replaces it.
    const versioning: Record<string, string> = {
      gtin: 'eanGtin14', weight: 'weightWithUnit', width: 'widthWithUnit', length: 'lengthWithUnit', depth: 'depthWithUnit',
      atc: 'atcCategory', attributes: 'colors, dietaryRestrictions',
    };
    const fields = (await get('/v4/products/get-fields')).json().fields as Array<Record<string, any>>;
    const deprecated = Object.fromEntries(fields.filter((f) => f.deprecated).map((f) => [f.name, f.replacement]));
    expect(deprecated).toEqual(versioning);
    for (const f of fields.filter((x) => !x.deprecated)) expect(f, f.name).not.toHaveProperty('replacement');
    const names = new Set(fields.map((f) => f.name));
    // Every replacement names members the view has.
    for (const replacement of Object.values(versioning)) for (const name of replacement.split(', ')) expect(names.has(name), name).toBe(true);
    expect(fields.find((f) => f.name === 'attributes')).toMatchObject({ writable: true, deprecated: true });
    const media = (await get('/v4/media/get-fields')).json().fields as Array<Record<string, any>>;
    expect(media.filter((f) => f.deprecated || 'replacement' in f)).toEqual([]);
  });

  it('media: the members of photos and links, with a User-Agent required', async () => {
    const res = await get('/v4/media/get-fields');
    const names = (res.json().fields as Array<{ name: string }>).map((f) => f.name);
    for (const name of ['id', 'type', 'photoType', 'formats', 'linkType', 'url', 'name', 'meta']) expect(names).toContain(name);
    expect((res.json().fields as Array<{ name: string; values?: string[] }>).find((f) => f.name === 'type')!.values).toEqual(['photo', 'link']);
    const bare = await catalog.app.inject({ method: 'GET', url: '/v4/media/get-fields', headers: { authorization: catalog.auth.reader, 'user-agent': '' } });
    expect(bare.statusCode).toBe(400);
  });
});

describe('organizations/check/subscription', () => {
  it('a manager sees its own organization only; an administrator any; a reader may not', async () => {
    expect((await post('/v4/organizations/check/subscription', catalog.auth.reader, { filter: {} })).statusCode).toBe(403);
    const mine = await post('/v4/organizations/check/subscription', catalog.auth.manager, { filter: {} });
    expect(mine.statusCode, mine.body).toBe(200);
    const results = mine.json().results;
    expect(results.map((r: { organization: number }) => r.organization)).toEqual([managerOrg]);
    expect(results[0].activeSubscriptions.map((s: { type: number }) => s.type)).toContain(2);
    expect(results[0].apiKeys.map((k: { id: string }) => k.id)).toContain(catalog.keys.manager);
    expect(JSON.stringify(results)).not.toContain('secret');
    const other = catalog.users.reader.organization;
    const theirs = await post('/v4/organizations/check/subscription', catalog.auth.administrator, { filter: { id: [other] } });
    expect(theirs.json().results.map((r: { organization: number }) => r.organization)).toEqual([other]);
    expect(theirs.json().results[0].apiKeys.map((k: { id: string }) => k.id)).toContain(catalog.keys.reader);
    const none = await post('/v4/organizations/check/subscription', catalog.auth.manager, { filter: { id: [other === managerOrg ? 0 : other] } });
    expect(none.json().results).toEqual([]);
    expect((await post('/v4/organizations/check/subscription', catalog.auth.manager, { filter: { colour: 1 } })).statusCode).toBe(422);
  });
});
