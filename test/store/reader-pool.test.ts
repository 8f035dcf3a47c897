/**
 * SQLite: reader processes that cannot start (src/store/sqlite/reader-pool.ts) fail the reads with
 * what they said, rather than as readers "ended during a query", and are not started again and
 * again: after a few tries the pool refuses reads at once, and a read some time later starts them
 * again, so a store that becomes readable is served without a restart.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { products } from '../../src/resources/products/resource.js';
import { openConfigured } from '../../src/store/open-store.js';
import { compileCount } from '../../src/query/sql/compile.js';
import { TRUE } from '../../src/query/predicate.js';
import { sqliteDialect } from '../../src/store/sqlite/sqlite-dialect.js';
import { ReaderPool, ReaderStartError } from '../../src/store/sqlite/reader-pool.js';
import { TEST_STORE } from '../support/store.js';

const SQLITE = TEST_STORE === 'sqlite';
// The built reader (npm test builds first): the sources' reader cannot run as a process of its own.
const SCRIPT = new URL('../../dist/src/store/sqlite/reader-process.js', import.meta.url);
const RESTART_AFTER_MS = 3_000;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-readers-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const countProducts = compileCount(sqliteDialect, products, TRUE);
const read = (pool: ReaderPool) => pool.run({ op: 'count', sql: countProducts.sql, params: [...countProducts.parameters] });

describe.skipIf(!SQLITE)(`reader processes that cannot start${SQLITE ? '' : ' (skipped: SQLite only; PostgreSQL has no reader processes)'}`, () => {
  it('fail the reads with their own error, are not started over and over, and start again later', async () => {
    // Its folder does not exist yet: every reader fails to open it.
    const file = join(dir, 'later', 'catalog.db');
    const pool = new ReaderPool(file, SCRIPT, { size: 2, cacheKiB: 1_000, busyTimeoutMs: 1_000, restartAfterMs: RESTART_AFTER_MS });
    try {
      const failures = await Promise.allSettled([read(pool), read(pool), read(pool)]);
      for (const failure of failures) {
        expect(failure.status).toBe('rejected');
        const error = (failure as PromiseRejectedResult).reason as Error & { code?: string };
        expect(error.message).toMatch(/reader processes could not start \(\d+ tries in a row\): .*directory does not exist/);
        expect(error.code).toBe('READER_START');
        expect(error).toBeInstanceOf(ReaderStartError);
      }
      // Readers still starting when the pool stopped fail too; then no reader is started while the
      // pool is stopped (a reader starting counts in `total`).
      for (const deadline = Date.now() + 10_000; pool.state().total > 0 && Date.now() < deadline;) await sleep(20);
      const failedAt = Date.now();
      for (let i = 0; i < 10; i++) {
        expect(pool.state()).toEqual({ pool: 'readers', total: 0, idle: 0, waiting: 0 });
        await sleep(50);
      }
      // Refused at once, with the same error, until the pause is over.
      await expect(read(pool)).rejects.toBeInstanceOf(ReaderStartError);
      expect(pool.state().total).toBe(0);

      // The store becomes readable; the first read after the pause starts the readers again.
      mkdirSync(join(dir, 'later'));
      await (await openConfigured(loadConfig({ DATABASE_URL: `sqlite:${file}` }))).close();
      await sleep(Math.max(0, failedAt + RESTART_AFTER_MS + 100 - Date.now()));
      expect(await read(pool)).toBe(0);
      expect(pool.state().total).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
