/**
 * The error catalogue (docs/contract.md §2) and the one place where any error becomes a
 * response. Bodies: {"error": {status, code, message, violations?}}; never a stack or SQL.
 */
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { PositionExpiredError } from '../feed/errors.js';
import { ResultWindowError, ValidationError, type Violation } from '../query/errors.js';
import { CommandError } from '../command/errors.js';
import { ClientGoneError, QueryTimeoutError, type Store } from '../store/store.js';
import { JSON_TYPE } from './content-types.js';
import { refusalPayload } from './unread-body.js';

interface CatalogueEntry {
  status: number;
  /** When a client gets it, in the words of the error reference (docs/errors.md). */
  when: string;
  /** What a client should do about it. */
  action: string;
}

/**
 * Every error a client can get, with its status. The error reference (docs/errors.md) is
 * generated from this table, so adding a code here documents it.
 */
export const ERROR_CATALOGUE = {
  bad_request: {
    status: 400,
    when: 'The body is not JSON, or JSON that is neither an object nor a list (a string, number or `null`); a request line, header or path the server cannot read (a malformed percent-escape, a header with a control character); a Content-Length that does not match the body.',
    action: 'Fix the request; sending it again unchanged gets the same answer.',
  },
  user_agent_required: {
    status: 400,
    when: 'A media operation (query, stream, find) without a `User-Agent` header.',
    action: 'Send a `User-Agent` that names your application.',
  },
  'authentication.not_authenticated': {
    status: 401,
    when: 'No `Authorization` header, one that is not HTTP Basic, an unknown key, a wrong secret, a revoked key, a key whose user is disabled or gone, or a key of the other environment (production or sandbox). Carries `WWW-Authenticate: Basic realm="catalog", charset="UTF-8"`.',
    action: 'Check the key and secret, and that the key was made for this server\'s environment.',
  },
  'authorization.forbidden': {
    status: 403,
    when: 'The key is valid but its subscription does not include the operation (a reader calling a create), or the body names records of another organization; on the embed card and public page: a link whose signature is wrong or expired, or whose key was revoked.',
    action: 'Use a key with the subscription the operation needs; ask for a new link.',
  },
  not_found: {
    status: 404,
    when: 'No operation at this path, a find of an id that does not exist, or a write whose top-level id (`id`, `product`, `mediaItem`, `apiKey`) names no record. The message never repeats the path.',
    action: 'Check the path (every operation is under `/v4`) or the id.',
  },
  method_not_allowed: {
    status: 405,
    when: 'The path exists but not with this method (a GET on a query operation, an unknown method such as `QUERY`). Carries `Allow`.',
    action: 'Use the method the `Allow` header names.',
  },
  request_timeout: {
    status: 408,
    when: 'The request\'s headers did not arrive within the server\'s time limit.',
    action: 'Send the request again over a faster connection.',
  },
  conflict: {
    status: 409,
    when: 'A write would repeat a value that must be unique: a user\'s e-mail address (compared without regard to case), a product\'s EAN, GTIN or PZN that another product carries, a brand name another brand has (compared without regard to case and accents). The message names the member.',
    action: 'Use another value, or find the record that has it.',
  },
  position_expired: {
    status: 410,
    when: 'A position (`after` of the change feed) older than the history the server keeps (`CHANGES_RETENTION_DAYS`), from before a sandbox reset, or of another store.',
    action: 'Take the catalogue again with the products and media streams, then follow the changes from the position their answers carry (`X-Catalog-Position`).',
  },
  precondition_failed: {
    status: 412,
    when: 'An update sent with `If-Match` whose ETag is no longer the record\'s: someone changed it since it was read. Nothing is written.',
    action: 'Read the record again (its find answers the current ETag), apply the change to it, and send the update with the new ETag.',
  },
  payload_too_large: {
    status: 413,
    when: 'A request body over 1 MiB; on the routes that take a file (`media/upload`), a body over 25 MiB or a file over 20 MiB.',
    action: 'Send fewer values (a large id list is better read through a stream with a broader filter); send a smaller file.',
  },
  range_not_satisfiable: {
    status: 416,
    when: 'A media file requested with a `Range` that starts past its end. Carries `Content-Range: bytes */<size>`.',
    action: 'Ask for a range within the file\'s size, or for the whole file without `Range`.',
  },
  unsupported_media_type: {
    status: 415,
    when: 'A request body sent with a content type other than `application/json`, or `multipart/form-data` on the routes that take a file.',
    action: 'Send `Content-Type: application/json` (or `multipart/form-data` with the file, where a route takes one).',
  },
  validation_failed: {
    status: 422,
    when: 'Well-formed JSON that breaks the operation\'s rules: an unknown member, filter or sort key, a value of the wrong type or outside its allowed values, a page size other than 10, 50, 100 or 250, a negative page, a missing required member, over 1,000 identifier codes, a filter past the size limits. `violations` lists every problem found, each with a JSON Pointer `path` into the body (`/query/<name>` for a query-string parameter) and a `message`.',
    action: 'Fix each listed violation.',
  },
  idempotency_key_reused: {
    status: 422,
    when: 'A create sent with an `Idempotency-Key` that the same API key used in the last 24 hours with another body.',
    action: 'Use a new key for a new request; repeat a request only with its own key and the very same body.',
  },
  result_window_exceeded: {
    status: 422,
    when: 'A products or media page that starts at result 10,000 or later.',
    action: 'Narrow the filter, or read every match through the stream operation the message names.',
  },
  too_many_requests: {
    status: 429,
    when: 'The key made more requests in the last 60 seconds than the rate limit allows, or too many failed authentications came from this address or for this key. Carries `Retry-After` (seconds) and, for the rate limit, `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    action: 'Wait the number of seconds in `Retry-After`.',
  },
  headers_too_large: {
    status: 431,
    when: 'The request\'s headers are larger than the server reads (16 KiB in all).',
    action: 'Send smaller headers.',
  },
  internal_error: {
    status: 500,
    when: 'Something unexpected went wrong on the server. The body says nothing about the cause; the server logs it with the request id.',
    action: 'Report it with the `X-Request-Id` of the answer.',
  },
  query_timeout: {
    status: 503,
    when: 'The query took longer than the server allows (`QUERY_TIMEOUT_MS`, 10 seconds unless configured) and was stopped. Carries `Retry-After`.',
    action: 'Narrow the filter, or read everything with the stream operation.',
  },
  unavailable: {
    status: 503,
    when: 'The server is shutting down, or its store cannot be reached or is busy beyond its wait limit. Carries `Retry-After`. A stream that fails this way midway ends with this code in its final line.',
    action: 'Retry after the number of seconds in `Retry-After`, preferably on another server.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The status of every code. */
export const ERROR_STATUS = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, e]) => [code, e.status])) as
  { readonly [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'] };


export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly violations?: Violation[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string, violations?: Violation[]): string {
  const error: Record<string, unknown> = { status: ERROR_STATUS[code], code, message };
  if (violations) error.violations = violations;
  return JSON.stringify({ error });
}

/** Fastify's own errors that are the client's fault, by Fastify error code. */
const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Request bodies must be sent as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'The request body is not valid JSON.'],
};

/** Maps any thrown value to an ApiError; unknown errors become internal_error and are logged. */
export function toApiError(error: unknown, request: FastifyRequest, store: Store): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ValidationError) {
    return new ApiError('validation_failed', 'The request does not match the schema of this operation.', {}, error.violations);
  }
  if (error instanceof ResultWindowError) return new ApiError('result_window_exceeded', error.message);
  if (error instanceof PositionExpiredError) return new ApiError('position_expired', error.message);
  if (error instanceof CommandError) return new ApiError(error.code, error.message);
  if (error instanceof QueryTimeoutError) {
    return new ApiError('query_timeout', `The query took longer than the server allows (${error.budgetMs} ms) and was stopped; `
      + 'narrow the filter, or read everything with the stream operation.', { 'Retry-After': '1' });
  }
  // Nobody reads this answer: the client has gone.
  if (error instanceof ClientGoneError) return new ApiError('unavailable', 'The client went away.');
  const code = (error as FastifyError | undefined)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The limit of the route: 1 MiB, or more for an operation that takes a file (docs/contract.md §1).
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    return new ApiError('payload_too_large', `The request body is larger than ${limit / 1024 / 1024} MiB.`);
  }
  if (code && FASTIFY_CODES[code]) {
    const [apiCode, message] = FASTIFY_CODES[code];
    return new ApiError(apiCode, message);
  }
  if (store.isUnavailable(error)) {
    request.log.warn({ err: error }, 'store unavailable');
    return new ApiError('unavailable', 'The catalogue is unavailable right now; retry shortly.', { 'Retry-After': '5' });
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status === 400) return new ApiError('bad_request', 'The request could not be read.');
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError('internal_error', `Something went wrong on our side; quote request id ${request.id} when reporting it.`);
}

/** The error each reply answered with, for the request's log line (src/http/request-log.ts). */
const answered = new WeakMap<FastifyReply, ApiError>();

/** Notes that `reply` answers with `error`: every error answer goes through here. */
export function noteError(reply: FastifyReply, error: ApiError): void {
  answered.set(reply, error);
}

export function answeredError(reply: FastifyReply): ApiError | undefined {
  return answered.get(reply);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  noteError(reply, error);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const close = /\bclose\b/i.test(error.headers.Connection ?? '');
  // A refusal may come before the request's body has been read (src/http/unread-body.ts).
  const payload = refusalPayload(reply, errorBody(error.code, error.message, error.violations), close);
  return reply.code(error.status).type(JSON_TYPE).send(payload);
}
