/**
 * Validation against a TypeBox schema, as violations with JSON pointers (decisions section 2),
 * listing every problem rather than the first. A tagged union (src/resources/common/variants.ts)
 * is checked against the branch its tag selects, so the violations are that branch's.
 */
import { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type Violation } from '../../query/errors.js';
import { claimOf } from './variants.js';

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
    return [{ path: `/${claim.tag}`, message: `must be one of ${claim.allowed.join(', ')}`, depth: 1 }];
  }
  const checked = claim ? claim.branch : schema;
  const out: Found[] = [];
  for (const e of validatorOf(checked).Errors(value)) {
    // A union reports its own failure beside each branch's; the branches say what is wrong.
    if (e.keyword === 'boolean' || e.keyword === 'anyOf') continue;
    const depth = e.instancePath.split('/').length;
    const params = e.params as { additionalProperties?: string[]; requiredProperties?: string[] };
    if (e.keyword === 'additionalProperties') {
      for (const name of params.additionalProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is not a member of this object', depth: depth + 1 });
    } else if (e.keyword === 'required') {
      for (const name of params.requiredProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is required', depth: depth + 1 });
    } else {
      out.push({ path: e.instancePath || '', message: e.message, depth });
    }
  }
  const seen = new Set<string>();
  return out.filter((v) => !seen.has(`${v.path}\u0000${v.message}`) && seen.add(`${v.path}\u0000${v.message}`));
}

/** A request body's violations, at most 100. */
export function checkBody(schema: TSchema, body: unknown): Violation[] {
  return schemaViolations(schema, body).slice(0, 100).map(({ path, message }) => ({ path, message }));
}
