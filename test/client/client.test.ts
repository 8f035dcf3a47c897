/**
 * The TypeScript client (client/, issue 16) against a real server process on the store under test:
 * typed queries, finds with ETags, streams as async iterables, paging helpers, writes with
 * Idempotency-Keys and If-Match, errors as classes carrying code and violations, and the waits
 * and retries of 429 and 503 (a real HTTP proxy in front of the server answers those first).
 */
import { createServer, request as forward, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogClient, ForbiddenError, NotFoundError, PreconditionFailedError, RateLimitedError, ValidationError, type Result,
} from '../../client/src/index.js';
import { createTestCatalog, credentials, type TestCatalog } from '../support/catalog.js';
import { freePort, serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;
let client: CatalogClient;
let manager: CatalogClient;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 120 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'test-signing-secret', RATE_LIMIT_PER_MINUTE: '0' });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  client = new CatalogClient({ baseUrl, ...credentials(catalog.auth.reader), application: 'client tests' });
  manager = new CatalogClient({ baseUrl, ...credentials(catalog.auth.administrator) });
});
afterAll(async () => {
  await server?.stop();
  await catalog?.close();
});

type Rec = Record<string, any>;
const ids = (records: readonly Rec[]) => records.map((r) => r.id as unknown);
const byId = (a: Rec, b: Rec) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Array.fromAsync, which Node 20 lacks. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('reads', () => {
  it('queries with typed filters, sorting and page, and finds a record with its ETag', async () => {
    const active = catalog.records.products!.filter((p) => p.status === 'active').sort(byId);
    const page = await client.query('products', { filter: { status: 'active' }, sorting: { id: 'ASC' }, page: { no: 1, size: 10 } });
    expect(page.meta).toEqual({ total: active.length, page: { no: 1, offset: 10, size: 10 } });
    expect(ids(page.results)).toEqual(ids(active.slice(10, 20)));
    const first: Result<'products'> = page.results[0]!;
    expect(first.meta.embedUrl).toMatch(/^https?:\/\//);
    const found = await client.findTagged('products', first.id);
    expect(found.record.id).toBe(first.id);
    expect(found.etag).toMatch(/^"/);
    expect((await client.find('media', catalog.records.media![0]!.id)).id).toBe(catalog.records.media![0]!.id);
  });

  it('streams every match as async iterable lines, in order; leaving early ends the request', async () => {
    const lines = [];
    for await (const line of client.stream('products', { filter: {}, sorting: { id: 'DESC' } })) lines.push(line);
    const all = [...catalog.records.products!].sort(byId).reverse();
    expect(lines.map((l) => l.meta.index)).toEqual(all.map((_, i) => i));
    expect(lines.every((l) => l.meta.total === all.length)).toBe(true);
    expect(lines.map((l) => l.result.id)).toEqual(ids(all));
    let seen = 0;
    for await (const _line of client.stream('products', { filter: {}, sorting: { id: 'ASC' } })) if (++seen === 3) break;
    expect(seen).toBe(3);
    expect(await collect(client.stream('products', { filter: { id: 'no-such-product' }, sorting: { id: 'ASC' } }))).toEqual([]);
  });

  it('pages through everything with all(), whatever the page size', async () => {
    const brands = [...catalog.records.brands!].sort(byId);
    expect(ids(await collect(client.all('brands', { pageSize: 10 })))).toEqual(ids(brands));
    const named = await collect(client.all('products', { filter: { status: ['active', 'inactive'] }, sorting: { createdAt: 'DESC' }, pageSize: 50 }));
    expect(named).toHaveLength(catalog.records.products!.filter((p) => ['active', 'inactive'].includes(p.status)).length);
    expect(new Set(ids(named)).size).toBe(named.length);
  });

  it('throws error classes that carry the code and the violations', async () => {
    const missing = await client.find('products', 'no-such-product').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    const invalid = await client.query('products', { filter: { colour: 'red' } as never, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).violations.map((v) => v.path)).toEqual(['/filter/colour']);
    expect((invalid as ValidationError).requestId).toBeTruthy();
    const window = await client.query('products', { filter: {}, sorting: { id: 'ASC' }, page: { no: 40, size: 250 } }).catch((e: unknown) => e);
    expect(window).toMatchObject({ status: 422, code: 'result_window_exceeded' });
    const refused = await client.write('brands/create', { brand: { name: 'Not allowed' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ForbiddenError);
  });
});

describe('writes', () => {
  it('gives a create an Idempotency-Key: the same key answers the first answer again, another body is refused', async () => {
    const name = `Client brand ${Date.now()}`;
    const first = await manager.write('brands/create', { brand: { name } }, { idempotencyKey: 'client-test-1' });
    expect(first.body.brand.name).toBe(name);
    expect(first.replayed).toBe(false);
    const again = await manager.write('brands/create', { brand: { name } }, { idempotencyKey: 'client-test-1' });
    expect(again).toMatchObject({ replayed: true, body: { brand: { id: first.body.brand.id } } });
    const reused = await manager.write('brands/create', { brand: { name: `${name} 2` } }, { idempotencyKey: 'client-test-1' }).catch((e: unknown) => e);
    expect(reused).toMatchObject({ code: 'idempotency_key_reused' });
    // Without a key of the caller's, each call gets its own: two creates of two names make two brands.
    const other = await manager.write('brands/create', { brand: { name: `${name} 3` } });
    expect(other.body.brand.id).not.toBe(first.body.brand.id);
  });

  it('sends If-Match: an update based on an old ETag is a PreconditionFailedError and changes nothing', async () => {
    const brand = catalog.records.brands![0]!;
    const { etag } = await manager.findTagged('brands', brand.id);
    const renamed = await manager.write('brands/update', { id: brand.id, brand: { name: `Renamed ${Date.now()}` } }, { ifMatch: etag! });
    expect(renamed.etag).not.toBe(etag);
    const stale = await manager.write('brands/update', { id: brand.id, brand: { name: 'Lost update' } }, { ifMatch: etag! }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(PreconditionFailedError);
    expect((await manager.find('brands', brand.id)).name).toBe(renamed.body.brand.name);
  });
});

describe('429 and 503', () => {
  let proxy: Server;
  let base: string;
  /** Answers queued refusals first, then forwards to the real server. */
  const refusals: Array<{ status: number; retryAfter?: string }> = [];
  const arrivals: number[] = [];
  beforeAll(async () => {
    const port = await freePort();
    proxy = createServer((req, res) => {
      arrivals.push(Date.now());
      const refusal = refusals.shift();
      if (refusal) {
        const code = refusal.status === 429 ? 'too_many_requests' : 'unavailable';
        res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', ...(refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : {}) });
        res.end(JSON.stringify({ error: { status: refusal.status, code, message: 'refused by the test proxy' } }));
        return;
      }
      const upstream = forward({ host: '127.0.0.1', port: server.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it('waits Retry-After on a 429 and retries 503s with back-off, then answers the real result', async () => {
    const proxied = new CatalogClient({ baseUrl: base, ...credentials(catalog.auth.reader), backoffMs: 50 });
    arrivals.length = 0;
    refusals.push({ status: 429, retryAfter: '1' }, { status: 503 }, { status: 503, retryAfter: '0' });
    const page = await proxied.query('brands', { page: { no: 0, size: 10 } });
    expect(page).toEqual(await client.query('brands', { page: { no: 0, size: 10 } }));
    expect(arrivals).toHaveLength(4);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950);
  });

  it('gives up after its retries, and on a Retry-After longer than it will wait', async () => {
    const proxied = new CatalogClient({ baseUrl: base, ...credentials(catalog.auth.reader), retries: 2, backoffMs: 10, maxRetryAfterMs: 5_000 });
    refusals.push({ status: 503 }, { status: 503 }, { status: 503 });
    await expect(proxied.query('brands')).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    refusals.length = 0;
    refusals.push({ status: 429, retryAfter: '60' });
    await expect(proxied.query('brands')).rejects.toBeInstanceOf(RateLimitedError);
    refusals.length = 0;
  });
});
