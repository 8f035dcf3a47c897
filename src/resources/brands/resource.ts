/**
 * POST /v4/brands/query, GET /v4/brands/find: brands as data (spec: brands query; docs/contract.md §6, §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, search, sortColumn } from '../../query/filters.js';
import { plainSearchIndex, column } from '../../query/tables.js';
import { plainSearch } from '../../query/search-value.js';
import { sortKey } from '../../text/fold.js';
import { BRAND_HIDDEN_FIELDS, BrandRecord } from './record.js';

export const brands: ResourceDecl<BrandRecord> = {
  path: 'brands',
  singular: 'brand',
  table: 'brands',
  idType: 'integer',
  record: BrandRecord,
  hidden: BRAND_HIDDEN_FIELDS,
  columns: [column('name_key', 'text', (b) => sortKey(b.name), true)],
  sideTables: [],
  search: plainSearchIndex('brands_search', (b) => [b.name]),
  filters: {
    id: equals('id', intIds),
    search: search('brands_search', plainSearch()),
  },
  // docs/contract.md §6: brands sort `name` with a plain direction, by the folded name.
  sorts: { id: sortColumn('id'), name: sortColumn('name_key') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
