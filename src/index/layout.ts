/**
 * What of a resource the in-memory index holds, derived from its declaration (src/query/declare.ts)
 * and nothing else: a filter of a few distinct values gets posting lists, a range or a sort key a
 * ranked order, each localized column of its search index (names, brand names: words shared by many
 * records) posting lists of its words' tokens, read from the column the index declares. Identifier
 * filters and the plain search columns (codes, ids: one record per value) and lookups through other
 * tables are left to the store, whose indexes answer them as fast, and are combined with the rest as
 * sets of row ids (src/index/evaluate.ts).
 */
import { type ResourceDecl } from '../query/declare.js';
import { localizedSearchColumns } from '../query/search-text.js';

export interface SideField { table: string; columns: readonly string[] }
export interface OrderColumn { column: string; numeric: boolean }

export interface IndexLayout {
  /** Columns with posting lists: filtered by value (`in`, `is`). */
  values: readonly string[];
  /** Columns kept as ranked orders: sort keys and ranges. `id` is always one. */
  orders: readonly OrderColumn[];
  /** Side table columns with posting lists; several columns are matched together (`row`). */
  sides: readonly SideField[];
  /** Side tables of per-locale sort keys (locale, key, id): one ranked order per locale. */
  localized: readonly string[];
  /** The search index's localized columns, read from the resource's column that keeps their words. */
  search?: { column: string; fields: readonly string[] };
}

/**
 * What one read takes of a resource's index (src/index/load.ts `readPart`): the records' own table
 * (with the orders, made from its columns), and held side tables by name (a side table's posting
 * lists and, for a table of per-locale sort keys, its orders). The parts of a read made on several
 * threads are put together by load-combine.ts.
 */
export interface IndexPart { records: boolean; tables: readonly string[] }

/** The field name of a side table's columns. */
export const sideKey = (table: string, columns: readonly string[]): string => `${table}(${columns.join(',')})`;

export function layoutOf(resource: ResourceDecl): IndexLayout {
  const values = new Set<string>();
  const orders = new Map<string, boolean>();
  const sides = new Map<string, SideField>();
  const localized = new Set<string>();
  const numeric = (column: string) => (column === 'id'
    ? resource.idType === 'integer'
    : resource.columns.find((c) => c.name === column)?.type !== 'text');
  const side = (table: string, columns: readonly string[]) => sides.set(sideKey(table, columns), { table, columns });
  orders.set('id', numeric('id'));
  for (const decl of Object.values(resource.filters)) {
    switch (decl.match) {
      case 'in': if (!decl.identifiers) values.add(decl.column); break;
      case 'is': values.add(decl.column); break;
      case 'range': orders.set(decl.column, true); break;
      case 'any': if (!decl.identifiers) side(decl.table, [decl.column]); break;
      case 'prefix': case 'subtree': side(decl.table, [decl.column]); break;
      case 'row': side(decl.table, resource.sideTables.find((t) => t.name === decl.table)!.columns.map((c) => c.name)); break;
      case 'search': case 'via': break;
    }
  }
  for (const sort of Object.values(resource.sorts)) {
    if (sort.kind === 'column') orders.set(sort.column, numeric(sort.column));
    else {
      localized.add(sort.table);
      side(sort.table, ['locale']);
    }
  }
  return {
    values: [...values],
    orders: [...orders].map(([column, isNumeric]) => ({ column, numeric: isNumeric })),
    sides: [...sides.values()],
    localized: [...localized],
    ...(resource.search?.column ? { search: { column: resource.search.column, fields: localizedSearchColumns(resource.search) } } : {}),
  };
}
