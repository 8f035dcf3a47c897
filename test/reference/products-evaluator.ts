/**
 * A plain in-memory reference evaluator of POST /v4/products/query (docs/contract.md §5, §6 and
 * 12), written for obviousness, not speed, and independent of the production query stages: it
 * reads the generated records as they are in the NDJSON files and never touches src/query or
 * src/store. Only the text folding (fixed by docs/contract.md §6) and the species codes are shared.
 *
 * It assumes a request that the server accepts; validation is tested elsewhere.
 */
import { SPECIES } from '../../src/resources/products/record.js';
import { sortKey, words } from '../../src/text/fold.js';

export type Json = any;
export type ProductJson = Record<string, any>;
export type Direction = 'ASC' | 'DESC';

/** docs/contract.md §5: products/media never return an item at index 10000 or beyond. */
export const RESULT_WINDOW = 10_000;

/** Code point by code point, as PostgreSQL `COLLATE "C"` and SQLite BINARY on UTF-8 do. */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return compareCodePoints(String(a), String(b));
}

/** One value or a list of them, as the filter accepts it. */
const list = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);
/** EAN/GTIN/HS codes compare as numbers; the client may send digit strings with leading zeros. */
const numbers = (value: Json): number[] => list(value).map((v) => Number(v));
const has = (value: unknown): boolean => value !== undefined && value !== null;

/** For each category id: itself and every ancestor, following the parent links (cycle-safe). */
export function ancestry(categories: ReadonlyArray<Record<string, any>>): Map<string, Set<string>> {
  const parentOf = new Map<string, string | null>();
  for (const c of categories) parentOf.set(String(c.id), c.parent === null || c.parent === undefined ? null : String(c.parent));
  const out = new Map<string, Set<string>>();
  for (const id of parentOf.keys()) {
    const chain = new Set<string>();
    let at: string | null | undefined = id;
    while (at !== null && at !== undefined && !chain.has(at)) {
      chain.add(at);
      at = parentOf.get(at);
    }
    out.set(id, chain);
  }
  return out;
}

export interface TimeValue { from?: number; until?: number }

/** docs/contract.md §5: `T` means `{from: T}`; bounds inclusive; a missing field never matches. */
function within(value: number | undefined, time: Json): boolean {
  if (value === undefined || value === null) return false;
  const range: TimeValue = typeof time === 'number' ? { from: time } : time;
  if (range.from !== undefined && value < range.from) return false;
  if (range.until !== undefined && value > range.until) return false;
  return true;
}

/** docs/contract.md §6 hasContent: the list of elements each content flag reads. */
const CONTENT_LISTS: Record<string, string> = {
  description: 'descriptions', photo: 'photos', frontal: 'frontals', leaflet: 'leaflets', link: 'links',
};

/** Equality filters (docs/contract.md §6): the field equals one of the values. */
const EQUALS: Record<string, string> = {
  id: 'id', status: 'status', pzn: 'pzn', cti: 'cti', nameCti: 'nameCti', otc: 'otc', prescription: 'prescription',
  narcotic: 'narcotic', biocide: 'biocide', conservation: 'conservation', dosageFormAbbreviation: 'dosageFormAbbreviation',
};
/** Numeric code filters: the field, as a number, equals one of the values as numbers. */
const NUMERIC_EQUALS: Record<string, string> = {
  hsCode: 'hsCode', gtin: 'gtin', eanGtin8: 'eanGtin8', eanGtin12: 'eanGtin12', eanGtin13: 'eanGtin13', eanGtin14: 'eanGtin14',
};
/** Any-element filters: filter -> (list field, element -> its id or code). */
const ANY: Record<string, [string, (e: any) => string | number]> = {
  organization: ['organizations', (e) => e.id],
  brand: ['brands', (e) => e.id],
  productFamily: ['productFamily', (e) => e.id],
  activeIngredient: ['activeIngredients', (e) => e.id],
  dietaryRestrictions: ['dietaryRestrictions', (e) => e.id],
  colors: ['colors', (e) => e.id],
  notApplicableField: ['notApplicableField', (e) => e],
  attributes: ['attributes', (e) => e.option.id],
};

/** Every filter name this evaluator knows (the spec's products table, without and/or/not). */
export const FILTER_NAMES: readonly string[] = [
  ...Object.keys(EQUALS), ...Object.keys(NUMERIC_EQUALS), ...Object.keys(ANY),
  'ean', 'publicCategory', 'catalogCategories', 'atcCategory', 'allowedSpecies', 'search', 'minimumContent', 'hasContent',
  'createdAt', 'updatedSince', 'officialDeletionAt',
];

/** Every sort key this evaluator knows. */
export const SORT_KEYS: readonly string[] = ['id', 'pzn', 'createdAt', 'touchedAt', 'statusTouchedAt', 'status', 'name'];

export interface QueryAnswer {
  total: number;
  ids: string[];
  page?: { no: number; offset: number; size: number };
}

export class ProductsEvaluator {
  readonly products: ProductJson[];
  private readonly publicTree: Map<string, Set<string>>;
  private readonly catalogTree: Map<string, Set<string>>;

  constructor(records: Record<string, Array<Record<string, any>>>) {
    this.products = records.products ?? [];
    this.publicTree = ancestry(records['public-categories'] ?? []);
    this.catalogTree = ancestry(records['catalog-categories'] ?? []);
  }

  /** The filter's verdict on one product. */
  evaluate(filter: Json, p: ProductJson): boolean {
    // docs/contract.md §1: `[]` stands for `{}`; `{}` matches everything; several keys: all must match.
    if (Array.isArray(filter)) {
      if (filter.length === 0) return true;
      throw new Error('a filter must be an object');
    }
    for (const [key, value] of Object.entries(filter as Record<string, Json>)) {
      if (!this.evaluateKey(key, value, p)) return false;
    }
    return true;
  }

  /** Products that match, in record order. */
  select(filter: Json): ProductJson[] {
    return this.products.filter((p) => this.evaluate(filter, p));
  }

  private evaluateKey(key: string, value: Json, p: ProductJson): boolean {
    if (key === 'and') return (value as Json[]).every((f) => this.evaluate(f, p));
    if (key === 'or') return (value as Json[]).some((f) => this.evaluate(f, p));
    // docs/contract.md §12: `not F` is the complement of F.
    if (key === 'not') return !this.evaluate(value, p);

    if (key in EQUALS) {
      const field = p[EQUALS[key]!];
      return has(field) && list(value).includes(field);
    }
    if (key in NUMERIC_EQUALS) {
      const field = p[NUMERIC_EQUALS[key]!];
      return has(field) && numbers(value).includes(Number(field));
    }
    if (key in ANY) {
      const [field, idOf] = ANY[key]!;
      const wanted = list(value);
      return ((p[field] ?? []) as any[]).some((e) => wanted.includes(idOf(e)));
    }
    switch (key) {
      case 'ean': {
        const wanted = numbers(value);
        return ((p.ean ?? []) as number[]).some((e) => wanted.includes(Number(e)));
      }
      case 'publicCategory':
        return this.inSubtree(p.publicCategories ?? [], this.publicTree, value);
      case 'catalogCategories':
        return this.inSubtree(p.catalogCategories ?? [], this.catalogTree, value);
      case 'atcCategory': {
        const prefixes = list(value).map(String);
        return ((p.atcCategory ?? []) as string[]).some((code) => prefixes.some((prefix) => code.startsWith(prefix)));
      }
      case 'allowedSpecies': {
        const ids = list(value).map((code) => (SPECIES as Record<string, number>)[code]);
        return ((p.allowedSpecies ?? []) as any[]).some((s) => ids.includes(s.id));
      }
      case 'search':
        return this.search(value, p);
      case 'minimumContent': {
        // docs/contract.md §12: photos[] only (frontals do not count as the image).
        const complete = (p.photos ?? []).length > 0 && (p.descriptions ?? []).length > 0 && (p.publicCategories ?? []).length > 0;
        return complete === value;
      }
      case 'hasContent': {
        const { flag, locale } = value as { flag: string; locale: string };
        if (flag === 'name') return typeof p.name?.[locale] === 'string' && p.name[locale].length > 0;
        const elements = (p[CONTENT_LISTS[flag]!] ?? []) as Array<{ locales?: string[] }>;
        return elements.some((e) => (e.locales ?? []).length === 0 || (e.locales ?? []).includes(locale));
      }
      case 'createdAt':
        return within(p.meta?.createdAt, value);
      case 'updatedSince':
        return within(p.meta?.updatedAt, value);
      case 'officialDeletionAt':
        return within(p.officialDeletionAt, value);
      default:
        throw new Error(`the reference evaluator does not know the filter ${key}`);
    }
  }

  /** In one of the categories or in any of their descendants. */
  private inSubtree(elements: Array<{ id: string | number }>, tree: Map<string, Set<string>>, value: Json): boolean {
    const roots = list(value).map(String);
    return elements.some((e) => {
      const chain = tree.get(String(e.id)) ?? new Set([String(e.id)]);
      return roots.some((root) => chain.has(root));
    });
  }

  /** The words a search of `type` reads in `locale` (docs/contract.md §6 and §12). */
  searchWords(p: ProductJson, locale: string, type: 'name' | 'all' = 'all'): string[] {
    const out = [...words(p.name?.[locale] ?? '')];
    if (type === 'all') {
      for (const brand of p.brands ?? []) out.push(...words(brand.name?.[locale] ?? ''));
      out.push(...words(String(p.id)));
      if (p.pzn) out.push(...words(p.pzn));
      if (p.cti) out.push(...words(p.cti));
      for (const ean of p.ean ?? []) out.push(String(ean), String(ean).padStart(13, '0'));
    }
    return out;
  }

  private search(value: Json, p: ProductJson): boolean {
    const { query, locale, type } = value as { query: string; locale: string; type?: 'name' | 'all' };
    const text = this.searchWords(p, locale, type ?? 'all');
    return words(query).every((w) => text.some((t) => t.startsWith(w)));
  }

  /** Sorted copy (docs/contract.md §5 and §6); ties broken by id in the same direction. */
  sort(records: readonly ProductJson[], sorting: Json): ProductJson[] {
    const [key, raw] = Object.entries(sorting as Record<string, Json>)[0]!;
    // docs/contract.md §5: every key also takes the object form {direction}.
    const direction: Direction = typeof raw === 'object' && raw !== null ? raw.direction : raw;
    const sign = direction === 'DESC' ? -1 : 1;
    const byId = (a: ProductJson, b: ProductJson) => sign * compareCodePoints(String(a.id), String(b.id));
    // A key of undefined means "has none": such records come last in both directions, by id.
    let keyOf: (p: ProductJson) => string | number | undefined;
    switch (key) {
      case 'id': keyOf = (p) => String(p.id); break;
      case 'pzn': keyOf = (p) => (has(p.pzn) ? String(p.pzn) : undefined); break;
      case 'createdAt': keyOf = (p) => p.meta.createdAt; break;
      case 'touchedAt': keyOf = (p) => p.meta.updatedAt; break;
      case 'statusTouchedAt': keyOf = (p) => p.statusTouchedAt ?? p.meta.updatedAt; break;
      case 'status': keyOf = (p) => String(p.status); break;
      case 'name': {
        const locale = raw.locale as string;
        keyOf = (p) => (typeof p.name?.[locale] === 'string' && p.name[locale].length > 0 ? sortKey(p.name[locale]) : undefined);
        break;
      }
      default:
        throw new Error(`the reference evaluator does not know the sort key ${key}`);
    }
    return [...records].sort((a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      if (ka === undefined && kb !== undefined) return 1;
      if (kb === undefined && ka !== undefined) return -1;
      if (ka !== undefined && kb !== undefined) {
        const c = compareValues(ka, kb);
        if (c !== 0) return sign * c;
      }
      return byId(a, b);
    });
  }

  /** The answer to a whole (valid) request: total, the page's ids in order, meta.page. */
  query(body: { filter: Json; sorting: Json; page?: Json }): QueryAnswer {
    const sorted = this.sort(this.select(body.filter), body.sorting);
    const answer: QueryAnswer = { total: sorted.length, ids: sorted.map((p) => String(p.id)) };
    if (body.page !== undefined) {
      const page = Array.isArray(body.page) ? {} : (body.page as { no?: number; size?: number });
      const no = page.no ?? 0;
      const size = page.size ?? 100;
      const offset = no * size;
      answer.ids = answer.ids.slice(offset, Math.min(offset + size, RESULT_WINDOW));
      answer.page = { no, offset, size };
    } else {
      answer.ids = answer.ids.slice(0, RESULT_WINDOW);
    }
    return answer;
  }
}
