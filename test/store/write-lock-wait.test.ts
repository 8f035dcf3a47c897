/**
 * SQLite: a write (or a rate limit count) that meets another connection's write lock waits for it
 * on timers, never in SQLite's busy handler: the process's event loop goes on answering meanwhile
 * (a propagation's batches hold the lock from a thread of the same process), it gets the lock
 * once it is free, and past the lock timeout it fails as the store's "unavailable" (503).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFor } from '../../src/store/open-store.js';
import { sqlitePath } from '../../src/database-url.js';
import { type Store } from '../../src/store/store.js';
import { createTestDatabase, TEST_STORE, type TestDatabase } from '../support/store.js';
import { migrate } from '../../src/store/migrations/runner.js';

const SQLITE = TEST_STORE === 'sqlite';
let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  if (!SQLITE) return;
  dir = mkdtempSync(join(tmpdir(), 'catalog-lock-'));
  database = await createTestDatabase(dir);
  const store = storeFor(database.url);
  await migrate(store.migrations);
  await store.close();
}, 60_000);

afterAll(async () => {
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Timer ticks of 5 ms seen while `work` runs: about its duration / 5 when the event loop is free. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ ticks: number; result: T | Error }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  const result = await work.catch((error: Error) => error);
  clearInterval(timer);
  return { ticks, result };
}

describe.skipIf(!SQLITE)(`a write meeting another connection's lock${SQLITE ? '' : ' (skipped: SQLite only; PostgreSQL waits for locks on its server, not in this process)'}`, () => {
  it('waits with the event loop free, and takes the lock once it is released', async () => {
    const store: Store = storeFor(database.url, { lockTimeoutMs: 10_000 });
    const other = new Database(sqlitePath(database.url)!);
    try {
      other.exec('BEGIN IMMEDIATE');
      setTimeout(() => other.exec('COMMIT'), 300);
      const { ticks, result } = await ticksDuring(store.hitRateLimit('ck_lock', Date.now(), 10, 60_000));
      expect(result).toMatchObject({ allowed: true, remaining: 9 });
      // 300 ms held: about 60 ticks of 5 ms on a free event loop; none if SQLite's busy handler slept in it.
      expect(ticks).toBeGreaterThan(20);
      const written = await ticksDuring(store.write(async (w) => w.run(store.dialect.db.selectFrom('store_state').select('name').limit(1).compile())));
      expect(written.result).toHaveLength(1);
    } finally {
      other.close();
      await store.close();
    }
  });

  it('fails as unavailable once the lock timeout has passed, having changed nothing', async () => {
    const store: Store = storeFor(database.url, { lockTimeoutMs: 200 });
    const other = new Database(sqlitePath(database.url)!);
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const { ticks, result } = await ticksDuring(store.hitRateLimit('ck_timeout', Date.now(), 10, 60_000));
      expect(result).toBeInstanceOf(Error);
      expect(store.isUnavailable(result)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(ticks).toBeGreaterThan(10);
      other.exec('COMMIT');
      expect(other.prepare(`SELECT count(*) AS n FROM rate_limits WHERE key_id = 'ck_timeout'`).get()).toEqual({ n: 0 });
    } finally {
      other.close();
      await store.close();
    }
  });
});
