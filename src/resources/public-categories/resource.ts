/**
 * POST /v4/public-categories/query: reference data as data. Filters `id` and `parent`, sorted by id,
 * envelope optional (docs/contract.md §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, sortColumn } from '../../query/filters.js';
import { column } from '../../query/tables.js';
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
  filters: {
    id: equals('id', intIds),
    parent: equals('parent', intIds),
  },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};

/** The tree that category filters of other resources walk down (docs/contract.md §6: descendants). */
export const PUBLIC_CATEGORY_TREE = { table: publicCategories.table, id: 'id', parent: 'parent' };
