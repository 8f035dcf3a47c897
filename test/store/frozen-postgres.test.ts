/**
 * A PostgreSQL server that stops answering (every process stopped with SIGSTOP, as a hung machine
 * or a partition looks from the API). The primary: requests get 503 within a bounded time
 * (QUERY_TIMEOUT_MS for reads, DATABASE_CONNECT_TIMEOUT_MS for new connections) instead of
 * hanging; once a probe has found the server silent, later requests are refused at once (503
 * unavailable, Retry-After) and readiness names the primary; when it answers again the API
 * recovers by itself. The replica: once found silent, reads go to the primary (200), writes, key
 * checks and the rate limit go on, readiness stays true and names the replica; when it answers and
 * has caught up, reads go back to it. A query slow by its own work on a server that answers is
 * another matter: 503 query_timeout, and later requests are answered as ever. PostgreSQL only
 * (SQLite is a file in the server's own process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { STORED } from '../../src/resources/registry.js';
import { users } from '../../src/resources/users/resource.js';
import { openConfigured } from '../../src/store/open-store.js';
import { basic, readNdjson } from '../support/catalog.js';
import { startCluster, type TestCluster } from '../support/postgres-cluster.js';
import { serveProcess, untilReady, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const POSTGRES = TEST_STORE === 'postgres';
const SKIPPED = POSTGRES ? '' : ' (skipped: PostgreSQL only)';
/**
 * Budgets of the servers under test: long enough that a request which waits for a silent server
 * (as every one did before the store remembered it) is told apart from one refused up front.
 */
const BUDGETS = { QUERY_TIMEOUT_MS: '4000', DATABASE_CONNECT_TIMEOUT_MS: '4000', RATE_LIMIT_PER_MINUTE: '100000' };

interface Catalogue { auth: string; admin: string; productId: string }

/** A generated catalogue imported into the cluster's primary, with a reader's and an administrator's key. */
async function importCatalogue(dir: string, url: string): Promise<Catalogue> {
  await generateCatalog(join(dir, 'bulk'), { products: 2000, seed: 91 });
  const store = await openConfigured(loadConfig({ DATABASE_URL: url }));
  try {
    await importDirectory(store, join(dir, 'bulk'), STORED);
    const user = (type: number) => readNdjson(join(dir, 'bulk', 'users.ndjson')).find((u) => u.isEnabled && u.subscription.type === type)!;
    const key = async (type: number) => {
      const made = await createKey(store, users, { userId: user(type).id, environment: 'production' });
      return basic(made.key, made.secret);
    };
    return { auth: await key(1), admin: await key(3), productId: readNdjson(join(dir, 'bulk', 'products.ndjson'))[7]!.id as string };
  } finally {
    await store.close();
  }
}

const at = (server: Served, path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, init);
const post = (server: Served, path: string, authorization: string, body?: unknown) => at(server, path, {
  method: 'POST', headers: { authorization, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
/** Two short reads: a find, a page of brands. */
const lookups = (server: Served, c: Catalogue) => [
  at(server, `/v4/products/find?id=${c.productId}`, { headers: { authorization: c.auth } }),
  post(server, '/v4/brands/query', c.auth),
];
/** Three reads: a page of products (counts, keys, documents), a find, a page of brands. */
const reads = (server: Served, c: Catalogue) => [
  post(server, '/v4/products/query', c.auth, { filter: { status: 'active' }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: { no: 1, size: 50 } }),
  ...lookups(server, c),
];
const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until every read answers 200 (at most 20 s): the milliseconds it took. */
async function recovered(server: Served, c: Catalogue): Promise<number> {
  const started = Date.now();
  let statuses: number[] = [];
  while (Date.now() - started < 20_000) {
    statuses = (await Promise.all(reads(server, c))).map((r) => r.status);
    if (statuses.every((s) => s === 200)) break;
    await sleep(100);
  }
  expect(statuses).toEqual([200, 200, 200]);
  return Date.now() - started;
}

describe.skipIf(!POSTGRES)(`a PostgreSQL primary that stops answering${SKIPPED}`, () => {
  let dir: string;
  let cluster: TestCluster;
  let server: Served;
  let catalogue: Catalogue;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-frozen-'));
    cluster = await startCluster();
    catalogue = await importCatalogue(dir, cluster.url);
    server = await serveProcess({ DATABASE_URL: cluster.url, ...BUDGETS });
    await untilReady(server);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 in bounded time, then refuses at once until it answers, says so when ready is asked, and recovers by itself', async () => {
    for (const res of await Promise.all(reads(server, catalogue))) expect(res.status).toBe(200);
    cluster.freeze();
    let thawed = 0;
    try {
      const first = await timed(() => Promise.all([...reads(server, catalogue), ...reads(server, catalogue)]));
      for (const res of first.value) {
        expect(res.status).toBe(503);
        expect(['unavailable', 'query_timeout']).toContain(await code(res));
      }
      // Bounded: the read budget, the connection timeout, and a margin; not the whole freeze.
      expect(first.ms).toBeLessThan(10_000);

      // The server has been seen not answering: no request waits for it again (before: 4 s each),
      // the first at most for the probe under way (DATABASE_PROBE_TIMEOUT_MS, 1 s).
      for (let round = 0; round < 4; round++) {
        const { value: answers, ms } = await timed(() => Promise.all(reads(server, catalogue)));
        for (const res of answers) {
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(await code(res)).toBe('unavailable');
        }
        expect(ms, `reads ${round} after the first timeouts`).toBeLessThan(2_500);
      }
      const ready = await timed(() => at(server, '/health/ready'));
      expect(ready.value.status).toBe(503);
      expect(((await ready.value.json()) as { error: { message: string } }).error.message).toMatch(/store: not answering: the primary database/);
      expect(ready.ms).toBeLessThan(750);
      expect((await at(server, '/health/live')).status).toBe(200);
    } finally {
      cluster.thaw();
      thawed = Date.now();
    }
    // Recovered without a restart, within a probe or two.
    await recovered(server, catalogue);
    expect(Date.now() - thawed).toBeLessThan(6_000);
    expect((await at(server, '/health/ready')).status).toBe(200);
  }, 120_000);

  it('a query slow by its own work answers query_timeout, and does not make later requests fail fast', async () => {
    // SQL's executor (the in-memory index would answer the slow tree at once), and a budget the
    // slow query cannot keep: hundreds of broad searches in an `or`, sorted by name.
    const slowServer = await serveProcess({ DATABASE_URL: cluster.url, ...BUDGETS, QUERY_TIMEOUT_MS: '400', MEMORY_INDEX: 'off' });
    try {
      const slowBody = (salt: number) => ({
        filter: { or: [...Array.from({ length: 600 }, (_, i) => ({ search: { query: 'a b c d e f g h i j k l m n o p', locale: ['nl', 'fr', 'en', 'de'][i % 4] } })), { not: { brand: [salt] } }] },
        sorting: { name: { direction: 'ASC', locale: 'nl' } },
        page: { no: 2, size: 100 },
      });
      for (let round = 1; round <= 3; round++) {
        const slow = await post(slowServer, '/v4/products/query', catalogue.auth, slowBody(round));
        expect(slow.status).toBe(503);
        expect(await code(slow)).toBe('query_timeout');
        // The server answers the probe that timeout started: what comes next is answered as ever, not refused.
        for (const res of await Promise.all(lookups(slowServer, catalogue))) expect(res.status).toBe(200);
      }
      const ready = await at(slowServer, '/health/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { draining: 'ok', store: 'ok', schema: 'ok' } });
      expect(await (await at(slowServer, '/metrics')).text()).toMatch(/^catalog_store_answering\{database="primary"\} 1$/m);
    } finally {
      await slowServer.stop();
    }
  }, 120_000);
});

describe.skipIf(!POSTGRES)(`a streaming replica that stops answering${SKIPPED}`, () => {
  let dir: string;
  let cluster: TestCluster;
  let replica: NonNullable<TestCluster['replica']>;
  let server: Served;
  let catalogue: Catalogue;
  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replica.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  };
  /** Whether a brand is among the reads' answers: from the primary at once, from the replica once replayed. */
  const brandSeen = async (id: number) => {
    const res = await post(server, '/v4/brands/query', catalogue.auth, { filter: { id } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { meta: { total: number } }).meta.total === 1;
  };
  let made = 0;
  const createBrand = async () => {
    const res = await post(server, '/v4/brands/create', catalogue.admin, { brand: { name: `Bevroren Merk ${++made}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { brand: { id: number } }).brand.id;
  };
  const ready = async () => {
    const res = await at(server, '/health/ready');
    return { status: res.status, body: (await res.json()) as { checks?: Record<string, string> } };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-frozen-replica-'));
    cluster = await startCluster({ replica: true });
    replica = cluster.replica!;
    catalogue = await importCatalogue(dir, cluster.url);
    // Until the replica has replayed the import.
    const deadline = Date.now() + 60_000;
    while (!(await onReplica('SELECT 1 FROM api_keys').catch(() => [])).length) {
      if (Date.now() > deadline) throw new Error('the replica did not catch up in 60 s');
      await sleep(100);
    }
    server = await serveProcess({ DATABASE_URL: cluster.url, DATABASE_READ_URL: replica.url, ...BUDGETS });
    await untilReady(server);
  }, 300_000);

  afterAll(async () => {
    await onReplica('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await server?.stop();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads go to the primary at once, writes, key checks and the rate limit go on, and reads come back to it when it has caught up', async () => {
    for (const res of await Promise.all(reads(server, catalogue))) expect(res.status).toBe(200);
    replica.freeze();
    let thawed = 0;
    let written: number;
    try {
      const first = await timed(() => Promise.all([...reads(server, catalogue), ...reads(server, catalogue)]));
      for (const res of first.value) {
        if (res.status !== 200) expect(['unavailable', 'query_timeout']).toContain(await code(res));
      }
      expect(first.ms).toBeLessThan(10_000);

      // Seen silent: every read is answered, by the primary, and none waits for the replica.
      for (let round = 0; round < 4; round++) {
        const { value: answers, ms } = await timed(() => Promise.all(reads(server, catalogue)));
        for (const res of answers) {
          expect(res.status).toBe(200);
          // The rate limit, counted on the primary.
          expect(res.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
        }
        expect(ms, `reads ${round} after the first timeouts`).toBeLessThan(2_500);
      }
      // A write, on the primary, is read back at once: the frozen replica cannot have it.
      written = await createBrand();
      expect(await brandSeen(written)).toBe(true);
      // Ready: the process answers everything; the replica is named.
      const { value: answer, ms } = await timed(ready);
      expect(answer.status).toBe(200);
      expect(answer.body.checks).toMatchObject({ store: 'ok', replica: 'not answering; reads go to the primary' });
      expect(ms).toBeLessThan(750);
    } finally {
      replica.thaw();
      thawed = Date.now();
    }
    // The replica answers and catches up: it takes the reads back within a probe or two.
    while ((await ready()).body.checks?.replica !== undefined && Date.now() - thawed < 20_000) await sleep(100);
    expect((await ready()).body.checks).toEqual({ draining: 'ok', store: 'ok', schema: 'ok', index: 'ok' });
    expect(Date.now() - thawed).toBeLessThan(6_000);
    expect(await brandSeen(written)).toBe(true);
    // Reads are the replica's again: with its replay paused, a new brand is not among them yet.
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const unseen = await createBrand();
      expect(await brandSeen(unseen)).toBe(false);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
  }, 120_000);
});
