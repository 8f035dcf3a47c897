/**
 * The store's feed identity (position.ts): its id and key, made by migration 10 and shared by
 * every process of the store, read once per process.
 */
import { randomBytes } from 'node:crypto';
import { type Store } from '../store/store.js';
import { type FeedIdentity } from './position.js';

const known = new WeakMap<Store, Promise<FeedIdentity>>();

export function feedIdentity(store: Store): Promise<FeedIdentity> {
  let identity = known.get(store);
  if (!identity) {
    // The same names and kinds of value as migration 10 makes: a store that somehow lacks them gets them once.
    identity = (async () => ({
      storeId: await store.state('store_id', () => randomBytes(8).toString('hex')),
      key: await store.state('changes_key', () => randomBytes(32).toString('hex')),
    }))();
    identity.catch(() => known.delete(store));
    known.set(store, identity);
  }
  return identity;
}
