/**
 * POST /v4/catalog-categories/query: catalog categories as data. No sorting is offered: results
 * come in id order, deleted ones included unless the filter says `deleted: false` (docs/contract.md §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, is, search } from '../../query/filters.js';
import { column, localizedSearchIndex } from '../../query/tables.js';
import { localizedSearch } from '../../query/search-value.js';
import { booleanKind } from '../../query/value-kinds.js';
import { CATALOG_CATEGORY_HIDDEN_FIELDS, CatalogCategoryRecord } from './record.js';

export const catalogCategories: ResourceDecl<CatalogCategoryRecord> = {
  path: 'catalog-categories',
  singular: 'catalogCategory',
  table: 'catalog_categories',
  idType: 'text',
  record: CatalogCategoryRecord,
  hidden: CATALOG_CATEGORY_HIDDEN_FIELDS,
  columns: [
    column<CatalogCategoryRecord>('parent', 'text', (c) => c.parent, true),
    column<CatalogCategoryRecord>('deleted', 'integer', (c) => (c.deleted ? 1 : 0)),
  ],
  sideTables: [],
  search: localizedSearchIndex('catalog_categories_search', (c) => c.name),
  filters: {
    id: equals('id', codes),
    parent: equals('parent', codes),
    search: search('catalog_categories_search', localizedSearch(['default'], 'default')),
    deleted: is('deleted', booleanKind),
  },
  sorts: {},
  envelope: { filter: 'optional', sorting: 'none', page: 'optional' },
};

/** The tree the products `catalogCategories` filter walks down (docs/contract.md §6: descendants). */
export const CATALOG_CATEGORY_TREE = { table: catalogCategories.table, id: 'id', parent: 'parent' };
