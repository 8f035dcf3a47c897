/**
 * Locales and small string helpers. The catalogue speaks the four locales of the Belgian and
 * neighbouring markets; localized objects always list their keys in LOCALES order.
 */
import { Weighted, type Prng } from './prng.js';
import { LOCALES, type CatalogLocale, type Localized } from '../domain/locales.js';

export { everyLocale, LOCALES, type CatalogLocale, type Localized } from '../domain/locales.js';

/** A vocabulary entry translated into every catalogue locale. */
export type L10n = Readonly<Record<CatalogLocale, string>>;

export const l10n = (nl: string, fr: string, en: string, de: string): L10n => ({ nl, fr, en, de });

/**
 * Which locales a product-like name is translated into: usually all four, otherwise a plausible
 * subset (Belgian nl+fr, a single market), so that every locale is sometimes missing.
 */
const LOCALE_SETS = new Weighted<readonly CatalogLocale[]>([
  [LOCALES, 55],
  [['nl', 'fr', 'en'], 8], [['nl', 'fr', 'de'], 6], [['fr', 'en', 'de'], 3], [['nl', 'en', 'de'], 3],
  [['nl', 'fr'], 12], [['nl', 'en'], 3],
  [['nl'], 4], [['fr'], 4], [['en'], 1], [['de'], 1],
]);

export function pickLocales(rng: Prng): readonly CatalogLocale[] {
  return LOCALE_SETS.pick(rng);
}

/** A mostly complete translation: all four locales, sometimes without de or en. */
const REFERENCE_SETS = new Weighted<readonly CatalogLocale[]>([
  [LOCALES, 85], [['nl', 'fr', 'en'], 10], [['nl', 'fr', 'de'], 5],
]);

export function pickReferenceLocales(rng: Prng): readonly CatalogLocale[] {
  return REFERENCE_SETS.pick(rng);
}

/** `entry` restricted to `locales`, keys in the given order. */
export function localize(entry: L10n, locales: readonly CatalogLocale[] = LOCALES): Localized {
  const out: Localized = {};
  for (const locale of locales) out[locale] = entry[locale];
  return out;
}

/** Builds a localized object from a function of the locale. */
export function perLocale(locales: readonly CatalogLocale[], text: (locale: CatalogLocale) => string): Localized {
  const out: Localized = {};
  for (const locale of locales) out[locale] = text(locale);
  return out;
}

/** Accent-free lower-case ASCII, for slugs, e-mail addresses and host names. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[ßæœø]/g, (c) => ({ ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' })[c] ?? c);
}

export function slug(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Upper-cases the first letter (the vocabulary is lower case where it sits inside a sentence). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
