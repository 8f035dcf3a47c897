/**
 * DATABASE_READ_URL on a real streaming replica (scripts/with-postgres.sh makes one with
 * pg_basebackup): reads are answered by the replica, while key checks, the rate limit and
 * writes go to the primary. Replay on the replica is paused to tell the two apart: what the
 * primary has and the replica not yet shows which one answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/resources/users/resource.js';
import { createService, type Service } from '../../src/server.js';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { postgresUrl, TEST_STORE, withClient } from '../support/store.js';

const replicaBase = process.env.TEST_POSTGRES_REPLICA_URL;
const reason = TEST_STORE !== 'postgres'
  ? 'a read replica is a PostgreSQL deployment; this file runs in the postgres project'
  : !replicaBase ? 'TEST_POSTGRES_REPLICA_URL is not set (scripts/with-postgres.sh sets it)' : undefined;
if (reason && process.env.CATALOG_TEST_REQUIRE_POSTGRES && TEST_STORE === 'postgres') throw new Error(`replica tests cannot run: ${reason}`);

const onReplica = <T>(sql: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> =>
  withClient(postgresUrl(database, replicaBase), async (client) => (await client.query(sql, params)).rows as T[]);

describe.skipIf(reason !== undefined)(`reads from a streaming replica (skipped: ${reason ?? 'no'})`, () => {
  let catalog: TestCatalog;
  let service: Service;
  let database: string;

  beforeAll(async () => {
    catalog = await createTestCatalog({ products: 60, seed: 12 });
    database = new URL(catalog.config.databaseUrl).pathname.slice(1);
    // Wait until the replica has replayed the import.
    const generation = (await catalog.database.sql(`SELECT value FROM store_state WHERE name = 'generation'`))[0]!.value;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const rows = await onReplica<{ value: string }>(`SELECT value FROM store_state WHERE name = 'generation'`, [], database).catch(() => []);
      if (rows[0]?.value === generation) break;
      if (Date.now() > deadline) throw new Error('the replica did not catch up in 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const config = loadConfig({
      DATABASE_URL: catalog.config.databaseUrl, DATABASE_READ_URL: postgresUrl(database, replicaBase),
      PUBLIC_BASE_URL: 'https://catalog.test', SIGNING_SECRET: 'test-signing-secret',
    });
    service = await createService(config);
    await service.app.ready();
  });

  afterAll(async () => {
    await onReplica('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await service?.app.close();
    await catalog?.close();
  });

  const query = (body: object, authorization = catalog.auth.reader) =>
    service.app.inject({ method: 'POST', url: '/v4/users/query', headers: { authorization }, payload: body });

  it('answers reads from the replica with the same results as the primary', async () => {
    const body = { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } };
    const viaReplica = await query(body);
    const viaPrimary = await catalog.app.inject({ method: 'POST', url: '/v4/users/query', headers: { authorization: catalog.auth.administrator }, payload: body });
    expect(viaReplica.statusCode).toBe(200);
    expect(viaReplica.json()).toEqual(viaPrimary.json());
    const readers = await onReplica<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'catalog-api-read'`, [database]);
    expect(readers[0]!.n).toBeGreaterThan(0);
    const onPrimary = await catalog.database.sql(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'catalog-api-read'`);
    expect(onPrimary[0]!.n).toBe(0);
  });

  it('checks keys, counts the rate limit and writes on the primary while the replica lags', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      // A key made a moment ago, not yet on the replica, authenticates at once.
      const admin = catalog.records.users!.find((u) => u.isEnabled && u.subscription.type === 3)!;
      const issued = await createKey(catalog.store, users, { userId: admin.id, environment: 'production' });
      const authorization = basic(issued.key, issued.secret);
      const before = await query({ filter: {} }, authorization);
      expect(before.statusCode).toBe(200);
      expect(before.headers['ratelimit-remaining']).toBe('99');
      expect(await onReplica('SELECT 1 FROM api_keys WHERE id = $1', [issued.key], database)).toHaveLength(0);
      const counted = await catalog.database.sql('SELECT hits FROM rate_limits WHERE key_id = ?', [issued.key]);
      expect(JSON.parse(counted[0]!.hits as string)).toHaveLength(1);

      // A create is written to the primary; reads show it once the replica has replayed it.
      const created = await service.app.inject({
        method: 'POST', url: '/v4/users/create', headers: { authorization },
        payload: { email: 'replica.check@example.test', password: 'correct horse battery', role: 'software_developer', organization: admin.organization, profile: { name: 'Replica Check' }, preferences: { language: 'nl' }, subscription: { type: 1 } },
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().user.id as number;
      expect((await catalog.database.sql('SELECT 1 AS one FROM users WHERE id = ?', [id]))).toHaveLength(1);
      expect((await query({ filter: { id } }, authorization)).json().meta.total).toBe(0);
      await onReplica('SELECT pg_wal_replay_resume()');
      const deadline = Date.now() + 30_000;
      let total = 0;
      while (total === 0 && Date.now() < deadline) {
        total = (await query({ filter: { id } }, authorization)).json().meta.total as number;
        if (total === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(total).toBe(1);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
  });
});
