/**
 * What an uploaded file's name says (docs/contract.md §14): dash-separated words give the photo
 * type (`-pa` packshot, `-pr` productshot, `-li` lifestyle_image, `-pi` pillshot), the visible
 * sides (`-front`, `-back`, ...) and the locales (`-nl`, `-fr`, `-en`, `-de`), as in
 * `5400117000014-pa-front-nl.jpg`. Words are matched without regard to case; other words are
 * ignored. Without a photo type word: packshot.
 */
import { type PHOTO_TYPES, type VISIBLE_SIDES } from '../resources/common/schema.js';

type PhotoType = (typeof PHOTO_TYPES)[number];
type Side = (typeof VISIBLE_SIDES)[number];

const PHOTO_TYPE_WORDS: Readonly<Record<string, PhotoType>> = { pa: 'packshot', pr: 'productshot', li: 'lifestyle_image', pi: 'pillshot' };
const SIDES: readonly Side[] = ['front', 'back', 'left', 'right', 'top', 'bottom'];
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

export interface NameWords {
  /** The name without its directory and extension. */
  stem: string;
  photoType: PhotoType;
  visibleSides: Side[];
  locales: string[];
}

export function nameWords(fileName: string): NameWords {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const words = stem.toLowerCase().split('-').slice(1);
  let photoType: PhotoType = 'packshot';
  const visibleSides: Side[] = [];
  const locales: string[] = [];
  for (const word of words) {
    if (word in PHOTO_TYPE_WORDS) photoType = PHOTO_TYPE_WORDS[word]!;
    else if ((SIDES as readonly string[]).includes(word) && !visibleSides.includes(word as Side)) visibleSides.push(word as Side);
    else if ((LOCALES as readonly string[]).includes(word) && !locales.includes(word)) locales.push(word);
  }
  return { stem, photoType, visibleSides, locales };
}
