/**
 * What the embed card and the public page show of a product (docs/contract.md §15), worked out
 * once from the stored product in one locale: texts in that locale, pictures from the product's
 * own formats, the codes, flags and leaflets, and the schema.org data of the public page. Pure:
 * no HTML (src/pages/templates/), no HTTP (src/http/routes/page-routes.ts).
 */
import { type ProductRecord } from '../resources/products/record.js';
import { localeName, wordsFor, type Word } from './labels.js';
import { summary } from './summary.js';

type Localized = Record<string, string>;

export interface Picture {
  src: string;
  /** A WebP of the same picture, offered first where the browser takes it. */
  webp?: string;
  size: number;
  alt: string;
}

export interface LocaleLink { code: string; name: string; href: string; current: boolean }
export interface Entry { label: string; value: string }

/** The public price (`publicPrice`, whole euro cents, VAT included). */
export interface Price {
  /** For schema.org: euros with two decimals, `12.50`. */
  amount: string;
  /** As the page's locale writes an amount of euros: `€ 12,50` in Dutch, `12,50 €` in French. */
  text: string;
}

export interface ProductModel {
  id: string;
  /** The locale the page is in: the one asked for when the product is named in it, else its first name locale. */
  locale: string;
  words: (word: Word) => string;
  name: string;
  brands: string[];
  /** docs/contract.md §15: the first of `photos[]`, else of `frontals[]`. */
  main?: Picture;
  /** Every shown photo, then every frontal. */
  pictures: Picture[];
  codes: Entry[];
  flags: Entry[];
  leaflets: Array<{ label: string; href: string }>;
  descriptions: Array<{ type: string; title: string; paragraphs: string[] }>;
  /**
   * The meta description: the `general` description shown in the page's locale, else the first
   * shown one, as one line of at most ~160 characters (src/pages/summary.ts); empty without one.
   */
  summary: string;
  /** The whole text `summary` is the beginning of, for schema.org's `description`. */
  description: string;
  price?: Price;
  categories: string[];
  locales: LocaleLink[];
  /** Origins of the pictures (and only those): what the page's Content-Security-Policy allows. */
  imageOrigins: string[];
  updatedAt: number;
}

/** Only http(s) URLs reach an `href` or `src`: a `javascript:` URL would run even when escaped. */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2048) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

type Formats = Partial<Record<string, string>>;

/** A photo's or frontal's picture at one of the spec's sizes (medium 450, large 900 pixels). */
function picture(formats: Formats, size: 'medium' | 'large', alt: string): Picture | undefined {
  const src = safeUrl(size === 'medium' ? formats.medium : formats.large ?? formats.largeJpg);
  if (!src) return undefined;
  const webp = safeUrl(size === 'medium' ? formats.mediumWebp : formats.largeWebp);
  return { src, ...(webp ? { webp } : {}), size: size === 'medium' ? 450 : 900, alt };
}

/** An EAN as printed: 13 digits, or 8 for an EAN-8. */
const eanText = (ean: number, p: ProductRecord) => String(ean).padStart(ean === p.eanGtin8 ? 8 : 13, '0');

/** Cents as euros with two decimals, by integer arithmetic (a price may have 11 digits). */
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function price(cents: number | undefined, locale: string): Price | undefined {
  if (cents === undefined || !Number.isSafeInteger(cents) || cents < 0) return undefined;
  const amount = euros(cents);
  let text: string;
  try {
    text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(Number(amount));
  } catch {
    text = `€ ${amount}`;
  }
  return { amount, text };
}

const paragraphs = (text: string) => text.split(/\n\s*\n|\r\n\s*\r\n/).map((t) => t.trim()).filter((t) => t.length > 0);

export interface ModelOptions {
  /** The locale asked for (`?locale=`), if any. */
  requested?: string;
  /** The URL of this same page in another locale. */
  hrefFor(locale: string): string;
  /** Picture size of the main picture and the gallery. */
  size: 'medium' | 'large';
}

export function productModel(p: ProductRecord, options: ModelOptions): ProductModel {
  const nameLocales = Object.keys(p.name).filter((l) => p.name[l]!.length > 0);
  const locale = options.requested && nameLocales.includes(options.requested) ? options.requested : nameLocales[0] ?? 'en';
  const words = wordsFor(locale);
  // A text in the page's locale, else in the product's first locale, else any.
  const text = (value: Localized | undefined): string => {
    if (!value) return '';
    return value[locale] ?? (nameLocales[0] !== undefined ? value[nameLocales[0]] : undefined) ?? Object.values(value)[0] ?? '';
  };
  const suits = (locales: readonly string[]) => locales.length === 0 || locales.includes(locale);
  const name = text(p.name) || p.id;

  const pictures: Picture[] = [];
  const shown = [...p.photos, ...p.frontals];
  shown.forEach((item, i) => {
    const made = picture(item.formats, options.size, i === 0 ? name : `${words('photoOf')} ${name} (${i + 1})`);
    if (made) pictures.push(made);
  });
  const first = p.photos[0] ?? p.frontals[0];
  const main = first ? picture(first.formats, options.size, name) : undefined;
  const imageOrigins = [...new Set([main, ...pictures].flatMap((pic) => (pic ? [pic.src, pic.webp] : []))
    .filter((u): u is string => u !== undefined).map((u) => new URL(u).origin))];

  const codes: Entry[] = p.ean.map((ean) => ({ label: 'EAN', value: eanText(ean, p) }));
  if (p.pzn) codes.push({ label: 'PZN', value: p.pzn });
  if (p.cti) codes.push({ label: 'CTI', value: p.cti });
  const flags: Entry[] = [];
  if (p.prescription) flags.push({ label: words('prescription'), value: words(p.prescription) });
  if (p.otc) flags.push({ label: words('otc'), value: words(p.otc) });

  const leaflets = p.leaflets.filter((l) => suits(l.locales)).flatMap((l) => {
    const href = safeUrl(text(l.url));
    return href ? [{ label: words(l.type), href }] : [];
  });
  const descriptions = p.descriptions.filter((d) => suits(d.locales))
    .map((d) => ({ type: d.type, title: words(d.type), paragraphs: paragraphs(text(d.content)) }))
    .filter((d) => d.paragraphs.length > 0);
  // What the product is, rather than a warning or a dosage, is what a search result should quote.
  const described = descriptions.find((d) => d.type === 'general') ?? descriptions[0];
  const description = described ? described.paragraphs.join('\n\n') : '';
  const publicPrice = price(p.publicPrice, locale);

  return {
    id: p.id,
    locale,
    words,
    name,
    brands: p.brands.map((b) => text(b.name)).filter((b) => b.length > 0),
    ...(main ? { main } : {}),
    pictures,
    codes,
    flags,
    leaflets,
    descriptions,
    summary: summary(description),
    description,
    ...(publicPrice ? { price: publicPrice } : {}),
    categories: p.publicCategories.map((c) => text(c.name)).filter((c) => c.length > 0),
    locales: nameLocales.map((code) => ({ code, name: localeName(code), href: options.hrefFor(code), current: code === locale })),
    imageOrigins,
    updatedAt: p.meta.updatedAt,
  };
}

/**
 * schema.org `Product` data for search engines (docs/contract.md §15: name, gtin13, brand, image;
 * an `Offer` with the public price when there is one, docs/api.md "The embed card and the public
 * page"), as JSON that is safe inside a `<script>` element: `<`, `>` and `&` are written as `\u`
 * escapes, so no catalogue text can close the element. `canonical` is the page's stable address.
 */
export function structuredData(model: ProductModel, p: ProductRecord, canonical: string): string {
  const gtin = p.eanGtin13 ?? p.ean.find((e) => e !== p.eanGtin8 && e < 1e13);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.name,
    sku: p.id,
    url: canonical,
    ...(gtin !== undefined ? { gtin13: String(gtin).padStart(13, '0') } : {}),
    ...(model.brands.length > 0 ? { brand: { '@type': 'Brand', name: model.brands[0] } } : {}),
    ...(model.pictures.length > 0 ? { image: model.pictures.map((pic) => pic.src) } : {}),
    ...(model.description ? { description: model.description.slice(0, 5000) } : {}),
    ...(model.price ? { offers: { '@type': 'Offer', price: model.price.amount, priceCurrency: 'EUR', url: canonical } } : {}),
  };
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
