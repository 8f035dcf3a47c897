/**
 * POST /v4/colors/query: reference data as data. Filters `id`, sorted by id,
 * envelope optional (docs/contract.md §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, sortColumn } from '../../query/filters.js';
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
  filters: {
    id: equals('id', codes),
  },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
