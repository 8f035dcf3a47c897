/**
 * A generated catalogue imported into a store of its own (the project's store under test: SQLite
 * outside the store projects) and served by a real server process, with a key of an enabled
 * reader: for tests that need a process to talk to (browsers, the client) rather than app.inject.
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
import { readNdjson } from './catalog.js';
import { serveProcess, type Served } from './processes.js';
import { createTestDatabase } from './store.js';

export interface ServedCatalog {
  /** The generated bulk files (`<resource>.ndjson`). */
  bulk: string;
  server: Served;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A reader's API key and its secret. */
  key: { key: string; secret: string };
  /** Stops the server, drops the store, removes the files. */
  close(): Promise<void>;
}

export async function serveGeneratedCatalog(options: { products: number; seed: number }): Promise<ServedCatalog> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-served-'));
  const bulk = join(dir, 'bulk');
  await generateCatalog(bulk, { products: options.products, seed: options.seed });
  const database = await createTestDatabase(dir);
  const store = await openConfigured(loadConfig({ DATABASE_URL: database.url }));
  await importDirectory(store, bulk, STORED);
  const reader = readNdjson(join(bulk, 'users.ndjson')).find((u) => u.isEnabled && u.subscription.type === 1)!;
  const key = await createKey(store, users, { userId: reader.id, environment: 'production' });
  await store.close();
  const server = await serveProcess({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '0' });
  return {
    bulk, server, origin: `http://127.0.0.1:${server.port}`, key,
    async close() {
      await server.stop();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
