/**
 * Validation of a request body against a TypeBox schema, as violations with JSON pointers
 * (decisions section 2), listing every problem rather than the first.
 */
import { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type Violation } from '../../query/errors.js';

const validators = new WeakMap<object, ReturnType<typeof Compile>>();

export function checkBody(schema: TSchema, body: unknown): Violation[] {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  if (validator.Check(body)) return [];
  const out: Violation[] = [];
  for (const e of validator.Errors(body)) {
    if (e.keyword === 'boolean' || e.keyword === 'anyOf') continue;
    const params = e.params as { additionalProperties?: string[]; requiredProperties?: string[] };
    if (e.keyword === 'additionalProperties') {
      for (const name of params.additionalProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is not a member of this request' });
    } else if (e.keyword === 'required') {
      for (const name of params.requiredProperties ?? []) out.push({ path: `${e.instancePath}/${name}`, message: 'is required' });
    } else {
      out.push({ path: e.instancePath || '', message: e.message });
    }
  }
  const seen = new Set<string>();
  return out.filter((v) => !seen.has(`${v.path}\u0000${v.message}`) && seen.add(`${v.path}\u0000${v.message}`)).slice(0, 100);
}
