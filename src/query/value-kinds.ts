/**
 * Value kinds: how a filter or sorting value is read from JSON (parse stage). Each filter
 * declaration names one; the kind validates, normalizes and describes the value, so the same
 * declaration drives validation, documentation and the client types.
 */
import { mustBeOneOf, type Violations } from './errors.js';

export const INVALID: unique symbol = Symbol('invalid');
export type Parsed<T> = T | typeof INVALID;

export interface ValueKind<T> {
  /** One line for the API documentation. */
  readonly describe: string;
  /** JSON Schema of the accepted JSON (OpenAPI document, client types). */
  readonly jsonSchema: Record<string, unknown>;
  parse(raw: unknown, path: string, violations: Violations): Parsed<T>;
}

export type Scalar = string | number;
/** Longest list accepted by any list filter; identifier codes are further limited in total. */
export const MAX_LIST = 1000;

/** Why one list element was refused. */
export class ItemError {
  constructor(readonly message: string) {}
}

export interface ItemKind<T extends Scalar> {
  describe: string;
  jsonSchema: Record<string, unknown>;
  parse(raw: unknown): T | ItemError;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** docs/contract.md §1: an empty array stands for an empty object (PHP clients). */
export function asObject(raw: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(raw) && raw.length === 0) return {};
  return isPlainObject(raw) ? raw : undefined;
}

export const intIdItem: ItemKind<number> = {
  describe: 'integer ID',
  jsonSchema: { type: 'integer', minimum: 1 },
  parse: (raw) => (Number.isSafeInteger(raw) && (raw as number) >= 1 ? (raw as number) : new ItemError('must be a positive integer ID')),
};

/** EAN/GTIN/HS codes compare as numbers; clients may send digit strings with leading zeros (docs/contract.md §5). */
export function codeNumberItem(digits = 14): ItemKind<number> {
  const pattern = new RegExp(`^[0-9]{1,${digits}}$`);
  return {
    describe: `code of up to ${digits} digits, as an integer or a digit string`,
    jsonSchema: { oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: pattern.source }] },
    parse(raw) {
      if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 && raw < 10 ** digits) return raw;
      if (typeof raw === 'string' && pattern.test(raw)) return Number(raw);
      return new ItemError(`must be a code of at most ${digits} digits, as an integer or a digit string`);
    },
  };
}

export function stringItem(maxLength = 128): ItemKind<string> {
  return {
    describe: 'non-empty string',
    jsonSchema: { type: 'string', minLength: 1, maxLength },
    parse: (raw) => (typeof raw === 'string' && raw.length > 0 && raw.length <= maxLength
      ? raw : new ItemError(`must be a non-empty string of at most ${maxLength} characters`)),
  };
}

/** An enum; `map` turns the public code into the stored value (allowedSpecies codes -> IDs). */
export function enumItem<T extends Scalar = string>(values: readonly string[], map?: Record<string, T>): ItemKind<T> {
  const allowed = new Set(values);
  return {
    describe: `one of ${values.join(', ')}`,
    jsonSchema: { type: 'string', enum: [...values] },
    parse: (raw) => (typeof raw === 'string' && allowed.has(raw)
      ? ((map ? map[raw] : raw) as T) : new ItemError(mustBeOneOf(values))),
  };
}

/** An enum whose public values stand for several stored ones (corrections `handled`: solved, closed). */
export function expandingEnum(values: readonly string[], map: Record<string, readonly string[]>): ValueKind<Scalar[]> {
  const list = oneOrMany(enumItem(values));
  return {
    describe: list.describe,
    jsonSchema: list.jsonSchema,
    parse(raw, path, violations) {
      const parsed = list.parse(raw, path, violations);
      return parsed === INVALID ? INVALID : [...new Set(parsed.flatMap((v) => map[v] ?? [v]))];
    },
  };
}

/** One value or a list of them (spec: "accept a single value or a list"); [] matches nothing. */
export function oneOrMany<T extends Scalar>(kind: ItemKind<T>): ValueKind<T[]> {
  return {
    describe: `${kind.describe}, or a list of them`,
    jsonSchema: { oneOf: [kind.jsonSchema, { type: 'array', items: kind.jsonSchema, maxItems: MAX_LIST }] },
    parse(raw, path, violations) {
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length > MAX_LIST) {
        violations.add(path, `must not list more than ${MAX_LIST} values`);
        return INVALID;
      }
      const out: T[] = [];
      let bad = false;
      list.forEach((element, i) => {
        const result = kind.parse(element);
        if (result instanceof ItemError) {
          bad = true;
          violations.add(Array.isArray(raw) ? `${path}/${i}` : path, result.message);
        } else out.push(result);
      });
      return bad ? INVALID : [...new Set(out)];
    },
  };
}

export const booleanKind: ValueKind<boolean> = {
  describe: 'boolean',
  jsonSchema: { type: 'boolean' },
  parse(raw, path, violations) {
    if (typeof raw === 'boolean') return raw;
    violations.add(path, 'must be a boolean');
    return INVALID;
  },
};

export const nonEmptyString = (maxLength = 256): ValueKind<string> => ({
  describe: 'non-empty string',
  jsonSchema: { type: 'string', minLength: 1, maxLength },
  parse(raw, path, violations) {
    if (typeof raw === 'string' && raw.trim().length > 0 && raw.length <= maxLength) return raw;
    violations.add(path, `must be a non-empty string of at most ${maxLength} characters`);
    return INVALID;
  },
});

export interface TimeRange { from?: number; until?: number }
const isTimestamp = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** docs/contract.md §5: `T` means `{from: T}`; `{from, until}` with at least one bound. */
export const timeKind: ValueKind<TimeRange> = {
  describe: 'unix timestamp, or {from, until} (either bound may be left out, not both)',
  jsonSchema: {
    oneOf: [
      { type: 'integer', minimum: 0 },
      { type: 'object', properties: { from: { type: 'integer' }, until: { type: 'integer' } }, additionalProperties: false, minProperties: 1 },
    ],
  },
  parse(raw, path, violations) {
    if (isTimestamp(raw)) return { from: raw };
    const obj = asObject(raw);
    if (!obj) {
      violations.add(path, 'must be a unix timestamp or an object with from and/or until');
      return INVALID;
    }
    let bad = false;
    const out: TimeRange = {};
    for (const [key, value] of Object.entries(obj)) {
      if (key !== 'from' && key !== 'until') {
        violations.add(`${path}/${key}`, 'is not a member of a time value (from, until)');
        bad = true;
      } else if (!isTimestamp(value)) {
        violations.add(`${path}/${key}`, 'must be a unix timestamp (non-negative integer)');
        bad = true;
      } else out[key] = value;
    }
    if (!bad && out.from === undefined && out.until === undefined) {
      violations.add(path, 'must have from or until');
      bad = true;
    }
    return bad ? INVALID : out;
  },
};

type FieldKinds = Record<string, { kind: ValueKind<unknown>; required: boolean }>;
type ObjectOf<F extends FieldKinds> = { [K in keyof F]: F[K]['required'] extends true ? Exclude<ReturnType<F[K]['kind']['parse']>, typeof INVALID> : Exclude<ReturnType<F[K]['kind']['parse']>, typeof INVALID> | undefined };

/**
 * An object value with known members (search, hasContent); unknown members are a violation. A
 * value of another type is told the shape expected, and `example` when given.
 */
export function objectKind<F extends FieldKinds>(describe: string, fields: F, example?: Record<string, unknown>): ValueKind<ObjectOf<F>> {
  const shape = `{${Object.entries(fields).map(([k, f]) => (f.required ? k : `${k}?`)).join(', ')}}`;
  const expected = `must be an object ${shape}${example ? `, such as ${JSON.stringify(example)}` : ''}`;
  return {
    describe,
    jsonSchema: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.kind.jsonSchema])),
      required: Object.entries(fields).filter(([, f]) => f.required).map(([k]) => k),
      additionalProperties: false,
    },
    parse(raw, path, violations) {
      const obj = asObject(raw);
      if (!obj) {
        violations.add(path, expected);
        return INVALID;
      }
      let bad = false;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(obj)) {
        if (!(key in fields)) {
          violations.add(`${path}/${key}`, `is not a member; expected ${Object.keys(fields).join(', ')}`);
          bad = true;
        }
      }
      for (const [key, field] of Object.entries(fields)) {
        if (obj[key] === undefined) {
          if (field.required) {
            violations.add(`${path}/${key}`, 'is required');
            bad = true;
          }
          continue;
        }
        const value = field.kind.parse(obj[key], `${path}/${key}`, violations);
        if (value === INVALID) bad = true;
        else out[key] = value;
      }
      return bad ? INVALID : (out as ObjectOf<F>);
    },
  };
}

export function enumKind<T extends string>(values: readonly T[]): ValueKind<T> {
  const allowed = new Set<string>(values);
  return {
    describe: `one of ${values.join(', ')}`,
    jsonSchema: { type: 'string', enum: [...values] },
    parse(raw, path, violations) {
      if (typeof raw === 'string' && allowed.has(raw)) return raw as T;
      violations.add(path, mustBeOneOf(values));
      return INVALID;
    },
  };
}

/** A locale code: a language, and a country where it matters (`nl`, `nl-BE`). */
export const LOCALE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

export const localeKind: ValueKind<string> = {
  describe: 'locale code such as nl, fr, en, de',
  jsonSchema: { type: 'string', pattern: LOCALE_CODE.source },
  parse(raw, path, violations) {
    if (typeof raw === 'string' && LOCALE_CODE.test(raw)) return raw;
    violations.add(path, 'must be a locale code such as nl, fr, en or nl-BE');
    return INVALID;
  },
};

/** A kind whose parsed value is checked further and turned into another shape. */
export function refine<T, U>(kind: ValueKind<T>, convert: (value: T, path: string, violations: Violations) => Parsed<U>): ValueKind<U> {
  return {
    describe: kind.describe,
    jsonSchema: kind.jsonSchema,
    parse(raw, path, violations) {
      const value = kind.parse(raw, path, violations);
      return value === INVALID ? INVALID : convert(value, path, violations);
    },
  };
}

/**
 * The `id` of a find (`GET .../find?id=`), a query-string value: an integer id as its digits, a
 * text id as it is (docs/contract.md §8).
 */
export function findIdKind(idType: 'text' | 'integer'): ValueKind<string | number> {
  const integer = idType === 'integer';
  return {
    describe: integer ? 'integer ID' : 'ID',
    jsonSchema: integer ? { type: 'integer', minimum: 0, maximum: 999_999_999_999_999 } : { type: 'string', minLength: 1, maxLength: 128 },
    parse(raw, path, violations) {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 128) {
        violations.add(path, 'is required: the id of the object to find');
        return INVALID;
      }
      if (!integer) return raw;
      if (/^[0-9]{1,15}$/.test(raw)) return Number(raw);
      violations.add(path, 'must be a positive integer');
      return INVALID;
    },
  };
}
