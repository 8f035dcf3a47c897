/**
 * API keys: issued for one user and one environment, the secret shown once and stored hashed
 * (docs/contract.md §3).
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { newKeyMaterial } from './secrets.js';

export class KeyError extends Error {}

export interface IssuedKey { key: string; secret: string; name: string; environment: string; userId: number }

export async function createKey(store: Store, users: ResourceDecl, options: { userId: number; name?: string; environment: string }): Promise<IssuedKey> {
  if (!Number.isSafeInteger(options.userId) || options.userId < 1) throw new KeyError('the user id must be a positive integer');
  if (options.environment !== 'production' && options.environment !== 'sandbox') throw new KeyError('the environment must be production or sandbox');
  if ((await store.find(users, options.userId)) === undefined) throw new KeyError(`there is no user ${options.userId}`);
  const name = options.name ?? `key for user ${options.userId}`;
  if (name.length === 0 || name.length > 200) throw new KeyError('the key name must have 1 to 200 characters');
  const { id, secret, secretHash } = await newKeyMaterial();
  await store.write((w) => w.insertKey({ id, userId: options.userId, name, secretHash, environment: options.environment, createdAt: Math.floor(Date.now() / 1000) }));
  return { key: id, secret, name, environment: options.environment, userId: options.userId };
}

/** Disables a key at once, in every process (each request reads its key's row); false when there is none. */
export async function revokeKey(store: Store, keyId: string): Promise<boolean> {
  return store.write((w) => w.setKeyEnabled(keyId, false));
}
