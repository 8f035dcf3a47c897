/**
 * The dietary-restrictions resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
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
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
