/**
 * The public-categories resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { column } from '../../query/tables.js';
import { sortColumn } from '../../query/filters.js';
import { PublicCategoryRecord, PUBLIC_CATEGORY_HIDDEN_FIELDS } from './record.js';

export const publicCategories: ResourceDecl<PublicCategoryRecord> = {
  path: 'public-categories',
  singular: 'publicCategory',
  table: 'public_categories',
  idType: 'integer',
  record: PublicCategoryRecord,
  hidden: PUBLIC_CATEGORY_HIDDEN_FIELDS,
  columns: [
    column<PublicCategoryRecord>('parent', 'integer', (c) => c.parent, true),
  ],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
