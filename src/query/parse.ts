/**
 * Parse stage: request JSON to a filter tree and an envelope, checking only structure
 * (docs/contract.md §5). Names are not resolved here and no SQL is known.
 */
import { mustBeOneOf, Violations, pointer } from './errors.js';
import { MAX_LIST, asObject } from './value-kinds.js';

export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[]; path: string }
  | { kind: 'not'; item: FilterNode; path: string }
  | { kind: 'field'; name: string; raw: unknown; path: string };

/** Deepest nesting accepted; deeper trees are a 422, not a stack overflow. */
export const MAX_DEPTH = 32;
/** Most filter nodes in one request. */
export const MAX_NODES = 2_000;

interface Budget { nodes: number }

export function parseFilter(raw: unknown, path: string, violations: Violations, depth = 0, budget: Budget = { nodes: 0 }): FilterNode {
  const empty: FilterNode = { kind: 'and', items: [], path };
  if (depth > MAX_DEPTH) {
    violations.add(path, `filters may nest at most ${MAX_DEPTH} levels deep`);
    return empty;
  }
  const obj = asObject(raw);
  if (!obj) {
    violations.add(path, 'must be an object of filters, such as {"status": "active"}, or {"and": [...]}, {"or": [...]}, {"not": {...}}');
    return empty;
  }
  const items: FilterNode[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (++budget.nodes > MAX_NODES) {
      violations.add(path, `a filter may have at most ${MAX_NODES} members in all`);
      return empty;
    }
    const at = pointer(path, key);
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0) {
        violations.add(at, 'must be a non-empty list of filters, such as [{"status": "active"}, {"brand": 12}]');
        continue;
      }
      // As any list of the envelope: at most MAX_LIST filters, empty ones included, refused before they are walked.
      if (value.length > MAX_LIST) {
        violations.add(at, `must list at most ${MAX_LIST} filters (it lists ${value.length})`);
        continue;
      }
      items.push({ kind: key, path: at, items: value.map((f, i) => parseFilter(f, pointer(at, i), violations, depth + 1, budget)) });
    } else if (key === 'not') {
      items.push({ kind: 'not', path: at, item: parseFilter(value, at, violations, depth + 1, budget) });
    } else {
      items.push({ kind: 'field', name: key, raw: value, path: at });
    }
  }
  // Several keys in one object: all must match (implicit and).
  return items.length === 1 ? items[0]! : { kind: 'and', items, path };
}

export interface RawEnvelope {
  filter?: FilterNode;
  sorting?: { key: string; raw: unknown; path: string } | null;
  page?: { no: number; size: number };
  /** A stream's resume point: the `meta.cursor` of a line (docs/api.md "Streams that resume"), checked later. */
  after?: string;
}

/** Longest cursor accepted: a line's sort key (at most 256 characters) and id, encoded, with room. */
export const MAX_CURSOR = 4_096;

export type EnvelopeMember = 'filter' | 'sorting' | 'page' | 'after';

export const PAGE_SIZES = [10, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 100;

/**
 * Reads `{filter, sorting, page}`. A missing body, `{}` and `[]` are all the empty envelope
 * (docs/contract.md §1). Unknown members are a violation: a typo must not silently match all.
 */
export function parseEnvelope(body: unknown, allowed: readonly EnvelopeMember[], violations: Violations): RawEnvelope {
  const obj = body === undefined || body === null ? {} : asObject(body);
  if (!obj) {
    violations.add('', 'must be an object with filter, sorting and page');
    return {};
  }
  const out: RawEnvelope = {};
  for (const [key, value] of Object.entries(obj)) {
    if (!(allowed as readonly string[]).includes(key)) {
      violations.add(pointer('', key), `is not a member of this request; expected ${allowed.join(', ')}`);
      continue;
    }
    if (key === 'filter') out.filter = parseFilter(value, '/filter', violations);
    else if (key === 'sorting') out.sorting = parseSorting(value, violations);
    else if (key === 'after') out.after = parseAfter(value, violations);
    else out.page = parsePage(value, violations);
  }
  return out;
}

function parseAfter(raw: unknown, violations: Violations): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_CURSOR) {
    violations.add('/after', 'must be the `meta.cursor` of a line of this stream, as it was sent');
    return undefined;
  }
  return raw;
}

function parseSorting(raw: unknown, violations: Violations): RawEnvelope['sorting'] {
  const obj = asObject(raw);
  if (!obj) {
    violations.add('/sorting', 'must be an object with exactly one sorting key');
    return undefined;
  }
  const keys = Object.keys(obj);
  if (keys.length === 0) return null; // "no sorting given": the endpoint decides whether that is allowed
  if (keys.length > 1) {
    violations.add('/sorting', 'must have exactly one sorting key');
    return undefined;
  }
  const key = keys[0]!;
  return { key, raw: obj[key], path: pointer('/sorting', key) };
}

function parsePage(raw: unknown, violations: Violations): RawEnvelope['page'] {
  const obj = asObject(raw);
  if (!obj) {
    violations.add('/page', 'must be an object with no and size');
    return undefined;
  }
  let no = 0;
  let size: number = DEFAULT_PAGE_SIZE;
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'no') {
      // No upper bound here: the plan stage answers a page past the result window.
      if (!Number.isSafeInteger(value) || (value as number) < 0) {
        violations.add('/page/no', 'must be a zero-based page number (integer >= 0)');
      } else no = value as number;
    } else if (key === 'size') {
      if (!PAGE_SIZES.includes(value as (typeof PAGE_SIZES)[number])) {
        violations.add('/page/size', mustBeOneOf(PAGE_SIZES));
      } else size = value as number;
    } else {
      violations.add(pointer('/page', key), 'is not a member of page; expected no, size');
    }
  }
  return { no, size };
}
