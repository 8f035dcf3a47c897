/**
 * Records of several shapes told apart by a tag member (media items: `type` `photo` or `link`, a
 * photo being a frontal when its formats are the frontal ones, docs/contract.md §6). The schema is
 * a plain union, so validation and documentation read it as any other; the tag says which branch
 * a record claims to be, so that an error names what is wrong in that branch rather than the
 * first difference from a neighbouring one (a frontal without `visibleSides` is not "a link whose
 * `type` is wrong").
 */
import Type, { type TSchema } from 'typebox';

type Choice = TSchema | ((value: Record<string, unknown>) => TSchema);

interface Tagged { tag: string; choices: Readonly<Record<string, Choice>> }

const tagged = new WeakMap<object, Tagged>();

/** A union of `choices`' schemas; `choices[value[tag]]` is the branch a value claims to be. */
export function Variants<const C extends Record<string, Choice>>(tag: string, choices: C, branches: TSchema[]) {
  const schema = Type.Union(branches);
  tagged.set(schema, { tag, choices });
  return schema;
}

/** What a value claims to be: the branch its tag selects, or a violation of the tag itself. */
export type Claim = { branch: TSchema } | { tag: string; allowed: string[] };

/** Undefined when `schema` is not a tagged union or `value` is not an object. */
export function claimOf(schema: TSchema, value: unknown): Claim | undefined {
  const union = tagged.get(schema);
  if (!union || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const key = record[union.tag];
  const choice = typeof key === 'string' && Object.hasOwn(union.choices, key) ? union.choices[key] : undefined;
  if (choice === undefined) return { tag: union.tag, allowed: Object.keys(union.choices) };
  return { branch: typeof choice === 'function' ? choice(record) : choice };
}
