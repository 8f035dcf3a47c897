/**
 * The media storage contract (src/media/storage.ts): one suite that every implementation passes.
 * A directory is the one implementation today; a bucket would be added to IMPLEMENTATIONS.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { DirectoryStorage } from '../../src/media/directory-storage.js';
import { type MediaStorage } from '../../src/media/storage.js';

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-storage-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const IMPLEMENTATIONS: Array<[string, () => MediaStorage]> = [['a directory', () => new DirectoryStorage(join(temp(), 'media'))]];

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
