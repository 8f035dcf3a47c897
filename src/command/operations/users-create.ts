/**
 * POST /v4/users/create (spec; docs/contract.md §3, §8 and §12): a user in an organization, with a
 * subscription no greater than the caller's own, its password kept only as a slow salted hash.
 */
import { hashSecret } from '../../auth/secrets.js';
import { type Violation } from '../../query/errors.js';
import { organizations } from '../../resources/organizations/resource.js';
import { grantableNames, mayGrant, subscriptionTypes } from '../../resources/subscription-types/resource.js';
import { UserCreateBody } from '../../resources/users/create.js';
import { type UserRecord } from '../../resources/users/record.js';
import { users } from '../../resources/users/resource.js';
import { command } from '../declare.js';
import { ConflictError } from '../errors.js';
import { isAdministrator } from '../../auth/ownership.js';

export const usersCreate = command<UserCreateBody, string | undefined>({
  path: 'users/create',
  permission: 'create',
  summary: 'Creates a user in an organization (a manager: in its own), with a subscription no greater than the caller\'s.',
  body: UserCreateBody,
  result: 'user',
  kind: 'create',
  prepare: async (input) => (input.password === undefined ? undefined : hashSecret(input.password)),
  async check({ writer }, input) {
    const missing: Violation[] = [];
    if (!(await writer.exists(organizations, input.organization))) missing.push({ path: '/organization', message: 'is not the id of an organization' });
    if (!(await writer.exists(subscriptionTypes, input.subscription.type))) missing.push({ path: '/subscription/type', message: 'is not the id of a subscription type' });
    return missing;
  },
  async authorize({ principal }, input) {
    // docs/contract.md §12: managers create users only in their own organization.
    if (!isAdministrator(principal) && input.organization !== principal.organizationId) return 'You may create users only in your own organization.';
    // No key grants more than it holds: a manager cannot make an administrator.
    if (!mayGrant(principal.subscriptionType, input.subscription.type)) {
      return `Your subscription may give new users only the subscription types ${grantableNames(principal.subscriptionType)}.`;
    }
    return undefined;
  },
  async apply({ writer, changes, now }, input, _target, { prepared: passwordHash }) {
    if (await writer.taken(users, 'email', input.email.toLowerCase())) throw new ConflictError('A user with this email address exists already.', '/email');
    const subscription: UserRecord['subscription'] = { type: input.subscription.type };
    if (input.subscription.start !== undefined) subscription.start = input.subscription.start;
    if (input.subscription.end !== undefined) subscription.end = input.subscription.end;
    const record: UserRecord = {
      id: await changes.newRecordId(users),
      name: input.profile.name,
      organization: input.organization,
      email: input.email,
      role: input.role,
      isEnabled: input.isEnabled ?? true,
      subscription,
      meta: { createdAt: now, updatedAt: now },
    };
    const doc = await changes.save(users, record, { action: 'create' });
    await writer.setPrivate(users, record.id, {
      ...(passwordHash ? { passwordHash } : {}),
      targetGroups: input.targetGroups ?? [],
      preferences: { isPublic: input.preferences.isPublic ?? true, language: input.preferences.language },
    });
    return { resource: users, id: record.id, doc };
  },
});
