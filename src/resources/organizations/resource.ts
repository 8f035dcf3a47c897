/**
 * POST /v4/organizations/query, GET /v4/organizations/find: organizations (query view) as data.
 * `vatNr` and `specializations` read hidden fields (docs/contract.md §6 and §9).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, inSubtree, intIds, oneOf, search, sortColumn } from '../../query/filters.js';
import { column, listTable, plainSearchIndex } from '../../query/tables.js';
import { plainSearch } from '../../query/search-value.js';
import { nonEmptyString, refine } from '../../query/value-kinds.js';
import { ORGANIZATION_TYPES } from '../common/schema.js';
import { sortKey } from '../../text/fold.js';
import { PUBLIC_CATEGORY_TREE } from '../public-categories/resource.js';
import { ORGANIZATION_HIDDEN_FIELDS, OrganizationRecord } from './record.js';

/** docs/contract.md §6: `name` matches the whole name, case-insensitive. */
const wholeName = refine(nonEmptyString(500), (name) => [name.toLowerCase()]);
/** A VAT number, matched exactly (also the users `vatNr` filter, through the user's organization). */
export const vatNumber = refine(nonEmptyString(32), (vat) => [vat]);

export const organizations: ResourceDecl<OrganizationRecord> = {
  path: 'organizations',
  singular: 'organization',
  table: 'organizations',
  idType: 'integer',
  record: OrganizationRecord,
  hidden: ORGANIZATION_HIDDEN_FIELDS,
  columns: [
    column('type', 'text', (o) => o.type, true),
    column('name_lower', 'text', (o) => o.name.toLowerCase(), true),
    column('name_key', 'text', (o) => sortKey(o.name), true),
    column('vat_nr', 'text', (o) => o.vatNr, true),
  ],
  sideTables: [listTable<OrganizationRecord>('organization_specializations', 'integer', (o) => o.specializations)],
  search: plainSearchIndex('organizations_search', (o) => [o.name]),
  filters: {
    id: equals('id', intIds),
    type: equals('type', oneOf(ORGANIZATION_TYPES)),
    name: equals('name_lower', wholeName),
    searchName: search('organizations_search', plainSearch()),
    // docs/contract.md §6: category filters include descendants on every resource.
    specializations: inSubtree('organization_specializations', PUBLIC_CATEGORY_TREE, intIds),
    vatNr: equals('vat_nr', vatNumber),
  },
  sorts: { id: sortColumn('id'), name: sortColumn('name_key') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
