/**
 * An uploaded file made into what the catalogue keeps (docs/contract.md §14), by libvips through
 * sharp: the type read from the content, never from the name; JPEG and opaque PNG must be square
 * and at least 1500 px a side and become a photo in the eight photo formats; a PNG with
 * transparency, of any size, becomes a frontal in the nine frontal formats, scaled to fit and
 * centred; a PDF is kept as it is, a brochure. EXIF orientation is applied and no metadata is
 * written. The work runs on libuv's thread pool, never on the event loop.
 *
 * Hostile files: the pixel count is read from the header and refused past MAX_PIXELS before any
 * decoding (a small file that claims 100,000 x 100,000 pixels), and a truncated or corrupt image
 * fails its decoding; both are a MediaFileError, which the command answers with a 422 at `/file`.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { BROCHURE_FILE, FORMATS_OF, FRONTAL_FORMATS, PHOTO_FORMATS, fileOf, type FormatDecl } from './formats.js';

/** Largest image accepted: 10,000 x 10,000 pixels (about 400 MB once decoded with alpha). */
export const MAX_PIXELS = 100_000_000;
export const MIN_PHOTO_SIDE = 1500;
export const ACCEPTED = 'a JPEG or PNG photo (square, at least 1500 x 1500 pixels), a PNG with transparency (a frontal) or a PDF brochure';

export class MediaFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaFileError';
  }
}

export type FileType = 'jpeg' | 'png' | 'pdf';

/** The type by the first bytes of the content. */
export async function sniff(path: string): Promise<FileType | undefined> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    const b = head.subarray(0, bytesRead);
    if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.length >= 8 && b.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
    return undefined;
  } finally {
    await handle.close();
  }
}

export interface ProcessedFile { file: string; path: string }
export type Processed =
  | { kind: 'photo' | 'frontal'; formats: readonly FormatDecl[]; files: ProcessedFile[] }
  | { kind: 'brochure'; files: ProcessedFile[] };

/** `failOn: 'warning'`: a file cut short or damaged fails rather than being repaired by the decoder. */
const input = (path: string) => sharp(path, { limitInputPixels: MAX_PIXELS, failOn: 'warning', sequentialRead: true });

/** libvips' messages name its internals; the caller gets what was wrong with the file. */
function refused(error: unknown): MediaFileError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return new MediaFileError(`must not have more than ${MAX_PIXELS.toLocaleString('en')} pixels`);
  return new MediaFileError('could not be read as an image: the file is truncated or corrupt');
}

const BACKGROUNDS = { none: { r: 0, g: 0, b: 0, alpha: 0 }, white: { r: 255, g: 255, b: 255, alpha: 1 } } as const;

/** A photo's rule (docs/contract.md §14): square, at least MIN_PHOTO_SIDE a side. */
function squarePhoto(width: number, height: number): void {
  if (width !== height) throw new MediaFileError(`must be square to be a photo; it is ${width} x ${height} pixels`);
  if (width < MIN_PHOTO_SIDE) throw new MediaFileError(`must be at least ${MIN_PHOTO_SIDE} x ${MIN_PHOTO_SIDE} pixels to be a photo; it is ${width} x ${height}`);
}

/** Makes the stored files of the upload at `path` in `workDir` (which the caller removes). */
export async function processUpload(path: string, workDir: string): Promise<Processed> {
  const type = await sniff(path);
  if (type === undefined) throw new MediaFileError(`must be ${ACCEPTED}; this file is none of them`);
  if (type === 'pdf') return { kind: 'brochure', files: [{ file: BROCHURE_FILE, path }] };
  try {
    const meta = await input(path).metadata();
    let width = meta.width ?? 0;
    let height = meta.height ?? 0;
    // Orientations 5 to 8 turn the image a quarter: its sides swap.
    if ((meta.orientation ?? 1) >= 5) [width, height] = [height, width];
    const largest = Math.max(...[...PHOTO_FORMATS, ...FRONTAL_FORMATS].map((f) => f.size));
    // A photo must be square and large enough: known from the header, refused before decoding.
    const mayBeFrontal = type === 'png' && meta.hasAlpha === true;
    if (!mayBeFrontal) squarePhoto(width, height);
    // Decoded once, turned upright, fitted within the largest size a format needs; every format comes from that.
    const { data, info } = await input(path).rotate().resize(largest, largest, { fit: 'inside' })
      .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const source = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // Read from the decoded pixels on libuv's threads, not scanned on the event loop.
    const transparent = mayBeFrontal && !(await source().stats()).isOpaque;
    if (mayBeFrontal && !transparent) squarePhoto(width, height);
    const formats = FORMATS_OF[transparent ? 'frontal' : 'photo'];
    const files: ProcessedFile[] = [];
    for (const format of formats) {
      const out = join(workDir, fileOf(format));
      // Fitted and centred on the format's background (a photo is square already: nothing to pad).
      // sharp flattens before it resizes, so the padding of a JPEG is white itself.
      let image = source().resize(format.size, format.size, { fit: 'contain', background: BACKGROUNDS[format.background] });
      if (format.encoding === 'jpeg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
      else if (format.encoding === 'png') image = image.png({ compressionLevel: 8 });
      else image = (transparent ? image : image.removeAlpha()).webp({ quality: 82 });
      await image.toFile(out);
      files.push({ file: fileOf(format), path: out });
    }
    return { kind: transparent ? 'frontal' : 'photo', formats, files };
  } catch (error) {
    throw error instanceof MediaFileError ? error : refused(error);
  }
}
