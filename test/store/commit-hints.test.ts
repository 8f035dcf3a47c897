/**
 * Commit hints (Store.commitHints, src/store/store.ts), on both stores: another process's commit
 * is told without a read (PostgreSQL LISTEN/NOTIFY with the feed's head, SQLite a watch of the
 * log file); the change feed's watcher then wakes a long poll within 200 ms though its own poll
 * is slow; on PostgreSQL a listening connection that the server ends is opened again, and told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/feed/change-feed.js';
import { brands } from '../../src/resources/brands/resource.js';
import { SERVED } from '../../src/resources/registry.js';
import { loadConfig } from '../../src/config.js';
import { openConfigured, StoreUrlError } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { storedRecord } from '../../src/store/stored-record.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';
import { TEST_STORE } from '../support/store.js';

let catalog: TestCatalog;
/** A second store on the same database: what another process sees. */
let other: Store;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 20, seed: 91 });
  other = await openConfigured(catalog.config);
});
afterAll(async () => {
  await other?.close();
  await catalog?.close();
});

let named = 0;
const renameBrand = () => catalog.store.write((w) => w.upsert(brands, storedRecord({ ...catalog.records.brands![0]!, name: `Hint ${++named}` }, brands)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within time');
    await sleep(10);
  }
}

describe('commit hints', () => {
  it('tell of another process\'s commit, and only of commits', async () => {
    const told: Array<number | undefined> = [];
    const hints = other.commitHints((head) => told.push(head));
    try {
      await until(() => hints.live);
      if (catalog.store.kind === 'postgres') {
        // Told once connected, with the primary's head: what a reader of a lagging replica waits for.
        const [row] = await catalog.database.sql('SELECT max(seq) AS head FROM changes');
        expect(told[0]).toBe(Number(row!.head));
      }
      await sleep(200);
      told.length = 0;
      // Reads are not commits.
      await catalog.store.rows(catalog.store.dialect.db.selectFrom('brands').select('id').limit(1).compile());
      await sleep(200);
      expect(told).toEqual([]);
      await renameBrand();
      await until(() => told.length > 0);
      if (catalog.store.kind === 'postgres') {
        const [row] = await catalog.database.sql('SELECT max(seq) AS head FROM changes');
        expect(told).toEqual([Number(row!.head)]);
      }
    } finally {
      hints.close();
    }
    expect(hints.live).toBe(false);
  });

  it('wake a long poll of another process within 200 ms, its own poll being slow', async () => {
    const feed = new ChangeFeed(other, SERVED.map((r) => r.decl));
    try {
      const { storeId } = await feed.identity();
      for (let round = 0; round < 5; round++) {
        const now = await feed.read({ after: null, limit: 1 });
        const after = { seq: now.position, epoch: now.head.epoch, storeId };
        const waiting = feed.readWaiting({ after, resources: ['brands'], limit: 10 }, 10_000);
        await sleep(round === 0 ? 300 : 50);
        await renameBrand();
        const committed = Date.now();
        const answer = await waiting;
        expect(answer.changes.map((c) => c.resource)).toEqual(['brands']);
        expect(Date.now() - committed).toBeLessThan(200);
      }
      expect(feed.watcher.hinting).toBe(true);
    } finally {
      feed.close();
    }
  });

  it.skipIf(TEST_STORE !== 'postgres')(`on PostgreSQL, a listening connection ended by the server is opened again and tells again${TEST_STORE === 'postgres' ? '' : ' (skipped: PostgreSQL only; SQLite\'s hints are a watch of a file, with no connection to lose)'}`, async () => {
    const told: Array<number | undefined> = [];
    const hints = other.commitHints((head) => told.push(head));
    try {
      await until(() => hints.live);
      await catalog.database.sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'catalog-api-feed' AND datname = current_database()`);
      await until(() => !hints.live);
      await until(() => hints.live, 5_000);
      told.length = 0;
      await renameBrand();
      await until(() => told.some((head) => head !== undefined));
    } finally {
      hints.close();
    }
  });

  it('without hints (a listening address that does not answer, DATABASE_LISTEN_URL), a long poll is woken by the poll; SQLite refuses the setting', async () => {
    const listenUrl = 'postgres://nobody:none@127.0.0.1:9/catalog';
    const config = { ...catalog.config, databaseListenUrl: loadConfig({ DATABASE_LISTEN_URL: listenUrl }).databaseListenUrl };
    if (TEST_STORE === 'sqlite') {
      await expect(openConfigured(config)).rejects.toThrow(StoreUrlError);
      return;
    }
    const deaf = await openConfigured(config);
    const feed = new ChangeFeed(deaf, SERVED.map((r) => r.decl));
    try {
      const { storeId } = await feed.identity();
      const now = await feed.read({ after: null, limit: 1 });
      const waiting = feed.readWaiting({ after: { seq: now.position, epoch: now.head.epoch, storeId }, resources: ['brands'], limit: 10 }, 10_000);
      await sleep(300);
      expect(feed.watcher.hinting).toBe(false);
      await renameBrand();
      const committed = Date.now();
      expect((await waiting).changes.map((c) => c.resource)).toEqual(['brands']);
      expect(Date.now() - committed).toBeLessThan(300);
    } finally {
      feed.close();
      await deaf.close();
    }
  });
});
