/**
 * A plain in-memory reference evaluator of every read endpoint other than products: media,
 * organizations, brands, product families, updates, corrections, users, catalog categories, public
 * categories, dietary restrictions, colors, active ingredients, product attributes and their options
 * (spec: each query endpoint and "Common query envelope"; docs/contract.md §5, §6, §8, §9, §12, §16). Written for obviousness, not speed, and
 * independent of the production query stages: it reads the generated records as they are in the
 * NDJSON files and never touches src/query or src/store. Only the text folding (fixed by
 * docs/contract.md §6) is shared with production.
 *
 * It assumes a request that the server accepts; validation is checked by the tests themselves.
 */
import { sortKey, words } from '../../src/text/fold.js';
import { ancestry, compareCodePoints } from './products-evaluator.js';

export { ancestry };

export type Json = any;
export type Rec = Record<string, any>;
export type Direction = 'ASC' | 'DESC';
export type Id = string | number;

/** docs/contract.md §5: products/media never return an item at index 10000 or beyond. */
export const RESULT_WINDOW = 10_000;

/** docs/contract.md §9: stored fields each result view leaves out (users: as in users/create). */
export const HIDDEN_FIELDS: Record<string, readonly string[]> = {
  media: ['published', 'available', 'organizations', 'products'],
  organizations: ['vatNr', 'specializations'],
  brands: [],
  'product-families': [],
  updates: ['products', 'publicCategories', 'brands', 'targetGroups', 'sortOrder'],
  corrections: ['organization', 'createdBy'],
  users: ['email', 'role', 'isEnabled', 'subscription'],
  'catalog-categories': ['deleted'],
  'public-categories': [],
  'dietary-restrictions': [],
  colors: [],
  'active-ingredients': [],
  'product-attributes': [],
  'product-attribute-options': ['attribute'],
};

export type MemberRule = 'required' | 'optional' | 'none';
export interface Envelope { filter: MemberRule; sorting: MemberRule; page: MemberRule; resultWindow?: number }

/** Spec "Common query envelope" table and docs/contract.md §12. */
const OPTIONAL: Envelope = { filter: 'optional', sorting: 'optional', page: 'optional' };
export const ENVELOPES: Record<string, Envelope> = {
  media: { filter: 'required', sorting: 'required', page: 'required', resultWindow: RESULT_WINDOW },
  organizations: OPTIONAL,
  brands: OPTIONAL,
  'product-families': OPTIONAL,
  updates: OPTIONAL,
  corrections: OPTIONAL,
  users: OPTIONAL,
  'catalog-categories': { filter: 'optional', sorting: 'none', page: 'optional' },
  'public-categories': OPTIONAL,
  'dietary-restrictions': OPTIONAL,
  colors: OPTIONAL,
  // docs/contract.md §16: envelopes optional.
  'active-ingredients': OPTIONAL,
  'product-attributes': OPTIONAL,
  'product-attribute-options': OPTIONAL,
};

/** Which resources have text ids (compared code point by code point) rather than integer ids. */
export const TEXT_IDS: ReadonlySet<string> = new Set(['catalog-categories', 'dietary-restrictions', 'colors']);

// ---------------------------------------------------------------------------------------------
// Small helpers, each one rule of docs/contract.md §5, §6 and §12.

/** One value or a list of them, as an ID/code filter accepts it; an empty list matches nothing. */
export const list = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);
const has = (value: unknown): boolean => value !== undefined && value !== null;
/** The field equals one of the values (a missing field never does). */
const equalsOne = (field: unknown, value: Json): boolean => has(field) && list(value).includes(field);
/** Some element of the list equals one of the values. */
const anyOf = (elements: readonly unknown[] | undefined, value: Json): boolean => {
  const wanted = list(value);
  return (elements ?? []).some((e) => wanted.includes(e));
};

/** docs/contract.md §5: `T` means `{from: T}`; bounds inclusive; a missing field never matches. */
export function within(value: number | undefined, time: Json): boolean {
  if (value === undefined || value === null) return false;
  const range: { from?: number; until?: number } = typeof time === 'number' ? { from: time } : time;
  if (range.from !== undefined && value < range.from) return false;
  if (range.until !== undefined && value > range.until) return false;
  return true;
}

/** docs/contract.md §6 and §12: every folded query word is a prefix of a word of the text. */
export function searchMatches(query: string, text: readonly string[]): boolean {
  const wanted = words(query);
  if (wanted.length === 0) throw new Error(`an empty search query is a 422, not a question for the evaluator: ${JSON.stringify(query)}`);
  const have = text.flatMap((t) => words(t));
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}


/** docs/contract.md §6: one of the ids is one of the categories or a descendant of one. */
function inSubtree(ids: readonly Id[] | undefined, tree: Map<string, Set<string>>, value: Json): boolean {
  const roots = list(value).map(String);
  return (ids ?? []).some((id) => {
    const chain = tree.get(String(id)) ?? new Set([String(id)]);
    return roots.some((root) => chain.has(root));
  });
}

/** docs/contract.md §6: a photo whose formats have mediumJpeg and largeJpg is a frontal. */
export function mediaKind(m: Rec): 'photo' | 'frontal' | 'link' {
  if (m.type === 'link') return 'link';
  return m.formats && 'mediumJpeg' in m.formats && 'largeJpg' in m.formats ? 'frontal' : 'photo';
}

/** docs/contract.md §6: `type: photo` matches every photo including frontals. */
const MEDIA_TYPE_MATCHES: Record<string, ReadonlyArray<'photo' | 'frontal' | 'link'>> = {
  photo: ['photo', 'frontal'], frontal: ['frontal'], link: ['link'],
};

/** Spec States and transitions: the correction filter's `handled` means solved or closed. */
const CORRECTION_STATUS_MATCHES: Record<string, readonly string[]> = {
  open: ['open'], in_progress: ['in_progress'], handled: ['solved', 'closed'],
};

// ---------------------------------------------------------------------------------------------
// Sorting.

/** A sort key of a record; undefined means "has none": such records come last in both directions. */
type KeyOf = (r: Rec) => string | number | undefined;
interface SortRule { direction: Direction; keyOf: KeyOf }
type SortDecl = (raw: Json) => SortRule;

/** docs/contract.md §5: a direction, or the object form `{direction}`. */
const plain = (keyOf: KeyOf): SortDecl => (raw) => ({ direction: (typeof raw === 'object' && raw !== null ? raw.direction : raw) as Direction, keyOf });
/** docs/contract.md §6: a name sorts by its folded form, compared code point by code point. */
const foldedName: KeyOf = (r) => sortKey(String(r.name));
/** Product families: `{direction, locale}`; a missing or empty name in that locale sorts last. */
const localizedName: SortDecl = (raw) => ({
  direction: raw.direction as Direction,
  keyOf: (r) => {
    const text = r.name?.[raw.locale as string];
    return typeof text === 'string' && text.length > 0 ? sortKey(text) : undefined;
  },
});

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return compareCodePoints(String(a), String(b));
}

// ---------------------------------------------------------------------------------------------
// The models.

type FilterFn = (value: Json, r: Rec) => boolean;

export interface ResourceModel {
  path: string;
  records: Rec[];
  hidden: readonly string[];
  envelope: Envelope;
  filters: Record<string, FilterFn>;
  sorts: Record<string, SortDecl>;
}

export interface QueryAnswer {
  total: number;
  ids: Id[];
  page?: { no: number; offset: number; size: number };
}

export class ResourcesEvaluator {
  readonly models: Record<string, ResourceModel> = {};
  readonly records: Record<string, Rec[]>;

  constructor(records: Record<string, Array<Record<string, any>>>) {
    this.records = records;
    const publicTree = ancestry(records['public-categories'] ?? []);
    const organizations = new Map((records.organizations ?? []).map((o) => [o.id, o]));
    const id: FilterFn = (v, r) => equalsOne(r.id, v);
    const createdAt: FilterFn = (v, r) => within(r.meta?.createdAt, v);
    const updatedSince: FilterFn = (v, r) => within(r.meta?.updatedAt, v);
    const byId = plain((r) => r.id);

    const add = (path: string, filters: Record<string, FilterFn>, sorts: Record<string, SortDecl>) => {
      this.models[path] = { path, records: records[path] ?? [], hidden: HIDDEN_FIELDS[path]!, envelope: ENVELOPES[path]!, filters, sorts };
    };

    add('media', {
      published: (v, r) => r.published === v,
      organization: (v, r) => anyOf(r.organizations, v),
      targetGroup: (v, r) => anyOf(r.targetGroups, v),
      type: (v, r) => list(v).some((t) => MEDIA_TYPE_MATCHES[t]!.includes(mediaKind(r))),
      photoType: (v, r) => r.type === 'photo' && equalsOne(r.photoType, v),
      linkType: (v, r) => r.type === 'link' && equalsOne(r.linkType, v),
      visibleSides: (v, r) => anyOf(r.visibleSides, v),
      createdAt,
      updatedSince,
      product: (v, r) => anyOf(r.products, v),
      available: (v, r) => r.available === v,
      // An empty locales[] suits every locale, so it matches any non-empty list of locales.
      locale: (v, r) => list(v).length > 0 && ((r.locales ?? []).length === 0 || anyOf(r.locales, v)),
    }, { id: byId, createdAt: plain((r) => r.meta.createdAt), touchedAt: plain((r) => r.meta.updatedAt) });

    add('organizations', {
      id,
      type: (v, r) => equalsOne(r.type, v),
      // The whole name, case-insensitive (not a prefix, not accent-insensitive).
      name: (v, r) => String(r.name).toLowerCase() === String(v).toLowerCase(),
      searchName: (v, r) => searchMatches(v, [r.name]),
      specializations: (v, r) => inSubtree(r.specializations, publicTree, v),
      vatNr: (v, r) => has(r.vatNr) && r.vatNr === v,
    }, { id: byId, name: plain(foldedName) });

    add('brands', {
      id,
      search: (v, r) => searchMatches(v, [r.name]),
    }, { id: byId, name: plain(foldedName) });

    add('product-families', {
      id,
      // docs/contract.md §12: the name in any locale (read as: the words of all its names).
      search: (v, r) => searchMatches(v, Object.values(r.name ?? {}) as string[]),
    }, { id: byId, name: localizedName });

    add('updates', {
      id,
      organization: (v, r) => equalsOne(r.organization, v),
      newsType: (v, r) => equalsOne(r.type, v),
      createdAt,
      updatedSince,
      locale: (v, r) => anyOf(r.locales, v),
      product: (v, r) => anyOf(r.products, v),
      publicCategory: (v, r) => inSubtree(r.publicCategories, publicTree, v),
      brand: (v, r) => anyOf(r.brands, v),
      targetGroup: (v, r) => anyOf(r.targetGroups, v),
    }, { id: byId, createdAt: plain((r) => r.meta.createdAt), sortOrder: plain((r) => r.sortOrder) });

    add('corrections', {
      product: (v, r) => equalsOne(r.product, v),
      status: (v, r) => list(v).some((s) => CORRECTION_STATUS_MATCHES[s]!.includes(r.status)),
      organization: (v, r) => equalsOne(r.organization, v),
      search: (v, r) => searchMatches(v, [r.text]),
      locale: (v, r) => equalsOne(r.locale, v),
      type: (v, r) => equalsOne(r.type, v),
      createdBy: (v, r) => equalsOne(r.createdBy, v),
      createdAt,
    }, { touchedAt: plain((r) => r.meta.updatedAt) });

    add('users', {
      id,
      organization: (v, r) => equalsOne(r.organization, v),
      vatNr: (v, r) => {
        const vat = organizations.get(r.organization)?.vatNr;
        return has(vat) && vat === v;
      },
    }, { id: byId });

    add('catalog-categories', {
      id,
      parent: (v, r) => equalsOne(r.parent, v),
      search: (v, r) => searchMatches(v.query, [r.name?.[v.locale] ?? '']),
      deleted: (v, r) => r.deleted === v,
    }, {});

    add('public-categories', { id, parent: (v, r) => equalsOne(r.parent, v) }, { id: byId });
    add('dietary-restrictions', { id }, { id: byId });
    add('colors', { id }, { id: byId });

    // docs/contract.md §16.
    add('active-ingredients', {
      id,
      // Word prefixes of the name in any locale (the words of all its names, as for families).
      search: (v, r) => searchMatches(v, Object.values(r.name ?? {}) as string[]),
    }, { id: byId, name: localizedName });
    add('product-attributes', {
      id,
      code: (v, r) => equalsOne(r.code, v),
    }, { id: byId, name: localizedName });
    add('product-attribute-options', {
      id,
      attribute: (v, r) => equalsOne(r.attribute, v),
      type: (v, r) => equalsOne(r.type, v),
    }, { id: byId });
  }

  model(path: string): ResourceModel {
    const model = this.models[path];
    if (!model) throw new Error(`the reference evaluator does not know ${path}`);
    return model;
  }

  /** The filter's verdict on one record. */
  evaluate(path: string, filter: Json, r: Rec): boolean {
    // docs/contract.md §1: `[]` stands for `{}`; `{}` matches everything; several keys: all must match.
    if (Array.isArray(filter)) {
      if (filter.length === 0) return true;
      throw new Error('a filter must be an object');
    }
    const model = this.model(path);
    for (const [key, value] of Object.entries(filter as Record<string, Json>)) {
      let ok: boolean;
      if (key === 'and') ok = (value as Json[]).every((f) => this.evaluate(path, f, r));
      else if (key === 'or') ok = (value as Json[]).some((f) => this.evaluate(path, f, r));
      // docs/contract.md §12: `not F` is the complement of F.
      else if (key === 'not') ok = !this.evaluate(path, value, r);
      else {
        const fn = model.filters[key];
        if (!fn) throw new Error(`the reference evaluator does not know the filter ${path}.${key}`);
        ok = fn(value, r);
      }
      if (!ok) return false;
    }
    return true;
  }

  /** Records that match, in record order. */
  select(path: string, filter: Json = {}): Rec[] {
    return this.model(path).records.filter((r) => this.evaluate(path, filter, r));
  }

  /**
   * Sorted copy (docs/contract.md §5, §6, §12). No sorting (absent, `{}` or `[]`): id ascending.
   * Ties are broken by id in the same direction; records without a key come last, by id.
   */
  sort(path: string, records: readonly Rec[], sorting?: Json): Rec[] {
    const entries = sorting === undefined || Array.isArray(sorting) ? [] : Object.entries(sorting as Record<string, Json>);
    let rule: SortRule = { direction: 'ASC', keyOf: (r) => r.id };
    if (entries.length > 0) {
      const [key, raw] = entries[0]!;
      const decl = this.model(path).sorts[key];
      if (!decl) throw new Error(`the reference evaluator does not know the sort key ${path}.${key}`);
      rule = decl(raw);
    }
    const sign = rule.direction === 'DESC' ? -1 : 1;
    return [...records].sort((a, b) => {
      const ka = rule.keyOf(a);
      const kb = rule.keyOf(b);
      if (ka === undefined && kb !== undefined) return 1;
      if (kb === undefined && ka !== undefined) return -1;
      if (ka !== undefined && kb !== undefined) {
        const c = compareValues(ka, kb);
        if (c !== 0) return sign * c;
      }
      return sign * compareValues(a.id, b.id);
    });
  }

  /** The whole ordered result of a (valid) query or stream body. */
  ordered(path: string, body: { filter?: Json; sorting?: Json } = {}): Rec[] {
    return this.sort(path, this.select(path, body.filter ?? {}), body.sorting);
  }

  /** The answer to a whole (valid) query request: total, the page's ids in order, meta.page. */
  query(path: string, body: { filter?: Json; sorting?: Json; page?: Json } = {}): QueryAnswer {
    const sorted = this.ordered(path, body);
    const window = this.model(path).envelope.resultWindow ?? Infinity;
    const ids = sorted.map((r) => r.id as Id);
    const answer: QueryAnswer = { total: sorted.length, ids };
    if (body.page !== undefined) {
      const page = Array.isArray(body.page) ? {} : (body.page as { no?: number; size?: number });
      const no = page.no ?? 0;
      const size = page.size ?? 100;
      const offset = no * size;
      answer.ids = ids.slice(offset, Math.min(offset + size, window));
      answer.page = { no, offset, size };
    } else {
      // docs/contract.md §5 / spec envelope table: without `page` every result is returned.
      answer.ids = ids.slice(0, window);
    }
    return answer;
  }

  /** A record as the result view shows it: the stored record without its hidden fields. */
  view(path: string, r: Rec): Rec {
    const out = structuredClone(r);
    for (const hidden of this.model(path).hidden) delete out[hidden];
    return out;
  }

  byId(path: string, id: Id): Rec | undefined {
    return this.model(path).records.find((r) => r.id === id);
  }
}
