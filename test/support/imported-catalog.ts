/**
 * A generated catalogue imported into a real test store (a SQLite file or a PostgreSQL database),
 * for tests that start real server processes on it: the bulk files, the database, and keys for
 * users of a given subscription type.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../../src/auth/keys.js';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { STORED } from '../../src/resources/registry.js';
import { users } from '../../src/resources/users/resource.js';
import { openConfigured } from '../../src/store/open-store.js';
import { type Store } from '../../src/store/store.js';
import { basic, readNdjson } from './catalog.js';
import { createTestDatabase, type TestDatabase } from './store.js';

export interface ImportedCatalog {
  /** A temporary directory holding the bulk files (`bulk/`) and the SQLite file. */
  dir: string;
  bulk: string;
  database: TestDatabase;
  /** Basic credentials of an enabled user of each subscription type asked for, by type. */
  auth: Record<number, string>;
  /** Drops the database and removes the directory. */
  remove(): Promise<void>;
}

export interface ImportedCatalogOptions {
  products: number;
  seed: number;
  /** Subscription types to make keys for (default: 1, reader). */
  keysFor?: number[];
  /** Settings the store is opened with (CATALOG_ENVIRONMENT: keys are made for it). */
  env?: Record<string, string>;
  /** Changes the generated files before they are imported. */
  beforeImport?: (bulk: string) => void;
  /** More work on the open store before it closes. */
  prepare?: (store: Store, bulk: string) => Promise<void>;
}

export async function importedCatalog(prefix: string, options: ImportedCatalogOptions): Promise<ImportedCatalog> {
  const dir = mkdtempSync(join(tmpdir(), `catalog-${prefix}-`));
  const bulk = join(dir, 'bulk');
  await generateCatalog(bulk, { products: options.products, seed: options.seed });
  options.beforeImport?.(bulk);
  const database = await createTestDatabase(dir);
  const config = loadConfig({ ...options.env, DATABASE_URL: database.url });
  const store = await openConfigured(config);
  const auth: Record<number, string> = {};
  try {
    await importDirectory(store, bulk, STORED);
    const people = readNdjson(join(bulk, 'users.ndjson'));
    for (const type of options.keysFor ?? [1]) {
      const user = people.find((u) => u.isEnabled && u.subscription.type === type)!;
      const key = await createKey(store, users, { userId: user.id, environment: config.environment });
      auth[type] = basic(key.key, key.secret);
    }
    await options.prepare?.(store, bulk);
  } finally {
    await store.close();
  }
  return {
    dir, bulk, database, auth,
    async remove() {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
