/**
 * The catalog-categories resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { column } from '../../query/tables.js';
import { sortColumn } from '../../query/filters.js';
import { CatalogCategoryRecord, CATALOG_CATEGORY_HIDDEN_FIELDS } from './record.js';

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
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'none', page: 'optional' },
};
