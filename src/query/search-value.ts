/**
 * The `search` filter value (docs/contract.md §6 and §12): `{query, locale, type?}` for products
 * and catalog categories, a plain string for brands, families, organizations and corrections.
 */
import { type SearchValue } from './declare.js';
import { words } from '../text/fold.js';
import { INVALID, enumKind, localeKind, nonEmptyString, objectKind, refine, type ValueKind } from './value-kinds.js';

/** Query words beyond this many add nothing but cost; a longer query is a 422. */
const MAX_WORDS = 16;

function toWords(query: string, path: string, violations: import('./errors.js').Violations): string[] | typeof INVALID {
  const list = words(query);
  if (list.length === 0) {
    violations.add(path, 'must contain at least one letter or digit');
    return INVALID;
  }
  if (list.length > MAX_WORDS) {
    violations.add(path, `must have at most ${MAX_WORDS} words`);
    return INVALID;
  }
  return [...new Set(list)];
}

/** `{query, locale, type?}` where `type` picks a scope of the index (default `defaultScope`). */
export function localizedSearch(scopes: readonly string[], defaultScope: string): ValueKind<SearchValue> {
  const base = {
    query: { kind: nonEmptyString(500), required: true },
    locale: { kind: localeKind, required: true },
  } as const;
  // With one scope there is nothing to choose: `type` is not a member (catalog categories).
  const fields = scopes.length > 1 ? { ...base, type: { kind: enumKind(scopes), required: false } } : base;
  const example = { query: 'paracetamol 500', locale: 'nl' };
  return refine(objectKind('object: query, locale, optional type', fields, example), (value, path, violations) => {
    const list = toWords(value.query as string, `${path}/query`, violations);
    if (list === INVALID) return INVALID;
    const type = (value as { type?: string }).type;
    return { words: list, locale: (value.locale as string | undefined) ?? null, scope: type ?? defaultScope };
  });
}

/** A plain string searched in every locale. */
export function plainSearch(scope = 'default'): ValueKind<SearchValue> {
  return refine(nonEmptyString(500), (query, path, violations) => {
    const list = toWords(query, path, violations);
    return list === INVALID ? INVALID : { words: list, locale: null, scope };
  });
}
