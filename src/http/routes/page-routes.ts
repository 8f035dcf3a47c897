/**
 * GET /v4/products/embed and GET /products/<id> (docs/contract.md §11 and §15): the HTML behind a
 * product's `meta.embedUrl` and `meta.publicPageUrl`. No credentials: the signature is one
 * (section 12). Checks in this order: the link is whole (422 without an id), its MAC and expiry
 * (403), the key it was made for still works (403, embed only), the product exists (404).
 * Refusals are small HTML pages, or the JSON body of section 2 for a client that prefers JSON.
 * The public page's canonical link, alternates and schema.org `url` are the page's stable address
 * of the current 30-day window, whatever valid link the visitor came by (docs/api.md "The public
 * page's address").
 */
import { createHash } from 'node:crypto';
import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { ValidationError, Violations } from '../../query/errors.js';
import { LOCALE_CODE, localeKind } from '../../query/value-kinds.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { wordsFor, type Word } from '../../pages/labels.js';
import { productModel, structuredData } from '../../pages/product-model.js';
import { contentSecurityPolicy, PAGES_VERSION, renderCard, renderError, renderPage, type PageKind } from '../../pages/render.js';
import { type UrlPurpose } from '../../signing/mac.js';
import { pageExpiry } from '../../signing/signed-urls.js';
import { type AppDeps } from '../context.js';
import { ApiError, errorBody, noteError, toApiError, type ErrorCode } from '../errors.js';
import { HTML_TYPE, JSON_TYPE } from '../content-types.js';

/** Caches keep a public page at most this long, however long its URL is valid: it shows live data. */
const PAGE_MAX_AGE = 86_400;

type Query = Record<string, string | undefined>;

/** The first value of each parameter (a repeated one counts once). */
function readQuery(request: FastifyRequest): Query {
  const out: Query = {};
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

const forbidden = () => new ApiError('authorization.forbidden', 'This link has expired or is not valid; ask for a new one.');

function requestedLocale(query: Query): string | undefined {
  const locale = query.locale;
  if (locale === undefined || locale === '') return undefined;
  const violations = new Violations();
  localeKind.parse(locale, '/query/locale', violations);
  violations.throwIfAny();
  return locale;
}

function requiredId(id: string | undefined): string {
  if (id === undefined || id.length === 0 || id.length > 128) throw new ValidationError([{ path: '/query/id', message: 'is required: the id of the product' }]);
  return id;
}

export function registerPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The signer's clock: links are checked at the time they are made at (tests move it).
  const now = () => deps.signer.now();

  /** The expiry of a link whose MAC is right and whose time has not passed. */
  const verified = (purpose: UrlPurpose, id: string, query: Query, at = now()): number => {
    const t = query.t ?? '';
    const expiry = /^[0-9]{1,12}$/.test(t) ? Number(t) : NaN;
    if (!deps.signer.verify(purpose, id, expiry, query.mac ?? '', at)) throw forbidden();
    return expiry;
  };

  const product = async (id: string): Promise<{ record: ProductRecord; doc: Buffer }> => {
    const doc = await deps.service.find(products, id);
    if (!doc) throw new ApiError('not_found', 'No product has this id.');
    return { record: JSON.parse(doc.toString('utf8')) as ProductRecord, doc };
  };

  const errorHandler = (kind: PageKind) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    sendPageError(reply, request, kind, toApiError(error, request, deps.store));

  app.get('/v4/products/embed', { errorHandler: errorHandler('card') }, async (request, reply) => {
    const query = readQuery(request);
    const id = requiredId(query.id);
    const requested = requestedLocale(query);
    const expiry = verified('embed', id, query);
    // docs/contract.md §15: the key the link was made for must exist and be enabled.
    const owner = await deps.store.keyOwner(query.key ?? '');
    if (!owner || !owner.keyEnabled || owner.userEnabled !== true || owner.environment !== deps.config.environment) throw forbidden();
    const { record, doc } = await product(id);
    const link = (locale: string) => `?${new URLSearchParams({ id, t: String(expiry), key: owner.keyId, mac: query.mac!, locale })}`;
    const model = productModel(record, { requested, hrefFor: link, size: 'medium' });
    return sendPage(reply, request, 'card', model.imageOrigins, expiry - now(), fingerprint(doc, model.locale, 'card'), record,
      () => renderCard(model));
  });

  app.get('/products/:id', { errorHandler: errorHandler('page') }, async (request, reply) => {
    const query = readQuery(request);
    const id = requiredId((request.params as { id?: string }).id);
    const requested = requestedLocale(query);
    const at = now();
    const expiry = verified('page', id, query, at);
    const { record, doc } = await product(id);
    // The link product results hand out now, not the one the visitor came by: search engines index
    // one address per window (src/signing/signed-urls.ts PAGE_STEP_SECONDS).
    const base = deps.signer.pageUrl(id, at);
    const windowExpiry = pageExpiry(at);
    const model = productModel(record, { requested, hrefFor: (locale) => `${base}&locale=${encodeURIComponent(locale)}`, size: 'large' });
    const canonical = requested === model.locale ? `${base}&locale=${encodeURIComponent(model.locale)}` : base;
    return sendPage(reply, request, 'page', model.imageOrigins, Math.min(expiry - at, PAGE_MAX_AGE),
      fingerprint(doc, model.locale, 'page', windowExpiry), record, () => renderPage(model, canonical, structuredData(model, record, canonical)));
  });
}

/**
 * The same product, locale and page look give the same entity tag; for the public page also the
 * same window, whose address its canonical link names.
 */
function fingerprint(doc: Buffer, locale: string, kind: PageKind, window = 0): string {
  return `"${createHash('sha256').update(doc).update(`\0${locale}\0${kind}\0${PAGES_VERSION}\0${window}`).digest('base64url').slice(0, 27)}"`;
}

function securityHeaders(reply: FastifyReply, kind: PageKind, imageOrigins: readonly string[], refusal = false): void {
  reply.header('Content-Security-Policy', contentSecurityPolicy(kind, imageOrigins, refusal));
  reply.header('X-Content-Type-Options', 'nosniff');
  if (kind === 'card') {
    // Made to be shown in other sites' iframes; its URL names an API key, so it sends no referrer.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Referrer-Policy', 'no-referrer');
  } else {
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', refusal ? 'no-referrer' : 'strict-origin-when-cross-origin');
  }
}

/**
 * A page, cacheable as long as its URL stays valid (never longer), revalidated by its ETag; a
 * request that already holds this version gets 304.
 */
function sendPage(reply: FastifyReply, request: FastifyRequest, kind: PageKind, imageOrigins: readonly string[], maxAge: number,
  etag: string, record: ProductRecord, render: () => string): FastifyReply {
  securityHeaders(reply, kind, imageOrigins);
  const seconds = Math.max(0, maxAge);
  reply.header('Cache-Control', `public, max-age=${seconds}`);
  reply.header('Expires', new Date(Date.now() + seconds * 1000).toUTCString());
  reply.header('ETag', etag);
  reply.header('Last-Modified', new Date(record.meta.updatedAt * 1000).toUTCString());
  const held = request.headers['if-none-match'];
  if (typeof held === 'string' && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.type(HTML_TYPE).send(render());
}

const MESSAGES: Partial<Record<ErrorCode, Word>> = {
  'authorization.forbidden': 'forbidden',
  not_found: 'notFound',
  validation_failed: 'badRequest',
  unavailable: 'unavailable',
};

/** A refusal as HTML in the page's language, or as the JSON error body when JSON is preferred. */
function sendPageError(reply: FastifyReply, request: FastifyRequest, kind: PageKind, error: ApiError): FastifyReply {
  noteError(reply, error);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  reply.code(error.status).header('Cache-Control', 'no-store').header('Vary', 'Accept');
  const preferred = new Negotiator({ headers: request.headers }).mediaType(['text/html', 'application/json']);
  if (preferred === 'application/json') {
    return reply.type(JSON_TYPE).send(errorBody(error.code, error.message, error.violations));
  }
  securityHeaders(reply, kind, [], true);
  const asked = (request.query as Record<string, unknown> | undefined)?.locale;
  const locale = typeof asked === 'string' && LOCALE_CODE.test(asked) ? asked : 'en';
  const message = wordsFor(locale)(MESSAGES[error.code] ?? 'failed');
  return reply.type(HTML_TYPE).send(renderError(error.status, error.code, message, locale));
}
