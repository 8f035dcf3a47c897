/**
 * The error catalogue (decisions section 2) and the one place where any error becomes a
 * response. Bodies: {"error": {status, code, message, violations?}}; never a stack or SQL.
 */
import { type IncomingMessage } from 'node:http';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { ResultWindowError, ValidationError, type Violation } from '../query/errors.js';
import { ConflictError, ForbiddenError } from '../service/errors.js';
import { ClientGoneError, QueryTimeoutError, type Store } from '../store/store.js';

export const ERROR_STATUS = {
  bad_request: 400,
  user_agent_required: 400,
  'authentication.not_authenticated': 401,
  'authorization.forbidden': 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The request's headers did not arrive in time (the HTTP server's own limit). */
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  result_window_exceeded: 422,
  too_many_requests: 429,
  /** The request's headers are larger than the server reads (16 KiB in all). */
  headers_too_large: 431,
  internal_error: 500,
  query_timeout: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is larger than 1 MiB.'],
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
  if (error instanceof ForbiddenError) return new ApiError('authorization.forbidden', error.message);
  if (error instanceof QueryTimeoutError) {
    return new ApiError('query_timeout', `The query took longer than the server allows (${error.budgetMs} ms) and was stopped; `
      + 'narrow the filter, or read everything with the stream operation.', { 'Retry-After': '1' });
  }
  // Nobody reads this answer: the client has gone.
  if (error instanceof ClientGoneError) return new ApiError('unavailable', 'The client went away.');
  if (error instanceof ConflictError) return new ApiError('conflict', error.message);
  const code = (error as FastifyError | undefined)?.code;
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

/** Bytes of an oversized body read (and dropped) after its 413, so the client can read the answer. */
const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 10_000;

/**
 * A client still sending a body the server refused would have its connection reset, and lose the
 * answer with it, if the server closed while data was arriving: the rest is read and dropped, up
 * to a bound (then the connection is closed after all).
 */
function drainBody(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  let seen = 0;
  const stop = () => raw.socket?.destroy();
  const timer = setTimeout(stop, DRAIN_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_BYTES) stop();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.code === 'payload_too_large') {
    // Fastify closes such a connection after the answer, resetting a client still sending: the
    // connection stays open instead, the rest of the body is read and dropped (the HTTP parser
    // knows where it ends), and the client reads its 413.
    reply.removeHeader('connection');
    drainBody(reply.request.raw);
  }
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error.code, error.message, error.violations));
}
