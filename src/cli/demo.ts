/**
 * The demo catalogue of `npm start` (docs/contract.md §10): on an empty store, generate about
 * 10,000 products (`serve --demo-products N`: another number) with image files for their photos and frontals, import them, issue a key for a
 * demo administrator and print a curl line that works when pasted. The demo secret is kept next to the store file so later starts can print the
 * line again; it is a local convenience, like the demo data itself.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createKey } from '../auth/keys.js';
import { importDirectory } from '../bulk/import.js';
import { importMediaFiles } from '../bulk/media-files.js';
import { openMediaStorage } from '../media/open-storage.js';
import { type Config } from '../config.js';
import { DEMO_PRODUCTS, generateCatalog } from '../generate/index.js';
import { STORED } from '../resources/registry.js';
import { users } from '../resources/users/resource.js';
import { products } from '../resources/products/resource.js';
import { sqlitePath } from '../database-url.js';
import { countRecords, type Store } from '../store/store.js';

export { DEMO_PRODUCTS };

interface DemoCredentials { key: string; secret: string }

function credentialsFile(config: Config): string | undefined {
  const file = sqlitePath(config.databaseUrl);
  return file ? join(dirname(file), 'demo-credentials.json') : undefined;
}

export async function ensureDemo(store: Store, config: Config, count: number, log: (line: string) => void): Promise<DemoCredentials | undefined> {
  const file = credentialsFile(config);
  if ((await countRecords(store, products)) === 0) {
    log(`Empty store: loading a generated demo catalogue of ${count} products...`);
    const dir = mkdtempSync(join(tmpdir(), 'catalog-demo-'));
    try {
      // Real image files for every photo and frontal, served by this server (src/generate/media-files.ts).
      await generateCatalog(dir, { products: count, seed: 1, files: true, mediaBaseUrl: config.publicBaseUrl });
      await importDirectory(store, dir, STORED);
      const items = await importMediaFiles(await openMediaStorage(config), dir, { consume: true });
      log(`Put the image files of ${items} media items into ${config.mediaDir}.`);
      const admin = firstAdministrator(join(dir, 'users.ndjson'));
      const issued = await createKey(store, users, { userId: admin, name: 'demo', environment: config.environment });
      const credentials = { key: issued.key, secret: issued.secret };
      if (file) writeFileSync(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
      return credentials;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (file && existsSync(file)) {
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
    if (await store.keyOwner(credentials.key)) return credentials;
  }
  return undefined;
}

function firstAdministrator(usersFile: string): number {
  for (const line of readFileSync(usersFile, 'utf8').split('\n')) {
    if (!line) continue;
    const user = JSON.parse(line) as { id: number; isEnabled: boolean; subscription: { type: number } };
    if (user.isEnabled && user.subscription.type === 3) return user.id;
  }
  throw new Error('the generated catalogue has no enabled administrator');
}

export function curlLine(config: Config, credentials: DemoCredentials): string {
  const body = JSON.stringify({ filter: { status: 'active' }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: { no: 0, size: 10 } });
  return `curl -s -u '${credentials.key}:${credentials.secret}' -H 'Content-Type: application/json' `
    + `-d '${body}' ${config.publicBaseUrl}/v4/products/query`;
}
