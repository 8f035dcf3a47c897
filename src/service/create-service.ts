/**
 * users/create and organizations/create (spec; decisions sections 3, 8, 12): the body is checked,
 * the caller's right to the named organization is checked, then one transaction checks what the
 * body refers to, writes the record and what is kept privately, or writes nothing at all.
 */
import { type Principal } from '../auth/authenticator.js';
import { hashSecret } from '../auth/secrets.js';
import { ValidationError } from '../query/errors.js';
import { checkBody } from '../resources/common/check-body.js';
import { OrganizationCreateBody } from '../resources/organizations/create.js';
import { organizations } from '../resources/organizations/resource.js';
import { type OrganizationRecord } from '../resources/organizations/record.js';
import { grantableNames, grants, mayGrant, subscriptionTypes } from '../resources/subscription-types/resource.js';
import { UserCreateBody } from '../resources/users/create.js';
import { type UserRecord } from '../resources/users/record.js';
import { users } from '../resources/users/resource.js';
import { storedRecord } from '../store/stored-record.js';
import { type Store } from '../store/store.js';
import { ConflictError, ForbiddenError } from './errors.js';

const now = () => Math.floor(Date.now() / 1000);
/** Profile members that form an organization's contact information, in the record's order. */
const CONTACT_FIELDS = ['address', 'zipCode', 'city', 'region', 'country', 'url'] as const;

function valid<T>(schema: Parameters<typeof checkBody>[0], body: unknown): T {
  const violations = checkBody(schema, body ?? {});
  if (violations.length > 0) throw new ValidationError(violations);
  return body as T;
}

/** The created user in the query view. */
export async function createUser(store: Store, principal: Principal, body: unknown): Promise<string> {
  const input = valid<UserCreateBody>(UserCreateBody, body);
  // decisions section 12: managers create users only in their own organization.
  if (!grants(principal.subscriptionType, 'administer') && input.organization !== principal.organizationId) {
    throw new ForbiddenError('You may create users only in your own organization.');
  }
  // No key grants more than it holds: a manager cannot make an administrator.
  if (!mayGrant(principal.subscriptionType, input.subscription.type)) {
    throw new ForbiddenError(`Your subscription may give new users only the subscription types ${grantableNames(principal.subscriptionType)}.`);
  }
  const passwordHash = input.password === undefined ? undefined : await hashSecret(input.password);
  return store.write(async (w) => {
    const missing = [];
    if (!(await w.exists(organizations, input.organization))) missing.push({ path: '/organization', message: 'is not the id of an organization' });
    if (!(await w.exists(subscriptionTypes, input.subscription.type))) missing.push({ path: '/subscription/type', message: 'is not the id of a subscription type' });
    if (missing.length > 0) throw new ValidationError(missing);
    if (await w.taken(users, 'email', input.email.toLowerCase())) throw new ConflictError('A user with this email address exists already.');
    const at = now();
    const subscription: UserRecord['subscription'] = { type: input.subscription.type };
    if (input.subscription.start !== undefined) subscription.start = input.subscription.start;
    if (input.subscription.end !== undefined) subscription.end = input.subscription.end;
    const record: UserRecord = {
      id: await w.nextId(users),
      name: input.profile.name,
      organization: input.organization,
      email: input.email,
      role: input.role,
      isEnabled: input.isEnabled ?? true,
      subscription,
      meta: { createdAt: at, updatedAt: at },
    };
    const stored = storedRecord(record, users);
    await w.upsert(users, stored);
    await w.setPrivate(users, record.id, {
      ...(passwordHash ? { passwordHash } : {}),
      targetGroups: input.targetGroups ?? [],
      preferences: { isPublic: input.preferences.isPublic ?? true, language: input.preferences.language },
    });
    return stored.doc;
  });
}

/** The created organization in the query view. */
export async function createOrganization(store: Store, body: unknown): Promise<string> {
  const input = valid<OrganizationCreateBody>(OrganizationCreateBody, body);
  const { profile } = input;
  return store.write(async (w) => {
    const at = now();
    const type = profile.type ?? 'other';
    const record: OrganizationRecord = {
      id: await w.nextId(organizations),
      name: profile.name,
      type,
      brands: [],
      productFamilies: [],
      specializations: [],
      meta: { createdAt: at, updatedAt: at },
    };
    // Spec: contact information only for suppliers.
    if (type === 'supplier') {
      const contact: Record<string, unknown> = {};
      for (const key of CONTACT_FIELDS) {
        const value = profile[key];
        // docs/api.md: the region label is its code.
        if (value !== undefined) contact[key] = key === 'region' ? { value, label: value } : value;
      }
      record.contactInformation = contact as OrganizationRecord['contactInformation'];
    }
    if (profile.vatNr !== undefined) record.vatNr = profile.vatNr;
    const stored = storedRecord(record, organizations);
    await w.upsert(organizations, stored);
    await w.setPrivate(organizations, record.id, {
      settings: { isPublic: input.settings?.isPublic ?? true },
      ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
      ...(type !== 'supplier' ? { contact: Object.fromEntries(CONTACT_FIELDS.map((key) => [key, profile[key]])) } : {}),
    });
    return stored.doc;
  });
}
