/**
 * The users resource as data: how its records are stored. Its filters and sort keys are declared
 * with its query endpoint.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { column } from '../../query/tables.js';
import { sortColumn } from '../../query/filters.js';
import { UserRecord, USER_HIDDEN_FIELDS } from './record.js';

export const users: ResourceDecl<UserRecord> = {
  path: 'users',
  singular: 'user',
  table: 'users',
  idType: 'integer',
  record: UserRecord,
  hidden: USER_HIDDEN_FIELDS,
  columns: [
    column<UserRecord>('organization', 'integer', (u) => u.organization, true),
    column<UserRecord>('email', 'text', (u) => u.email.toLowerCase(), true),
    column<UserRecord>('role', 'text', (u) => u.role),
    column<UserRecord>('is_enabled', 'integer', (u) => (u.isEnabled ? 1 : 0)),
    column<UserRecord>('subscription_type', 'integer', (u) => u.subscription.type),
  ],
  sideTables: [],
  filters: {},
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
