/**
 * A generated catalogue in a real store (test/support/store.ts), served by the real app (app.inject), with keys
 * for each subscription type. Shared by the HTTP tests.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';
import { createKey } from '../../src/auth/keys.js';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig, type Config } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { STORED } from '../../src/resources/registry.js';
import { users } from '../../src/resources/users/resource.js';
import { PropagationWorker } from '../../src/command/propagation/worker.js';
import { createService } from '../../src/server.js';
import { type Resolve } from '../../src/webhooks/destination.js';
import { type MemoryIndex } from '../../src/index/memory-index.js';
import { openConfigured } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { checkExchanges } from './openapi-replay.js';
import { createTestDatabase, type TestDatabase } from './store.js';

export interface TestCatalog {
  dir: string;
  dataDir: string;
  config: Config;
  /** The database under test (SQLite file or PostgreSQL database), for raw checks. */
  database: TestDatabase;
  store: Store;
  /** The server's in-memory index (MEMORY_INDEX=on), read before the catalogue is handed out. */
  index: MemoryIndex | undefined;
  app: FastifyInstance;
  /** Every record of each bulk file, by resource path, as generated. */
  records: Record<string, Array<Record<string, any>>>;
  /** Authorization header values by subscription type: reader, manager, administrator. */
  auth: { reader: string; manager: string; administrator: string };
  keys: { reader: string; manager: string; administrator: string };
  /** The users the keys act as, by subscription type. */
  users: { reader: Record<string, any>; manager: Record<string, any>; administrator: Record<string, any> };
  /** The background propagation of writes: stopped in tests, which run it with `drain()`. */
  propagation: PropagationWorker;
  /** Closes the in-process app and store, so that a server process can own the file. */
  release(): Promise<void>;
  /** Releases and removes the files. */
  close(): Promise<void>;
}

export const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

/** The key and secret of a Basic authorization header (for clients that take them apart). */
export const credentials = (auth: string) => {
  const [key, secret] = Buffer.from(auth.slice('Basic '.length), 'base64').toString().split(':') as [string, string];
  return { key, secret };
};

export function readNdjson(file: string): Array<Record<string, any>> {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l));
}

export function writeNdjson(file: string, records: readonly unknown[]): void {
  writeFileSync(file, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
}

export interface CatalogOptions {
  products?: number;
  seed?: number;
  env?: Record<string, string>;
  /** Changes the generated files before they are imported (records a test needs, hostile text). */
  prepare?: (dataDir: string) => void;
  /** How webhook hosts resolve (names a test gives the addresses it needs); the system's resolver by default. */
  resolve?: Resolve;
  /** The app's logger (tests that read its lines); none by default. */
  logger?: Logger;
  /** The time, in unix seconds, signed URLs are made and checked at (src/server.ts `clock`); the system's clock by default. */
  clock?: () => number;
}

export async function createTestCatalog(options: CatalogOptions = {}): Promise<TestCatalog> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-test-'));
  const dataDir = join(dir, 'bulk');
  await generateCatalog(dataDir, { products: options.products ?? 300, seed: options.seed ?? 7 });
  options.prepare?.(dataDir);
  const database = await createTestDatabase(dir);
  const config = loadConfig({
    DATABASE_URL: database.url, PUBLIC_BASE_URL: 'https://catalog.test', SIGNING_SECRET: 'test-signing-secret', MEDIA_DIR: join(dir, 'media'), MEMORY_INDEX_DIR: join(dir, 'index'), ...options.env,
  });
  const store = await openConfigured(config);
  await importDirectory(store, dataDir, STORED);
  const records: TestCatalog['records'] = {};
  for (const r of STORED) records[r.path] = readNdjson(join(dataDir, `${r.path}.ndjson`));
  const userOf = (type: number) => {
    const user = records.users!.find((u) => u.isEnabled && u.subscription.type === type);
    if (!user) throw new Error(`no enabled user with subscription ${type}`);
    return user;
  };
  const issue = async (type: number) => createKey(store, users, { userId: userOf(type).id, environment: config.environment, name: `test ${type}` });
  const [reader, manager, administrator] = await Promise.all([issue(1), issue(2), issue(3)]);
  const { app, index } = await createService(config, options.logger, store, { propagate: false, resolve: options.resolve, clock: options.clock });
  checkExchanges(app);
  const propagation = new PropagationWorker(store);
  await app.ready();
  // With the in-memory index on (MEMORY_INDEX=on), every request of a test goes through it.
  await index?.ready();
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await app.close();
    await store.close();
  };
  return {
    dir, dataDir, config, database, store, app, records, index,
    auth: { reader: basic(reader.key, reader.secret), manager: basic(manager.key, manager.secret), administrator: basic(administrator.key, administrator.secret) },
    keys: { reader: reader.key, manager: manager.key, administrator: administrator.key },
    users: { reader: userOf(1), manager: userOf(2), administrator: userOf(3) },
    propagation,
    release,
    async close() {
      await release();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
