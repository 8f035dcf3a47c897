/**
 * SANDBOX_RESET_CRON with two real server processes sharing one store (docs/contract.md §3): a
 * production server refuses the setting at start; on a sandbox the seed is recorded once, every
 * scheduled time is reset by exactly one process, keys keep working, and queries sent to both
 * processes meanwhile see the old catalogue or the seed, never a mix.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../src/bulk/import.js';
import { loadConfig } from '../../src/config.js';
import { generateCatalog } from '../../src/generate/index.js';
import { STORED } from '../../src/resources/registry.js';
import { openConfigured } from '../../src/store/open-store.js';
import { readNdjson } from '../support/catalog.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { run, serveProcess, type Served } from '../support/processes.js';
import { type TestDatabase } from '../support/store.js';

const EVERY_SECONDS = 3;
let catalog: ImportedCatalog;
let database: TestDatabase;
let reader: string;
let manager: string;
/** The seed catalogue's bulk files, and another catalogue imported over it later. */
let seed: string;
let extra: string;
const servers: Served[] = [];

beforeAll(async () => {
  catalog = await importedCatalog('sandbox-cli', { products: 1500, seed: 51, keysFor: [1, 2], env: { CATALOG_ENVIRONMENT: 'sandbox' } });
  ({ database, bulk: seed } = catalog);
  [reader, manager] = [catalog.auth[1]!, catalog.auth[2]!];
  extra = join(catalog.dir, 'extra');
  await generateCatalog(extra, { products: 300, seed: 52 });
}, 300_000);

afterAll(async () => {
  for (const s of servers) await s.stop();
  await catalog?.remove();
});

const env = (extra: Record<string, string> = {}) => ({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '0', ...extra });
const state = async (name: string) => Number((await database.sql('SELECT value FROM store_state WHERE name = ?', [name]))[0]?.value ?? 0);

describe('SANDBOX_RESET_CRON', () => {
  it('a production server refuses it at start, saying why; a sandbox refuses an expression it cannot read', async () => {
    const production = await run(['serve'], env({ SANDBOX_RESET_CRON: '0 3 * * *' }));
    expect(production.code).toBe(1);
    expect(production.stderr).toContain('SANDBOX_RESET_CRON');
    expect(production.stderr).toContain('CATALOG_ENVIRONMENT=sandbox');
    const bad = await run(['serve'], env({ CATALOG_ENVIRONMENT: 'sandbox', SANDBOX_RESET_CRON: 'every night' }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('SANDBOX_RESET_CRON must be a cron expression');
  });

  it('two processes: each scheduled time reset once, keys kept, reads never mixed', async () => {
    const cron = `*/${EVERY_SECONDS} * * * * *`;
    for (let i = 0; i < 2; i++) {
      servers.push(await serveProcess(env({ CATALOG_ENVIRONMENT: 'sandbox', SANDBOX_RESET_CRON: cron, LOG_LEVEL: 'info' })));
    }
    const [a, b] = servers as [Served, Served];
    const seedIds = readNdjson(join(seed, 'products.ndjson')).map((p) => p.id as string).sort();
    const allIds = [...new Set([...seedIds, ...readNdjson(join(extra, 'products.ndjson')).map((p) => p.id as string)])].sort();
    const answer = (ids: string[]) => ({ total: ids.length, ids: ids.slice(0, 250) });
    const seedAnswer = answer(seedIds);
    const bigAnswer = answer(allIds);
    expect(bigAnswer.total).toBeGreaterThan(seedAnswer.total);

    const query = async (server: Served, path: string, body: unknown, authorization = reader) => {
      const res = await fetch(`http://127.0.0.1:${server.port}/v4/${path}`, {
        method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() as any };
    };
    const productsPage = async (server: Served) => {
      const res = await query(server, 'products/query', { filter: {}, sorting: { id: { direction: 'ASC' } }, page: { no: 0, size: 250 } });
      expect(res.status).toBe(200);
      return { total: res.json.meta.total as number, ids: (res.json.results as Array<{ id: string }>).map((r) => r.id) };
    };

    // Wait for the first reset so that the rest starts just after one.
    const deadline = Date.now() + 30_000;
    while ((await state('sandbox_resets')) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await state('sandbox_resets')).toBeGreaterThanOrEqual(1);
    expect(await productsPage(a)).toEqual(seedAnswer);

    // Between two resets: a bigger catalogue, an organization made through the API. On a loaded
    // machine the import can take longer than what is left of the period, and the next reset
    // takes it away before either process shows it: import again until a page shows it with no
    // reset in between, so that the rest starts from the big catalogue.
    let sawBig = 0;
    let sawSeed = 0;
    for (let attempt = 0; attempt < 5 && sawBig === 0; attempt++) {
      const before = await state('sandbox_resets');
      const store = await openConfigured(loadConfig({ DATABASE_URL: database.url, CATALOG_ENVIRONMENT: 'sandbox' }));
      await importDirectory(store, extra, STORED);
      await store.close();
      while (sawBig === 0 && (await state('sandbox_resets')) === before) {
        const page = await productsPage(a);
        expect([seedAnswer, bigAnswer]).toContainEqual(page);
        if (page.total === bigAnswer.total && (await state('sandbox_resets')) === before) sawBig++;
      }
    }
    expect(sawBig, 'the imported catalogue was never seen between two resets').toBeGreaterThan(0);
    const created = await query(b, 'organizations/create', { profile: { name: 'Made between resets' } }, manager);
    expect(created.status).toBe(200);
    const startedAt = await state('sandbox_resets');
    const started = Date.now();

    // Both processes answer throughout the next resets: every page is the big catalogue or the seed.
    while (Date.now() - started < 3.5 * EVERY_SECONDS * 1000) {
      const pages = await Promise.all([a, b, a, b].map(productsPage));
      for (const page of pages) {
        expect([seedAnswer, bigAnswer]).toContainEqual(page);
        if (page.total === seedAnswer.total) sawSeed++;
        else sawBig++;
      }
      const organizations = await query(a, 'organizations/query', {});
      expect(organizations.json.meta.total).toBe(organizations.json.results.length);
    }
    const elapsedTicks = Math.ceil((Date.now() - started) / (EVERY_SECONDS * 1000)) + 1;
    const resets = (await state('sandbox_resets')) - startedAt;
    expect(sawBig).toBeGreaterThan(0);
    expect(sawSeed).toBeGreaterThan(0);
    expect(resets).toBeGreaterThanOrEqual(2);
    // One process per scheduled time: never more resets than times, and each logged once.
    expect(resets).toBeLessThanOrEqual(elapsedTicks);
    const logged = (s: Served) => s.output().split('\n').filter((l) => l.includes('sandbox reset to its seed catalogue')).length;
    // A reset that committed just now logs its line a moment later: let the logs catch up first.
    const settled = Date.now() + 5_000;
    while (logged(a) + logged(b) !== await state('sandbox_resets') && Date.now() < settled) await new Promise((r) => setTimeout(r, 100));
    expect(logged(a) + logged(b)).toBe(await state('sandbox_resets'));

    // After a reset: the seed, the organization gone, the keys working on both processes.
    expect(await productsPage(b)).toEqual(seedAnswer);
    const names = (await query(a, 'organizations/query', {})).json.results.map((o: { name: string }) => o.name);
    expect(names).not.toContain('Made between resets');
    for (const server of [a, b]) {
      expect((await query(server, 'brands/query', {}, reader)).status).toBe(200);
      expect((await query(server, 'brands/query', {}, manager)).status).toBe(200);
    }
  }, 120_000);
});
