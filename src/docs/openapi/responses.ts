/**
 * The error side of the document: the one error body (docs/contract.md §2), a response per status
 * whose description lists its codes from the error catalogue (src/http/errors.ts), and the
 * headers answers carry.
 */
import { PositionText } from '../../feed/requests.js';
import { ERROR_CATALOGUE } from '../../http/errors.js';
import { plain } from './views.js';
import { errorExample } from './examples/other-examples.js';

type Schema = Record<string, unknown>;

export const ERROR_BODY: Schema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['status', 'code', 'message'],
      additionalProperties: false,
      properties: {
        status: { type: 'integer', description: 'The HTTP status again.' },
        code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE), description: 'Stable: program against it.' },
        message: { type: 'string', description: 'One sentence for a person; may be reworded.' },
        violations: {
          type: 'array',
          description: 'Only with `validation_failed`: every problem found.',
          items: {
            type: 'object',
            required: ['path', 'message'],
            additionalProperties: false,
            properties: {
              path: { type: 'string', description: 'JSON Pointer into the body, or `/query/<name>` for a query-string parameter.' },
              message: { type: 'string' },
            },
          },
        },
      },
    },
  },
};

export const HEADERS: Record<string, { description: string; schema: Schema }> = {
  'X-Request-Id': { description: 'The id the server logged the request under (the request\'s own when it sent a sane one).', schema: { type: 'string' } },
  'RateLimit-Limit': { description: 'Requests allowed per key in any rolling 60 seconds (only while the rate limit is on).', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until a request of the window leaves it.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before sending the request again.', schema: { type: 'integer' } },
  ETag: { description: 'The version of the record: send it as `If-Match` on an update, or `If-None-Match` on a find.', schema: { type: 'string' } },
  'Idempotent-Replayed': { description: '`true` when the answer repeats the first answer to the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
  Deprecation: { description: '`true` on a deprecated operation.', schema: { type: 'string' } },
  Link: { description: 'The successor of a deprecated operation (`rel="successor-version"`).', schema: { type: 'string' } },
  'WWW-Authenticate': { description: '`Basic realm="catalog", charset="UTF-8"`.', schema: { type: 'string' } },
  'X-Catalog-Position': {
    description: 'The change feed position the stream\'s lines are as of (taken before it read anything; a resumed stream repeats the first request\'s): follow `changes/query` after it to keep the copy current.',
    schema: plain(PositionText),
  },
};

export const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT = { 'RateLimit-Limit': headerRef('RateLimit-Limit'), 'RateLimit-Remaining': headerRef('RateLimit-Remaining'), 'RateLimit-Reset': headerRef('RateLimit-Reset') };

/** Headers of any answer of an authenticated operation. */
export const COMMON_HEADERS = { 'X-Request-Id': headerRef('X-Request-Id'), ...RATE_LIMIT };

const EXTRA_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'WWW-Authenticate': headerRef('WWW-Authenticate') },
  429: { 'Retry-After': headerRef('Retry-After') },
  503: { 'Retry-After': headerRef('Retry-After') },
};

/** Every status of the catalogue, with the codes it carries. */
const STATUSES = [...new Set(Object.values(ERROR_CATALOGUE).map((e) => e.status))].sort((a, b) => a - b);

export function errorResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const status of STATUSES) {
    const codes = Object.entries(ERROR_CATALOGUE).filter(([, e]) => e.status === status);
    out[`Error${status}`] = {
      description: codes.map(([code, e]) => `\`${code}\`: ${e.when}`).join('\n\n'),
      headers: { ...COMMON_HEADERS, ...EXTRA_HEADERS[status] },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: errorExample(status) } },
    };
  }
  return out;
}

/** `{"400": {$ref: Error400}, ...}` for the given statuses. */
export const errors = (...statuses: number[]): Record<string, unknown> =>
  Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/Error${s}` }]));
