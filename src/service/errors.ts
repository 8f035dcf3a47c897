/**
 * Errors of operations that are not a query: the caller may not touch the records it names, or a
 * unique value is taken. HTTP maps them in src/http/errors.ts.
 */

/** decisions section 2: permission for the records the body names (another organization's). */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
}

/** decisions section 2: a create that would duplicate a unique value. */
export class ConflictError extends Error {
  override name = 'ConflictError';
}
