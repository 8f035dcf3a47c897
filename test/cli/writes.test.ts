/**
 * Writes across real server processes on one store (docs/contract.md §13): an Idempotency-Key
 * replayed by another process, a large propagation killed with SIGKILL midway and resumed by the
 * next process to start, readers never seeing a half-written product meanwhile, and the change
 * log read with `catalog changes`.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson, writeNdjson } from '../support/catalog.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { run, serveProcess, type Served } from '../support/processes.js';

let catalog: ImportedCatalog;
let brand: Record<string, any>;
let carriers: string[];
const servers: Served[] = [];

/** Products that carry one brand: a propagation of a few seconds at this machine's pace. */
const PRODUCTS = 8000;

beforeAll(async () => {
  catalog = await importedCatalog('writes', {
    products: PRODUCTS, seed: 91, keysFor: [1, 3],
    beforeImport(bulk) {
      const products = readNdjson(join(bulk, 'products.ndjson'));
      brand = readNdjson(join(bulk, 'brands.ndjson'))[0]!;
      const view = { id: brand.id, name: { nl: brand.name, fr: brand.name, en: brand.name, de: brand.name }, meta: brand.meta };
      for (const p of products) if (p.brands.length === 0 || Number(p.id.slice(-1)) < 8) p.brands = [view];
      writeNdjson(join(bulk, 'products.ndjson'), products);
      carriers = products.filter((p) => p.brands.some((b: { id: number }) => b.id === brand.id)).map((p) => p.id);
    },
  });
}, 300_000);

afterAll(async () => {
  for (const s of servers) await s.stop();
  await catalog?.remove();
});

const env = () => ({ DATABASE_URL: catalog.database.url, RATE_LIMIT_PER_MINUTE: '0' });
async function serve(): Promise<Served> {
  const server = await serveProcess(env());
  servers.push(server);
  return server;
}
const post = (server: Served, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${server.port}/v4/${path}`, {
    method: 'POST', headers: { authorization: catalog.auth[3]!, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
const job = async () => (await catalog.database.sql(`SELECT products_done, done_at FROM propagations WHERE record_id = '${brand.id}' ORDER BY id DESC LIMIT 1`))[0];

describe('writes across processes', () => {
  it('an Idempotency-Key holds across server processes', async () => {
    const [a, b] = [await serve(), await serve()];
    const body = { brand: { name: 'Gedeeld Merk Twee Processen' } };
    const first = await post(a, 'brands/create', body, { 'idempotency-key': 'across-processes-1' });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const replay = await post(b, 'brands/create', body, { 'idempotency-key': 'across-processes-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(firstBody);
    const other = await post(b, 'brands/create', { brand: { name: 'Ander Merk' } }, { 'idempotency-key': 'across-processes-1' });
    expect(other.status).toBe(422);
    for (const s of [a, b]) await s.stop();
  }, 120_000);

  it('a propagation killed midway resumes at the next start; no reader sees a half-written product', async () => {
    const first = await serve();
    const name = 'Hervat Merknaam';
    const res = await post(first, 'brands/update', { id: brand.id, brand: { name } });
    expect(res.status).toBe(200);
    // Killed once the first batches are committed and before the last.
    for (let i = 0; ; i++) {
      const state = await job();
      if (state && Number(state.products_done) > 0 && state.done_at === null) break;
      if (state?.done_at !== undefined && state.done_at !== null) throw new Error('the propagation ended before it could be killed: make PRODUCTS larger');
      if (i > 2000) throw new Error('the propagation did not start');
      await new Promise((r) => setTimeout(r, 5));
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const stopped = await job();
    expect(stopped!.done_at).toBeNull();
    const done = Number(stopped!.products_done);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(carriers.length);

    // Every product is whole: its stored document, side rows and search entry agree, old name or new.
    const rows = await catalog.database.sql(`SELECT p.id, d.doc FROM products p JOIN products_docs d ON d.rid = p.rid
      JOIN product_brands b ON b.rid = p.rid WHERE b.value = ${brand.id}`);
    const renamed = rows.filter((r) => JSON.parse(r.doc as string).brands[0].name.nl === name).length;
    expect(renamed).toBe(done);

    const second = await serve();
    const deadline = Date.now() + 60_000;
    while ((await job())!.done_at === null) {
      if (Date.now() > deadline) throw new Error('the propagation was not resumed');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Number((await job())!.products_done)).toBe(carriers.length);
    const query = await fetch(`http://127.0.0.1:${second.port}/v4/products/query`, {
      method: 'POST', headers: { authorization: catalog.auth[1]!, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { search: { query: 'hervat', locale: 'nl' } }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    });
    expect(((await query.json()) as { meta: { total: number } }).meta.total).toBe(carriers.length);
  }, 180_000);

  it('catalog changes: who changed what and when, oldest first, by resource and time', async () => {
    const all = await run(['changes'], env());
    expect(all.code, all.stderr).toBe(0);
    const lines = all.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.operation === 'brands/update')).toMatchObject({ resource: 'brands', record: String(brand.id), change: { action: 'update', members: ['name'] } });
    expect(lines.every((l) => typeof l.key === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(l.at))).toBe(true);
    expect(all.stderr).toMatch(/0 propagations .* still under way/);
    const future = await run(['changes', '--since', '2999-01-01'], env());
    expect(future.stdout).toBe('');
    const organizations = await run(['changes', '--resource', 'organizations'], env());
    for (const line of organizations.stdout.trim().split('\n').filter(Boolean)) expect(JSON.parse(line).resource).toBe('organizations');
    const bad = await run(['changes', '--since', 'yesterday'], env());
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--since');
  }, 60_000);
});
