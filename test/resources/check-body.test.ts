/**
 * Validation against a write schema (src/resources/common/check-body.ts), shared by the HTTP
 * writes and the bulk import: an enum's violation lists the allowed values, as a query's enum
 * filter does, and a body with more unknown members than TypeBox lists errors by default is
 * still refused, each member named.
 */
import { describe, expect, it } from 'vitest';
import { mustBeOneOf } from '../../src/query/errors.js';
import { CORRECTION_TYPES } from '../../src/resources/common/schema.js';
import { checkBody } from '../../src/resources/common/check-body.js';
import { CorrectionCreateBody } from '../../src/resources/corrections/write.js';

describe('checkBody', () => {
  it('lists the allowed values of an enum', () => {
    const violations = checkBody(CorrectionCreateBody, { product: '1', correction: { locale: 'nl', type: 'typo', text: 'x' } });
    expect(violations).toContainEqual({ path: '/correction/type', message: mustBeOneOf(CORRECTION_TYPES) });
    expect(mustBeOneOf(CORRECTION_TYPES)).toBe(`must be one of ${CORRECTION_TYPES.join(', ')}`);
  });

  it('names every unknown member, however many there are', () => {
    const names = Array.from({ length: 12 }, (_, i) => `unknown${i}`);
    const violations = checkBody(CorrectionCreateBody, Object.fromEntries(names.map((n) => [n, 1])));
    const unknown = violations.filter((v) => v.message === 'is not a member of this object').map((v) => v.path);
    expect(unknown.sort()).toEqual(names.map((n) => `/${n}`).sort());
  });
});
