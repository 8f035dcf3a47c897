/**
 * Errors of the Catalog Data API: every refusal has the body `{"error": {status, code, message,
 * violations?}}`, and each code maps to one class, so a caller can `catch` by kind and read the
 * stable `code` and the `violations` of a 422. A request that got no answer at all is a
 * ConnectionError instead (client/README.md "Errors").
 */
import { type components } from './generated/openapi.js';

type ErrorBody = components['schemas']['Error']['error'];
export type ErrorCode = ErrorBody['code'];
export type Violation = NonNullable<ErrorBody['violations']>[number];

export class CatalogApiError extends Error {
  override readonly name: string = 'CatalogApiError';
  constructor(
    /** The HTTP status (for an error line of a stream, the status its request would have had). */
    readonly status: number,
    /** Stable: program against it. */
    readonly code: ErrorCode,
    message: string,
    /** Every problem of the request (only with `validation_failed`), each with a JSON Pointer `path`. */
    readonly violations: readonly Violation[] = [],
    /** The server's id of the request: quote it when reporting a problem. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** 401: the key or secret is wrong, the key is revoked or of the other environment. */
export class NotAuthenticatedError extends CatalogApiError { override readonly name = 'NotAuthenticatedError'; }
/** 403: the subscription does not include the operation, or the records are another organization's. */
export class ForbiddenError extends CatalogApiError { override readonly name = 'ForbiddenError'; }
/** 404: a find or write of an id that does not exist. */
export class NotFoundError extends CatalogApiError { override readonly name = 'NotFoundError'; }
/** 409: a value that must be unique is taken. */
export class ConflictError extends CatalogApiError { override readonly name = 'ConflictError'; }
/**
 * 410: a change feed position older than the history the server keeps, from before a sandbox
 * reset, or of another server: take the catalogue again with a stream, then follow from there.
 */
export class PositionExpiredError extends CatalogApiError { override readonly name = 'PositionExpiredError'; }
/** 412: the record changed since the ETag sent in If-Match. */
export class PreconditionFailedError extends CatalogApiError { override readonly name = 'PreconditionFailedError'; }
/** 422: the request breaks the operation's rules; `violations` says where. */
export class ValidationError extends CatalogApiError { override readonly name = 'ValidationError'; }
/** 429, after the client's retries: too many requests. */
export class RateLimitedError extends CatalogApiError { override readonly name = 'RateLimitedError'; }
/** 503 (`unavailable`, `query_timeout`), after the client's retries. */
export class UnavailableError extends CatalogApiError { override readonly name = 'UnavailableError'; }

/**
 * No answer at all, after the client's retries: the server is down or unreachable, or the
 * connection broke before an answer (or a stream's next line) arrived. Not a CatalogApiError, since
 * there is no status or code; `cause` is the error of the last attempt (for Node's fetch a
 * `TypeError: fetch failed`, whose own `cause` names the reason, e.g. `ECONNREFUSED`).
 */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  constructor(
    /** The method and URL: `POST https://catalog.example.com/v4/products/query` and the like. */
    readonly request: string,
    /** Requests sent: the first and its retries. */
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${request} failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reasonOf(cause)}`, { cause });
  }
}

/** `fetch failed (ECONNREFUSED)`: the message, and the code of the system error under it if any. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? `${message} (${code})` : message;
}

const BY_STATUS: Record<number, typeof CatalogApiError> = {
  401: NotAuthenticatedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  410: PositionExpiredError,
  412: PreconditionFailedError,
  422: ValidationError,
  429: RateLimitedError,
  503: UnavailableError,
};

/** The error of an error body; a body that is not one still gives an error of its status. */
export function errorFrom(status: number, body: unknown, requestId?: string): CatalogApiError {
  const error = (body as { error?: Partial<ErrorBody> } | undefined)?.error;
  const code = (typeof error?.code === 'string' ? error.code : 'internal_error') as ErrorCode;
  const message = typeof error?.message === 'string' ? error.message : `The server answered ${status}.`;
  const Kind = BY_STATUS[error?.status ?? status] ?? CatalogApiError;
  return new Kind(error?.status ?? status, code, message, Array.isArray(error?.violations) ? error.violations : [], requestId);
}
