/**
 * POST /v4/users/query: users (query view) as data. `vatNr` matches users whose organization has
 * that VAT number (docs/contract.md §6).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, sortColumn, via } from '../../query/filters.js';
import { column } from '../../query/tables.js';
import { organizations, vatNumber } from '../organizations/resource.js';
import { USER_HIDDEN_FIELDS, UserRecord } from './record.js';

export const users: ResourceDecl<UserRecord> = {
  path: 'users',
  singular: 'user',
  table: 'users',
  idType: 'integer',
  record: UserRecord,
  hidden: USER_HIDDEN_FIELDS,
  columns: [
    column('organization', 'integer', (u) => u.organization, true),
    column('email', 'text', (u) => u.email.toLowerCase(), true),
    column('role', 'text', (u) => u.role),
    column('is_enabled', 'integer', (u) => (u.isEnabled ? 1 : 0)),
    column('subscription_type', 'integer', (u) => u.subscription.type),
  ],
  sideTables: [],
  filters: {
    id: equals('id', intIds),
    organization: equals('organization', intIds),
    vatNr: via('organization', organizations.table, 'vat_nr', vatNumber),
  },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
