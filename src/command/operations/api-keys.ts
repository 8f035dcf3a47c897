/**
 * POST /v4/api-keys/create and /v4/api-keys/revoke (docs/contract.md §8, §12 and §13). A user
 * makes and revokes keys for itself, a manager for the users of its organization, an
 * administrator for anyone; no key is made for a user whose subscription exceeds the caller's. The
 * secret is shown once, in the create's answer, and kept only as a slow salted hash; a revoked key
 * stops authenticating at once in every process (each request reads its key's row).
 */
import { type Principal } from '../../auth/authenticator.js';
import { newKeyMaterial } from '../../auth/secrets.js';
import { grantableNames, mayGrant } from '../../resources/subscription-types/resource.js';
import { ApiKeyAnswer, ApiKeyCreateBody, ApiKeyRevokeBody } from '../../resources/users/api-keys.js';
import { type UserRecord } from '../../resources/users/record.js';
import { users } from '../../resources/users/resource.js';
import { type StoredState } from '../../store/store.js';
import { command, type CommandContext } from '../declare.js';
import { isAdministrator, managesUser } from '../../auth/ownership.js';

const API_KEYS = 'api-keys';

/** Why the caller may not make or revoke keys of this user, or undefined. */
function refusal(principal: Principal, user: UserRecord): string | undefined {
  const own = user.id === principal.userId;
  if (!managesUser(principal, user)) {
    return 'You may manage only your own keys, or as a manager those of your organization\'s users.';
  }
  if (!own && !mayGrant(principal.subscriptionType, user.subscription.type)) {
    return `Your subscription may manage keys only of users whose subscription is ${grantableNames(principal.subscriptionType)}.`;
  }
  return undefined;
}

const keyDoc = (id: string, name: string, isEnabled: boolean) => JSON.stringify({ id, name, isEnabled });

export const apiKeysCreate = command<ApiKeyCreateBody, { id: string; secret: string; secretHash: string }>({
  path: 'api-keys/create',
  permission: 'read',
  summary: 'Creates an API key for a user (your own, or as a manager one of your organization\'s); the answer shows its secret, once.',
  body: ApiKeyCreateBody,
  result: 'apiKey',
  answer: ApiKeyAnswer,
  kind: 'create',
  prepare: () => newKeyMaterial(),
  async check({ writer }, input) {
    return (await writer.exists(users, input.user)) ? [] : [{ path: '/user', message: 'is not the id of a user' }];
  },
  async authorize({ writer, principal }, input) {
    return refusal(principal, (await writer.read(users, input.user))!.record as UserRecord);
  },
  async apply({ writer, changes, environment, now }, input, _target, { prepared: key }) {
    await writer.insertKey({ id: key.id, userId: input.user, name: input.name, secretHash: key.secretHash, environment, createdAt: now });
    await changes.log(API_KEYS, key.id, { action: 'create' });
    return {
      id: key.id,
      doc: keyDoc(key.id, input.name, true),
      shown: JSON.stringify({ id: key.id, name: input.name, secret: key.secret, isEnabled: true }),
    };
  },
});

/** A key with what deciding on it needs: its user. */
async function loadKey({ writer, dialect }: CommandContext, id: string | number): Promise<StoredState | undefined> {
  const [row] = await writer.run(dialect.db.selectFrom('api_keys').select(['id', 'name', 'is_enabled', 'user_id'])
    .where('id', '=', String(id)).compile());
  if (!row) return undefined;
  const user = (await writer.read(users, Number(row.user_id)))?.record;
  const enabled = Number(row.is_enabled) === 1;
  return { record: { id: row.id, name: row.name, isEnabled: enabled, user }, doc: keyDoc(String(row.id), String(row.name), enabled) };
}

export const apiKeysRevoke = command<ApiKeyRevokeBody>({
  path: 'api-keys/revoke',
  permission: 'read',
  summary: 'Revokes an API key; it stops authenticating at once.',
  body: ApiKeyRevokeBody,
  result: 'apiKey',
  answer: ApiKeyAnswer,
  kind: 'action',
  target: { what: 'API key', id: (input) => input.apiKey, load: loadKey },
  async authorize({ principal }, _input, target) {
    const user = target!.state.record.user as UserRecord | undefined;
    // A key whose user is gone: only an administrator may still revoke it.
    if (!user) return isAdministrator(principal) ? undefined : 'This key belongs to a user you may not manage.';
    return refusal(principal, user);
  },
  async apply({ writer, changes }, input, target) {
    await writer.setKeyEnabled(input.apiKey, false);
    await changes.log(API_KEYS, input.apiKey, { action: 'update', members: ['isEnabled'] });
    const name = String(target!.state.record.name);
    return { id: input.apiKey, doc: keyDoc(input.apiKey, name, false) };
  },
});
