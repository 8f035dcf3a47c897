/**
 * The image files a photo and a frontal get (docs/contract.md §14), declared once as data: the key
 * in `formats`, the square size in pixels and the encoding. The processing, the file names, the
 * URLs and the served content types are all read from here.
 */

export type Encoding = 'jpeg' | 'png' | 'webp';

export interface FormatDecl {
  /** The key in the item's `formats`; also the file's name under the item. */
  key: string;
  size: number;
  encoding: Encoding;
  /** JPEG has no transparency: a frontal's JPEG fall-backs are flattened on white. */
  background: 'none' | 'white';
}

const format = (key: string, size: number, encoding: Encoding, background: FormatDecl['background'] = 'none'): FormatDecl =>
  ({ key, size, encoding, background });

/** A photo: JPEG and WebP at 200, 450, 900 and 1500 px. */
export const PHOTO_FORMATS: readonly FormatDecl[] = [
  format('thumbnail', 200, 'jpeg'), format('thumbnailWebp', 200, 'webp'),
  format('medium', 450, 'jpeg'), format('mediumWebp', 450, 'webp'),
  format('large', 900, 'jpeg'), format('largeWebp', 900, 'webp'),
  format('huge', 1500, 'jpeg'), format('hugeWebp', 1500, 'webp'),
];

/** A frontal: cut-out PNG and WebP, JPEG fall-backs on white at 450 and 900 px. */
export const FRONTAL_FORMATS: readonly FormatDecl[] = [
  format('thumbnail', 200, 'png'), format('thumbnailWebp', 200, 'webp'),
  format('medium', 450, 'png'), format('mediumJpeg', 450, 'jpeg', 'white'), format('mediumWebp', 450, 'webp'),
  format('largeJpg', 900, 'jpeg', 'white'), format('largeWebp', 900, 'webp'),
  format('huge', 1500, 'png'), format('hugeWebp', 1500, 'webp'),
];

/** The formats of each kind of image item: what an upload is processed into, what a generated item is drawn in. */
export const FORMATS_OF: Readonly<Record<'photo' | 'frontal', readonly FormatDecl[]>> = { photo: PHOTO_FORMATS, frontal: FRONTAL_FORMATS };

export const EXTENSIONS: Readonly<Record<Encoding | 'pdf', string>> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf',
};

/** The stored file of a format: `<format>.<ext>` under the item (storage key `<id>/<file>`). */
export const fileOf = (f: FormatDecl): string => `${f.key}.${EXTENSIONS[f.encoding]}`;
/** A brochure's stored file. */
export const BROCHURE_FILE = 'brochure.pdf';

/** The address a file is served at (docs/contract.md §14). */
export const mediaUrl = (baseUrl: string, id: number, file: string): string => `${baseUrl}/media/${id}/${file}`;

/** `formats` of an item: each key's absolute URL. */
export function formatUrls(baseUrl: string, id: number, formats: readonly FormatDecl[]): Record<string, string> {
  return Object.fromEntries(formats.map((f) => [f.key, mediaUrl(baseUrl, id, fileOf(f))]));
}
