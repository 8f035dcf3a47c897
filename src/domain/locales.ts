/**
 * The catalogue's locales. Localized objects list their keys in this order; a name that is not
 * translated (a brand or company name) is repeated under each of them inside a product
 * (docs/contract.md §12).
 */
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type CatalogLocale = (typeof LOCALES)[number];

export type Localized = Record<string, string>;

/** The same untranslatable string under every catalogue locale. */
export function everyLocale(text: string): Localized {
  return { nl: text, fr: text, en: text, de: text };
}
