/**
 * Webhooks over real HTTP (docs/webhooks.md): the operations and who may use them, batches POSTed
 * to receivers on loopback, signed as Standard Webhooks has it (checked with the `standardwebhooks`
 * package, an implementation independent of ours), in order, retried under the same `webhook-id`,
 * 410 and an exhausted schedule disabling, enabling again sending what was missed, 429's
 * Retry-After, a redirect counting as a failure, rotation's two signatures, redeliver and ping.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWED } from '../../src/webhooks/schemas.js';
import { newWebhookSecret, SecretBox } from '../../src/webhooks/secret-box.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';
import { Receiver } from '../support/webhook-receiver.js';

let catalog: TestCatalog;
const receivers: Receiver[] = [];

beforeAll(async () => {
  catalog = await createTestCatalog({
    products: 60, seed: 33,
    env: { RATE_LIMIT_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.3,0.3,0.3' },
  });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await catalog?.close();
});

const post = (url: string, payload: unknown, authorization = catalog.auth.administrator) =>
  catalog.app.inject({ method: 'POST', url, headers: { authorization }, payload: payload as object });

async function ok(url: string, payload: unknown, authorization?: string) {
  const res = await post(url, payload, authorization);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function receiver(): Promise<Receiver> {
  const r = await Receiver.start();
  receivers.push(r);
  return r;
}

interface Hook { id: number; url: string; secret: string; position: string; resources: string[]; isEnabled: boolean; disabledReason?: string }

async function createHook(url: string, extra: Record<string, unknown> = {}, authorization?: string): Promise<Hook> {
  return (await ok('/v4/webhooks/create', { webhook: { url, resources: ['brands'], ...extra } }, authorization)).webhook as Hook;
}

const find = async (id: number, authorization = catalog.auth.administrator) => {
  const res = await catalog.app.inject({ method: 'GET', url: `/v4/webhooks/find?id=${id}`, headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().webhook as Hook;
};

let named = 0;
const createBrand = async () => (await ok('/v4/brands/create', { brand: { name: `Haakmerk ${++named} ${Date.now()}` } })).brand as { id: number; name: string };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('webhooks: the operations', () => {
  it('create shows the secret once; query and find never; resources default to every followed resource', async () => {
    const r = await receiver();
    const all = (await ok('/v4/webhooks/create', { webhook: { url: r.url, description: 'ERP' } })).webhook as Hook & { description: string };
    expect(all.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(all.resources).toEqual(FOLLOWED);
    expect(all.isEnabled).toBe(true);
    expect(all.description).toBe('ERP');
    const found = await find(all.id);
    expect(found).not.toHaveProperty('secret');
    const { secret: _secret, ...shown } = all;
    expect(found).toEqual(shown);
    const page = await ok('/v4/webhooks/query', { filter: { id: all.id } });
    expect(page.meta.total).toBe(1);
    expect(page.results[0]).not.toHaveProperty('secret');
    // The secret is stored sealed, not in clear.
    const stored = await catalog.store.rows<{ secret: string }>(catalog.store.dialect.db.selectFrom('webhooks').select('secret').where('id', '=', all.id).compile());
    expect(stored[0]!.secret).not.toContain(all.secret.slice(6, 20));
    await ok('/v4/webhooks/delete', { id: all.id });
    const gone = await catalog.app.inject({ method: 'GET', url: `/v4/webhooks/find?id=${all.id}`, headers: { authorization: catalog.auth.administrator } });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    const before = (await ok('/v4/webhooks/query', {})).meta.total;
    const refused = [
      [{ webhook: { url: 'ftp://example.com/x' } }, '/webhook/url'],
      [{ webhook: { url: 'https://user:pw@example.com/x' } }, '/webhook/url'],
      [{ webhook: { url: `https://example.com/${'a'.repeat(2_000)}` } }, '/webhook/url'],
      [{ webhook: { url: 'https://example.com/', resources: ['nothing'] } }, '/webhook/resources/0'],
      [{ webhook: { url: 'https://example.com/', resources: [] } }, '/webhook/resources'],
      [{ webhook: { url: 'https://example.com/', secret: 'mine' } }, '/webhook/secret'],
    ] as const;
    for (const [body, path] of refused) {
      const res = await post('/v4/webhooks/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.violations.map((v: { path: string }) => v.path)).toContain(path);
    }
    expect((await ok('/v4/webhooks/query', {})).meta.total).toBe(before);
    expect((await post('/v4/webhooks/update', { id: 987654, webhook: { isEnabled: false } })).statusCode).toBe(404);
    expect((await post('/v4/webhooks/redeliver', { id: 987654, after: 'x' })).statusCode).toBe(404);
  });

  it('a create repeated with its Idempotency-Key answers the same webhook without the secret; no secret is kept in clear', async () => {
    const r = await receiver();
    const send = () => catalog.app.inject({
      method: 'POST', url: '/v4/webhooks/create', headers: { authorization: catalog.auth.administrator, 'idempotency-key': `hook-${Date.now()}-${Math.random()}` },
      payload: { webhook: { url: r.url, resources: ['brands'] } },
    });
    const key = `hook-${Date.now()}`;
    const once = async () => catalog.app.inject({
      method: 'POST', url: '/v4/webhooks/create', headers: { authorization: catalog.auth.administrator, 'idempotency-key': key },
      payload: { webhook: { url: r.url, resources: ['brands'] } },
    });
    const first = await once();
    const again = await once();
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().webhook.id).toBe(first.json().webhook.id);
    expect(first.json().webhook.secret).toMatch(/^whsec_/);
    expect(again.json().webhook).not.toHaveProperty('secret');
    expect((await send()).json().webhook.id).not.toBe(first.json().webhook.id);
    const kept = await catalog.store.rows<Record<string, unknown>>(catalog.store.dialect.db.selectFrom('idempotency_keys').selectAll().compile());
    expect(JSON.stringify(kept)).not.toContain('whsec_');
    const webhooks = await catalog.store.rows<Record<string, unknown>>(catalog.store.dialect.db.selectFrom('webhooks').selectAll().compile());
    expect(JSON.stringify(webhooks)).not.toContain('whsec_');
  });

  it('a key manages its own user\'s webhooks, a manager its organization\'s users\', an administrator all', async () => {
    const r = await receiver();
    const readers = await createHook(r.url, {}, catalog.auth.reader);
    const managers = await createHook(r.url, {}, catalog.auth.manager);
    const visible = async (auth: string) => ((await ok('/v4/webhooks/query', {}, auth)).results as Hook[]).map((h) => h.id);
    expect(await visible(catalog.auth.reader)).toContain(readers.id);
    expect(await visible(catalog.auth.reader)).not.toContain(managers.id);
    expect(await visible(catalog.auth.administrator)).toEqual(expect.arrayContaining([readers.id, managers.id]));
    const sameOrganization = catalog.users.reader.organization === catalog.users.manager.organization;
    expect((await visible(catalog.auth.manager)).includes(readers.id)).toBe(sameOrganization);
    const forbidden = await catalog.app.inject({ method: 'GET', url: `/v4/webhooks/find?id=${managers.id}`, headers: { authorization: catalog.auth.reader } });
    expect(forbidden.statusCode).toBe(403);
    expect((await post('/v4/webhooks/delete', { id: managers.id }, catalog.auth.reader)).statusCode).toBe(403);
    const deliveries = await ok('/v4/webhooks/deliveries/query', { filter: { webhook: managers.id } }, catalog.auth.reader);
    expect(deliveries.meta.total).toBe(0);
    await ok('/v4/webhooks/delete', { id: readers.id }, catalog.auth.reader);
    await ok('/v4/webhooks/delete', { id: managers.id });
  });
});

describe('webhooks: delivery', () => {
  const hooks: number[] = [];
  afterEach(async () => {
    for (const id of hooks.splice(0)) await post('/v4/webhooks/delete', { id });
  });

  it('POSTs the changes after its position, signed (verified independently), in order, each batch after the last one\'s position', async () => {
    const r = await receiver();
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    const first = await createBrand();
    await r.until(1);
    const second = await createBrand();
    const third = await createBrand();
    const got = await eventually(async () => r.received, (list) => list.flatMap((x) => x.json.data.changes).some((c: { id: number }) => c.id === third.id));
    const verifier = new Webhook(hook.secret);
    for (const request of got) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('catalog-api-webhooks/1');
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual(request.json);
      expect(request.json.type).toBe('catalog.changes');
      expect(Math.abs(Date.parse(request.json.timestamp) - Date.now())).toBeLessThan(60_000);
    }
    // Tampered bodies do not verify.
    expect(() => verifier.verify(`${got[0]!.body} `, got[0]!.headers as Record<string, string>)).toThrow();
    expect(got[0]!.json.data.positionFrom).toBe(hook.position);
    for (let i = 1; i < got.length; i++) expect(got[i]!.json.data.positionFrom).toBe(got[i - 1]!.json.data.position);
    const ids = got.flatMap((x) => x.json.data.changes.map((c: { id: number }) => c.id));
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(third.id));
    // Each change as brands/query shows the record.
    const shown = got.flatMap((x) => x.json.data.changes).find((c: { id: number }) => c.id === second.id);
    expect(shown.record).toEqual((await ok('/v4/brands/query', { filter: { id: [second.id] } })).results[0]);
    // Acknowledged: the webhook's position is the last batch's.
    const now = await eventually(() => find(hook.id), (h) => h.position === got.at(-1)!.json.data.position);
    expect(now.position).toBe(got.at(-1)!.json.data.position);
    const log = await ok('/v4/webhooks/deliveries/query', { filter: { webhook: hook.id, status: 'succeeded' } });
    expect(log.meta.total).toBe(got.length);
  });

  it('sends a failed batch again under the same webhook-id; a redirect is a failure; 429 waits its Retry-After', async () => {
    const r = await receiver();
    r.answers.push({ status: 500 }, { status: 302, headers: { location: 'http://127.0.0.1:1/' } }, { status: 429, headers: { 'retry-after': '1' } });
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    await createBrand();
    const got = await r.until(4, 20_000);
    expect(new Set(got.map((x) => x.headers['webhook-id'])).size).toBe(1);
    expect(got.map((x) => x.json.data.position)).toEqual(Array(4).fill(got[0]!.json.data.position));
    // The schedule is 0.3 s (a tenth either way); after the 429, at least its Retry-After of 1 s.
    expect(got[3]!.at - got[2]!.at).toBeGreaterThanOrEqual(950);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(250);
    const log = await eventually(async () => ok('/v4/webhooks/deliveries/query', { filter: { webhook: hook.id } }), (l) => l.results[0]?.status === 'succeeded');
    expect(log.results[0]).toMatchObject({ status: 'succeeded', attempts: 4, lastAttempt: { httpStatus: 200 } });
  });

  it('410 disables at once; enabled again, it receives everything it missed', async () => {
    const r = await receiver();
    r.answers.push({ status: 410 });
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    const missed = [await createBrand()];
    await r.until(1);
    const disabled = await eventually(() => find(hook.id), (h) => !h.isEnabled);
    expect(disabled.isEnabled).toBe(false);
    expect(disabled.disabledReason).toMatch(/410/);
    missed.push(await createBrand(), await createBrand());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(r.received).toHaveLength(1);
    await ok('/v4/webhooks/update', { id: hook.id, webhook: { isEnabled: true } });
    const got = await eventually(async () => r.received, (list) => missed.every((b) => list.slice(1).flatMap((x) => x.json.data.changes).some((c: { id: number }) => c.id === b.id)));
    expect(got[1]!.json.data.positionFrom).toBe(hook.position);
    expect(got.slice(1).flatMap((x) => x.json.data.changes.map((c: { id: number }) => c.id))).toEqual(expect.arrayContaining(missed.map((b) => b.id)));
  });

  it('a receiver down for the whole schedule gets the webhook disabled with a reason; enabled again, its copy equals the catalogue', async () => {
    const r = await receiver();
    r.fallback = { status: 503 };
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    // The receiver's copy, taken at the webhook's position (nothing is written in between).
    const brands = async () => new Map(((await ok('/v4/brands/query', {})).results as Array<{ id: number }>).map((b) => [b.id, b]));
    const copy = await brands();
    await createBrand();
    const disabled = await eventually(() => find(hook.id), (h) => !h.isEnabled, 15_000);
    expect(disabled.disabledReason).toMatch(/no 2xx after 4 attempts/);
    expect(r.received).toHaveLength(4);
    const log = await ok('/v4/webhooks/deliveries/query', { filter: { webhook: hook.id, status: 'failed' } });
    expect(log.results[0]).toMatchObject({ attempts: 4, lastAttempt: { httpStatus: 503 } });
    // Missed while disabled: a rename and another brand.
    const [renamed] = [...copy.keys()];
    await ok('/v4/brands/update', { id: renamed, brand: { name: `Hernoemd terwijl uit ${Date.now()}` } });
    await createBrand();
    r.fallback = { status: 200 };
    await ok('/v4/webhooks/update', { id: hook.id, webhook: { isEnabled: true } });
    const applied = (from: number) => {
      const kept = new Map(copy);
      for (const request of r.received.slice(from)) {
        for (const change of request.json.data.changes) {
          if (change.action === 'deleted') kept.delete(change.id);
          else kept.set(change.id, change.record);
        }
      }
      return kept;
    };
    const catalogue = await brands();
    const kept = await eventually(async () => applied(4), (k) => JSON.stringify([...k].sort()) === JSON.stringify([...catalogue].sort()));
    expect([...kept].sort()).toEqual([...catalogue].sort());
  });

  it('after rotate-secret both secrets sign for a day; redeliver sends again from an older position; ping answers its outcome', async () => {
    const r = await receiver();
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    const rotated = (await ok('/v4/webhooks/rotate-secret', { id: hook.id })).webhook as Hook;
    expect(rotated.secret).not.toBe(hook.secret);
    const brand = await createBrand();
    const [request] = await r.until(1);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [hook.secret, rotated.secret]) expect(new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>)).toEqual(request!.json);

    await eventually(() => find(hook.id), (h) => h.position === request!.json.data.position);
    await ok('/v4/webhooks/redeliver', { id: hook.id, after: hook.position });
    const again = await r.until(2);
    expect(again[1]!.json.data.positionFrom).toBe(hook.position);
    expect(again[1]!.json.data.changes.map((c: { id: number }) => c.id)).toContain(brand.id);
    expect(again[1]!.headers['webhook-id']).not.toBe(again[0]!.headers['webhook-id']);

    const pinged = (await ok('/v4/webhooks/ping', { id: hook.id })).delivery;
    expect(pinged).toMatchObject({ type: 'catalog.ping', status: 'succeeded', attempts: 1, lastAttempt: { httpStatus: 200 } });
    const ping = await r.until(3);
    expect(ping[2]!.json.type).toBe('catalog.ping');
    expect(new Webhook(rotated.secret).verify(ping[2]!.body, ping[2]!.headers as Record<string, string>)).toEqual(ping[2]!.json);
    const bad = await post('/v4/webhooks/redeliver', { id: hook.id, after: `${hook.position.slice(0, -2)}xx` });
    expect(bad.statusCode).toBe(422);
  });

  it('cuts batches at about 256 KB (one larger record alone), still in order', async () => {
    const r = await receiver();
    const hook = await createHook(r.url, { resources: ['products'] });
    hooks.push(hook.id);
    const ids = catalog.records.products!.slice(0, 50).map((p) => p.id as string);
    for (const [i, id] of ids.entries()) await ok('/v4/products/update', { id, product: { vat: i % 2 === 0 ? 6 : 21 } });
    const seen = () => new Set(r.received.flatMap((x) => x.json.data.changes.map((c: { id: string }) => c.id)));
    await eventually(async () => seen(), (s) => ids.every((id) => s.has(id)), 20_000);
    expect(ids.filter((id) => !seen().has(id))).toEqual([]);
    expect(r.received.length).toBeGreaterThan(1);
    for (const request of r.received) {
      const { changes } = request.json.data;
      expect(changes.length).toBeLessThanOrEqual(100);
      if (changes.length > 1) expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(256 * 1024 + 1024);
    }
    expect(r.received[0]!.json.data.positionFrom).toBe(hook.position);
    for (let i = 1; i < r.received.length; i++) expect(r.received[i]!.json.data.positionFrom).toBe(r.received[i - 1]!.json.data.position);
  });

  it('a secret sealed under another server key: the attempt fails with that reason, and nothing is sent', async () => {
    const r = await receiver();
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    const foreign = new SecretBox('another server key '.repeat(3)).seal(newWebhookSecret(), hook.id);
    await catalog.store.write((w) => w.run(catalog.store.dialect.db.updateTable('webhooks').set({ secret: foreign }).where('id', '=', hook.id).compile()));
    const pinged = (await ok('/v4/webhooks/ping', { id: hook.id })).delivery;
    expect(pinged).toMatchObject({ status: 'failed', lastAttempt: { error: expect.stringMatching(/WEBHOOK_SECRETS_KEY/) } });
    expect(r.received).toHaveLength(0);
  });

  it('the key that created it revoked: the webhook is disabled at its next delivery, with the reason', async () => {
    const r = await receiver();
    const made = (await ok('/v4/api-keys/create', { user: catalog.users.reader.id, name: 'haak' })).apiKey;
    const auth = `Basic ${Buffer.from(`${made.id}:${made.secret}`).toString('base64')}`;
    const hook = await createHook(r.url, {}, auth);
    hooks.push(hook.id);
    await ok('/v4/api-keys/revoke', { apiKey: made.id });
    await createBrand();
    const disabled = await eventually(() => find(hook.id), (h) => !h.isEnabled);
    expect(disabled.disabledReason).toMatch(/revoked/);
    expect(r.received).toHaveLength(0);
  });

  it('an endpoint that never answers fails after 15 s; the batch is sent again under the same webhook-id', async () => {
    const r = await receiver();
    r.answers.push({ hang: true });
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    await createBrand();
    const got = await r.until(2, 30_000);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(15_000);
    const log = await eventually(async () => ok('/v4/webhooks/deliveries/query', { filter: { webhook: hook.id } }), (l) => l.results[0]?.status === 'succeeded');
    expect(log.results[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  }, 40_000);

  it('/metrics counts attempts by outcome and shows each enabled webhook\'s lag', async () => {
    const r = await receiver();
    const hook = await createHook(r.url);
    hooks.push(hook.id);
    await createBrand();
    await r.until(1);
    const text = await eventually(async () => (await catalog.app.inject({ method: 'GET', url: '/metrics' })).body,
      (body) => new RegExp(`catalog_webhook_lag_changes\\{webhook="${hook.id}"\\} 0`).test(body));
    expect(text).toMatch(/catalog_webhook_deliveries_total\{outcome="succeeded"\} [1-9]/);
    expect(text).toMatch(new RegExp(`catalog_webhook_lag_changes\\{webhook="${hook.id}"\\} 0`));
  });
});

describe('webhooks: more with work than run at once', () => {
  it('seventy webhooks (a process runs 32 at once) each get the change once, in one batch, and end at its position', async () => {
    const r = await receiver();
    const made: Hook[] = [];
    for (let i = 0; i < 70; i++) made.push(await createHook(`${r.url}?n=${i}`));
    try {
      const brand = await createBrand();
      const got = await r.until(70, 20_000);
      // Each webhook once: its own URL, one batch holding the brand.
      expect(new Set(got.map((x) => x.headers['webhook-id'])).size).toBe(70);
      for (const x of got) expect(x.json.data.changes.map((c: { id: number }) => c.id)).toEqual([brand.id]);
      await new Promise((res) => setTimeout(res, 500));
      expect(r.received).toHaveLength(70);
      const positions = await eventually(async () => Promise.all(made.map((h) => find(h.id).then((f) => f.position))),
        (p) => p.every((x) => x === got[0]!.json.data.position));
      expect(new Set(positions)).toEqual(new Set([got[0]!.json.data.position]));
    } finally {
      for (const h of made) await post('/v4/webhooks/delete', { id: h.id });
    }
  });
});
