/**
 * The planned filter: a small immutable tree of nodes that names stored columns and side tables
 * but holds no SQL. The plan stage builds it from the request; a dialect compiles it.
 */
import { type Scalar } from './value-kinds.js';

/** A category tree stored as a resource table (id, parent), for "in a category or its descendants". */
export interface TreeRef {
  table: string;
  id: string;
  parent: string;
}

export type Condition =
  | { kind: 'in'; column: string; values: readonly Scalar[] }
  | { kind: 'prefix'; column: string; prefixes: readonly string[] }
  | { kind: 'subtree'; column: string; tree: TreeRef; roots: readonly Scalar[] };

export type Predicate =
  | { kind: 'and'; items: readonly Predicate[] }
  | { kind: 'or'; items: readonly Predicate[] }
  | { kind: 'not'; item: Predicate }
  | { kind: 'const'; value: boolean }
  /** Column of the resource row equals one of the values; a missing (NULL) value never matches. */
  | { kind: 'in'; column: string; values: readonly Scalar[] }
  /** The record has a value in the column. */
  | { kind: 'present'; column: string }
  /** Column within [from, until]; a missing value never matches (docs/contract.md §12). */
  | { kind: 'range'; column: string; from?: number; until?: number }
  /** Some row of a side table, linked by the resource row id, meets every condition. */
  | { kind: 'exists'; table: string; conditions: readonly Condition[] }
  /** The column names a record of another table whose `target` is one of the values. */
  | { kind: 'lookup'; column: string; table: string; key: string; target: string; values: readonly Scalar[] }
  /** Full-text: every word is a prefix of a word of the record's text (docs/contract.md §6). */
  | { kind: 'search'; index: string; words: readonly string[]; locale: string | null; scope: string };

export const TRUE: Predicate = { kind: 'const', value: true };
export const FALSE: Predicate = { kind: 'const', value: false };

/** Simplifies constants away so that `{}` compiles to no WHERE clause at all. */
export function and(items: Predicate[]): Predicate {
  const kept = items.filter((p) => !(p.kind === 'const' && p.value));
  if (kept.some((p) => p.kind === 'const' && !p.value)) return FALSE;
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0]! : { kind: 'and', items: kept };
}

export function or(items: Predicate[]): Predicate {
  const kept = items.filter((p) => !(p.kind === 'const' && !p.value));
  if (kept.some((p) => p.kind === 'const' && p.value)) return TRUE;
  if (kept.length === 0) return FALSE;
  return kept.length === 1 ? kept[0]! : { kind: 'or', items: kept };
}

export function not(item: Predicate): Predicate {
  if (item.kind === 'const') return { kind: 'const', value: !item.value };
  if (item.kind === 'not') return item.item;
  return { kind: 'not', item };
}
