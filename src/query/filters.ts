/**
 * Constructors for filter and sort declarations, so a resource's table reads like the spec's:
 * `brand: any('product_brand', intIds)`. Each returns plain data.
 */
import { type FilterDecl, type SearchValue, type SortDecl } from './declare.js';
import { type TreeRef } from './predicate.js';
import {
  codeNumberItem, enumItem, intIdItem, oneOrMany, stringItem, type Scalar, type TimeRange, type ValueKind,
} from './value-kinds.js';

export const intIds = oneOrMany(intIdItem);
export const stringIds = oneOrMany(stringItem(64));
export const codes = oneOrMany(stringItem(128));
export const codeNumbers = (digits = 14) => oneOrMany(codeNumberItem(digits));
export const oneOf = <T extends Scalar = string>(values: readonly string[], map?: Record<string, T>) => oneOrMany(enumItem<T>(values, map));

/** The record's column equals one of the values. */
export const equals = (column: string, value: ValueKind<Scalar[]>, identifiers = false): FilterDecl =>
  ({ match: 'in', column, value, identifiers });
/** A boolean column (stored 0/1) equals the value. */
export const is = (column: string, value: ValueKind<boolean>): FilterDecl => ({ match: 'is', column, value });
/** A timestamp column within a time value. */
export const within = (column: string, value: ValueKind<TimeRange>): FilterDecl => ({ match: 'range', column, value });
/** Any element of a list (side table rows) equals one of the values. */
export const any = (table: string, value: ValueKind<Scalar[]>, identifiers = false): FilterDecl =>
  ({ match: 'any', table, column: 'value', value, identifiers });
/** Any element of a list starts with one of the values. */
export const startsWith = (table: string, value: ValueKind<Scalar[]>): FilterDecl => ({ match: 'prefix', table, column: 'value', value });
/** Any element is one of the categories or one of their descendants in `tree`. */
export const inSubtree = (table: string, tree: TreeRef, value: ValueKind<Scalar[]>): FilterDecl =>
  ({ match: 'subtree', table, column: 'value', tree, value });
/** Some side table row matches every column constraint computed from the value. */
export const row = <V>(table: string, value: ValueKind<V>, where: (value: V) => Record<string, readonly Scalar[]>): FilterDecl =>
  ({ match: 'row', table, value: value as ValueKind<unknown>, where: where as (value: never) => Record<string, readonly Scalar[]> });
/** The record's `column` names a record of `table` whose `target` is one of the values. */
export const via = (column: string, table: string, target: string, value: ValueKind<Scalar[]>): FilterDecl =>
  ({ match: 'via', column, table, key: 'id', target, value });
export const search = (index: string, value: ValueKind<SearchValue>): FilterDecl => ({ match: 'search', index, value });

export const sortColumn = (column: string, nullable = false): SortDecl => ({ kind: 'column', column, nullable });
export const sortLocalized = (table: string): SortDecl => ({ kind: 'localized', table });
