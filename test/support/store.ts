/**
 * The store the shared suite runs against: `CATALOG_TEST_STORE=sqlite` (a file in a temporary
 * folder) or `postgres` (a new database on the server of TEST_POSTGRES_URL, dropped afterwards).
 * vitest.config.ts runs every HTTP and CLI test file once per store.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export type TestStoreKind = 'sqlite' | 'postgres';

export const TEST_STORE: TestStoreKind = process.env.CATALOG_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  /** Raw SQL on the database, bypassing the service: `?` placeholders on both stores. */
  sql(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  drop(): Promise<void>;
}

let made = 0;

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('CATALOG_TEST_STORE=postgres needs TEST_POSTGRES_URL (see scripts/with-postgres.sh)');
  return url;
}

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string, base = adminUrl()): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

/** One connection to `url` for `work`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** A new, empty database of the store under test; `name` is the file name for SQLite. */
export async function createTestDatabase(dir: string, name = 'catalog.db', kind: TestStoreKind = TEST_STORE): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const file = join(dir, name);
    return {
      url: `sqlite:${file}`,
      async sql(text, params = []) {
        const db = new Database(file);
        try {
          const statement = db.prepare(text);
          return statement.reader ? statement.all(...params) as Array<Record<string, unknown>> : (statement.run(...params), []);
        } finally {
          db.close();
        }
      },
      async drop() {},
    };
  }
  const database = `catalog_test_${process.pid}_${++made}_${Math.random().toString(36).slice(2, 8)}`;
  await withClient(adminUrl(), (c) => c.query(`CREATE DATABASE "${database}"`));
  const url = postgresUrl(database);
  return {
    url,
    sql: (text, params = []) => withClient(url, async (c) => (await c.query(numbered(text), params)).rows),
    drop: () => withClient(adminUrl(), async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }),
  };
}

/**
 * Another process takes the lock that reads of the store state wait for, and keeps it until the
 * returned function runs: SQLite's write lock; on PostgreSQL an exclusive lock on store_state.
 */
export async function holdWriteLock(database: TestDatabase): Promise<() => Promise<void>> {
  if (database.url.startsWith('sqlite:')) {
    const db = new Database(database.url.slice('sqlite:'.length));
    db.exec('BEGIN IMMEDIATE');
    return async () => {
      db.exec('ROLLBACK');
      db.close();
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE store_state IN ACCESS EXCLUSIVE MODE');
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}
