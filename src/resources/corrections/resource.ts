/**
 * The corrections resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { CorrectionRecord, CORRECTION_HIDDEN_FIELDS } from './record.js';

export const corrections: ResourceDecl<CorrectionRecord> = {
  path: 'corrections',
  singular: 'correction',
  table: 'corrections',
  idType: 'integer',
  record: CorrectionRecord,
  hidden: CORRECTION_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
