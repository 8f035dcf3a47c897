/**
 * The product-families resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { ProductFamilyRecord, PRODUCT_FAMILY_HIDDEN_FIELDS } from './record.js';

export const productFamilies: ResourceDecl<ProductFamilyRecord> = {
  path: 'product-families',
  singular: 'productFamily',
  table: 'product_families',
  idType: 'integer',
  record: ProductFamilyRecord,
  hidden: PRODUCT_FAMILY_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
