/**
 * Validation against a write schema (src/resources/common/check-body.ts), shared by the HTTP
 * writes and the bulk import: an enum's violation lists the allowed values, as a query's enum
 * filter does, and a body with more unknown members than TypeBox lists errors by default is
 * still refused, each member named. A literal's violation says the value it must be, and a
 * union of literals lists them.
 */
import Type from 'typebox';
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

  it('says the value a literal must be, and lists the literals of a union', () => {
    const schema = Type.Object({ type: Type.Literal('photo'), size: Type.Union([Type.Literal(1), Type.Literal(2)]) });
    const violations = checkBody(schema, { type: 'link', size: 3 });
    expect(violations).toContainEqual({ path: '/type', message: 'must be photo' });
    expect(violations).toContainEqual({ path: '/size', message: mustBeOneOf([1, 2]) });
    expect(violations.map((v) => v.message)).not.toContain('must be equal to constant');
  });
});
