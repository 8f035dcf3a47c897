/**
 * The media storage contract (src/media/storage.ts): one suite that every implementation passes,
 * a directory and an S3-compatible bucket (a real s3rver over HTTP, test/support/s3-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DirectoryStorage } from '../../src/media/directory-storage.js';
import { S3Storage } from '../../src/media/s3-storage.js';
import { type MediaStorage } from '../../src/media/storage.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-storage-'));
  dirs.push(dir);
  return dir;
};
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  await s3?.stop();
});

/** A bucket's storage as a server would configure it, under a prefix of its own. */
let prefixes = 0;
const bucket = (env: Record<string, string> = {}) => new S3Storage(loadConfig({ ...s3.env(`run-${++prefixes}/`), ...env }).mediaS3!);

const IMPLEMENTATIONS: Array<[string, () => MediaStorage]> = [
  ['a directory', () => new DirectoryStorage(join(temp(), 'media'))],
  ['an S3 bucket', () => bucket()],
];

/** Local files to put, with the given contents. */
function files(contents: Record<string, string>): Array<{ file: string; path: string }> {
  const dir = temp();
  return Object.entries(contents).map(([file, body]) => {
    const path = join(dir, `${file}.upload`);
    writeFileSync(path, body);
    return { file, path };
  });
}

for (const [name, make] of IMPLEMENTATIONS) {
  describe(`media storage: ${name}`, () => {
    it('keeps an item\'s files, whole and by range, with a size and an entity tag', async () => {
      const storage = make();
      const body = randomBytes(5000).toString('hex');
      await storage.put(7, files({ 'huge.jpg': body, 'thumbnail.webp': 'small' }));
      expect(await storage.stat(7, 'huge.jpg')).toMatchObject({ size: body.length, etag: expect.stringMatching(/^".+"$/) });
      expect(await text(storage.read(7, 'huge.jpg'))).toBe(body);
      expect(await text(storage.read(7, 'huge.jpg', { start: 10, end: 19 }))).toBe(body.slice(10, 20));
      expect(await text(storage.read(7, 'thumbnail.webp'))).toBe('small');
      expect(await storage.stat(7, 'medium.jpg')).toBeUndefined();
      expect(await storage.stat(8, 'huge.jpg')).toBeUndefined();
    });

    it('replaces all of an item\'s files at once, and removes them', async () => {
      const storage = make();
      await storage.put(3, files({ 'huge.jpg': 'one', 'large.jpg': 'one' }));
      await storage.put(3, files({ 'huge.png': 'two' }));
      expect(await storage.stat(3, 'huge.jpg')).toBeUndefined();
      expect(await text(storage.read(3, 'huge.png'))).toBe('two');
      await storage.remove(3);
      expect(await storage.stat(3, 'huge.png')).toBeUndefined();
      await storage.remove(3);
    });

    it('never names a file outside an item', async () => {
      const storage = make();
      await storage.put(1, files({ 'huge.jpg': 'x' }));
      for (const file of ['../1/huge.jpg', '..', 'a/b.jpg', 'huge.jpg/', '', '.jpg', 'huge.jpg\u0000']) {
        expect(await storage.stat(1, file), file).toBeUndefined();
        expect(() => storage.read(1, file), file).toThrow();
      }
      await expect(storage.put(2, files({ '../escape.jpg': 'x' }))).rejects.toThrow();
      for (const id of [0, -1, 1.5, Number.NaN]) await expect(storage.stat(id, 'huge.jpg')).rejects.toThrow();
    });

    it('takes a file larger than one upload part, streamed, and gives back its bytes and any range of them', async () => {
      const storage = make();
      const dir = temp();
      const path = join(dir, 'big.upload');
      const body = randomBytes(19 * 1024 * 1024);
      writeFileSync(path, body);
      await storage.put(11, [{ file: 'huge.png', path }]);
      expect((await storage.stat(11, 'huge.png'))?.size).toBe(body.length);
      expect((await buffer(storage.read(11, 'huge.png'))).equals(body)).toBe(true);
      const [start, end] = [8 * 1024 * 1024 - 3, 8 * 1024 * 1024 + 2];
      expect((await buffer(storage.read(11, 'huge.png', { start, end }))).equals(body.subarray(start, end + 1))).toBe(true);
    });

    it('gives another entity tag when an item\'s file is replaced by other bytes', async () => {
      const storage = make();
      await storage.put(4, files({ 'huge.jpg': 'first bytes' }));
      const before = (await storage.stat(4, 'huge.jpg'))!.etag;
      await new Promise((r) => setTimeout(r, 5));
      await storage.put(4, files({ 'huge.jpg': 'other bytes' }));
      expect((await storage.stat(4, 'huge.jpg'))!.etag).not.toBe(before);
    });

    it('passes its start-up check', async () => {
      await expect(make().check()).resolves.toBeUndefined();
    });
  });
}

describe('media storage: a directory after a crash', () => {
  it('removes what an old write left half done, not what another process is writing now', async () => {
    const root = join(temp(), 'media');
    mkdirSync(root);
    const old = join(root, '.incoming-old');
    const young = join(root, '.incoming-young');
    mkdirSync(old);
    mkdirSync(young);
    const hoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(old, hoursAgo, hoursAgo);
    await new DirectoryStorage(root).put(5, files({ 'huge.jpg': 'x' }));
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(readdirSync(root).sort()).toEqual(['.incoming-young', '5']);
  });
});

describe('media storage: an S3 bucket', () => {
  it('keeps items under its prefix: two prefixes in one bucket do not see each other\'s files', async () => {
    const [one, two] = [bucket(), bucket()];
    await one.put(9, files({ 'huge.jpg': 'one' }));
    expect(await two.stat(9, 'huge.jpg')).toBeUndefined();
    await two.put(9, files({ 'huge.jpg': 'two' }));
    await one.remove(9);
    expect(await text(two.read(9, 'huge.jpg'))).toBe('two');
  });

  it('refuses to start on a bucket that is not there, or with credentials the store refuses, saying which bucket', async () => {
    await expect(bucket({ MEDIA_S3_BUCKET: 'no-such-bucket' }).check()).rejects.toThrow(/bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be written, read and deleted: NoSuchBucket/);
    const saved = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'NOT-A-KEY';
    try {
      await expect(bucket().check()).rejects.toThrow(/cannot be written, read and deleted: InvalidAccessKeyId/);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved;
    }
  });

  it('a file read after it was removed fails its stream instead of hanging', async () => {
    const storage = bucket();
    await storage.put(12, files({ 'huge.jpg': 'gone soon' }));
    await storage.remove(12);
    await expect(text(storage.read(12, 'huge.jpg'))).rejects.toThrow(/NoSuchKey|not exist/);
  });
});

describe('media storage settings', () => {
  it('MEDIA_STORAGE is directory by default, or s3 with a valid bucket, endpoint and region; anything else names the variable', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(loadConfig({ MEDIA_STORAGE: 'directory', MEDIA_S3_BUCKET: 'ignored' }).mediaS3).toBeUndefined();
    expect(loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'media.example-1', MEDIA_S3_PREFIX: '/catalog' }).mediaS3).toEqual({
      bucket: 'media.example-1', prefix: 'catalog/', endpoint: undefined, region: 'us-east-1', forcePathStyle: false,
    });
    expect(loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'abc', MEDIA_S3_ENDPOINT: 'http://minio:9000', MEDIA_S3_FORCE_PATH_STYLE: 'true', MEDIA_S3_REGION: 'eu-west-1' }).mediaS3)
      .toMatchObject({ prefix: '', endpoint: 'http://minio:9000', region: 'eu-west-1', forcePathStyle: true });
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ MEDIA_STORAGE: 'gcs' }, /MEDIA_STORAGE must be directory or s3, not "gcs"/],
      [{ MEDIA_STORAGE: 's3' }, /MEDIA_S3_BUCKET/],
      [{ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'Upper_Case' }, /MEDIA_S3_BUCKET, a bucket name/],
      [{ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'abc', MEDIA_S3_ENDPOINT: 'ftp://x' }, /MEDIA_S3_ENDPOINT must be an http\(s\) URL/],
      [{ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'abc', MEDIA_S3_REGION: 'EU WEST' }, /MEDIA_S3_REGION/],
      [{ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'abc', MEDIA_S3_PREFIX: 'a\u0000b' }, /MEDIA_S3_PREFIX/],
      [{ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'abc', MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, /MEDIA_S3_FORCE_PATH_STYLE must be true or false/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });
});
