/**
 * Chooses the store from DATABASE_URL (decisions section 10): `sqlite:<path>` (default
 * `sqlite:./data/catalog.db`) or a bare file path for the embedded store.
 */
import { resolve } from 'node:path';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { SqliteStore } from './sqlite/sqlite-store.js';
import { type Store } from './store.js';

export class StoreUrlError extends Error {}

export function sqlitePath(url: string): string | undefined {
  if (url.startsWith('sqlite://')) return resolve(url.slice('sqlite://'.length) || '.');
  if (url.startsWith('sqlite:')) return resolve(url.slice('sqlite:'.length));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return undefined;
  return resolve(url);
}

/** Writes the seed records of resources whose tables are empty (subscription types). */
export async function seed(store: Store, resources: readonly ResourceDecl[]): Promise<void> {
  const empty: ResourceDecl[] = [];
  for (const r of resources) if (r.seed && (await store.countAll(r)) === 0) empty.push(r);
  if (empty.length === 0) return;
  await store.write(async (w) => {
    for (const r of empty) for (const record of r.seed!) await w.upsert(r, record as Row);
  });
}

export async function openStore(url: string, resources: readonly ResourceDecl[]): Promise<Store> {
  const file = sqlitePath(url);
  if (file === undefined) {
    throw new StoreUrlError(`DATABASE_URL "${url.replace(/\/\/[^@/]*@/, '//***@')}" names a store this build does not support; use sqlite:<path>`);
  }
  const store = new SqliteStore(file, resources);
  await store.migrate();
  await seed(store, resources);
  return store;
}
