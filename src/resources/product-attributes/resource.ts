/**
 * POST /v4/product/attributes/query, GET /v4/product/attributes/find (docs/contract.md §16):
 * deprecated, successor the colors, dietary restrictions and galenic shape filters. A catalogue
 * without the attribute files gets them from its products' `attributes[]`: the code is then the
 * id as a string, and `meta` spans the meta of the products that embed the attribute
 * (src/domain/product-embeds.ts).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, intIds, sortColumn, sortLocalized } from '../../query/filters.js';
import { column, sortKeyTable } from '../../query/tables.js';
import { PRODUCT_ATTRIBUTE_HIDDEN_FIELDS, ProductAttributeRecord } from './record.js';

export const productAttributes: ResourceDecl<ProductAttributeRecord> = {
  path: 'product-attributes',
  route: 'product/attributes',
  singular: 'attribute',
  table: 'product_attributes',
  idType: 'integer',
  record: ProductAttributeRecord,
  hidden: PRODUCT_ATTRIBUTE_HIDDEN_FIELDS,
  columns: [column('code', 'text', (a) => a.code, true)],
  sideTables: [sortKeyTable<ProductAttributeRecord>('product_attribute_name_keys', (a) => a.name, (a) => a.id, 'integer')],
  filters: {
    id: equals('id', intIds),
    code: equals('code', codes),
  },
  sorts: { id: sortColumn('id'), name: sortLocalized('product_attribute_name_keys') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
