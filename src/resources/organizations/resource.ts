/**
 * The organizations resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { sortColumn } from '../../query/filters.js';
import { OrganizationRecord, ORGANIZATION_HIDDEN_FIELDS } from './record.js';

export const organizations: ResourceDecl<OrganizationRecord> = {
  path: 'organizations',
  singular: 'organization',
  table: 'organizations',
  idType: 'integer',
  record: OrganizationRecord,
  hidden: ORGANIZATION_HIDDEN_FIELDS,
  columns: [],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
