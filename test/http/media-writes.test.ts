/**
 * The media write operations over HTTP (docs/contract.md §14), on images made here by the image
 * library: media/upload as JSON with base64 and as multipart/form-data, every accepted kind (photo,
 * frontal, brochure) with its formats served at their pixel sizes, every refused kind (422 at
 * `/file`, nothing written, no file kept), the multipart limits, media/create-link, media/update,
 * media/publish and media/unpublish with the linked products following, and ownership for each.
 */
import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_PRODUCTS } from '../../src/command/changes.js';
import { FRONTAL_FORMATS, PHOTO_FORMATS, fileOf } from '../../src/media/formats.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { bombJpeg, corrupted, cutOut, halves, near, pdf, pixel } from '../support/images.js';
import { multipartBody, type FormPart } from '../support/multipart.js';

let catalog: TestCatalog;
let managerOrg: number;
let owned: Record<string, any>;
let foreign: Record<string, any>;
let photo: Buffer;
const UA = 'media-writes-test/1.0';
const BASE = 'https://catalog.test';

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 120, seed: 61, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  managerOrg = catalog.users.manager.organization;
  const mine = (p: Record<string, any>) => p.organizations.some((o: { id: number }) => o.id === managerOrg);
  owned = catalog.records.products!.find((p) => mine(p))!;
  foreign = catalog.records.products!.find((p) => !mine(p))!;
  expect(owned && foreign).toBeTruthy();
  photo = await (await halves(1500, 1500)).jpeg().toBuffer();
});
afterAll(async () => catalog?.close());

const post = (url: string, authorization: string, payload: unknown, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization, 'user-agent': UA, ...headers }, payload: payload as object });
const postForm = (authorization: string, parts: FormPart[], headers: Record<string, string> = {}) => {
  const { payload, contentType } = multipartBody(parts);
  return catalog.app.inject({ method: 'POST', url: '/v4/media/upload', headers: { authorization, 'user-agent': UA, 'content-type': contentType, ...headers }, payload });
};
const get = (url: string) => catalog.app.inject({ method: 'GET', url, headers: { authorization: catalog.auth.reader, 'user-agent': UA } });
const product = async (id: string) => (await get(`/v4/products/find?id=${encodeURIComponent(id)}`)).json().product;
const served = (url: string) => get(url.slice(BASE.length));
const upload = (authorization: string, name: string, bytes: Buffer, more: Record<string, unknown> = {}) =>
  post('/v4/media/upload', authorization, { file: { name, content: bytes.toString('base64') }, ...more });
/** The highest media id and the item directories kept: both unchanged by a refused write. */
const snapshot = async () => {
  const page = await post('/v4/media/query', catalog.auth.reader, { filter: {}, sorting: { id: 'DESC' }, page: { no: 0, size: 10 } });
  const dirs = existsSync(catalog.config.mediaDir) ? readdirSync(catalog.config.mediaDir).filter((d) => !d.startsWith('.')).sort() : [];
  return { total: page.json().meta.total, last: page.json().results[0]?.id, dirs };
};

describe('media/upload', () => {
  it('JSON: a square JPEG becomes a photo in eight served formats, its name\'s words read, linked to the product', async () => {
    const before = await product(owned.id);
    const res = await upload(catalog.auth.manager, '5400117000014-pr-front-back-nl.jpg', photo, { products: [owned.id] });
    expect(res.statusCode, res.body).toBe(200);
    const { mediaItem } = res.json();
    expect(mediaItem).toMatchObject({ type: 'photo', photoType: 'productshot', visibleSides: ['front', 'back'], locales: ['nl'], targetGroups: [] });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(Object.keys(mediaItem.formats)).toEqual(PHOTO_FORMATS.map((f) => f.key));
    for (const format of PHOTO_FORMATS) {
      expect(mediaItem.formats[format.key]).toBe(`${BASE}/media/${mediaItem.id}/${fileOf(format)}`);
      const file = await served(mediaItem.formats[format.key]);
      expect(file.statusCode, format.key).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([format.encoding, format.size, format.size, undefined]);
    }
    const shown = await product(owned.id);
    expect(shown.photos.map((p: { id: number }) => p.id)).toEqual([...before.photos.map((p: { id: number }) => p.id), mediaItem.id]);
    expect(shown.photos.at(-1)).toMatchObject({ id: mediaItem.id, name: before.name, displayOrder: before.photos.length + 1, formats: mediaItem.formats });
    expect(shown.photos.at(-1).organizations.map((o: { id: number }) => o.id)).toEqual([managerOrg]);
    expect(shown.meta.updatedAt).toBeGreaterThanOrEqual(mediaItem.meta.createdAt);
    const owners = await post('/v4/media/query', catalog.auth.reader, { filter: { organization: [managerOrg], product: [owned.id] }, sorting: { id: 'DESC' }, page: { no: 0, size: 10 } });
    expect(owners.json().results[0].id).toBe(mediaItem.id);
  });

  it('multipart: a PNG with transparency becomes a frontal in nine formats; the EXIF orientation of a JPEG is applied', async () => {
    const res = await postForm(catalog.auth.manager, [
      { name: 'products', value: owned.id }, { name: 'published', value: 'true' },
      { name: 'file', filename: 'pack-pa-fr.png', content: await cutOut(), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const frontal = res.json().mediaItem;
    expect(frontal).toMatchObject({ type: 'photo', photoType: 'packshot', locales: ['fr'] });
    expect(frontal.visibleSides).toBeUndefined();
    expect(Object.keys(frontal.formats)).toEqual(FRONTAL_FORMATS.map((f) => f.key));
    for (const format of FRONTAL_FORMATS) {
      const meta = await sharp((await served(frontal.formats[format.key])).rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], format.key).toEqual([format.encoding, format.size, format.size]);
    }
    expect((await product(owned.id)).frontals.at(-1).id).toBe(frontal.id);

    const turned = await (await halves(1500, 1500)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await postForm(catalog.auth.manager, [{ name: 'file', filename: 'turned.jpg', content: turned }]);
    expect(upright.statusCode, upright.body).toBe(200);
    const huge = (await served(upright.json().mediaItem.formats.huge)).rawPayload;
    // Orientation 6 shows the red left half on top.
    expect(near(await pixel(huge, 750, 100), [255, 0, 0])).toBe(true);
    expect((await sharp(huge).metadata()).exif).toBeUndefined();
  });

  it('a PDF becomes a brochure link under the locales of its name; products and published may come as a JSON array and false', async () => {
    const res = await postForm(catalog.auth.manager, [
      { name: 'products', value: JSON.stringify([owned.id]) }, { name: 'published', value: 'false' },
      { name: 'file', filename: 'bijsluiter-nl-fr.pdf', content: pdf(), type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().mediaItem;
    const url = `${BASE}/media/${link.id}/brochure.pdf`;
    expect(link).toMatchObject({ type: 'link', linkType: 'brochure', url: { nl: url, fr: url }, name: { nl: 'bijsluiter-nl-fr', fr: 'bijsluiter-nl-fr' }, locales: ['nl', 'fr'] });
    // Unpublished: not shown in the product, its file not served.
    expect((await product(owned.id)).links.map((l: { id: number }) => l.id)).not.toContain(link.id);
    expect((await served(url)).statusCode).toBe(404);
    expect((await post('/v4/media/publish', catalog.auth.manager, { mediaItem: link.id })).statusCode).toBe(200);
    const file = await served(url);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload).toEqual(pdf());
    expect((await product(owned.id)).links.at(-1).id).toBe(link.id);
    // Without locale words: under `en`.
    const plain = await upload(catalog.auth.manager, 'leaflet.pdf', pdf());
    expect(plain.json().mediaItem.url).toEqual({ en: `${BASE}/media/${plain.json().mediaItem.id}/brochure.pdf` });
  });

  it('refuses every other kind with a 422 at /file, writing nothing and keeping no file', async () => {
    const before = await snapshot();
    const refusals: Array<[string, Buffer, RegExp]> = [
      ['not-square.jpg', await (await halves(1500, 1600)).jpeg().toBuffer(), /must be square/],
      ['small.jpg', await (await halves(1000, 1000)).jpeg().toBuffer(), /at least 1500 x 1500/],
      ['picture.jpg', await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#00ff00' } }).gif().toBuffer(), /must be a JPEG or PNG/],
      ['notes.pdf', Buffer.from('plain text, whatever the name says'), /must be a JPEG or PNG/],
      ['bomb.jpg', await bombJpeg(), /more than 100,000,000 pixels/],
      ['cut.jpg', photo.subarray(0, Math.floor(photo.length / 2)), /truncated or corrupt/],
      ['broken.jpg', corrupted(photo), /truncated or corrupt/],
    ];
    for (const [name, bytes, message] of refusals) {
      for (const res of [await upload(catalog.auth.manager, name, bytes, { products: [owned.id] }),
        await postForm(catalog.auth.manager, [{ name: 'file', filename: name, content: bytes }])]) {
        expect(res.statusCode, name).toBe(422);
        expect(res.json().error.violations, name).toEqual([{ path: '/file', message: expect.stringMatching(message) }]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('multipart limits and shapes: a file over 20 MiB 413, a text `file` or none 422, another route 415, no User-Agent 400', async () => {
    const before = await snapshot();
    const big = await postForm(catalog.auth.manager, [{ name: 'file', filename: 'big.jpg', content: Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024)]) }]);
    expect([big.statusCode, big.json().error.code]).toEqual([413, 'payload_too_large']);
    const text = await postForm(catalog.auth.manager, [{ name: 'file', value: 'not a file part' }]);
    expect(text.statusCode, text.body).toBe(422);
    expect(text.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/file']);
    const none = await postForm(catalog.auth.manager, [{ name: 'products', value: owned.id }]);
    expect(none.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/file']);
    const unknown = await postForm(catalog.auth.manager, [{ name: 'colour', value: 'red' }, { name: 'file', filename: 'a.jpg', content: photo }]);
    expect([unknown.statusCode, unknown.json().error.violations[0].path]).toEqual([422, '/colour']);
    const { payload, contentType } = multipartBody([{ name: 'brand', value: '{}' }]);
    const elsewhere = await catalog.app.inject({ method: 'POST', url: '/v4/brands/create', headers: { authorization: catalog.auth.manager, 'content-type': contentType }, payload });
    expect([elsewhere.statusCode, elsewhere.json().error.code]).toEqual([415, 'unsupported_media_type']);
    const cut = multipartBody([{ name: 'file', filename: 'a.jpg', content: photo }]);
    const malformed = await catalog.app.inject({ method: 'POST', url: '/v4/media/upload', headers: { authorization: catalog.auth.manager, 'user-agent': UA, 'content-type': cut.contentType }, payload: cut.payload.subarray(0, 5000) });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await upload(catalog.auth.manager, 'a.jpg', photo, {});
    expect(anonymous.statusCode).toBe(200);
    const noAgent = await catalog.app.inject({ method: 'POST', url: '/v4/media/upload', headers: { authorization: catalog.auth.manager, 'user-agent': '' }, payload: { file: { name: 'a.jpg', content: photo.toString('base64') } } });
    expect([noAgent.statusCode, noAgent.json().error.code]).toEqual([400, 'user_agent_required']);
    // A JSON body past 25 MiB: 413; within it, a file past 20 MiB once decoded: 422.
    const huge = await post('/v4/media/upload', catalog.auth.manager, { file: { name: 'x.jpg', content: 'A'.repeat(26 * 1024 * 1024) } });
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'payload_too_large']);
    expect((await snapshot()).total).toBe(before.total + 1);
  });

  it('ownership: another organization\'s product or organization 403, unknown ones 422, a reader 403; nothing written', async () => {
    const before = await snapshot();
    const expectCode = async (res: Awaited<ReturnType<typeof post>>, status: number, paths?: string[]) => {
      expect(res.statusCode, res.body).toBe(status);
      if (paths) expect(res.json().error.violations.map((v: { path: string }) => v.path)).toEqual(paths);
    };
    await expectCode(await upload(catalog.auth.manager, 'a.jpg', photo, { products: [foreign.id] }), 403);
    const otherOrg = foreign.organizations[0].id;
    await expectCode(await upload(catalog.auth.manager, 'a.jpg', photo, { organization: otherOrg }), 403);
    await expectCode(await upload(catalog.auth.manager, 'a.jpg', photo, { products: [owned.id, 'nope'] }), 422, ['/products/1']);
    await expectCode(await upload(catalog.auth.administrator, 'a.jpg', photo, { organization: 99_999_999 }), 422, ['/organization']);
    await expectCode(await upload(catalog.auth.reader, 'a.jpg', photo), 403);
    await expectCode(await post('/v4/media/create-link', catalog.auth.manager, { link: { linkType: 'website', url: { en: 'https://example.test' }, name: { en: 'Site' } }, products: [foreign.id] }), 403);
    expect(await snapshot()).toEqual(before);
    // An administrator may link anyone's product and name any organization.
    const admin = await upload(catalog.auth.administrator, 'a.jpg', photo, { products: [foreign.id], organization: otherOrg });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await product(foreign.id)).photos.at(-1).id).toBe(admin.json().mediaItem.id);
  });

  it('uploads at once, beside other writes: each its own item, none refused for a busy store', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => postForm(catalog.auth.manager, [{ name: 'file', filename: `at-once-${i}.jpg`, content: photo }, { name: 'products', value: owned.id }])),
      ...Array.from({ length: 4 }, () => post('/v4/media/create-link', catalog.auth.manager, { link: { linkType: 'website', url: { en: 'https://example.test' }, name: { en: 'Site' } } })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((a) => a.json().mediaItem.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shown = (await product(owned.id)).photos.map((p: { id: number }) => p.id);
    for (const id of ids.slice(0, 4)) expect(shown).toContain(id);
  });

  it('an Idempotency-Key replays the first answer for the same file, and refuses another file', async () => {
    const key = { 'idempotency-key': `upload-${Date.now()}` };
    const first = await postForm(catalog.auth.manager, [{ name: 'file', filename: 'a.jpg', content: photo }], key);
    const again = await postForm(catalog.auth.manager, [{ name: 'file', filename: 'a.jpg', content: photo }], key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await postForm(catalog.auth.manager, [{ name: 'file', filename: 'a.jpg', content: corrupted(photo) }], key);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });
});

describe('media/create-link, update, publish, unpublish', () => {
  it('the linked products follow every change, in place, and lose and regain the item with its publication', async () => {
    const created = await post('/v4/media/create-link', catalog.auth.manager, {
      link: { linkType: 'website', url: { nl: 'https://example.test/nl' }, name: { nl: 'Website' }, targetGroups: ['consumer'] }, products: [owned.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().mediaItem;
    expect(link).toMatchObject({ type: 'link', linkType: 'website', locales: [], targetGroups: ['consumer'] });
    let shown = await product(owned.id);
    const position = shown.links.findIndex((l: { id: number }) => l.id === link.id);
    expect(position).toBe(shown.links.length - 1);

    const updated = await post('/v4/media/update', catalog.auth.manager, { mediaItem: link.id, data: { url: { fr: 'https://example.test/fr' }, name: { nl: 'Site' } } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().mediaItem).toMatchObject({ url: { nl: 'https://example.test/nl', fr: 'https://example.test/fr' }, name: { nl: 'Site' } });
    shown = await product(owned.id);
    expect(shown.links[position]).toEqual(updated.json().mediaItem);

    const wrongKind = await post('/v4/media/update', catalog.auth.manager, { mediaItem: link.id, data: { photoType: 'packshot', locales: ['nl'] } });
    expect([wrongKind.statusCode, wrongKind.json().error.violations.map((v: { path: string }) => v.path)]).toEqual([422, ['/data/photoType']]);
    const noName = await post('/v4/media/update', catalog.auth.manager, { mediaItem: link.id, data: { name: null } });
    expect([noName.statusCode, noName.json().error.violations[0].path]).toEqual([422, '/data/name']);

    expect((await post('/v4/media/unpublish', catalog.auth.manager, { mediaItem: link.id })).statusCode).toBe(200);
    expect((await product(owned.id)).links.map((l: { id: number }) => l.id)).not.toContain(link.id);
    const hidden = await post('/v4/media/query', catalog.auth.reader, { filter: { published: false, product: [owned.id] }, sorting: { id: 'ASC' }, page: { no: 0, size: 250 } });
    expect(hidden.json().results.map((m: { id: number }) => m.id)).toContain(link.id);
    expect((await post('/v4/media/update', catalog.auth.manager, { mediaItem: link.id, data: { published: true } })).statusCode).toBe(200);
    expect((await product(owned.id)).links.at(-1)).toMatchObject({ id: link.id, name: { nl: 'Site' } });
  });

  it('a photo\'s members: type and sides change in every linked product; a frontal takes only its photo types; If-Match', async () => {
    const made = (await upload(catalog.auth.manager, 'p.jpg', photo, { products: [owned.id] })).json().mediaItem;
    const res = await post('/v4/media/update', catalog.auth.manager, { mediaItem: made.id, data: { photoType: 'lifestyle_image', visibleSides: ['left'], targetGroups: ['pharmacist'] } });
    expect(res.statusCode, res.body).toBe(200);
    const inProduct = (await product(owned.id)).photos.find((p: { id: number }) => p.id === made.id);
    expect(inProduct).toMatchObject({ photoType: 'lifestyle_image', visibleSides: ['left'], targetGroups: ['pharmacist'] });
    const link = await post('/v4/media/update', catalog.auth.manager, { mediaItem: made.id, data: { url: { en: 'https://example.test' } } });
    expect(link.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/data/url']);
    const stale = await post('/v4/media/update', catalog.auth.manager, { mediaItem: made.id, data: { locales: ['de'] } }, { 'if-match': '"stale"' });
    expect([stale.statusCode, stale.json().error.code]).toEqual([412, 'precondition_failed']);
    const fresh = await post('/v4/media/update', catalog.auth.manager, { mediaItem: made.id, data: { locales: ['de'] } }, { 'if-match': res.headers.etag as string });
    expect(fresh.statusCode).toBe(200);

    const frontal = (await postForm(catalog.auth.manager, [{ name: 'file', filename: 'f.png', content: await cutOut() }])).json().mediaItem;
    const pill = await post('/v4/media/update', catalog.auth.manager, { mediaItem: frontal.id, data: { photoType: 'pillshot' } });
    expect([pill.statusCode, pill.json().error.violations[0].path]).toEqual([422, '/data/photoType']);
    const sides = await post('/v4/media/update', catalog.auth.manager, { mediaItem: frontal.id, data: { visibleSides: ['front'] } });
    expect(sides.json().mediaItem.visibleSides).toEqual(['front']);
    const cleared = await post('/v4/media/update', catalog.auth.manager, { mediaItem: frontal.id, data: { visibleSides: null } });
    expect(cleared.json().mediaItem.visibleSides).toBeUndefined();
  });

  it('ownership and ids: another organization\'s item 403 for update, publish and unpublish; unknown 404; nothing changes', async () => {
    const item = catalog.records.media!.find((m) => !m.organizations.includes(managerOrg) && m.type === 'photo')!;
    const before = (await get(`/v4/media/find?id=${item.id}`)).json();
    for (const [path, body] of [['media/update', { mediaItem: item.id, data: { locales: ['nl'] } }], ['media/publish', { mediaItem: item.id }], ['media/unpublish', { mediaItem: item.id }]] as const) {
      expect((await post(`/v4/${path}`, catalog.auth.manager, body)).statusCode, path).toBe(403);
      expect((await post(`/v4/${path}`, catalog.auth.manager, { ...body, mediaItem: 99_999_999 })).statusCode, path).toBe(404);
      expect((await post(`/v4/${path}`, catalog.auth.reader, body)).statusCode, path).toBe(403);
    }
    expect((await get(`/v4/media/find?id=${item.id}`)).json()).toEqual(before);
  });

  it('an item linked to many products: the item answers at once, its products follow in the background', async () => {
    const ids = catalog.records.products!.map((p) => p.id as string).slice(0, INLINE_PRODUCTS + 1);
    const link = { linkType: 'video', url: { en: 'https://example.test/video' }, name: { en: 'Video' } };
    const created = await post('/v4/media/create-link', catalog.auth.administrator, { link, products: ids.slice(0, INLINE_PRODUCTS), organization: managerOrg });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().mediaItem.id as number;
    expect((await post('/v4/products/add-media', catalog.auth.administrator, { product: ids.at(-1), mediaItem: item })).statusCode).toBe(200);
    const showing = async () => {
      const page = await post('/v4/products/query', catalog.auth.reader, { filter: { id: ids }, sorting: { id: 'ASC' }, page: { no: 0, size: 250 } });
      return page.json().results.filter((p: { links: Array<{ id: number }> }) => p.links.some((l) => l.id === item)).length;
    };
    expect(await showing()).toBe(ids.length);
    expect((await post('/v4/media/unpublish', catalog.auth.manager, { mediaItem: item })).statusCode).toBe(200);
    // Entered in the write's transaction; the worker of this test app is stopped until drained.
    expect(await showing()).toBe(ids.length);
    expect(await catalog.propagation.drain()).toBeGreaterThanOrEqual(1);
    expect(await showing()).toBe(0);
  });
});
