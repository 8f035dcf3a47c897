/**
 * The colors resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { ColorRecord, COLOR_HIDDEN_FIELDS } from './record.js';

export const colors: ResourceDecl<ColorRecord> = {
  path: 'colors',
  singular: 'color',
  table: 'colors',
  idType: 'text',
  record: ColorRecord,
  hidden: COLOR_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
