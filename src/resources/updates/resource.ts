/**
 * POST /v4/updates/query: news items as data. What an item is about (products, categories,
 * brands, target groups) and its sortOrder are hidden fields (docs/contract.md §9).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { any, codes, equals, inSubtree, intIds, oneOf, sortColumn, stringIds, within } from '../../query/filters.js';
import { column, listTable } from '../../query/tables.js';
import { timeKind } from '../../query/value-kinds.js';
import { TARGET_GROUPS } from '../common/schema.js';
import { PUBLIC_CATEGORY_TREE } from '../public-categories/resource.js';
import { NEWS_TYPES, UPDATE_HIDDEN_FIELDS, UpdateRecord } from './record.js';

export const updates: ResourceDecl<UpdateRecord> = {
  path: 'updates',
  singular: 'update',
  table: 'updates',
  idType: 'integer',
  record: UpdateRecord,
  hidden: UPDATE_HIDDEN_FIELDS,
  columns: [
    column('organization', 'integer', (u) => u.organization, true),
    column('type', 'text', (u) => u.type, true),
    column('created_at', 'integer', (u) => u.meta.createdAt, true),
    column('updated_at', 'integer', (u) => u.meta.updatedAt, true),
    column('sort_order', 'integer', (u) => u.sortOrder, true),
  ],
  sideTables: [
    listTable<UpdateRecord>('update_locales', 'text', (u) => u.locales),
    listTable<UpdateRecord>('update_products', 'text', (u) => u.products),
    listTable<UpdateRecord>('update_public_categories', 'integer', (u) => u.publicCategories),
    listTable<UpdateRecord>('update_brands', 'integer', (u) => u.brands),
    listTable<UpdateRecord>('update_target_groups', 'text', (u) => u.targetGroups),
  ],
  filters: {
    id: equals('id', intIds),
    organization: equals('organization', intIds),
    newsType: equals('type', oneOf(NEWS_TYPES)),
    createdAt: within('created_at', timeKind),
    updatedSince: within('updated_at', timeKind),
    locale: any('update_locales', codes),
    product: any('update_products', stringIds),
    publicCategory: inSubtree('update_public_categories', PUBLIC_CATEGORY_TREE, intIds),
    brand: any('update_brands', intIds),
    targetGroup: any('update_target_groups', oneOf(TARGET_GROUPS)),
  },
  sorts: { id: sortColumn('id'), createdAt: sortColumn('created_at'), sortOrder: sortColumn('sort_order') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
