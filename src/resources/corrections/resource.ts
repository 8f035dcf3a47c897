/**
 * POST /v4/corrections/query, GET /v4/corrections/find: corrections as data. The filter status
 * `handled` stands for the result statuses `solved` and `closed`; `organization` and `createdBy`
 * read hidden fields (spec: States and transitions; docs/contract.md §6, §9, §12).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { codes, equals, intIds, search, sortColumn, stringIds, within } from '../../query/filters.js';
import { column, plainSearchIndex } from '../../query/tables.js';
import { plainSearch } from '../../query/search-value.js';
import { expandingEnum, oneOrMany, enumItem, timeKind } from '../../query/value-kinds.js';
import { CORRECTION_TYPES } from '../common/schema.js';
import { CORRECTION_HIDDEN_FIELDS, CorrectionRecord } from './record.js';

export const corrections: ResourceDecl<CorrectionRecord> = {
  path: 'corrections',
  singular: 'correction',
  table: 'corrections',
  idType: 'integer',
  record: CorrectionRecord,
  hidden: CORRECTION_HIDDEN_FIELDS,
  columns: [
    column('product', 'text', (c) => c.product, true),
    column('status', 'text', (c) => c.status, true),
    column('organization', 'integer', (c) => c.organization, true),
    column('locale', 'text', (c) => c.locale),
    column('type', 'text', (c) => c.type),
    column('created_by', 'integer', (c) => c.createdBy, true),
    column('created_at', 'integer', (c) => c.meta.createdAt, true),
    column('updated_at', 'integer', (c) => c.meta.updatedAt, true),
  ],
  sideTables: [],
  search: plainSearchIndex('corrections_search', (c) => [c.text]),
  filters: {
    product: equals('product', stringIds),
    status: equals('status', expandingEnum(['open', 'in_progress', 'handled'], { handled: ['solved', 'closed'] })),
    organization: equals('organization', intIds),
    search: search('corrections_search', plainSearch()),
    locale: equals('locale', codes),
    type: equals('type', oneOrMany(enumItem(CORRECTION_TYPES))),
    createdBy: equals('created_by', intIds),
    createdAt: within('created_at', timeKind),
  },
  // Only touchedAt is offered; without sorting the order is id ascending (docs/contract.md §12).
  sorts: { touchedAt: sortColumn('updated_at') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
