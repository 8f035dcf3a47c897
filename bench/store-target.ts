/**
 * Where the bench keeps its imported catalogue: a SQLite file in .bench-cache, or a database in a
 * PostgreSQL cluster kept in .bench-cache/postgres (started for the run by scripts/with-postgres.sh,
 * with settings for a machine of this size rather than the test cluster's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { CACHE } from './dataset.js';

export type BenchStore = 'sqlite' | 'postgres';

export interface StoreTarget {
  env: { DATABASE_URL: string };
  /** Whether an import from an earlier run is there. */
  exists(): Promise<boolean>;
  /** Empties it, for a fresh import. */
  reset(): Promise<void>;
  /** What the store takes on disk: the database, and SQLite's write-ahead log beside it. */
  size(): Promise<{ bytes: number; walBytes?: number }>;
}

/** postgresql.conf for the bench cluster: 24 GiB, 2 cores, durable writes as in production. */
const BENCH_CONF = [
  'fsync = on', 'synchronous_commit = on', 'full_page_writes = on',
  'shared_buffers = 4GB', 'effective_cache_size = 16GB', 'work_mem = 32MB', 'maintenance_work_mem = 1GB',
  'max_wal_size = 16GB', 'checkpoint_timeout = 30min', 'random_page_cost = 1.1', 'jit = off',
].join('\n');

/**
 * `--store postgres` without BENCH_POSTGRES_URL: runs this same command again inside a PostgreSQL
 * cluster that scripts/with-postgres.sh starts and stops. It exits with that run's status.
 */
export function ensurePostgres(store: BenchStore): void {
  if (store !== 'postgres' || process.env.BENCH_POSTGRES_URL) return;
  const result = spawnSync(join(process.cwd(), 'scripts', 'with-postgres.sh'), ['--dir', join(CACHE, 'postgres'), '--no-replica',
    'sh', '-c', 'BENCH_POSTGRES_URL="$TEST_POSTGRES_URL" exec "$0" "$@"', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit', env: { ...process.env, PG_EXTRA_CONF: BENCH_CONF },
  });
  process.exit(result.status ?? 1);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.BENCH_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function storeTarget(store: BenchStore, products: number, seed: number): StoreTarget {
  if (store === 'sqlite') {
    const db = join(CACHE, `bench-${products}-seed${seed}.db`);
    return {
      env: { DATABASE_URL: `sqlite:${db}` },
      exists: async () => existsSync(db),
      reset: async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
      },
      size: async () => ({ bytes: statSync(db).size, walBytes: existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0 }),
    };
  }
  const name = `catalog_bench_${products}_seed${seed}`;
  const url = new URL(process.env.BENCH_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    exists: () => admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0),
    reset: () => admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${name}"`);
    }),
    size: () => admin(async (c) => ({ bytes: Number((await c.query('SELECT pg_database_size($1) AS bytes', [name])).rows[0].bytes) })),
  };
}
