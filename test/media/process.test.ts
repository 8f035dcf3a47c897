/**
 * Uploaded files made into stored formats (src/media/process.ts, docs/contract.md §14), on real
 * images made here by the image library: photos and frontals at every format's pixel size and
 * type, EXIF orientation applied and metadata gone, and every refused kind (wrong type, not
 * square, too small, a decoding bomb, truncated, corrupt) a MediaFileError, never a crash.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONTAL_FORMATS, PHOTO_FORMATS } from '../../src/media/formats.js';
import { MediaFileError, processUpload, sniff } from '../../src/media/process.js';
import { bombJpeg, corrupted, cutOut, halves, near, pixel, pdf } from '../support/images.js';

let dir: string;
let n = 0;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'catalog-media-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `bytes` and a work directory for its outputs. */
function upload(bytes: Buffer): { path: string; work: string } {
  const work = mkdtempSync(join(dir, 'work-'));
  const path = join(dir, `upload-${n++}`);
  writeFileSync(path, bytes);
  return { path, work };
}

async function refused(bytes: Buffer): Promise<string> {
  const { path, work } = upload(bytes);
  const error = await processUpload(path, work).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MediaFileError);
  return (error as Error).message;
}

describe('processing an upload', () => {
  it('a square JPEG of 1500 px becomes a photo in the eight formats, each at its size and type', async () => {
    const { path, work } = upload(await (await halves(1600, 1600)).jpeg().toBuffer());
    const done = await processUpload(path, work);
    expect(done.kind).toBe('photo');
    expect(done.files.map((f) => f.file)).toEqual(PHOTO_FORMATS.map((f) => `${f.key}.${f.encoding === 'jpeg' ? 'jpg' : f.encoding}`));
    for (const [i, format] of PHOTO_FORMATS.entries()) {
      const meta = await sharp(done.files[i]!.path).metadata();
      expect([meta.format, meta.width, meta.height], format.key).toEqual([format.encoding, format.size, format.size]);
    }
  });

  it('applies the EXIF orientation and writes no metadata', async () => {
    // Orientation 6: shown turned a quarter clockwise, so the red left half is shown on top.
    const bytes = await (await halves(1500, 1500)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const { path, work } = upload(bytes);
    const done = await processUpload(path, work);
    const huge = done.files.find((f) => f.file === 'huge.jpg')!.path;
    expect(near(await pixel(huge, 750, 100), [255, 0, 0])).toBe(true);
    expect(near(await pixel(huge, 750, 1400), [0, 0, 255])).toBe(true);
    const meta = await sharp(huge).metadata();
    expect([meta.orientation, meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('an opaque PNG is a photo; a PNG with transparency of any size a frontal, fitted and centred', async () => {
    const opaque = upload(await (await halves(1500, 1500)).png().toBuffer());
    expect((await processUpload(opaque.path, opaque.work)).kind).toBe('photo');
    // 300 x 150, a red pack on a transparent background: padded above and below.
    const { path, work } = upload(await cutOut());
    const done = await processUpload(path, work);
    expect(done.kind).toBe('frontal');
    for (const [i, format] of FRONTAL_FORMATS.entries()) {
      const meta = await sharp(done.files[i]!.path).metadata();
      expect([meta.format, meta.width, meta.height], format.key).toEqual([format.encoding, format.size, format.size]);
    }
    const file = (name: string) => done.files.find((f) => f.file === name)!.path;
    // Centre: the pack; corner: transparent in the PNG, white in the JPEG fall-back.
    expect(near(await pixel(file('medium.png'), 225, 225), [255, 0, 0, 255])).toBe(true);
    expect((await pixel(file('medium.png'), 0, 0))[3]).toBe(0);
    expect(near(await pixel(file('mediumJpeg.jpg'), 0, 0), [255, 255, 255])).toBe(true);
  });

  it('a PDF is kept as it is, a brochure', async () => {
    const { path, work } = upload(pdf());
    const done = await processUpload(path, work);
    expect(done.kind).toBe('brochure');
    expect(readFileSync(done.files[0]!.path)).toEqual(pdf());
    expect(await sniff(path)).toBe('pdf');
  });

  it('refuses other types, whatever the name says', async () => {
    expect(await refused(await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#00ff00' } }).gif().toBuffer())).toMatch(/must be a JPEG or PNG/);
    expect(await refused(await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#00ff00' } }).webp().toBuffer())).toMatch(/must be a JPEG or PNG/);
    expect(await refused(Buffer.from('GIF89a not really'))).toMatch(/must be a JPEG or PNG/);
    expect(await refused(Buffer.alloc(0))).toMatch(/must be a JPEG or PNG/);
  });

  it('refuses a photo that is not square or smaller than 1500 px', async () => {
    expect(await refused(await (await halves(1500, 1600)).jpeg().toBuffer())).toMatch(/must be square.*1500 x 1600/);
    expect(await refused(await (await halves(1000, 1000)).jpeg().toBuffer())).toMatch(/at least 1500 x 1500.*1000 x 1000/);
    expect(await refused(await (await halves(1500, 1600)).png().toBuffer())).toMatch(/must be square/);
  });

  it('refuses a decoding bomb from its header, and truncated or corrupt images', async () => {
    const bomb = await bombJpeg();
    // Refused from the header: the message is the pixel limit's, not a decoding failure's.
    expect(await refused(bomb)).toMatch(/must not have more than 100,000,000 pixels/);

    const whole = await (await halves(1500, 1500)).jpeg().toBuffer();
    expect(await refused(whole.subarray(0, Math.floor(whole.length / 2)))).toMatch(/truncated or corrupt/);
    expect(await refused(corrupted(whole))).toMatch(/truncated or corrupt/);
    const png = await (await halves(1500, 1500)).png().toBuffer();
    expect(await refused(png.subarray(0, Math.floor(png.length / 2)))).toMatch(/truncated or corrupt/);
  });
});
