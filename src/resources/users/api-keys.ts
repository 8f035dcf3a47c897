/**
 * The bodies of api-keys/create and api-keys/revoke (docs/contract.md §8, §12 and §13).
 */
import Type from 'typebox';
import { Doc, IntId, StrictObject } from '../common/schema.js';

export const ApiKeyCreateBody = StrictObject({
  user: Doc(IntId, 'ID of the user the key acts as: the caller\'s own user, a user of a manager\'s organization, or any user for an '
    + 'administrator. The key carries the user\'s subscription, which may not exceed the caller\'s.'),
  name: Doc(Type.String({ minLength: 1, maxLength: 200 }), 'A name for the key, to tell keys apart.'),
});
export type ApiKeyCreateBody = Type.Static<typeof ApiKeyCreateBody>;

export const ApiKeyRevokeBody = StrictObject({
  apiKey: Doc(Type.String({ minLength: 1, maxLength: 128 }), 'ID of the key to revoke; it stops authenticating at once.'),
});
export type ApiKeyRevokeBody = Type.Static<typeof ApiKeyRevokeBody>;

/** What api-keys/create and api-keys/revoke answer under `apiKey`; the secret only in a create's answer, once. */
export const ApiKeyAnswer = StrictObject({
  id: Doc(Type.String({ minLength: 1, maxLength: 128 }), 'The key id: the username of HTTP Basic authentication.'),
  name: Doc(Type.String({ minLength: 1, maxLength: 200 }), 'The name given to the key.'),
  secret: Doc(Type.Optional(Type.String({ minLength: 1 })), 'The secret: the password of HTTP Basic authentication. Shown once, in the create\'s answer; the server keeps only a hash of it.'),
  isEnabled: Doc(Type.Boolean(), 'Whether the key authenticates; false once revoked.'),
});
