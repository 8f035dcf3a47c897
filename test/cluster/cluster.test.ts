/**
 * Every promise of several machines (docs/deployment.md "Several machines"), checked across two
 * server processes A and B that share only the PostgreSQL store (read through its streaming
 * replica) and the S3 bucket, with the project's nginx configuration in front: an upload on A
 * served by B and through nginx; a write on A seen by B within a second; a key revoked on A refused
 * by B at once; the rate limit counted across both; an Idempotency-Key replayed by B; a long poll
 * on B woken by a write on A; a propagation started on A and A killed, finished by B; a webhook
 * whose delivering machine is killed, delivered by the other.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FORMATS } from '../../src/media/formats.js';
import { readNdjson, writeNdjson } from '../support/catalog.js';
import { clusterMissing, startCluster, type Cluster, type Machine } from '../support/cluster.js';
import { Receiver } from '../support/webhook-receiver.js';

const missing = clusterMissing();
if (missing && process.env.CATALOG_TEST_REQUIRE_POSTGRES) throw new Error(`the cluster test cannot run: ${missing}`);

/** Products that carry one brand: a propagation of several seconds at this machine's pace. */
const PRODUCTS = 6000;
const UA = { 'user-agent': 'catalog-cluster-test/1.0' };

describe.skipIf(missing !== undefined)(`two machines behind nginx${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster: Cluster;
  let admin: string;
  let reader: string;
  let brand: Record<string, any>;
  let carriers = 0;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    cluster = await startCluster('cluster', {
      products: PRODUCTS, seed: 73, keysFor: [1, 3],
      env: { RATE_LIMIT_PER_MINUTE: '40', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_LEASE_SECONDS: '1', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2' },
      beforeImport(bulk) {
        const products = readNdjson(join(bulk, 'products.ndjson'));
        brand = readNdjson(join(bulk, 'brands.ndjson'))[1]!;
        const view = { id: brand.id, name: { nl: brand.name, fr: brand.name, en: brand.name, de: brand.name }, meta: brand.meta };
        for (const p of products) if (Number(p.id.slice(-1)) < 7) p.brands = [view];
        writeNdjson(join(bulk, 'products.ndjson'), products);
        carriers = products.filter((p) => p.brands.some((b: { id: number }) => b.id === brand.id)).length;
      },
    });
    admin = cluster.catalog.auth[3]!;
    reader = cluster.catalog.auth[1]!;
  }, 600_000);

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await cluster?.stop();
  });

  const at = (m: Machine | string) => (typeof m === 'string' ? m : `http://127.0.0.1:${m.port}`);
  const post = async (m: Machine | string, path: string, body: unknown, authorization = admin, headers: Record<string, string> = {}) => {
    const res = await fetch(`${at(m)}/v4/${path}`, {
      method: 'POST', headers: { authorization, 'content-type': 'application/json', ...UA, ...headers }, body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const ok = async (m: Machine | string, path: string, body: unknown, authorization = admin) => {
    const res = await post(m, path, body, authorization);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return JSON.parse(res.text);
  };

  /** A new key of a reader, made through A: its Basic credentials. */
  const newKey = async (name: string) => {
    const user = readNdjson(join(cluster.catalog.bulk, 'users.ndjson')).find((u) => u.isEnabled && u.subscription.type === 1)!;
    const { apiKey } = await ok(cluster.a, 'api-keys/create', { user: user.id, name });
    return { id: apiKey.id as string, auth: `Basic ${Buffer.from(`${apiKey.id}:${apiKey.secret}`).toString('base64')}` };
  };

  it('an upload on A is served by B and through nginx, every format, whole and by range', async () => {
    const photo = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
    const { mediaItem } = await ok(cluster.a, 'media/upload', { file: { name: 'cluster-front-nl.jpg', content: photo.toString('base64') } });
    for (const format of PHOTO_FORMATS) {
      const url = mediaItem.formats[format.key] as string;
      expect(url.startsWith(`${cluster.front}/media/`)).toBe(true);
      const path = url.slice(cluster.front.length);
      const fromB = await fetch(`${at(cluster.b)}${path}`, { headers: UA });
      expect(fromB.status, format.key).toBe(200);
      const bytes = Buffer.from(await fromB.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width]).toEqual([format.encoding, format.size]);
      const viaNginx = await fetch(url, { headers: { ...UA, range: 'bytes=10-109' } });
      expect(viaNginx.status).toBe(206);
      expect(Buffer.from(await viaNginx.arrayBuffer()).equals(bytes.subarray(10, 110))).toBe(true);
      const etag = fromB.headers.get('etag')!;
      expect((await fetch(`${at(cluster.a)}${path}`, { headers: { ...UA, 'if-none-match': etag } })).status).toBe(304);
    }
  });

  it('a write on A is seen by a query on B within a second', async () => {
    const product = (await ok(cluster.b, 'products/query', { filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }, reader)).results[0];
    const name = `Clustertest ${Date.now()}`;
    await ok(cluster.a, 'products/update', { id: product.id, product: { name: { nl: name } } });
    const written = Date.now();
    for (;;) {
      const seen = await ok(cluster.b, 'products/query', { filter: { id: [product.id] }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }, reader);
      if (seen.results[0]?.name?.nl === name) break;
      expect(Date.now() - written, 'seen on B within a second').toBeLessThan(1_000);
      await sleep(20);
    }
  });

  it('a key revoked on A is refused by B at once', async () => {
    const { id, auth } = await newKey('cluster key');
    expect((await post(cluster.b, 'brands/query', { filter: {} }, auth)).status).toBe(200);
    await ok(cluster.a, 'api-keys/revoke', { apiKey: id });
    const refused = await post(cluster.b, 'brands/query', { filter: {} }, auth);
    expect(refused.status).toBe(401);
  });

  it('the rate limit counts the requests of both machines', async () => {
    const { auth } = await newKey('cluster rate');
    const remaining: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await post(i % 2 ? cluster.b : cluster.a, 'brands/query', { filter: {} }, auth);
      expect(res.status).toBe(200);
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(Array.from({ length: 40 }, (_, i) => 39 - i));
    const over = await post(cluster.b, 'brands/query', { filter: {} }, auth);
    expect(over.status).toBe(429);
    expect((await post(cluster.a, 'brands/query', { filter: {} }, auth)).status).toBe(429);
  });

  it('an Idempotency-Key used on A is replayed by B', async () => {
    const body = { brand: { name: `Cluster Merk ${Date.now()}` } };
    const first = await post(cluster.a, 'brands/create', body, admin, { 'idempotency-key': 'cluster-1' });
    expect(first.status).toBe(200);
    const replay = await post(cluster.b, 'brands/create', body, admin, { 'idempotency-key': 'cluster-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
  });

  it('a long poll on B is woken by a write on A', async () => {
    // Caught up first: B's answers come from the replica, which may still be catching up itself.
    let position = (await ok(cluster.b, 'changes/query', { filter: { resource: ['brands'] } }, admin)).meta.position;
    for (let page = await ok(cluster.b, 'changes/query', { after: position, filter: { resource: ['brands'] }, wait: 1 }, admin); page.results.length > 0;
      page = await ok(cluster.b, 'changes/query', { after: position, filter: { resource: ['brands'] }, wait: 1 }, admin)) position = page.meta.position;
    const waiting = ok(cluster.b, 'changes/query', { after: position, filter: { resource: ['brands'] }, wait: 20 }, admin);
    await sleep(300);
    const made = (await ok(cluster.a, 'brands/create', { brand: { name: `Gewekt ${Date.now()}` } })).brand;
    const written = Date.now();
    const answer = await waiting;
    expect(answer.results.map((c: { id: number }) => c.id)).toEqual([made.id]);
    expect(Date.now() - written).toBeLessThan(1_500);
  });

  it('a propagation started on A, A killed midway: B finishes it', async () => {
    const name = `Cluster Hernoemd ${Date.now()}`;
    await ok(cluster.a, 'brands/update', { id: brand.id, brand: { name } });
    await sleep(300);
    await cluster.kill(cluster.a);
    try {
      const query = (filter: object) => ok(cluster.b, 'products/query', { filter: { brand: [brand.id], ...filter }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }, reader);
      const deadline = Date.now() + 90_000;
      for (;;) {
        const renamed = await query({ search: { query: name.split(' ')[1]!, locale: 'nl' } });
        if (renamed.meta.total === carriers) break;
        if (Date.now() > deadline) throw new Error(`B did not finish the propagation: ${renamed.meta.total} of ${carriers}`);
        await sleep(500);
      }
      expect((await query({})).meta.total).toBe(carriers);
    } finally {
      await cluster.start(cluster.a);
    }
  }, 180_000);

  it('a webhook whose delivering machine is killed mid-batch is delivered by the other, same webhook-id', async () => {
    const r = await Receiver.start();
    receivers.push(r);
    r.answers.push({ hang: true });
    const hook = (await ok(cluster.a, 'webhooks/create', { webhook: { url: r.url, resources: ['brands'] } })).webhook;
    const made = (await ok(cluster.b, 'brands/create', { brand: { name: `Geleverd ${Date.now()}` } })).brand;
    const [held] = await r.until(1, 20_000).catch((error) => {
      throw new Error(`${error.message}\nA: ${cluster.a.served.output().slice(-3000)}\nB: ${cluster.b.served.output().slice(-3000)}`);
    });
    const [row] = await cluster.catalog.database.sql('SELECT lease_owner FROM webhooks WHERE id = ?', [hook.id]) as Array<{ lease_owner: string }>;
    const pid = Number(/^p(\d+)_/.exec(row!.lease_owner)![1]);
    const victim = [cluster.a, cluster.b].find((m) => m.served.child.pid === pid)!;
    expect(victim).toBeDefined();
    await cluster.kill(victim);
    try {
      const again = await r.until(2, 40_000);
      expect(again[1]!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
      expect(again[1]!.json.data.changes.map((c: { id: number }) => c.id)).toContain(made.id);
    } finally {
      await cluster.start(victim);
    }
  }, 120_000);

  it('nginx passes streams, uploads and errors through as the API sends them', async () => {
    const stream = await fetch(`${cluster.front}/v4/media/stream`, { method: 'POST', headers: { authorization: reader, 'content-type': 'application/json', ...UA }, body: '{"filter":{},"sorting":{"id":"ASC"}}' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('application/x-json-stream');
    const lines = (await stream.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(1);
    const tooBig = await fetch(`${cluster.front}/v4/brands/query`, { method: 'POST', headers: { authorization: reader, 'content-type': 'application/json' }, body: `{"filter":{},"x":"${'a'.repeat(2 * 1024 * 1024)}"}` });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });
});
