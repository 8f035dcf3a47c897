/**
 * Pictures for generated catalogues (the demo of `npm start`, `catalog generate --files`): a
 * coloured pack, drawn by the image library from a small SVG, with a label, in every format a
 * photo or a frontal has (src/media/formats.ts). A photo shows the pack on a light background; a
 * frontal is the pack alone on transparency, as an uploaded cut-out would be. Drawing each format
 * at its size from the vector is several times cheaper than processing a 1500 px upload, and the
 * files are real images of the declared sizes and encodings all the same.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type MediaKind } from '../domain/product-media.js';
import { FORMATS_OF, fileOf, type FormatDecl } from './formats.js';

/** The kinds of item that have image files. */
export type PictureKind = Exclude<MediaKind, 'link'>;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The label in lines of at most 18 characters, at most three lines. */
function lines(label: string): string[] {
  const out: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + word.length < 18) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.slice(0, 24));
  }
  return out.slice(0, 3);
}

/** The pack as SVG on a 1500-unit square, drawn at `size` pixels. */
function packSvg(label: string, hue: number, kind: PictureKind, size: number): Buffer {
  const text = lines(label).map((line, i, all) =>
    `<text x="750" y="${770 - (all.length - 1) * 40 + i * 80}" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#222">${escapeXml(line)}</text>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1500 1500">`
    + (kind === 'photo' ? '<rect width="1500" height="1500" fill="#f4f4f2"/>' : '')
    + `<rect x="400" y="200" width="700" height="1100" rx="40" fill="hsl(${hue},55%,45%)"/>`
    + `<rect x="400" y="${kind === 'photo' ? 560 : 580}" width="700" height="${kind === 'photo' ? 380 : 340}" fill="#ffffff" opacity="0.92"/>`
    + `${text.join('')}</svg>`);
}

function encoded(image: sharp.Sharp, format: FormatDecl): sharp.Sharp {
  if (format.encoding === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80 });
  if (format.encoding === 'png') return image.png({ compressionLevel: 6 });
  // The alpha plane lossy as well: lossless alpha (the encoder's default) makes a cut-out's WebP
  // three times slower to encode and larger than its PNG, for flat shapes that do not need it.
  return image.webp({ quality: 75, effort: 0, alphaQuality: 50 });
}

/** Writes the item files of one picture into `dir` (made if missing); their file names, as formats.ts names them. */
export async function drawPicture(dir: string, label: string, hue: number, kind: PictureKind): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const formats = FORMATS_OF[kind];
  await Promise.all(formats.map((format) => encoded(sharp(packSvg(label, hue, kind, format.size)), format).toFile(join(dir, fileOf(format)))));
  return formats.map(fileOf);
}
