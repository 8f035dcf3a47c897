/**
 * The change feed's guarantee (docs/api.md "Following changes"), as a property test over real
 * server processes on the store under test: a copy of the products and media taken with their
 * streams, then kept by applying every change after the streams' position (upsert the record,
 * remove on `deleted`), equals a fresh stream after each round of random writes of every kind:
 * creates, updates, brand renames that products follow, descriptions, media publication and
 * links, corrections, imports by another process; sent to two server processes, one of them
 * restarted between rounds.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prng } from '../../src/generate/prng.js';
import { readNdjson, writeNdjson } from '../support/catalog.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { run, serveProcess, type Served } from '../support/processes.js';

let catalog: ImportedCatalog;
let auth: string;
const servers: Served[] = [];
const env = () => ({ DATABASE_URL: catalog.database.url, RATE_LIMIT_PER_MINUTE: '0', SIGNING_SECRET: 'guarantee', LOG_LEVEL: 'warn' });

beforeAll(async () => {
  catalog = await importedCatalog('guarantee', { products: 240, seed: 93, keysFor: [3] });
  auth = catalog.auth[3]!;
  for (let i = 0; i < 2; i++) servers.push(await serveProcess(env()));
}, 300_000);

afterAll(async () => {
  for (const s of servers) await s.stop();
  await catalog?.remove();
});

type Rec = Record<string, any>;
const COPIED = ['products', 'media'] as const;

async function call(server: Served, path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}/v4/${path}`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json', 'user-agent': 'guarantee test' }, body: JSON.stringify(body),
  });
}

/** A record as the copy compares it: signed URLs are signed per request, so they are left out. */
const comparable = (record: Rec): Rec => (record.meta?.embedUrl ? { ...record, meta: { ...record.meta, embedUrl: 0, publicPageUrl: 0 } } : record);

/** A whole stream of products or media, by id, with the position its answer names. */
async function take(server: Served, resource: string): Promise<{ records: Map<string | number, Rec>; position: string }> {
  const res = await call(server, `${resource}/stream`, { filter: {}, sorting: { id: 'ASC' } });
  expect([200, 204]).toContain(res.status);
  const position = res.headers.get('x-catalog-position')!;
  expect(position).toBeTruthy();
  const records = new Map<string | number, Rec>();
  for (const line of (await res.text()).split('\n').filter(Boolean)) {
    const { result } = JSON.parse(line) as { result: Rec };
    records.set(result.id, comparable(result));
  }
  return { records, position };
}

describe(`the change feed's guarantee on ${process.env.CATALOG_TEST_STORE ?? 'sqlite'}`, () => {
  it('a copy taken with a stream and kept by the changes after its position equals a fresh stream, after every round', async () => {
    const rng = new Prng(17, 'change-guarantee');
    const pick = <T>(list: readonly T[]): T => rng.pick(list);
    // The copy: both resources taken from one position (equal positions: nothing committed between).
    let copy: Record<string, Map<string | number, Rec>>;
    let position: string;
    for (;;) {
      const [products, media] = [await take(servers[0]!, 'products'), await take(servers[0]!, 'media')];
      if (products.position !== media.position) continue;
      copy = { products: products.records, media: media.records };
      position = products.position;
      break;
    }
    const products = readNdjson(join(catalog.bulk, 'products.ndjson'));
    const brands = readNdjson(join(catalog.bulk, 'brands.ndjson'));
    const organizations = readNdjson(join(catalog.bulk, 'organizations.ndjson'));
    const productIds = products.map((p) => p.id as string);
    const mediaIds = readNdjson(join(catalog.bulk, 'media.ndjson')).map((m) => m.id as number);
    const descriptions: number[] = [];
    let serial = 0;
    const ean = () => {
      const body = `21${String(++serial).padStart(10, '0')}`;
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
      return Number(body + ((10 - (sum % 10)) % 10));
    };

    const writes: Array<[string, (server: Served) => Promise<void>]> = [
      ['products/create', async (s) => {
        const res = await call(s, 'products/create', { organizations: [pick(organizations).id], product: { name: { nl: `Gids ${++serial}` }, ean: [ean()], brands: [pick(brands).id] } });
        expect(res.status, await res.clone().text()).toBe(200);
        productIds.push((await res.json() as Rec).product.id);
      }],
      ['products/update', async (s) => {
        const res = await call(s, 'products/update', { id: pick(productIds), product: { name: { nl: `Bijgewerkt ${++serial}` }, status: pick(['active', 'inactive']) } });
        expect(res.status, await res.text()).toBe(200);
      }],
      ['brands/update', async (s) => {
        const res = await call(s, 'brands/update', { id: pick(brands).id, brand: { name: `Merk ${++serial} ${rng.range(0, 1e6)}` } });
        expect(res.status, await res.text()).toBe(200);
      }],
      ['product/descriptions/create', async (s) => {
        const res = await call(s, 'product/descriptions/create', { product: pick(productIds), description: { type: 'general', locales: ['nl'], content: { nl: `Tekst ${++serial}` } } });
        expect(res.status, await res.clone().text()).toBe(200);
        descriptions.push((await res.json() as Rec).description.id);
      }],
      ['product/descriptions/delete', async (s) => {
        if (descriptions.length === 0) return;
        const id = descriptions.splice(rng.range(0, descriptions.length - 1), 1)[0];
        const res = await call(s, 'product/descriptions/delete', { id });
        expect(res.status, await res.text()).toBe(200);
      }],
      ['media/create-link', async (s) => {
        const res = await call(s, 'media/create-link', { link: { linkType: 'website', url: { nl: `https://example.test/${++serial}` }, name: { nl: 'Site' } }, products: [pick(productIds)] });
        expect(res.status, await res.clone().text()).toBe(200);
        mediaIds.push((await res.json() as Rec).mediaItem.id);
      }],
      ['media/publish', async (s) => {
        const path = pick(['media/publish', 'media/unpublish']);
        const res = await call(s, path, { mediaItem: pick(mediaIds) });
        expect(res.status, await res.text()).toBe(200);
      }],
      ['products/add-media', async (s) => {
        const res = await call(s, 'products/add-media', { product: pick(productIds), mediaItem: pick(mediaIds), displayOrder: rng.range(1, 9) });
        expect([200, 409, 422]).toContain(res.status);
      }],
      ['corrections/create', async (s) => {
        const res = await call(s, 'corrections/create', { product: pick(productIds), correction: { locale: 'nl', type: 'other', text: `Fout ${++serial}` } });
        expect(res.status, await res.text()).toBe(200);
      }],
      ['import', async () => {
        const dir = join(catalog.dir, `import-${++serial}`);
        mkdirSync(dir, { recursive: true });
        const some = Array.from({ length: 5 }, () => ({ ...pick(products) }));
        for (const p of some) p.name = { ...p.name, nl: `Ingevoerd ${serial}` };
        writeNdjson(join(dir, 'products.ndjson'), some);
        const done = await run(['import', dir], { DATABASE_URL: catalog.database.url });
        expect(done.code, done.stderr).toBe(0);
      }],
    ];

    const kinds = new Set<string>();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 12; i++) {
        const [name, write] = pick(writes);
        kinds.add(name);
        await write(pick(servers));
      }
      if (round === 2) {
        // A restart between rounds: the follower's position holds across processes.
        await servers[1]!.stop();
        servers[1] = await serveProcess(env());
      }
      // Follow until caught up, then take fresh streams; equal positions: the copy must be the catalogue.
      for (let attempt = 0; ; attempt++) {
        for (;;) {
          const res = await call(pick(servers), 'changes/query', { after: position, limit: 1000 });
          expect(res.status, await res.clone().text()).toBe(200);
          const answer = await res.json() as { meta: { position: string; more: boolean }; results: Rec[] };
          for (const change of answer.results) {
            if (!(COPIED as readonly string[]).includes(change.resource)) continue;
            if (change.action === 'deleted') copy[change.resource]!.delete(change.id);
            else copy[change.resource]!.set(change.id, comparable(change.record));
          }
          position = answer.meta.position;
          if (!answer.meta.more) break;
        }
        const fresh = { products: await take(servers[0]!, 'products'), media: await take(servers[0]!, 'media') };
        if (fresh.products.position === position && fresh.media.position === position) {
          for (const resource of COPIED) expect(copy[resource]).toEqual(fresh[resource].records);
          break;
        }
        // A write committed meanwhile (a propagation in the background): follow again.
        expect(attempt, 'the catalogue never stood still long enough to compare').toBeLessThan(20);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  }, 240_000);
});
