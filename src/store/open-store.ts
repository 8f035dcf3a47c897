/**
 * Chooses the store from DATABASE_URL (decisions section 10): `sqlite:<path>` (default
 * `sqlite:./data/catalog.db`) or a bare file path for the embedded store.
 */
import { resolve } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { SqliteStore } from './sqlite/sqlite-store.js';
import { type Store } from './store.js';

export class StoreUrlError extends Error {}

export function sqlitePath(url: string): string | undefined {
  if (url.startsWith('sqlite://')) return resolve(url.slice('sqlite://'.length) || '.');
  if (url.startsWith('sqlite:')) return resolve(url.slice('sqlite:'.length));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return undefined;
  return resolve(url);
}

export async function openStore(url: string, resources: readonly ResourceDecl[]): Promise<Store> {
  const file = sqlitePath(url);
  if (file === undefined) {
    throw new StoreUrlError(`DATABASE_URL "${url.replace(/\/\/[^@/]*@/, '//***@')}" names a store this build does not support; use sqlite:<path>`);
  }
  const store = new SqliteStore(file, resources);
  await store.migrate();
  return store;
}
