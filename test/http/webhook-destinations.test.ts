/**
 * The SSRF guard through the API (docs/webhooks.md "Destinations"), with the guard on as in
 * production and webhook hosts resolved by a test resolver: create and update refuse every refused
 * address kind, as a literal and as a name resolving to it, and store nothing; a name that
 * resolved to a public address when the webhook was created and resolves to loopback at delivery
 * is refused at delivery (ping and batches), and the receiver listening there gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resolve } from '../../src/webhooks/destination.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';
import { Receiver } from '../support/webhook-receiver.js';

/** What each name resolves to now; a test changes it as DNS would. */
const names: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'office.test': ['192.168.10.20'],
  'six.test': ['::1'],
  'mapped.test': ['::ffff:10.1.1.1'],
  'mixed.test': ['93.184.216.34', '10.0.0.7'],
  'flip.test': ['93.184.216.34'],
};
const resolve: Resolve = async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

let catalog: TestCatalog;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await Receiver.start();
  catalog = await createTestCatalog({ products: 20, seed: 61, env: { RATE_LIMIT_PER_MINUTE: '0', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2' }, resolve });
});
afterAll(async () => {
  await catalog?.close();
  await receiver?.close();
});

const post = (url: string, payload: unknown) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization: catalog.auth.administrator }, payload: payload as object });

const total = async () => (await post('/v4/webhooks/query', {})).json().meta.total as number;

const REFUSED: Array<[url: string, kind: string]> = [
  ['http://127.0.0.1/hook', 'loopback'],
  ['http://[::1]:8080/hook', 'loopback'],
  ['http://0.0.0.0/', 'unspecified'],
  ['http://10.0.0.1/', 'private'],
  ['http://[fd00::1]/', 'private'],
  ['http://169.254.169.254/latest/meta-data/', 'link-local'],
  ['http://224.0.0.1/', 'multicast'],
  ['http://240.0.0.1/', 'reserved'],
  ['https://loopback.test/hook', 'loopback'],
  ['https://metadata.test/', 'link-local'],
  ['https://office.test/', 'private'],
  ['https://six.test/', 'loopback'],
  ['https://mapped.test/', 'private'],
  ['https://mixed.test/', 'private'],
  ['https://nowhere.test/', 'does not resolve'],
];

describe('webhook destinations through the API', () => {
  it('create refuses every refused address kind, as a literal and as a name, and stores nothing', async () => {
    const before = await total();
    for (const [url, kind] of REFUSED) {
      const res = await post('/v4/webhooks/create', { webhook: { url } });
      expect(res.statusCode, url).toBe(422);
      const violation = res.json().error.violations.find((v: { path: string }) => v.path === '/webhook/url');
      expect(violation?.message, url).toContain(kind);
      expect(res.body).not.toMatch(/ENOTFOUND|getaddrinfo|at .*\.js/);
    }
    expect(await total()).toBe(before);
  });

  it('update refuses a refused destination and leaves the webhook as it was', async () => {
    const created = await post('/v4/webhooks/create', { webhook: { url: 'https://flip.test/hook', resources: ['brands'] } });
    expect(created.statusCode, created.body).toBe(200);
    const { id, url } = created.json().webhook as { id: number; url: string };
    for (const [bad] of REFUSED.slice(0, 4).concat(REFUSED.slice(8, 10))) {
      const res = await post('/v4/webhooks/update', { id, webhook: { url: bad } });
      expect(res.statusCode, bad).toBe(422);
    }
    const found = await catalog.app.inject({ method: 'GET', url: `/v4/webhooks/find?id=${id}`, headers: { authorization: catalog.auth.administrator } });
    expect(found.json().webhook.url).toBe(url);
    expect((await post('/v4/webhooks/delete', { id })).statusCode).toBe(200);
  });

  it('a name that resolves to loopback at delivery is refused then, and the receiver there gets nothing', async () => {
    const port = new URL(receiver.url).port;
    names['flip.test'] = ['93.184.216.34'];
    const created = await post('/v4/webhooks/create', { webhook: { url: `http://flip.test:${port}/hook`, resources: ['brands'] } });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().webhook as { id: number };
    // The name now answers with the address of the receiver on loopback.
    names['flip.test'] = ['127.0.0.1'];
    const ping = await post('/v4/webhooks/ping', { id });
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().delivery).toMatchObject({ status: 'failed', lastAttempt: { error: expect.stringMatching(/refused.*loopback address \(127\.0\.0\.1\)/) } });
    expect(ping.json().delivery.lastAttempt).not.toHaveProperty('httpStatus');

    expect((await post('/v4/brands/create', { brand: { name: `Omgeleid ${Date.now()}` } })).statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    let delivery: { status: string; attempts: number; lastAttempt?: { error?: string } } | undefined;
    while (Date.now() < deadline) {
      const log = (await post('/v4/webhooks/deliveries/query', { filter: { webhook: id } })).json();
      delivery = log.results.find((d: { type: string }) => d.type === 'catalog.changes');
      if (delivery && delivery.attempts >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(delivery?.attempts).toBeGreaterThanOrEqual(2);
    expect(delivery?.lastAttempt?.error).toMatch(/refused.*loopback/);
    expect(receiver.received).toHaveLength(0);
    await post('/v4/webhooks/delete', { id });
  });
});
