/**
 * Errors of write operations (docs/contract.md §2 and §13). Each carries the stable code of
 * docs/contract.md §2 it answers with, and nothing of HTTP: src/http/errors.ts turns every one into
 * its response, in one place. Schema violations and references to records that do not exist are
 * the query stages' ValidationError (422, with paths).
 */

export abstract class CommandError extends Error {
  abstract readonly code: 'authorization.forbidden' | 'not_found' | 'conflict' | 'precondition_failed' | 'idempotency_key_reused';
}

/** 403: the caller may not write the records the body names (another organization's). */
export class ForbiddenError extends CommandError {
  override name = 'ForbiddenError';
  readonly code = 'authorization.forbidden';
}

/** 404: the record a top-level id names (`id`, `product`, `mediaItem`, `apiKey`) does not exist. */
export class NotFoundError extends CommandError {
  override name = 'NotFoundError';
  readonly code = 'not_found';
}

/** 409: the write would repeat a value that must be unique; `path` names the member (a JSON Pointer). */
export class ConflictError extends CommandError {
  override name = 'ConflictError';
  readonly code = 'conflict';
  constructor(message: string, readonly path?: string) {
    super(message);
  }
}

/** 412: `If-Match` names a version of the record that is no longer the current one. */
export class PreconditionFailedError extends CommandError {
  override name = 'PreconditionFailedError';
  readonly code = 'precondition_failed';
}

/** 422: an Idempotency-Key used before, within its 24 hours, with another body. */
export class IdempotencyKeyReusedError extends CommandError {
  override name = 'IdempotencyKeyReusedError';
  readonly code = 'idempotency_key_reused';
}
