/**
 * Errors of write operations (decisions sections 2 and 13). They know nothing of HTTP:
 * src/http/errors.ts turns each into its response, in one place. Schema violations and references
 * to records that do not exist are the query stages' ValidationError (422, with paths).
 */

/** 403: the caller may not write the records the body names (another organization's). */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
}

/** 404: the record a top-level id names (`id`, `product`, `mediaItem`, `apiKey`) does not exist. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** 409: the write would repeat a value that must be unique; `path` names the member (a JSON Pointer). */
export class ConflictError extends Error {
  override name = 'ConflictError';
  constructor(message: string, readonly path?: string) {
    super(message);
  }
}

/** 412: `If-Match` names a version of the record that is no longer the current one. */
export class PreconditionFailedError extends Error {
  override name = 'PreconditionFailedError';
}

/** 422: an Idempotency-Key used before, within its 24 hours, with another body. */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError';
}
