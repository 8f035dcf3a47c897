/**
 * Constructors for stored columns and side tables of a resource declaration.
 */
import { type ColumnDecl, type ColumnType, type SearchIndexDecl, type SideTableDecl } from './declare.js';
import { sortKey, words } from '../text/fold.js';
import { searchWordsOf, storedSearchText } from './search-text.js';

export const column = <R>(name: string, type: ColumnType, value: ColumnDecl<R>['value'], indexed = false): ColumnDecl<R> =>
  ({ name, type, value, indexed });

/** A list-valued field as a table (rid, value), searchable through an index on value. */
export function listTable<R>(name: string, type: ColumnType, values: (record: R) => Iterable<string | number>): SideTableDecl<R> {
  return {
    name,
    columns: [{ name: 'value', type }],
    rows: (record) => [...new Set(values(record))].map((v) => [v] as const),
    indexes: [['value']],
  };
}

/**
 * Per-locale sort keys of a localized field (docs/contract.md §6: folded, compared code point by
 * code point); records lacking the locale have no row and are read after the others.
 */
export function sortKeyTable<R>(name: string, localized: (record: R) => Record<string, string> | undefined, id: (record: R) => string | number, idType: ColumnType): SideTableDecl<R> {
  return {
    name,
    columns: [{ name: 'locale', type: 'text' }, { name: 'key', type: 'text' }, { name: 'id', type: idType }],
    rows: (record) => Object.entries(localized(record) ?? {})
      .filter(([, text]) => text.length > 0)
      .map(([locale, text]) => [locale, sortKey(text), id(record)] as const),
    indexes: [['locale', 'key', 'id']],
  };
}

/** A search index over texts read in any locale (brands, families, organizations, corrections). */
export function plainSearchIndex<R>(name: string, texts: (record: R) => Iterable<string>): SearchIndexDecl<R> {
  return {
    name,
    words: (record) => ({ localized: {}, plain: { text: [...texts(record)].flatMap((t) => words(t)) } }),
    scopes: { default: { localized: [], plain: ['text'] } },
  };
}

/** A search index over one localized text, searched in a given locale (catalog categories). */
export function localizedSearchIndex<R>(name: string, text: (record: R) => Record<string, string>): SearchIndexDecl<R> {
  return {
    name,
    words: (record) => ({
      localized: { text: Object.fromEntries(Object.entries(text(record)).map(([locale, t]) => [locale, words(t)])) },
      plain: {},
    }),
    scopes: { default: { localized: ['text'], plain: [] } },
  };
}

/** The column a search index's `column` names: each record's tokens of its localized search columns. */
export function searchTextColumn<R>(index: SearchIndexDecl<R>): ColumnDecl<R> {
  return column(index.column!, 'text', (record) => storedSearchText(index, searchWordsOf(index, record as object)));
}
