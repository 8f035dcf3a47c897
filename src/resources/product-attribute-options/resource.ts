/**
 * POST /v4/product/attribute/options/query, GET /v4/product/attribute/options/find (docs/contract.md
 * §16): deprecated. `attribute` reads the hidden attribute id, `type` the attribute's code.
 * Derived with the attributes from the products' `attributes[]` when a catalogue has neither file
 * (src/domain/product-embeds.ts).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, intIds, sortColumn } from '../../query/filters.js';
import { column } from '../../query/tables.js';
import { PRODUCT_ATTRIBUTE_OPTION_HIDDEN_FIELDS, ProductAttributeOptionRecord } from './record.js';

export const productAttributeOptions: ResourceDecl<ProductAttributeOptionRecord> = {
  path: 'product-attribute-options',
  route: 'product/attribute/options',
  singular: 'option',
  table: 'attribute_options',
  idType: 'integer',
  record: ProductAttributeOptionRecord,
  hidden: PRODUCT_ATTRIBUTE_OPTION_HIDDEN_FIELDS,
  columns: [
    column('attribute', 'integer', (o) => o.attribute, true),
    column('type', 'text', (o) => o.type, true),
  ],
  sideTables: [],
  filters: {
    id: equals('id', intIds),
    attribute: equals('attribute', intIds),
    type: equals('type', codes),
  },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
