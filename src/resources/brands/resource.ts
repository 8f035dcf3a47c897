/**
 * The brands resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { BrandRecord, BRAND_HIDDEN_FIELDS } from './record.js';

export const brands: ResourceDecl<BrandRecord> = {
  path: 'brands',
  singular: 'brand',
  table: 'brands',
  idType: 'integer',
  record: BrandRecord,
  hidden: BRAND_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
