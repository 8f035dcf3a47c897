/**
 * A PostgreSQL server that stops answering (every process stopped with SIGSTOP, as a hung machine
 * or a partition looks from the API): requests get 503 within a bounded time (QUERY_TIMEOUT_MS
 * for reads, DATABASE_CONNECT_TIMEOUT_MS for new connections) instead of hanging; readiness turns
 * false; when the server answers again, the API recovers by itself. PostgreSQL only (SQLite is a
 * file in the server's own process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const POSTGRES = TEST_STORE === 'postgres';
let dir: string;
let cluster: TestCluster;
let server: Served;
let auth: string;
let productId: string;

beforeAll(async () => {
  if (!POSTGRES) return;
  dir = mkdtempSync(join(tmpdir(), 'catalog-frozen-'));
  await generateCatalog(join(dir, 'bulk'), { products: 200, seed: 91 });
  cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url };
  const store = await openConfigured(loadConfig(env));
  await importDirectory(store, join(dir, 'bulk'), STORED);
  const user = readNdjson(join(dir, 'bulk', 'users.ndjson')).find((u) => u.isEnabled && u.subscription.type === 1)!;
  const key = await createKey(store, users, { userId: user.id, environment: 'production' });
  auth = basic(key.key, key.secret);
  productId = readNdjson(join(dir, 'bulk', 'products.ndjson'))[7]!.id as string;
  await store.close();
  server = await serveProcess({ ...env, QUERY_TIMEOUT_MS: '1500', DATABASE_CONNECT_TIMEOUT_MS: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const requests = () => [
  fetch(`http://127.0.0.1:${server.port}/v4/products/query`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ filter: { status: 'active' }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: { no: 1, size: 50 } }),
  }),
  fetch(`http://127.0.0.1:${server.port}/v4/products/find?id=${productId}`, { headers: { authorization: auth } }),
  fetch(`http://127.0.0.1:${server.port}/v4/brands/query`, { method: 'POST', headers: { authorization: auth } }),
];

describe('a PostgreSQL server that stops answering', () => {
  it.skipIf(!POSTGRES)(`answers 503 in bounded time, and recovers by itself${POSTGRES ? '' : ' (skipped: PostgreSQL only)'}`, async () => {
    for (const res of await Promise.all(requests())) expect(res.status).toBe(200);
    cluster.freeze();
    try {
      const started = Date.now();
      const answers = await Promise.all([...requests(), ...requests()]);
      const took = Date.now() - started;
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(['unavailable', 'query_timeout']).toContain(((await res.json()) as { error: { code: string } }).error.code);
      }
      // Bounded: the read budget, the connection timeout, and a margin; not the 15 s of the freeze.
      expect(took).toBeLessThan(6_000);
      const ready = await fetch(`http://127.0.0.1:${server.port}/health/ready`);
      expect(ready.status).toBe(503);
      expect((await fetch(`http://127.0.0.1:${server.port}/health/live`)).status).toBe(200);
    } finally {
      cluster.thaw();
    }
    // Recovered without a restart.
    const deadline = Date.now() + 20_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = (await Promise.all(requests())).map((r) => r.status);
      if (statuses.every((s) => s === 200)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect((await fetch(`http://127.0.0.1:${server.port}/health/ready`)).status).toBe(200);
  }, 120_000);
});
