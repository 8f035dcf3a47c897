/**
 * Errors of the change feed's stages. They know nothing of HTTP: src/http/errors.ts turns them
 * into responses, in one place.
 */

/** A position or cursor older than the kept history, from before a sandbox reset, or of another store (410). */
export class PositionExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PositionExpiredError';
  }
}
