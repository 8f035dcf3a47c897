/**
 * Validation against a TypeBox schema, as violations with JSON pointers (docs/contract.md §2),
 * listing every problem rather than the first. A tagged union (src/resources/common/variants.ts)
 * is checked against the branch its tag selects, so the violations are that branch's.
 */
import { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { mustBeOneOf, type Violation } from '../../query/errors.js';
import { claimOf } from './variants.js';

/**
 * TypeBox stops listing errors at 8 by default. Past that, a value with 8 unknown members had none
 * of its problems listed (their summary came ninth), so it passed as valid; and a bulk line's
 * "and N more" (src/bulk/record-validator.ts) could not count. Errors are listed only for a value
 * that failed its check, so the higher limit costs nothing on valid input.
 */
Settings.Set({ maxErrors: 1000 });

type Validator = ReturnType<typeof Compile>;
const validators = new WeakMap<object, Validator>();

export function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/** A violation with the depth it was found at: the deepest is the most specific. */
export interface Found extends Violation { depth: number }

/** Every violation of `value` against `schema`, for the branch a tagged union's value claims. */
export function schemaViolations(schema: TSchema, value: unknown): Found[] {
  if (validatorOf(schema).Check(value)) return [];
  const claim = claimOf(schema, value);
  if (claim && 'tag' in claim) {
    return [{ path: `/${claim.tag}`, message: mustBeOneOf(claim.allowed), depth: 1 }];
  }
  const checked = claim ? claim.branch : schema;
  const out: Found[] = [];
  // TypeBox says only "must be equal to constant", once per literal of a union: the literals of one
  // place are gathered and listed, as an enum's are.
  const constants = new Map<string, { values: unknown[]; depth: number }>();
  for (const e of validatorOf(checked).Errors(value)) {
    const depth = e.instancePath.split('/').length;
    // An unknown member fails `additionalProperties: false` on its own, before the object's summary
    // of them all: either may be the one listed when errors run out.
    if (e.keyword === 'boolean' && e.schemaPath.endsWith('/additionalProperties')) {
      out.push({ path: e.instancePath, message: 'is not a member of this object', depth });
      continue;
    }
    // A union reports its own failure beside each branch's; the branches say what is wrong.
    if (e.keyword === 'boolean' || e.keyword === 'anyOf') continue;
    const params = e.params as { additionalProperties?: string[]; requiredProperties?: string[]; allowedValues?: unknown[]; allowedValue?: unknown };
    if (e.keyword === 'additionalProperties') {
      for (const name of params.additionalProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is not a member of this object', depth: depth + 1 });
    } else if (e.keyword === 'required') {
      for (const name of params.requiredProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is required', depth: depth + 1 });
    } else if (e.keyword === 'const' && 'allowedValue' in params) {
      const place = constants.get(e.instancePath) ?? { values: [], depth };
      place.values.push(params.allowedValue);
      constants.set(e.instancePath, place);
    } else if (e.keyword === 'enum' && params.allowedValues) {
      // TypeBox says only "must be equal to one of the allowed values"; list them, as a query's
      // enum filters do (src/query/errors.ts).
      out.push({ path: e.instancePath || '', message: mustBeOneOf(params.allowedValues), depth });
    } else {
      out.push({ path: e.instancePath || '', message: e.message, depth });
    }
  }
  for (const [path, { values, depth }] of constants) {
    out.push({ path: path || '', message: values.length === 1 ? `must be ${String(values[0])}` : mustBeOneOf(values), depth });
  }
  // Never valid for want of a message: what failed the check is named, however plainly.
  if (out.length === 0) out.push({ path: '', message: 'does not match the schema', depth: 1 });
  const seen = new Set<string>();
  return out.filter((v) => !seen.has(`${v.path}\u0000${v.message}`) && seen.add(`${v.path}\u0000${v.message}`));
}

/** A request body's violations, at most 100. */
export function checkBody(schema: TSchema, body: unknown): Violation[] {
  return schemaViolations(schema, body).slice(0, 100).map(({ path, message }) => ({ path, message }));
}
