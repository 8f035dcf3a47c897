/**
 * The client's side of following the catalogue (client/, docs/api.md "Following changes") against
 * a real server process on the store under test: stream() that resumes by itself when a proxy in
 * front of the server cuts the connection midway (each line once, in order), changes() woken by a
 * write while it waits, and replicate(): take, then follow, then go on from the saved position,
 * the copy equal to a fresh stream each time.
 */
import { createServer, request as forward, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogClient, type Change } from '../../client/src/index.js';
import { createTestCatalog, credentials, type TestCatalog } from '../support/catalog.js';
import { serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;
let proxy: Server;
/** Bytes after which the proxy cuts each products stream, while this many cuts are left. */
let cuts = 0;
const CUT_AFTER = 200_000;
let streamsSeen = 0;
let client: CatalogClient;
let direct: CatalogClient;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 400, seed: 61 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'test-signing-secret', RATE_LIMIT_PER_MINUTE: '0' });
  // A proxy that cuts a products stream's connection after CUT_AFTER bytes, as a network would.
  proxy = createServer((req, res) => {
    const isStream = req.url === '/v4/products/stream';
    if (isStream) streamsSeen++;
    const upstream = forward({ host: '127.0.0.1', port: server.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      let sent = 0;
      const cutting = isStream && cuts > 0;
      if (cutting) cuts--;
      answer.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (cutting && sent > CUT_AFTER) {
          res.socket?.destroy();
          answer.destroy();
          return;
        }
        res.write(chunk);
      });
      answer.on('end', () => res.end());
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as { port: number }).port;
  client = new CatalogClient({ baseUrl: `http://127.0.0.1:${port}`, ...credentials(catalog.auth.administrator), application: 'changes tests', backoffMs: 10 });
  direct = new CatalogClient({ baseUrl: `http://127.0.0.1:${server.port}`, ...credentials(catalog.auth.administrator), application: 'changes tests' });
}, 300_000);

afterAll(async () => {
  proxy?.close();
  await server?.stop();
  await catalog?.close();
});

const withoutSignatures = (record: Record<string, any>) => ({ ...record, meta: { ...record.meta, embedUrl: 0, publicPageUrl: 0 } });

async function fresh(): Promise<{ records: Map<string, unknown>; position: string }> {
  let position = '';
  const records = new Map<string, unknown>();
  for await (const line of direct.stream('products', { filter: {}, sorting: { id: 'ASC' } }, { onPosition: (p) => (position = p) })) {
    records.set(line.result.id, withoutSignatures(line.result));
  }
  return { records, position };
}

describe('stream()', () => {
  it('resumes by itself after the connection is cut midway, each line once and in order', async () => {
    const expected = [...(await fresh()).records.keys()];
    cuts = 2;
    streamsSeen = 0;
    const got: Array<{ id: string; index: number }> = [];
    for await (const line of client.stream('products', { filter: {}, sorting: { id: 'ASC' } })) got.push({ id: line.result.id, index: line.meta.index });
    expect(cuts).toBe(0);
    expect(streamsSeen).toBe(3);
    expect(got.map((l) => l.id)).toEqual(expected);
    expect(got.map((l) => l.index)).toEqual(expected.map((_, i) => i));
  });
});

describe('changes()', () => {
  it('waits for a write and yields it, then stops when asked', async () => {
    const start = (await direct.changesPage()).meta.position;
    const controller = new AbortController();
    const seen: Change[] = [];
    const following = (async () => {
      try {
        for await (const change of direct.changes({ after: start, wait: 5, signal: controller.signal })) {
          seen.push(change);
          if (change.resource === 'brands') controller.abort();
        }
      } catch (error) {
        if (!controller.signal.aborted) throw error;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const written = await direct.write('brands/create', { brand: { name: `Volgmerk ${Date.now()}` } });
    await following;
    expect(seen.map((c) => c.id)).toContain((written.body as { brand: { id: number } }).brand.id);
  });
});

describe('replicate()', () => {
  it('takes the products, follows their changes, and goes on from the saved position: the copy is the catalogue', async () => {
    const copy = new Map<string | number, unknown>();
    let saved: string | undefined;
    const options = {
      resource: 'products' as const,
      upsert: (record: Record<string, any>) => void copy.set(record.id, withoutSignatures(record)),
      remove: (id: string | number) => void copy.delete(id),
      save: (position: string) => void (saved = position),
      follow: false,
    };
    await client.replicate(options);
    expect(saved).toBeTruthy();
    let now = await fresh();
    expect(saved).toBe(now.position);
    expect(copy).toEqual(now.records);

    // Writes after the copy: a rename every carrier follows, a product changed, one created.
    const product = catalog.records.products!.find((p) => p.brands.length > 0)!;
    await direct.write('brands/update', { id: product.brands[0].id, brand: { name: `Gevolgd ${Date.now()}` } } as never);
    await direct.write('products/update', { id: catalog.records.products![3]!.id, product: { name: { nl: 'Gevolgd product' } } } as never);
    const before = saved;
    await client.replicate({ ...options, position: saved });
    now = await fresh();
    expect(saved).not.toBe(before);
    expect(saved).toBe(now.position);
    expect(copy).toEqual(now.records);
  });
});
