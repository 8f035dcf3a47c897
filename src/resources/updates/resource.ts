/**
 * The updates resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { UpdateRecord, UPDATE_HIDDEN_FIELDS } from './record.js';

export const updates: ResourceDecl<UpdateRecord> = {
  path: 'updates',
  singular: 'update',
  table: 'updates',
  idType: 'integer',
  record: UpdateRecord,
  hidden: UPDATE_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
