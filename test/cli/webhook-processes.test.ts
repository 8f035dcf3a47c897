/**
 * Webhooks across server processes on one store (docs/webhooks.md "Several processes and
 * machines"): two processes deliver every change of a burst exactly in order, never two batches of
 * one webhook at once; when the process delivering a batch is killed (SIGKILL) while the endpoint
 * holds the request, the other sends the same batch again under the same `webhook-id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveProcess, type Served } from '../support/processes.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { Receiver } from '../support/webhook-receiver.js';

let catalog: ImportedCatalog;
let auth: string;
const servers: Served[] = [];
const receivers: Receiver[] = [];
const env = () => ({
  DATABASE_URL: catalog.database.url, RATE_LIMIT_PER_MINUTE: '0', SIGNING_SECRET: 'hooks', LOG_LEVEL: 'warn', MEMORY_INDEX: 'off',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_SECRETS_KEY: 'k'.repeat(40), WEBHOOK_LEASE_SECONDS: '1', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2,0.2',
});

beforeAll(async () => {
  catalog = await importedCatalog('hooks', { products: 40, seed: 19, keysFor: [3] });
  auth = catalog.auth[3]!;
  for (let i = 0; i < 2; i++) servers.push(await serveProcess(env()));
}, 300_000);

afterAll(async () => {
  for (const r of receivers) await r.close();
  for (const s of servers) await s.stop();
  await catalog?.remove();
});

async function call(server: Served, path: string, body: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${server.port}/v4/${path}`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text);
}

async function receiver(): Promise<Receiver> {
  const r = await Receiver.start();
  receivers.push(r);
  return r;
}

describe('webhooks on two server processes', () => {
  it('every change of a burst arrives in order, one batch at a time', async () => {
    const r = await receiver();
    // Each answer takes a little while: a second batch sent meanwhile would overlap it.
    r.fallback = { status: 200, delayMs: 30 };
    const hook = (await call(servers[0]!, 'webhooks/create', { webhook: { url: r.url, resources: ['brands'] } })).webhook;
    const made: number[] = [];
    for (let i = 0; i < 40; i++) made.push((await call(servers[i % 2]!, 'brands/create', { brand: { name: `Twee ${i} ${Date.now()}` } })).brand.id);
    const deadline = Date.now() + 30_000;
    const seen = () => r.received.flatMap((x) => x.json.data.changes.map((c: { id: number }) => c.id));
    while (!made.every((id) => seen().includes(id)) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
    expect(made.filter((id) => !seen().includes(id))).toEqual([]);
    // In order: each batch starts where the last acknowledged one ended, and brands come in the order they were made.
    expect(r.received[0]!.json.data.positionFrom).toBe(hook.position);
    for (let i = 1; i < r.received.length; i++) expect(r.received[i]!.json.data.positionFrom).toBe(r.received[i - 1]!.json.data.position);
    expect(seen()).toEqual(made);
    // Never two at once: each request came after the last one's answer (30 ms).
    for (let i = 1; i < r.received.length; i++) expect(r.received[i]!.at - r.received[i - 1]!.at).toBeGreaterThanOrEqual(29);
  }, 60_000);

  it('a process killed mid-batch: the other sends the same batch again, same webhook-id', async () => {
    const r = await receiver();
    r.answers.push({ hang: true });
    const hook = (await call(servers[0]!, 'webhooks/create', { webhook: { url: r.url, resources: ['brands'] } })).webhook;
    const brand = (await call(servers[1]!, 'brands/create', { brand: { name: `Gedood ${Date.now()}` } })).brand;
    const [held] = await r.until(1, 20_000);
    // The delivering process names itself in the lease: kill that one.
    const [row] = await catalog.database.sql(`SELECT lease_owner FROM webhooks WHERE id = ?`, [hook.id]) as Array<{ lease_owner: string }>;
    const pid = Number(/^p(\d+)_/.exec(row!.lease_owner)![1]);
    const victim = servers.findIndex((s) => s.child.pid === pid);
    expect(victim).toBeGreaterThanOrEqual(0);
    servers[victim]!.child.kill('SIGKILL');
    const again = await r.until(2, 40_000);
    expect(again[1]!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
    expect(again[1]!.json.data).toEqual(held!.json.data);
    expect(again[1]!.json.data.changes.map((c: { id: number }) => c.id)).toContain(brand.id);
    const survivor = servers[1 - victim]!;
    const deadline = Date.now() + 10_000;
    let log: any;
    do log = await call(survivor, 'webhooks/deliveries/query', { filter: { webhook: hook.id } });
    while (log.results[0]?.status !== 'succeeded' && Date.now() < deadline && (await new Promise((res) => setTimeout(res, 100)), true));
    expect(log.results[0]).toMatchObject({ status: 'succeeded', position: held!.json.data.position });
    servers[victim] = await serveProcess(env());
  }, 90_000);
});
