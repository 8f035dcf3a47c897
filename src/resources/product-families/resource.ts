/**
 * POST /v4/product-families/query: product families as data. Their names are localized
 * (docs/contract.md §12): `search` matches a name in any locale, `name` sorts per locale.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, search, sortColumn, sortLocalized } from '../../query/filters.js';
import { plainSearchIndex, sortKeyTable } from '../../query/tables.js';
import { plainSearch } from '../../query/search-value.js';
import { PRODUCT_FAMILY_HIDDEN_FIELDS, ProductFamilyRecord } from './record.js';

export const productFamilies: ResourceDecl<ProductFamilyRecord> = {
  path: 'product-families',
  singular: 'productFamily',
  table: 'product_families',
  idType: 'integer',
  record: ProductFamilyRecord,
  hidden: PRODUCT_FAMILY_HIDDEN_FIELDS,
  columns: [],
  sideTables: [sortKeyTable<ProductFamilyRecord>('product_family_name_keys', (f) => f.name, (f) => f.id, 'integer')],
  search: plainSearchIndex('product_families_search', (f) => Object.values(f.name)),
  filters: {
    id: equals('id', intIds),
    search: search('product_families_search', plainSearch()),
  },
  sorts: { id: sortColumn('id'), name: sortLocalized('product_family_name_keys') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
