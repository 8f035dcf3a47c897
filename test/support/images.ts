/**
 * Images made in the tests by the image library (sharp), of every kind an upload may be: photos,
 * frontals with transparency, a PDF, and hostile files (a decoding bomb, truncated and corrupt
 * images). Nothing is checked in; every test makes what it sends.
 */
import sharp from 'sharp';

/** An opaque image, its left half red and its right half blue. */
export async function halves(width: number, height: number): Promise<sharp.Sharp> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: left, left: 0, top: 0 }]);
}

/** A red pack of 200 x 150 centred on a transparent 300 x 150 PNG: a frontal. */
export async function cutOut(): Promise<Buffer> {
  const pack = await sharp({ create: { width: 200, height: 150, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: pack, left: 50, top: 0 }]).png().toBuffer();
}

/** The smallest file that is a PDF by its content. */
export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A 64 x 64 JPEG whose frame header claims 65,000 x 65,000 pixels. */
export async function bombJpeg(): Promise<Buffer> {
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } }).jpeg().toBuffer();
  const bomb = Buffer.from(small);
  const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline frame header in the JPEG');
  bomb.writeUInt16BE(65_000, sof + 5);
  bomb.writeUInt16BE(65_000, sof + 7);
  return bomb;
}

/** The image with bytes overwritten every 97 after its headers. */
export function corrupted(image: Buffer): Buffer {
  const out = Buffer.from(image);
  for (let i = 600; i < out.length - 2; i += 97) out[i] = 0xff;
  return out;
}

/** The pixel at (x, y) of an image, all its channels. */
export async function pixel(image: string | Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

/** Colours equal but for lossy compression. */
export const near = (got: number[], want: number[]): boolean => want.every((v, i) => Math.abs(got[i]! - v) <= 24);
