/**
 * The operations that are not a resource's reads or a declared write: reference lists, the
 * subscription check, the embed card and public page, media files, health, metrics and the
 * documentation itself. Each answer's schema is declared beside its route's data.
 */
import { FieldsAnswer } from '../../command/fields.js';
import { CORRECTION_TYPES } from '../../resources/common/schema.js';
import { HTML_TYPE } from '../../http/content-types.js';
import { CONTENT_TYPES } from '../../media/formats.js';
import { SUBSCRIPTION_CHECK_PERMISSION, SubscriptionCheckAnswer, SubscriptionCheckBody } from '../../resources/organizations/check-subscription.js';
import { organizations } from '../../resources/organizations/resource.js';
import { permissionText } from '../../resources/subscription-types/resource.js';
import { MAX_ORGANIZATIONS } from '../../service/subscription-check.js';
import { filterName, orEmptyList } from './envelopes.js';
import { ref, shownExample } from './names.js';
import { errorExample, HTML_EXAMPLE, METRICS_EXAMPLE, otherRequestExamples } from './examples/other-examples.js';
import { USER_AGENT_PARAMETER } from './read-paths.js';
import { COMMON_HEADERS, errors, headerRef } from './responses.js';
import { plain } from './views.js';

type Schema = Record<string, unknown>;

/** A JSON answer whose example is `example` of components/examples (examples/other-examples.ts). */
const json = (schema: Schema, description: string, example: string, headers: Schema = COMMON_HEADERS) =>
  ({ description, headers, content: { 'application/json': { schema, ...shownExample(example) } } });
const html = (description: string) => ({ description, content: { [HTML_TYPE]: { schema: { type: 'string' }, example: HTML_EXAMPLE } } });
const PUBLIC = { security: [] };
/**
 * A media file, of each type a kept file may have (src/media/formats.ts). Bytes have no example in
 * JSON: the request's example names a file of the demo instead.
 */
const FILE_CONTENT = Object.fromEntries([...new Set(Object.values(CONTENT_TYPES))].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
const htmlErrors = (statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), {
  description: `An HTML page saying what went wrong; the JSON error body when the request prefers \`application/json\` (see Error${s}).`,
  content: { [HTML_TYPE]: { schema: { type: 'string' } }, 'application/json': { schema: ref('Error'), example: errorExample(s) } },
}]));

/** The answers of a page behind a signed link (docs/contract.md §15): the page, or a refusal as a small page. */
const signedPageResponses = (what: string) => ({ 200: html(what), 304: { description: 'Not modified.' }, ...htmlErrors([400, 403, 404, 422, 500, 503]) });

export function otherComponents(): Record<string, Schema> {
  const body = plain(SubscriptionCheckBody);
  return {
    FieldsAnswer: plain(FieldsAnswer),
    // The body's declared schema, its filter shown as the organizations query's (which reads it).
    OrganizationsCheckSubscriptionRequest: orEmptyList({
      ...body,
      properties: { filter: { ...ref(filterName(organizations)), description: `${String(body.properties!.filter!.description)} At most ${MAX_ORGANIZATIONS} at once.` } },
    }),
    OrganizationsCheckSubscriptionAnswer: plain(SubscriptionCheckAnswer),
  };
}

export function otherPaths(): Record<string, Schema> {
  const examples = otherRequestExamples();
  const { productsEmbed, productPage, mediaFile, organizationsCheckSubscription } = examples;
  const signed = (names: string[], given: Record<string, string | number>) =>
    names.map((name) => ({ name, in: 'query', required: name !== 'locale', schema: { type: 'string' }, example: String(given[name]) }));
  return {
    '/v4/corrections/types': {
      get: {
        tags: ['corrections'], operationId: 'correctionsTypes', summary: 'The correction types',
        responses: {
          200: json({ type: 'object', required: ['types'], additionalProperties: false, properties: { types: { type: 'array', items: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', enum: [...CORRECTION_TYPES] } } } } } }, 'Every correction type.', 'CorrectionTypes'),
          ...errors(401, 403, 429, 500, 503),
        },
      },
    },
    '/v4/products/get-fields': {
      get: {
        tags: ['products'], operationId: 'productsGetFields', summary: 'The members of a product, and what the writes do with them',
        responses: { 200: json(ref('FieldsAnswer'), 'One entry per top-level member of a product.', 'ProductFields'), ...errors(401, 403, 429, 500, 503) },
      },
    },
    '/v4/media/get-fields': {
      get: {
        tags: ['media'], operationId: 'mediaGetFields', summary: 'The members of a media item, and what media/update does with them',
        parameters: [USER_AGENT_PARAMETER],
        responses: { 200: json(ref('FieldsAnswer'), 'One entry per member of photos and links.', 'MediaFields'), ...errors(400, 401, 403, 429, 500, 503) },
      },
    },
    '/v4/organizations/check/subscription': {
      post: {
        tags: ['organizations'], operationId: 'organizationsCheckSubscription',
        summary: 'The subscriptions and API keys of organizations',
        description: `${permissionText(SUBSCRIPTION_CHECK_PERMISSION)} A manager sees its own organization only.`,
        'x-permission': SUBSCRIPTION_CHECK_PERMISSION,
        requestBody: { required: false, content: { 'application/json': { schema: ref('OrganizationsCheckSubscriptionRequest'), example: organizationsCheckSubscription!.body } } },
        responses: { 200: json(ref('OrganizationsCheckSubscriptionAnswer'), 'One entry per organization the filter matches.', 'SubscriptionCheck'), ...errors(400, 401, 403, 413, 415, 422, 429, 500, 503) },
      },
    },
    '/v4/products/embed': {
      get: {
        tags: ['pages'], operationId: 'productsEmbed', summary: 'A product card for an iframe (the link in `meta.embedUrl`)',
        description: `Needs no credentials: the signature is the credential. Valid 4 hours, and while its key is enabled. ${productsEmbed!.note}`,
        ...PUBLIC,
        parameters: signed(['id', 't', 'key', 'mac', 'locale'], productsEmbed!.parameters!),
        responses: signedPageResponses('The card.'),
      },
    },
    '/products/{id}': {
      get: {
        tags: ['pages'], operationId: 'productPage', summary: 'A product\'s public page (the link in `meta.publicPageUrl`)',
        description: `Needs no credentials: the signature is the credential. Valid 183 days. ${productPage!.note}`,
        ...PUBLIC,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: String(productPage!.parameters!.id) }, ...signed(['t', 'mac', 'locale'], productPage!.parameters!)],
        responses: signedPageResponses('The page.'),
      },
    },
    '/media/{id}/{file}': {
      get: {
        tags: ['media'], operationId: 'mediaFile', summary: 'A media file (the URLs in `formats` and a brochure\'s `url`)',
        description: 'Needs no credentials, but a `User-Agent`. Cached for a year (immutable); answers `Range` requests.',
        ...PUBLIC,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: String(mediaFile!.parameters!.id) },
          { name: 'file', in: 'path', required: true, schema: { type: 'string' }, description: 'The format and its extension, e.g. `large.jpg`.', example: mediaFile!.parameters!.file },
          USER_AGENT_PARAMETER,
          { name: 'Range', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'The file.', headers: { ETag: headerRef('ETag') }, content: FILE_CONTENT },
          206: { description: 'The requested range (`Content-Range` says which).', headers: { ETag: headerRef('ETag') }, content: FILE_CONTENT },
          304: { description: 'Not modified.' },
          ...errors(400, 404, 416, 500, 503),
        },
      },
    },
    '/v4/openapi.json': {
      get: {
        tags: ['documentation'], operationId: 'openApi', summary: 'This document', ...PUBLIC,
        description: 'Compressed (brotli or gzip) when the request\'s Accept-Encoding takes it.',
        parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of the document as last read: 304 while it is the same.' }],
        responses: {
          200: { description: 'The OpenAPI 3.1 document.', headers: { ETag: headerRef('ETag') }, content: { 'application/json': { schema: { type: 'object' }, ...shownExample('OpenApi') } } },
          304: { description: 'The document still has the ETag sent in If-None-Match.', headers: { ETag: headerRef('ETag') } },
        },
      },
    },
    '/docs': {
      get: {
        tags: ['documentation'], operationId: 'docsPage', summary: 'This documentation, as a page to read and try requests from', ...PUBLIC,
        responses: { 200: html('The page.') },
      },
    },
    '/health/live': {
      get: {
        tags: ['operations'], operationId: 'healthLive', summary: 'Whether the process answers', ...PUBLIC,
        responses: { 200: json({ type: 'object', required: ['status'], properties: { status: { const: 'live' } } }, 'It answers.', 'Live', {}) },
      },
    },
    '/health/ready': {
      get: {
        tags: ['operations'], operationId: 'healthReady', summary: 'Whether the process should be sent traffic', ...PUBLIC,
        responses: {
          200: json({ type: 'object', required: ['status', 'checks'], properties: { status: { const: 'ready' }, checks: { type: 'object', additionalProperties: { type: 'string' } } } }, 'Ready.', 'Ready', {}),
          ...errors(503),
        },
      },
    },
    '/metrics': {
      get: {
        tags: ['operations'], operationId: 'metrics', summary: 'Prometheus metrics', ...PUBLIC,
        responses: { 200: { description: 'The metrics in the Prometheus text format.', content: { 'text/plain': { schema: { type: 'string' }, example: METRICS_EXAMPLE } } } },
      },
    },
  };
}
