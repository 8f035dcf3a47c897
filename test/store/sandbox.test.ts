/**
 * Sandbox resets on each store (docs/contract.md §3): the seed is recorded once, a reset puts
 * every resource back to it in one write, keys survive and so do the users holding them, and a
 * page whose reads straddle a reset is read again: a caller sees the old catalogue or the new.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { exportDirectory } from '../../src/bulk/export.js';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { planRequest } from '../../src/query/plan.js';
import { products } from '../../src/resources/products/resource.js';
import { STORED } from '../../src/resources/registry.js';
import { users } from '../../src/resources/users/resource.js';
import { type Principal } from '../../src/auth/authenticator.js';
import { execute } from '../../src/command/execute.js';
import { DirectoryStorage } from '../../src/media/directory-storage.js';
import { organizationsCreate } from '../../src/command/operations/organizations-create.js';
import { usersCreate } from '../../src/command/operations/users-create.js';
import { ensureSeed, resetOnce } from '../../src/sandbox/schedule.js';
import { QueryService } from '../../src/service/query-service.js';
import { openConfigured } from '../../src/store/open-store.js';
import { countRecords, type Store } from '../../src/store/store.js';
import { readNdjson } from '../support/catalog.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';

let dir: string;
let database: TestDatabase;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-sandbox-'));
  await generateCatalog(join(dir, 'seed'), { products: 120, seed: 41 });
  await generateCatalog(join(dir, 'later'), { products: 40, seed: 42 });
  database = await createTestDatabase(dir);
  store = await openConfigured(loadConfig({ DATABASE_URL: database.url, CATALOG_ENVIRONMENT: 'sandbox' }));
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const exported = async (name: string) => {
  await exportDirectory(store, join(dir, name), STORED);
  return Object.fromEntries(STORED.map((r) => [r.path, readNdjson(join(dir, name, `${r.path}.ndjson`))]));
};
const resets = async () => Number((await database.sql(`SELECT value FROM store_state WHERE name = 'sandbox_resets'`))[0]?.value ?? 0);

describe(`sandbox resets on ${TEST_STORE}`, () => {
  it('records no seed while the store is empty, then the catalogue it holds, once', async () => {
    expect(await ensureSeed(store)).toBeUndefined();
    expect(await resetOnce(store)).toEqual({ reset: false, why: 'no-seed' });
    await importDirectory(store, join(dir, 'seed'), STORED);
    const recorded = await ensureSeed(store);
    expect(recorded?.products).toBe(120);
    expect(recorded?.['active-ingredients']).toBeGreaterThan(0);
    expect(await ensureSeed(store)).toBeUndefined();
  });

  it('puts every resource back to the seed; keys and the users holding them survive', async () => {
    const seed = await exported('before');
    // A later catalogue on top, and a user (with a key) that the seed does not have.
    await importDirectory(store, join(dir, 'later'), STORED);
    expect(await countRecords(store, products)).toBeGreaterThan(120);
    const seedUser = seed.users!.find((u) => u.isEnabled)!;
    const kept = await createKey(store, users, { userId: seedUser.id, environment: 'sandbox' });
    const before = await resets();
    const outcome = await resetOnce(store);
    expect(outcome.reset).toBe(true);
    expect(await resets()).toBe(before + 1);
    const after = await exported('after');
    for (const r of STORED) {
      if (r.path === 'users' || r.path === 'organizations') continue;
      expect(after[r.path], r.path).toEqual(seed[r.path]);
    }
    expect(after.users!.filter((u) => seed.users!.some((s) => s.id === u.id))).toEqual(seed.users);
    // The key of a seed user still names its user.
    expect((await store.keyOwner(kept.key))?.userId).toBe(seedUser.id);
  });

  it('keeps a user that holds a key and is not in the seed, with its organization; others made since go', async () => {
    const seed = await exported('seed-again');
    const admin: Principal = { keyId: 'test', userId: 1, organizationId: null, subscriptionType: 3 };
    const options = { environment: 'production', files: new DirectoryStorage(join(dir, 'media')), baseUrl: 'http://localhost' };
    const made = async (name: string) => {
      const organization = await execute(store, organizationsCreate, admin, { profile: { name, type: 'supplier' } }, options) as { id: number };
      const user = await execute(store, usersCreate, admin, {
        email: `${name}@example.test`, role: 'software_developer', organization: organization.id, profile: { name },
        preferences: { language: 'en' }, subscription: { type: 1 },
      }, options) as { id: number };
      return { organization, user };
    };
    const holder = await made('holder');
    const other = await made('other');
    const key = await createKey(store, users, { userId: holder.user.id, environment: 'sandbox' });
    expect(await resetOnce(store)).toMatchObject({ reset: true, summary: { kept: 1 } });
    const after = await exported('kept');
    expect(after.users!.map((u) => u.id)).toEqual([...seed.users!.map((u) => u.id), holder.user.id]);
    expect(after.organizations!.map((o) => o.id)).toEqual([...seed.organizations!.map((o) => o.id), holder.organization.id]);
    expect(after.users!.some((u) => u.id === other.user.id)).toBe(false);
    expect((await store.keyOwner(key.key))?.userEnabled).toBe(true);
    // What a create kept beside the record goes with it.
    const kept = await database.sql(`SELECT id FROM private_data WHERE resource = 'users'`);
    expect(kept.map((r) => String(r.id))).toEqual([String(holder.user.id)]);
  });

  it('a tick is reset once: the second claim of the same time does nothing', async () => {
    const tick = Math.floor(Date.now() / 1000) + 1_000_000;
    const before = await resets();
    expect((await resetOnce(store, tick)).reset).toBe(true);
    expect(await resetOnce(store, tick)).toEqual({ reset: false, why: 'claimed' });
    expect(await resetOnce(store, tick - 5)).toEqual({ reset: false, why: 'claimed' });
    expect(await resets()).toBe(before + 1);
  });

  it('a page whose reads straddle a reset is read again: the answer is all new, never a mix', async () => {
    await importDirectory(store, join(dir, 'later'), STORED);
    const plan = planRequest(products, { filter: {}, sorting: { id: 'DESC' }, page: { no: 0, size: 250 } }, 'query');
    const service = new QueryService(store);
    const old = await service.page(products, plan);
    // The same store, with a real reset committed right after the page's first key read.
    let resetDone = false;
    let documentReads = 0;
    const straddled = new Proxy(store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name === 'rows') {
          return async (...args: Parameters<Store['rows']>) => {
            const rows = await target.rows(...args);
            if (!resetDone) {
              resetDone = true;
              await resetOnce(target);
            }
            return rows;
          };
        }
        if (name === 'documents') return (...args: Parameters<Store['documents']>) => (documentReads++, target.documents(...args));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const page = await new QueryService(straddled).page(products, plan);
    expect(resetDone).toBe(true);
    const fresh = await new QueryService(store).page(products, plan);
    expect(old.total).toBeGreaterThan(120);
    const ids = (p: typeof page) => p.rows.map((r) => [r.id, r.doc ? JSON.parse(r.doc.toString()).id : undefined]);
    expect({ total: page.total, ids: ids(page) }).toEqual({ total: 120, ids: ids(fresh) });
    for (const [id, docId] of ids(page)) expect(docId).toBe(id);
    expect(documentReads).toBe(2);
  });
});
