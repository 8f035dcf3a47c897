/**
 * GET /media/<id>/<file> (docs/contract.md §14): the stored files of a media item, made here from
 * a real image, served at every format's pixel size and type, with the User-Agent rule, immutable
 * caching, ETag / If-None-Match, byte ranges, and only for items that are published and available;
 * the same from a directory and from an S3 bucket (a real s3rver, test/support/s3-server.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FORMATS, fileOf } from '../../src/media/formats.js';
import { openMediaStorage } from '../../src/media/open-storage.js';
import { processUpload } from '../../src/media/process.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';

const UA = { 'user-agent': 'catalog-tests/1.0' };

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.stop());

for (const [name, storageEnv] of [['a directory', () => ({})], ['an S3 bucket', () => s3.env('media-files/')]] as Array<[string, () => Record<string, string>]>) {
  describe(`media files from ${name}`, () => {
    let catalog: TestCatalog;
    let shown: number;
    let hidden: number;

    beforeAll(async () => {
      catalog = await createTestCatalog({ products: 60, seed: 5, env: { RATE_LIMIT_PER_MINUTE: '0', ...storageEnv() } });
      const media = catalog.records.media!;
      shown = media.find((m) => m.type === 'photo' && m.published && m.available)!.id as number;
      hidden = media.find((m) => !m.published)!.id as number;
      const work = mkdtempSync(join(tmpdir(), 'catalog-media-files-'));
      const upload = join(work, 'upload.jpg');
      await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#2a6f97' } }).jpeg().toFile(upload);
      const storage = await openMediaStorage(catalog.config);
      for (const id of [shown, hidden]) {
        const out = mkdtempSync(join(work, 'out-'));
        await storage.put(id, (await processUpload(upload, out)).files);
      }
    });
    afterAll(async () => catalog?.close());

    const get = (url: string, headers: Record<string, string> = UA) => catalog.app.inject({ method: 'GET', url, headers });

    it('serves every format at its pixel size and content type, cached as immutable', async () => {
      for (const format of PHOTO_FORMATS) {
        const res = await get(`/media/${shown}/${fileOf(format)}`);
        expect(res.statusCode, format.key).toBe(200);
        expect(res.headers['content-type']).toBe(format.encoding === 'jpeg' ? 'image/jpeg' : 'image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.etag).toMatch(/^".+"$/);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format.encoding, format.size, format.size]);
      }
    });

    it('needs a User-Agent, and no credentials', async () => {
      // app.inject sends a User-Agent of its own unless told otherwise.
      const res = await get(`/media/${shown}/huge.jpg`, { 'user-agent': '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('user_agent_required');
    });

    it('answers If-None-Match with 304 and a range with 206; a range past the end is 416', async () => {
      const whole = await get(`/media/${shown}/huge.jpg`);
      const etag = whole.headers.etag as string;
      expect((await get(`/media/${shown}/huge.jpg`, { ...UA, 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get(`/media/${shown}/huge.jpg`, { ...UA, 'if-none-match': '"other"' })).statusCode).toBe(200);

      const part = await get(`/media/${shown}/huge.jpg`, { ...UA, range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
      const tail = await get(`/media/${shown}/huge.jpg`, { ...UA, range: 'bytes=-50' });
      expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-50));

      const past = await get(`/media/${shown}/huge.jpg`, { ...UA, range: `bytes=${whole.rawPayload.length + 10}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
      expect(past.json().error.code).toBe('range_not_satisfiable');
      // A malformed range, or one sent with an If-Range that no longer matches: the whole file.
      for (const headers of [{ range: 'bytes=abc' }, { range: 'bytes=0-9', 'if-range': '"stale"' }] as Array<Record<string, string>>) {
        const res = await get(`/media/${shown}/huge.jpg`, { ...UA, ...headers });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload).toEqual(whole.rawPayload);
      }
    });

    it('answers 404 for an unpublished item, a missing file or item, and anything that is not a file name', async () => {
      for (const url of [
        `/media/${hidden}/huge.jpg`, `/media/${shown}/gigantic.jpg`, `/media/${shown}/huge.gif`, '/media/99999999/huge.jpg',
        `/media/0/huge.jpg`, `/media/-1/huge.jpg`, `/media/${shown}/..%2F..%2Fcatalog.db`, `/media/${shown}/.huge.jpg`, '/media/abc/huge.jpg',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });
  });
}
