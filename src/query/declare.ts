/**
 * The shape of a resource declaration. A resource (products, media, ...) is data: its stored
 * columns and side tables, its filters, its sort keys and its envelope rules. The store derives
 * its tables from it, the plan stage resolves requests against it, the docs list it.
 */
import { type TSchema } from 'typebox';
import { type TreeRef } from './predicate.js';
import { type Scalar, type TimeRange, type ValueKind } from './value-kinds.js';

export type ColumnType = 'text' | 'integer' | 'real';
export type Row = Record<string, unknown>;

export interface ColumnDecl<R = Row> {
  name: string;
  type: ColumnType;
  /** Read from the stored record; undefined or null means the record lacks the field. */
  value: (record: R) => string | number | boolean | null | undefined;
  /** Create an index (name, id) so the column filters and sorts through it. */
  indexed?: boolean;
}

/** A table of rows derived from a record, linked to it by the record's row id `rid`. */
export interface SideTableDecl<R = Row> {
  name: string;
  columns: ReadonlyArray<{ name: string; type: ColumnType }>;
  rows: (record: R) => Iterable<readonly (string | number)[]>;
  /** Indexes to create, each a list of columns; `rid` may be named. */
  indexes: ReadonlyArray<readonly string[]>;
}

/** A full-text index: one entry per record, per-locale and locale-free words in named scopes. */
export interface SearchIndexDecl<R = Row> {
  name: string;
  /** Words of the record by scope; locale-bound words per locale, the rest under `null`. */
  words: (record: R) => SearchWords;
  /** Which scopes a search of a given `type` reads. */
  scopes: Record<string, { localized: readonly string[]; plain: readonly string[] }>;
  /**
   * A column of the resource's table keeping each record's tokens of the localized search columns
   * (src/query/search-text.ts `storedSearchText`), for the in-memory index to read and follow: the
   * store's own search index cannot give a record's words back (SQLite's is contentless).
   */
  column?: string;
}

export interface SearchWords {
  /** scope -> locale -> words */
  localized: Record<string, Record<string, string[]>>;
  /** scope -> words that belong to every locale (codes) */
  plain: Record<string, string[]>;
}

export interface SearchValue { words: string[]; locale: string | null; scope: string }

/** How a filter's value matches a record: each kind is one rule of docs/contract.md §6. */
export type FilterDecl =
  | { match: 'in'; column: string; value: ValueKind<Scalar[]>; identifiers?: boolean; doc?: string }
  | { match: 'is'; column: string; value: ValueKind<boolean>; doc?: string }
  | { match: 'range'; column: string; value: ValueKind<TimeRange>; doc?: string }
  | { match: 'any'; table: string; column: string; value: ValueKind<Scalar[]>; identifiers?: boolean; doc?: string }
  | { match: 'prefix'; table: string; column: string; value: ValueKind<Scalar[]>; doc?: string }
  | { match: 'subtree'; table: string; column: string; tree: TreeRef; value: ValueKind<Scalar[]>; doc?: string }
  | { match: 'row'; table: string; value: ValueKind<unknown>; where: (value: never) => Record<string, readonly Scalar[]>; doc?: string }
  | { match: 'search'; index: string; value: ValueKind<SearchValue>; doc?: string }
  | { match: 'via'; column: string; table: string; key: string; target: string; value: ValueKind<Scalar[]>; doc?: string };

/** Sort keys: a plain column, or a per-locale key in a side table (columns locale, key, id). */
export type SortDecl =
  | { kind: 'column'; column: string; nullable: boolean }
  | { kind: 'localized'; table: string };

export interface EnvelopeRules {
  filter: 'required' | 'optional';
  sorting: 'required' | 'optional' | 'none';
  page: 'required' | 'optional';
  /** products and media: the highest reachable index + 1 (spec Limits: 10000). */
  resultWindow?: number;
  /** Where to point a client whose page is beyond the window. */
  streamPath?: string;
  /** products and media: a stream's lines carry cursors and a stream may resume after one (docs/api.md). */
  resumable?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a declaration is read generically everywhere but its own file
export interface ResourceDecl<R = any> {
  /** The resource's name: its bulk file (`<path>.ndjson`) and, unless `route` says otherwise, its path under /v4. */
  path: string;
  /** Path under /v4 where it is not `path` (the deprecated `product/attributes`). */
  route?: string;
  /** Name of a single object in find answers (docs/contract.md §8), e.g. `product`, `mediaItem`. */
  singular: string;
  table: string;
  idType: 'text' | 'integer';
  /** The stored record: result view plus hidden fields (docs/contract.md §9). */
  record: TSchema;
  hidden: readonly string[];
  columns: ReadonlyArray<ColumnDecl<R>>;
  sideTables: ReadonlyArray<SideTableDecl<R>>;
  search?: SearchIndexDecl<R>;
  filters: Readonly<Record<string, FilterDecl>>;
  sorts: Readonly<Record<string, SortDecl>>;
  envelope: EnvelopeRules;
  /** Records written when the table is empty (reference data that is seeded, not imported). */
  seed?: readonly R[];
  /** Fills defaults of an imported record before it is stored (e.g. statusTouchedAt). */
  normalize?: (record: R) => R;
  /**
   * Held in each server process's in-memory index (src/index/) when MEMORY_INDEX is on: large
   * resources queried with broad filters and deep orders (products).
   */
  memoryIndex?: boolean;
}

/** The path of a resource's operations under /v4. */
export const routeOf = (resource: ResourceDecl): string => resource.route ?? resource.path;
