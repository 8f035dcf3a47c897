/**
 * The examples of the operations that are neither a resource's reads nor a declared write
 * (change-paths.ts, webhook-paths.ts, other-paths.ts) and of the error answers: requests that
 * the demo answers with a 2xx, and what they answer. The signed pages' parameters show the form
 * of a signature; a working one is in every product's `meta` (docs/api.md "The embed card and the
 * public page"), which is where test/docs/openapi-examples.test.ts takes it from.
 */
import { CORRECTION_TYPES } from '../../../resources/common/schema.js';
import { MEDIA_FIELDS, PRODUCT_FIELDS } from '../../../command/fields.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../../../http/errors.js';
import { SERVED } from '../../../resources/registry.js';
import { demoSample } from './demo-sample.js';
import { readExample, SIGNATURE_EXAMPLE, viewOf, type ExampleObject } from './read-examples.js';
import { type LiveValue } from './write-examples.js';
import {
  EXAMPLE_TIME, FIRST_WEBHOOK_NOTE, LATER_POSITION_EXAMPLE, WEBHOOK_EXAMPLE, WEBHOOK_WITH_SECRET_EXAMPLE,
} from './webhook-examples.js';

type Row = Record<string, any>;

/** An operation's request: its body, or its parameters' values by name. */
export interface OtherExample { body?: Row; parameters?: Record<string, string | number>; note?: string; live?: readonly LiveValue[] }

/** The User-Agent the examples send where one is required (docs/contract.md §1). */
export const USER_AGENT_EXAMPLE = 'my-shop-sync/1.0';

const fromLink = (pointer: string, params: string[]): LiveValue[] =>
  params.map((param) => ({ at: `query/${param}`, from: 'productsFind', pointer, param }));

/** By operation id. */
export function otherRequestExamples(): Record<string, OtherExample> {
  const s = demoSample();
  const photo = s.product.photos[0]!.id;
  const { t, key, mac } = SIGNATURE_EXAMPLE;
  const signedNote = 'The signature here shows its form only: take a working link from a product\'s `meta.embedUrl` or `meta.publicPageUrl`.';
  return {
    changesQuery: { body: { filter: { resource: ['products', 'brands'] }, limit: 100 }, note: 'Without `after`: no changes yet, and the position to follow from.' },
    changesStream: { body: { after: null, filter: { resource: 'products' } }, note: '`after: null` and no `follow`: the answer is 204 with the position to follow from (X-Catalog-Position).' },
    webhooksPing: { body: { id: WEBHOOK_EXAMPLE.id }, note: FIRST_WEBHOOK_NOTE },
    organizationsCheckSubscription: { body: { filter: { id: [s.admin.organization] } } },
    productsEmbed: {
      parameters: { id: s.product.id, t, key, mac, locale: 'nl' }, note: signedNote,
      live: fromLink('/product/meta/embedUrl', ['t', 'key', 'mac']),
    },
    productPage: {
      parameters: { id: s.product.id, t: t + 183 * 86_400, mac: [...mac].reverse().join(''), locale: 'nl' }, note: signedNote,
      live: fromLink('/product/meta/publicPageUrl', ['t', 'mac']),
    },
    mediaFile: { parameters: { id: photo, file: 'large.jpg' } },
  };
}

/** The answers' examples that are not a resource's (read-examples.ts has those), as components/examples. */
export function otherAnswerExamples(): Record<string, ExampleObject> {
  const s = demoSample();
  // The change shows the brand as brands/query does.
  const brands = SERVED.find((r) => r.decl.path === 'brands')!;
  const brand = viewOf(brands, readExample(brands.decl)!.record);
  const organization = s.records.organizations.find((o) => o.id === s.admin.organization)!;
  const change = { position: LATER_POSITION_EXAMPLE, resource: 'brands', id: brand.id, action: 'updated', at: EXAMPLE_TIME, record: brand };
  const key = { id: SIGNATURE_EXAMPLE.key, name: 'My shop sync' };
  return {
    ProductDescription: { summary: `A description of the demo's product ${s.product.id}`, value: { description: s.product.descriptions[0] } },
    WebhookWithSecret: { summary: 'A new webhook, with its secret (shown once)', value: { webhook: WEBHOOK_WITH_SECRET_EXAMPLE } },
    ApiKey: { summary: 'A revoked key', value: { apiKey: { ...key, isEnabled: false } } },
    ApiKeyWithSecret: { summary: 'A new key, with its secret (shown once)', value: { apiKey: { ...key, secret: 'q3Zp8VbN2xKc7LmW4rT9yHs6Df1Ga0Ej5uPo2Xi9Rk', isEnabled: true } } },
    Changes: { summary: 'A change of a brand', value: { meta: { position: LATER_POSITION_EXAMPLE, more: false }, results: [change] } },
    ChangesStreamLine: { summary: 'A line with a change of a brand', value: { meta: { position: LATER_POSITION_EXAMPLE }, result: change } },
    CorrectionTypes: { summary: 'Every type', value: { types: CORRECTION_TYPES.map((id) => ({ id })) } },
    // The first members only: the whole list is long, and the operation answers it.
    ProductFields: { summary: 'The first members of a product', value: { fields: PRODUCT_FIELDS.slice(0, 3) } },
    MediaFields: { summary: 'The first members of a media item', value: { fields: MEDIA_FIELDS.slice(0, 3) } },
    SubscriptionCheck: {
      summary: `The demo key's organization ${organization.id}`,
      value: {
        results: [{
          organization: organization.id, name: organization.name,
          activeSubscriptions: [{ type: 3, name: 'administrator', start: s.admin.subscription.start ?? null, end: null }],
          apiKeys: [{ id: SIGNATURE_EXAMPLE.key, user: s.admin.id, name: 'demo', isEnabled: true }],
        }],
      },
    },
    OpenApi: { summary: 'Its first members', value: { openapi: '3.1.0', info: { title: 'Catalog Data API', version: '4' }, paths: {} } },
    Live: { summary: 'Live', value: { status: 'live' } },
    Ready: { summary: 'Ready', value: { status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok' } } },
  };
}

/** A one-line HTML page and the metrics text, as examples of the answers that are not JSON. */
export const HTML_EXAMPLE = '<!doctype html>\n<html lang="nl">\n<head><meta charset="utf-8"><title>…</title></head>\n<body>…</body>\n</html>\n';
export const METRICS_EXAMPLE = '# HELP catalog_http_requests_total Requests answered or ended by their client, by route, method and status.\n'
  + '# TYPE catalog_http_requests_total counter\ncatalog_http_requests_total{route="/v4/products/query",method="POST",status="200"} 42\n';

/** One message per error code that an error status's example shows (its first code in the catalogue). */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  bad_request: 'The request body is not valid JSON.',
  'authentication.not_authenticated': 'Send a valid API key and secret with HTTP Basic authentication.',
  'authorization.forbidden': 'Your subscription does not include this operation.',
  not_found: 'No product has this id.',
  method_not_allowed: 'This method is not allowed here; use POST.',
  request_timeout: 'The request\'s headers did not arrive in time.',
  conflict: 'Another brand has this name (compared without regard to case and accents).',
  position_expired: 'The position is older than the changes this server keeps; take the catalogue again with a stream.',
  precondition_failed: 'The record has changed since the ETag in If-Match; read it again.',
  payload_too_large: 'The request body is larger than 1 MiB.',
  range_not_satisfiable: 'The range starts past the end of the file, which has 48213 bytes.',
  unsupported_media_type: 'Request bodies must be sent as application/json.',
  validation_failed: 'The request does not match the schema of this operation.',
  too_many_requests: 'At most 100 requests per minute; retry after 12 s.',
  headers_too_large: 'The request\'s headers are larger than 16 KiB.',
  internal_error: 'Something went wrong on our side; quote request id 8f2c1b7e when reporting it.',
  query_timeout: 'The query took longer than the server allows (10000 ms) and was stopped; narrow the filter, or read everything with the stream operation.',
};

/** The error body a status's example shows: its first code in the catalogue (src/http/errors.ts). */
export function errorExample(status: number): Row {
  const [code] = Object.entries(ERROR_CATALOGUE).find(([, e]) => e.status === status)! as [ErrorCode, unknown];
  const error: Row = { status, code, message: MESSAGES[code] ?? code };
  if (code === 'validation_failed') error.violations = [{ path: '/page/size', message: 'must be one of 10, 50, 100, 250' }];
  return { error };
}

