/**
 * How a sorting key's value is read (docs/contract.md §5), as value kinds: the plan stage parses
 * with them and the OpenAPI document (src/docs/openapi/envelopes.ts) shows their schemas, so the
 * two cannot disagree. A plain key takes `"ASC"`, `"DESC"` or `{"direction": ...}`; a localized
 * key (names per locale) takes `{"direction", "locale"}`, and `locale` belongs to it alone.
 */
import { type SortDecl } from './declare.js';
import { pointer, type Violations } from './errors.js';
import { INVALID, asObject, localeKind, type ValueKind } from './value-kinds.js';

export type Direction = 'asc' | 'desc';
export interface SortValue { direction: Direction; locale?: string }

const DIRECTION = { type: 'string', enum: ['ASC', 'DESC'] };

function readDirection(raw: unknown, path: string, violations: Violations): Direction | undefined {
  if (raw === 'ASC') return 'asc';
  if (raw === 'DESC') return 'desc';
  violations.add(path, typeof raw === 'object' && raw !== null
    ? 'must be ASC or DESC, or an object {"direction": "ASC" | "DESC"}'
    : 'must be ASC or DESC');
  return undefined;
}

/** The direction of an object-form sorting value; members other than `allowed` are violations. */
function readMembers(obj: Record<string, unknown>, allowed: readonly string[], path: string, violations: Violations): Direction | undefined {
  for (const key of Object.keys(obj)) {
    if (allowed.includes(key)) continue;
    violations.add(pointer(path, key), key === 'locale'
      ? 'is not a member here: only the localized name sorting takes a locale; expected direction'
      : `is not a member of a sorting value; expected ${allowed.join(', ')}`);
  }
  if (obj.direction === undefined) {
    violations.add(`${path}/direction`, 'is required: ASC or DESC');
    return undefined;
  }
  return readDirection(obj.direction, `${path}/direction`, violations);
}

export const plainSortKind: ValueKind<SortValue> = {
  describe: '"ASC", "DESC", or {"direction": "ASC" | "DESC"}',
  jsonSchema: { oneOf: [DIRECTION, { type: 'object', properties: { direction: DIRECTION }, required: ['direction'], additionalProperties: false }] },
  parse(raw, path, violations) {
    const obj = typeof raw === 'string' ? undefined : asObject(raw);
    const direction = obj ? readMembers(obj, ['direction'], path, violations) : readDirection(raw, path, violations);
    return direction ? { direction } : INVALID;
  },
};

export const localizedSortKind: ValueKind<SortValue> = {
  describe: '{"direction": "ASC" | "DESC", "locale": locale code}, by the value in that locale folded (case and accents ignored); records without one come last',
  jsonSchema: {
    type: 'object',
    properties: { direction: DIRECTION, locale: localeKind.jsonSchema },
    required: ['direction', 'locale'],
    additionalProperties: false,
  },
  parse(raw, path, violations) {
    const obj = asObject(raw);
    if (!obj) {
      violations.add(path, 'must be an object with direction (ASC or DESC) and locale');
      return INVALID;
    }
    const direction = readMembers(obj, ['direction', 'locale'], path, violations);
    const locale = localeKind.parse(obj.locale, `${path}/locale`, violations);
    return direction && locale !== INVALID ? { direction, locale } : INVALID;
  },
};

/** The kind a sort key's value is read by. */
export const sortKindOf = (sort: SortDecl): ValueKind<SortValue> => (sort.kind === 'localized' ? localizedSortKind : plainSortKind);
