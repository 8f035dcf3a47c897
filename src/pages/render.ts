/**
 * HTML of the embed card, the public page and their error pages (docs/contract.md §15), through
 * Eta, which escapes every interpolated value unless a template says otherwise; and the
 * Content-Security-Policy each page fits: its own inline CSS by hash, images from the origins it
 * shows and its icon from this server (GET /favicon.ico), no script, no other resource.
 */
import { createHash } from 'node:crypto';
import { Eta } from 'eta';
import { type ProductModel } from './product-model.js';
import { CARD } from './templates/card.js';
import { PAGE } from './templates/page.js';
import { ENTRIES, ERROR, HEAD, LOCALES, PICTURE } from './templates/parts.js';
import { CARD_CSS, PAGE_CSS } from './templates/style.js';

const eta = new Eta({ autoEscape: true, cache: true });
eta.loadTemplate('@card', CARD);
eta.loadTemplate('@page', PAGE);
eta.loadTemplate('@error', ERROR);
eta.loadTemplate('@head', HEAD);
eta.loadTemplate('@picture', PICTURE);
eta.loadTemplate('@entries', ENTRIES);
eta.loadTemplate('@locales', LOCALES);

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const CARD_STYLE = hash(CARD_CSS);
const PAGE_STYLE = hash(PAGE_CSS);

/** Changes whenever what a page looks like may change: part of every page's ETag. */
export const PAGES_VERSION = createHash('sha256').update([CARD, PAGE, HEAD, PICTURE, ENTRIES, LOCALES, CARD_CSS, PAGE_CSS].join('\0')).digest('hex').slice(0, 12);

export function renderCard(model: ProductModel): string {
  return eta.render('@card', { m: model, css: CARD_CSS });
}

export function renderPage(model: ProductModel, canonical: string, structured: string): string {
  return eta.render('@page', { m: model, css: PAGE_CSS, canonical, structured });
}

export function renderError(status: number, code: string, message: string, locale: string): string {
  return eta.render('@error', { status, code, message, locale, css: CARD_CSS });
}

/** The card and its refusals; the public page and its refusals. */
export type PageKind = 'card' | 'page';

/**
 * The policy of one page. The card may be framed by any site (that is what it is for), and so may
 * its refusals, which show in the same frame; the public page by none. Nothing loads but the
 * page's own style, its images and the icon every page links to (`'self'`: the page's origin).
 */
export function contentSecurityPolicy(kind: PageKind, imageOrigins: readonly string[], refusal = false): string {
  const images = ["'self'", ...imageOrigins].join(' ');
  return [
    "default-src 'none'",
    `img-src ${images}`,
    `style-src ${kind === 'page' && !refusal ? PAGE_STYLE : CARD_STYLE}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${kind === 'card' ? '*' : "'none'"}`,
  ].join('; ');
}
