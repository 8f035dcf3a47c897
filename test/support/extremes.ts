/**
 * The extreme values a request body schema allows, member by member: strings at their longest
 * (in the widest characters, as one long word, and as many short words), numbers at both bounds,
 * lists at their longest, localized texts with one locale at its longest and with every locale
 * allowed. For the test that writes them and reads them back (test/http/write-extremes.test.ts).
 *
 * Walked from the schemas themselves, so that a member added later is covered by what its schema
 * says; a member whose bounds are not declared (a number without a maximum, a list without a
 * longest length) is reported, since its largest value is then whatever a client sends.
 */
import { type TSchema } from 'typebox';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: readonly unknown[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
  maxProperties?: number;
  minProperties?: number;
  uniqueItems?: boolean;
  pattern?: string;
}

/** A JSON pointer of a body, with `*` for "each key of a localized text" and `0` for "each list item". */
export type Pointer = string;

/** One value to write at one member. */
export interface Extreme { pointer: Pointer; label: string; value: unknown }

/** A member the walk cannot make an extreme value for by itself: an override must give its values. */
export interface Unbounded { pointer: Pointer; why: string }

/** Values for a member that its schema alone cannot give (references, codes with check digits, patterns). */
export type Overrides = Readonly<Record<Pointer, () => readonly unknown[]>>;

/**
 * Locale codes the locale pattern allows, as many as asked: the catalogue's own first (so that a
 * localized text merged with them stays within its most locales), then `aa`, `ab`, ...
 */
export function localeCodes(count: number): string[] {
  const out: string[] = ['nl', 'fr', 'en', 'de'].slice(0, count);
  for (let a = 0; a < 26 && out.length < count; a++) {
    for (let b = 0; b < 26 && out.length < count; b++) {
      const code = String.fromCharCode(97 + a, 97 + b);
      if (!out.includes(code)) out.push(code);
    }
  }
  return out;
}

/**
 * The longest text: `length` code points of a four-byte character (the most bytes a code point
 * takes in UTF-8), as one word (letters only: search indexes see one word of that length).
 */
export const widest = (length: number) => '\u{2070E}'.repeat(length);

/**
 * The longest text once folded (src/text/fold.ts): `length` Hangul syllables, each of which Unicode
 * NFD splits into three letters of three bytes, so nine bytes of folded key or search word per
 * code point sent.
 */
export const unfolding = (length: number) => '\uD55C'.repeat(length);

/** `length` code points of short distinct words, the most words a text of that length holds. */
export function manyWords(length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${i.toString(36)} `;
  return out.slice(0, length).trimEnd().padEnd(length, 'x');
}

const nonNull = (schema: Schema): Schema => {
  if (!schema.anyOf) return schema;
  const kinds = schema.anyOf.filter((s) => s.type !== 'null');
  return kinds.length === 1 ? kinds[0]! : schema;
};

/** The smallest valid value of a schema, for the parts of a body an extreme does not fill. */
export function sample(raw: TSchema | Schema, overrides: Overrides, pointer: Pointer = ''): unknown {
  const own = overrides[pointer];
  if (own) return own()[0];
  const schema = nonNull(raw as Schema);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf[0]!, overrides, pointer);
  switch (schema.type) {
    case 'string': return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer': case 'number': return Math.max(schema.minimum ?? 1, 1);
    case 'boolean': return true;
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items!, overrides, `${pointer}/0`));
    case 'object': {
      if (schema.patternProperties) return (schema.minProperties ?? 0) > 0 ? { nl: sample(Object.values(schema.patternProperties)[0]!, overrides, `${pointer}/*`) } : {};
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties![name]!, overrides, `${pointer}/${name}`);
      return out;
    }
    default: throw new Error(`no sample for ${pointer} (${JSON.stringify(schema).slice(0, 80)})`);
  }
}

/** Distinct strings of a string schema, each at its longest. */
function distinctStrings(schema: Schema, count: number): string[] {
  const length = schema.maxLength ?? 0;
  return Array.from({ length: count }, (_, i) => `${i.toString(36)}-`.padEnd(length, 'x').slice(0, length));
}

/**
 * Every member of `schema` (objects entered, their members taken one at a time) with its extreme
 * values, and the members whose extremes are not declared.
 */
export function extremes(raw: TSchema | Schema, overrides: Overrides, maxBodyBytes: number, pointer: Pointer = ''): { extremes: Extreme[]; unbounded: Unbounded[] } {
  const out: Extreme[] = [];
  const unbounded: Unbounded[] = [];
  const add = (label: string, value: unknown) => out.push({ pointer, label, value });
  const own = overrides[pointer];
  if (own) {
    own().forEach((value, i) => add(`given ${i + 1}`, value));
    return { extremes: out, unbounded };
  }
  const schema = nonNull(raw as Schema);
  if (schema.enum) {
    add('longest value', [...schema.enum].sort((a, b) => String(b).length - String(a).length)[0]);
    return { extremes: out, unbounded };
  }
  if (schema.const !== undefined || schema.anyOf) return { extremes: out, unbounded };
  switch (schema.type) {
    case 'boolean':
      add('true', true);
      add('false', false);
      break;
    case 'string':
      if (schema.pattern) unbounded.push({ pointer, why: `a pattern (${schema.pattern}) the walk cannot fill` });
      else if (schema.maxLength === undefined) unbounded.push({ pointer, why: 'a string without maxLength' });
      else {
        add(`${schema.maxLength} four-byte characters, one word`, widest(schema.maxLength));
        add(`${schema.maxLength} syllables that fold to three letters each, one word`, unfolding(schema.maxLength));
        add(`${schema.maxLength} characters of short words`, manyWords(schema.maxLength));
      }
      break;
    case 'integer': case 'number':
      if (schema.maximum === undefined || schema.minimum === undefined) unbounded.push({ pointer, why: `a number without ${schema.maximum === undefined ? 'maximum' : 'minimum'}` });
      else {
        add('maximum', schema.maximum);
        add('minimum', schema.minimum);
      }
      break;
    case 'array': {
      const items = nonNull(schema.items!);
      if (schema.maxItems === undefined) {
        unbounded.push({ pointer, why: 'a list without maxItems' });
        break;
      }
      if (items.enum) {
        const values = [...items.enum];
        add(`${schema.maxItems} items`, schema.uniqueItems ? values.slice(0, schema.maxItems)
          : Array.from({ length: schema.maxItems }, (_, i) => values[i % values.length]));
      } else if (items.type === 'string' && !items.pattern && items.maxLength !== undefined) {
        add(`${schema.maxItems} items, each at its longest`, distinctStrings(items, schema.maxItems));
      } else if (items.type === 'object') {
        // A list of objects: as many samples as allowed, then each member of an item at its extremes.
        add(`${schema.maxItems} items`, Array.from({ length: schema.maxItems }, () => sample(items, overrides, `${pointer}/0`)));
        const inner = extremes(items, overrides, maxBodyBytes, `${pointer}/0`);
        out.push(...inner.extremes);
        unbounded.push(...inner.unbounded);
      } else {
        unbounded.push({ pointer, why: 'a list of values the walk cannot make distinct (references, patterns): give them' });
      }
      break;
    }
    case 'object': {
      if (schema.patternProperties) {
        const text = nonNull(Object.values(schema.patternProperties)[0]!);
        const longest = text.maxLength;
        if (longest === undefined) unbounded.push({ pointer, why: 'localized text without maxLength' });
        else if (overrides[`${pointer}/*`]) overrides[`${pointer}/*`]!().forEach((v, i) => add(`one locale, given ${i + 1}`, { nl: v }));
        else {
          add(`one locale of ${longest} four-byte characters`, { nl: widest(longest) });
          add(`one locale of ${longest} syllables that fold to three letters each`, { nl: unfolding(longest) });
          add(`one locale of ${longest} characters of short words`, { nl: manyWords(longest) });
        }
        if (schema.maxProperties === undefined) unbounded.push({ pointer, why: 'localized text without maxProperties' });
        else if (longest !== undefined) {
          // Every locale at once, each as long as the body limit leaves room for.
          const each = Math.min(longest, Math.floor(maxBodyBytes / 2 / schema.maxProperties / 4));
          const filler = overrides[`${pointer}/*`]?.()[0] as string | undefined;
          add(`${schema.maxProperties} locales`, Object.fromEntries(localeCodes(schema.maxProperties).map((l) => [l, filler ?? widest(each)])));
        }
        break;
      }
      for (const [name, member] of Object.entries(schema.properties ?? {})) {
        const inner = extremes(member, overrides, maxBodyBytes, `${pointer}/${name}`);
        out.push(...inner.extremes);
        unbounded.push(...inner.unbounded);
      }
      break;
    }
    default:
      unbounded.push({ pointer, why: `a schema the walk does not know (${JSON.stringify(schema).slice(0, 60)})` });
  }
  return { extremes: out, unbounded };
}

/** `body` with `value` at `pointer`, the objects and lists on the way filled with samples of `schema`. */
export function withValue(schema: TSchema, body: unknown, pointer: Pointer, value: unknown, overrides: Overrides): unknown {
  const parts = pointer.split('/').slice(1);
  const root = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> | unknown[] = root;
  let at = schema as Schema;
  let walked = '';
  parts.forEach((part, i) => {
    at = nonNull(at);
    const last = i === parts.length - 1;
    if (part === '0' && at.type === 'array') {
      at = at.items!;
      walked += '/0';
      const list = node as unknown[];
      if (list.length === 0) list.push(sample(at, overrides, walked));
      if (last) list[0] = value;
      else node = list[0] as Record<string, unknown>;
      return;
    }
    at = at.properties?.[part] ?? at;
    walked += `/${part}`;
    const object = node as Record<string, unknown>;
    if (last) object[part] = value;
    else {
      object[part] ??= sample(at, overrides, walked);
      node = object[part] as Record<string, unknown>;
    }
  });
  return root;
}

/** The value at a pointer of a body (`0` is the first item). */
export function valueAt(body: unknown, pointer: Pointer): unknown {
  let node = body as Record<string, unknown> | undefined;
  for (const part of pointer.split('/').slice(1)) node = node?.[part] as Record<string, unknown> | undefined;
  return node;
}
