/**
 * Errors of the query stages (parse, plan). They know nothing of HTTP: src/http/errors.ts turns
 * them into responses, in one place.
 */

export interface Violation {
  /** JSON Pointer into the request body, or `/query/<name>` for a query-string parameter. */
  path: string;
  message: string;
}

/** Well-formed JSON that breaks the request schema (docs/contract.md §2: 422 validation_failed). */
export class ValidationError extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => `${v.path}: ${v.message}`).join('; '));
    this.name = 'ValidationError';
  }
}

/** A products/media page that would start at index 10000 or beyond (docs/contract.md §5). */
export class ResultWindowError extends Error {
  constructor(readonly limit: number, readonly streamPath: string) {
    super(`Only the first ${limit} results can be paged; use ${streamPath} to read all of them.`);
    this.name = 'ResultWindowError';
  }
}

/** Collects violations while a stage walks the request, so that one answer lists them all. */
export class Violations {
  readonly list: Violation[] = [];
  add(path: string, message: string): void {
    if (this.list.length < 100) this.list.push({ path, message });
  }
  get empty(): boolean {
    return this.list.length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw new ValidationError(this.list);
  }
}

/**
 * The message for a value outside a list of allowed values, listing them (docs/errors.md shows it):
 * the query stages, the write schemas (src/resources/common/check-body.ts) and through them the
 * bulk import all say it this way.
 */
export function mustBeOneOf(values: readonly unknown[]): string {
  return `must be one of ${values.map(String).join(', ')}`;
}

/** JSON Pointer segment escaping (RFC 6901). */
export function pointer(base: string, key: string | number): string {
  return `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
