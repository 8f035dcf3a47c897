/**
 * POST /v4/subscription-types/query: the subscription types as reference data (docs/contract.md
 * §3). They are seeded, not imported: 1 reader, 2 manager, 3 administrator.
 */
import Type from 'typebox';
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, sortColumn } from '../../query/filters.js';
import { Doc, IntId, StrictObject, Text } from '../common/schema.js';

export const SubscriptionTypeRecord = StrictObject({
  id: Doc(IntId, 'The subscription type\'s ID: as seeded, 1 `reader`, 2 `manager`, 3 `administrator`; '
    + 'a user\'s `subscription.type` names it.'),
  name: Doc(Text(64), 'The subscription type\'s name.'),
  /** The operations it grants, in words (the permission table is SUBSCRIPTION_GRANTS below). */
  description: Doc(Text(500), 'The operations the subscription type allows, in words.'),
});
export type SubscriptionTypeRecord = Type.Static<typeof SubscriptionTypeRecord>;

export const SEEDED_SUBSCRIPTION_TYPES: SubscriptionTypeRecord[] = [
  { id: 1, name: 'reader', description: 'All read operations.' },
  { id: 2, name: 'manager', description: 'Reads, users/create and organizations/create, and writes to the records of its own organization.' },
  { id: 3, name: 'administrator', description: 'Every operation, for every organization.' },
];

/** A subscription type's name; undefined for an id that is not one of them. */
export const subscriptionTypeName = (id: number): string | undefined => SEEDED_SUBSCRIPTION_TYPES.find((t) => t.id === id)?.name;

/** What a subscription allows (docs/contract.md §3 and §13); PERMISSION_MEANING says it in words. */
export type Permission = 'read' | 'create' | 'write' | 'administer';

/** What each permission allows, in words (the OpenAPI document's operations say which they need). */
export const PERMISSION_MEANING: Readonly<Record<Permission, string>> = {
  read: 'every read operation, and the writes any key may make (corrections, its own API keys)',
  create: 'users/create and organizations/create',
  write: 'the catalogue\'s writes, on the records of the caller\'s own organization unless it may also administer',
  administer: 'every write on every organization\'s records',
};

/** The seeded types' permissions, by subscription type id; other ids grant nothing (403). */
export const SUBSCRIPTION_GRANTS: Readonly<Record<number, readonly Permission[]>> = {
  1: ['read'],
  2: ['read', 'create', 'write'],
  3: ['read', 'create', 'write', 'administer'],
};

/** Whether a subscription type grants a permission. */
export const grants = (subscriptionType: number | null, permission: Permission): boolean =>
  (SUBSCRIPTION_GRANTS[subscriptionType ?? 0] ?? []).includes(permission);

/** A permission in words, with the seeded types that grant it, for the documentation. */
export const permissionText = (permission: Permission): string => {
  const holders = SEEDED_SUBSCRIPTION_TYPES.filter((t) => grants(t.id, permission)).map((t) => t.name).join(' or ');
  return `Needs the \`${permission}\` permission (${holders}): ${PERMISSION_MEANING[permission]}.`;
};

/**
 * The subscription types a holder may hand out to others: no key grants more than it holds. A
 * manager gives reader or manager, an administrator any type; every operation that hands out
 * rights (users/create; api-keys and organizations, which carry their user's rights) asks this.
 */
export const SUBSCRIPTION_GRANTABLE: Readonly<Record<number, 'any' | readonly number[]>> = {
  1: [],
  2: [1, 2],
  3: 'any',
};

/** Whether a holder of `holder` may give a subscription of type `granted`. */
export function mayGrant(holder: number | null, granted: number): boolean {
  const allowed = SUBSCRIPTION_GRANTABLE[holder ?? 0] ?? [];
  return allowed === 'any' || allowed.includes(granted);
}

/** The names of the types a holder may give, for messages. */
export function grantableNames(holder: number | null): string {
  const allowed = SUBSCRIPTION_GRANTABLE[holder ?? 0] ?? [];
  const ids = allowed === 'any' ? SEEDED_SUBSCRIPTION_TYPES.map((t) => t.id) : allowed;
  return ids.map((id) => subscriptionTypeName(id) ?? String(id)).join(' or ') || 'none';
}

export const subscriptionTypes: ResourceDecl<SubscriptionTypeRecord> = {
  path: 'subscription-types',
  singular: 'subscriptionType',
  table: 'subscription_types',
  idType: 'integer',
  record: SubscriptionTypeRecord,
  hidden: [],
  columns: [],
  sideTables: [],
  filters: { id: equals('id', intIds) },
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
  seed: SEEDED_SUBSCRIPTION_TYPES,
};
