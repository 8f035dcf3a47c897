/**
 * POST /v4/dietary-restrictions/query: reference data as data. Filters `id`, sorted by id,
 * envelope optional (docs/contract.md §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, sortColumn } from '../../query/filters.js';
import { DietaryRestrictionRecord, DIETARY_RESTRICTION_HIDDEN_FIELDS } from './record.js';

export const dietaryRestrictions: ResourceDecl<DietaryRestrictionRecord> = {
  path: 'dietary-restrictions',
  singular: 'dietaryRestriction',
  table: 'dietary_restrictions',
  idType: 'text',
  record: DietaryRestrictionRecord,
  hidden: DIETARY_RESTRICTION_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {
    id: equals('id', codes),
  },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
