/**
 * Fuzz: a few thousand generated hostile requests (test/support/hostile.ts) to every endpoint
 * (queries, streams, finds, every write operation, the embed card and public page, health,
 * corrections types, unknown paths and methods), with hostile headers now and then. Every answer
 * is below 500, carries an X-Request-Id, and every refusal is the documented error body with a
 * code of the catalogue and its status, naming nothing of the server's insides. A refused write
 * moves no generation and enters nothing in the change log, and afterwards the store holds exactly
 * what it held before (every write body is invalid by construction).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDirectory } from '../../src/bulk/export.js';
import { COMMANDS } from '../../src/command/registry.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../../src/http/errors.js';
import { routeOf } from '../../src/query/declare.js';
import { SERVED, STORED } from '../../src/resources/registry.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { hostileParam, hostileText, hostileValue, mutate, SQL_LIKE } from '../support/hostile.js';
import { Rng } from '../support/rng.js';

/**
 * Each store's run draws its own requests (its own seeds), so the two runs together send twice as
 * many distinct ones: what is refused before the store is the same code on both, and what reaches
 * a store still meets it REQUESTS + WRITES times.
 */
const STORE = process.env.CATALOG_TEST_STORE === 'postgres' ? 1 : 0;
const REQUESTS = 1_500;
const WRITES = 750;
/** What no answer may show: SQL, driver and file names, stack frames. */
// `pg_` at a word's start only: a generated key secret held "…xpg_R…" once.
const INSIDES = /\bSELECT\b|\bFROM\s+\w+_docs\b|sqlite|SQLITE|postgres|\bpg_|node_modules|\.ts:\d|\.js:\d|\n\s+at /;

let catalog: TestCatalog;
let dir: string;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 60, seed: 23, env: { RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' } });
  dir = mkdtempSync(join(tmpdir(), 'catalog-fuzz-'));
}, 120_000);
afterAll(async () => {
  await catalog?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every record of every resource, as the export writes them. */
async function storeContents(name: string): Promise<Record<string, string>> {
  const out = join(dir, name);
  await exportDirectory(catalog.store, out, STORED);
  return Object.fromEntries(readdirSync(out).sort().map((f) => [f, readFileSync(join(out, f), 'utf8')]));
}

/** Valid bodies to start from, by query path. */
function baseEnvelope(rng: Rng, path: string): Record<string, unknown> {
  if (path === 'products' || path === 'media') {
    return { filter: rng.pick([{ status: 'active' }, { published: true }, { and: [{ brand: [1, 2] }, { not: { status: 'inactive' } }] }]),
      sorting: rng.pick([{ id: 'ASC' }, { name: { direction: 'ASC', locale: 'nl' } }, { createdAt: { direction: 'DESC' } }]), page: { no: 0, size: 10 } };
  }
  return rng.pick([{}, { filter: { id: [1, 2, 3] } }, { page: { no: 0, size: 10 } }, { sorting: { id: 'DESC' } }]);
}

/** A plausible body of each write operation, for the mutations to start from. */
function sampleBody(path: string): unknown {
  const product = catalog.records.products![1]!;
  const item = catalog.records.media![0]!;
  const description = catalog.records.products!.flatMap((p) => p.descriptions)[0] ?? { id: 1 };
  const bodies: Record<string, unknown> = {
    'users/create': userBody(catalog.records.users![0]!.organization),
    'organizations/create': organizationBody(),
    'products/create': { organizations: [product.organizations[0]?.id ?? 1], product: { name: { nl: 'Fuzz' }, ean: [5400000000003], brands: [1] } },
    'products/update': { id: product.id, product: { vat: 6, name: { fr: null }, brands: [2] } },
    'products/add-media': { product: product.id, mediaItem: item.id, displayOrder: 1 },
    'products/remove-media': { product: product.id, mediaItem: item.id },
    'product/descriptions/create': { product: product.id, description: { type: 'general', locales: ['nl'], content: { nl: 'Fuzz' } } },
    'product/descriptions/update': { id: description.id, description: { type: 'usage' } },
    'product/descriptions/delete': { id: description.id },
    'brands/create': { brand: { name: 'Fuzz Brand', logo: null } },
    'brands/update': { id: 1, brand: { name: 'Fuzz Rename' } },
    'corrections/create': { product: product.id, correction: { locale: 'nl', type: 'other', text: 'fuzz' } },
    'api-keys/create': { user: catalog.users.reader.id, name: 'fuzz' },
    'api-keys/revoke': { apiKey: catalog.keys.reader },
  };
  return bodies[path] ?? {};
}

const userBody = (organization: number) => ({
  email: 'fuzz@example.test', password: 'a long enough password', role: 'software_developer', organization,
  profile: { name: 'Fuzz' }, preferences: { language: 'nl' }, subscription: { type: 1 },
});
const organizationBody = () => ({ profile: { name: 'Fuzz Ltd', country: 'BE', type: 'supplier' } });

function hostileHeaders(rng: Rng, headers: Record<string, string>): Record<string, string | undefined> {
  if (rng.chance(0.85)) return headers;
  const out: Record<string, string | undefined> = { ...headers };
  const roll = rng.int(5);
  if (roll === 0) out.authorization = rng.pick(['Basic', 'Basic !!!', 'Bearer x', `Basic ${Buffer.from('ck_0:').toString('base64')}`, 'Basic '.padEnd(5_000, 'A')]);
  if (roll === 1) out['content-type'] = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', 'application/jsonx']);
  // Present as undefined: a request without one (inject adds its own `lightMyRequest` to a request that does not name it).
  if (roll === 2) out['user-agent'] = undefined;
  if (roll === 3) out.accept = rng.pick(['text/html', '*/*', 'application/json;q=0', 'image/webp']);
  if (roll === 4) out['content-encoding'] = rng.pick(['gzip', 'br', 'identity']);
  return out;
}

/** One generated request, described for failure messages. */
function nextRequest(rng: Rng): InjectOptions & { label: string } {
  const auth = rng.pick([catalog.auth.reader, catalog.auth.administrator, catalog.auth.manager]);
  const json = { authorization: auth, 'content-type': 'application/json', 'user-agent': 'fuzz/1.0' };
  const body = (base: unknown): string | Buffer => {
    const roll = rng.int(10);
    if (roll < 6) return JSON.stringify(mutate(rng, base));
    if (roll < 8) return JSON.stringify(hostileValue(rng)) ?? 'null';
    return hostileText(rng);
  };
  const kind = rng.int(12);
  const served = rng.pick(SERVED);
  const route = routeOf(served.decl);
  if (kind <= 3 && served.operations.includes('stream') && rng.chance(0.4)) {
    return { label: `stream ${route}`, method: 'POST', url: `/v4/${route}/stream`, headers: hostileHeaders(rng, json), payload: body(baseEnvelope(rng, route)) };
  }
  if (kind <= 4) return { label: `query ${route}`, method: 'POST', url: `/v4/${route}/query`, headers: hostileHeaders(rng, json), payload: body(baseEnvelope(rng, route)) };
  if (kind === 5) {
    const findable = SERVED.filter((s) => s.operations.includes('find'));
    const target = rng.pick(findable);
    const id = hostileParam(rng, target.decl.path === 'products' ? catalog.records.products![0]!.id : '1');
    const extra = rng.chance(0.2) ? `&id=${hostileParam(rng, '2')}` : rng.chance(0.1) ? '&x=1' : '';
    return { label: `find ${routeOf(target.decl)}`, method: 'GET', url: `/v4/${routeOf(target.decl)}/find?id=${id}${extra}`, headers: hostileHeaders(rng, json) };
  }
  if (kind === 6) {
    // Every write operation, invalid by construction (a member no write takes), so that the store must not change.
    const decl = rng.pick(COMMANDS);
    const url = `/v4/${decl.path}`;
    const mutated = mutate(rng, sampleBody(decl.path));
    const payload = mutated !== null && typeof mutated === 'object' && !Array.isArray(mutated) && rng.chance(0.8)
      ? JSON.stringify({ ...mutated, fuzzNotAMember: hostileValue(rng) }) : rng.chance(0.5) ? JSON.stringify(hostileValue(rng)) ?? 'null' : hostileText(rng);
    const headers: Record<string, string | undefined> = { ...hostileHeaders(rng, json) };
    if (rng.chance(0.2)) headers['idempotency-key'] = hostileParam(rng, 'fuzz-key');
    if (rng.chance(0.2)) headers['if-match'] = rng.pick(['*', '"x"', 'W/"x"', hostileParam(rng, '"y"')]);
    return { label: `write ${url}`, method: 'POST', url, headers, payload };
  }
  if (kind === 7) {
    const product = rng.pick(catalog.records.products!);
    const params = ['id', 't', 'key', 'mac', 'locale'].filter(() => rng.chance(0.8))
      .map((name) => `${name}=${hostileParam(rng, name === 'id' ? product.id : name === 'key' ? catalog.keys.reader : name === 't' ? '4102444800' : 'nl')}`);
    const accept = rng.pick(['application/json', 'text/html', '*/*']);
    return rng.chance(0.5)
      ? { label: 'embed', method: 'GET', url: `/v4/products/embed?${params.join('&')}`, headers: { accept } }
      : { label: 'public page', method: 'GET', url: `/products/${hostileParam(rng, product.id)}?${params.join('&')}`, headers: { accept } };
  }
  if (kind === 8) {
    const url = rng.pick(['/health/live', '/health/ready', '/v4/corrections/types', '/metrics']);
    return { label: `get ${url}`, method: rng.pick(['GET', 'GET', 'HEAD', 'POST']), url, headers: hostileHeaders(rng, json), payload: rng.chance(0.3) ? body({}) : undefined };
  }
  // Paths and methods nobody serves.
  const method = rng.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) as InjectOptions['method'];
  const url = rng.pick([`/v4/${route}/query`, `/v4/${route}/${hostileParam(rng, 'x')}`, `/${hostileParam(rng, 'v5')}/products/query`, '/v4/', '/v4/products/find']);
  return { label: `other ${String(method)} ${url.slice(0, 60)}`, method, url, headers: hostileHeaders(rng, json), payload: rng.chance(0.5) ? body({}) : undefined };
}

interface Tally { byStatus: Record<number, number> }

function check(request: InjectOptions & { label: string }, response: { statusCode: number; headers: Record<string, unknown>; body: string }, tally: Tally) {
  const where = `${request.label} ${String(request.method)} ${String(request.url).slice(0, 200)} payload ${String(request.payload ?? '').slice(0, 300)}\n-> ${response.statusCode} ${response.body.slice(0, 500)}`;
  tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.headers['x-request-id'], where).toBeTruthy();
  // The fuzz's own SQL-like values, stored by earlier writes, come back as any stored text does: not a leak.
  const shown = SQL_LIKE.reduce((body, value) => body.split(JSON.stringify(value).slice(1, -1)).join(''), response.body);
  expect(INSIDES.test(shown) && !(response.statusCode < 300 && request.url === '/metrics'), where).toBe(false);
  if (response.statusCode < 400 || request.method === 'HEAD') return;
  const type = String(response.headers['content-type']);
  if (type.startsWith('text/html')) {
    // Only the pages answer refusals as HTML, to a browser.
    expect(['embed', 'public page'], where).toContain(request.label);
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  const { error, ...rest } = JSON.parse(response.body) as { error: { status: number; code: ErrorCode; message: string; violations?: Array<{ path: string; message: string }> } };
  expect(rest, where).toEqual({});
  expect(Object.keys(ERROR_CATALOGUE), where).toContain(error.code);
  expect(error.status, where).toBe(response.statusCode);
  expect(ERROR_CATALOGUE[error.code].status, where).toBe(response.statusCode);
  expect(typeof error.message, where).toBe('string');
  if (error.code === 'validation_failed') {
    expect(error.violations!.length, where).toBeGreaterThan(0);
    for (const v of error.violations!) {
      // A JSON Pointer: "" is the whole body.
      expect(v.path, where).toMatch(/^(\/|$)/);
      expect(typeof v.message, where).toBe('string');
    }
  } else {
    expect(error.violations, where).toBeUndefined();
  }
}

describe('fuzz', () => {
  it(`${REQUESTS} hostile requests: no 5xx, only documented error bodies, an unchanged store`, async () => {
    const before = await storeContents('before');
    const rng = new Rng(20261124 + 1000 * STORE);
    const tally: Tally = { byStatus: {} };
    const written = async () => [await catalog.store.version(), (await catalog.database.sql('SELECT count(*) AS n FROM change_log'))[0]!.n];
    for (let i = 0; i < REQUESTS; i++) {
      const request = nextRequest(rng);
      const state = request.label.startsWith('write') ? await written() : undefined;
      const response = await catalog.app.inject(request);
      check(request, response, tally);
      // A refused write wrote nothing: no generation moved, nothing entered in the change log.
      if (state) expect(await written(), `${request.label}: ${response.statusCode} ${response.body.slice(0, 300)}`).toEqual(state);
    }
    // The generator reached both sides: answers and refusals of several kinds.
    expect(tally.byStatus[200]).toBeGreaterThan(100);
    for (const status of [400, 401, 404, 405, 415, 422]) expect(tally.byStatus[status], `status ${status}: ${JSON.stringify(tally.byStatus)}`).toBeGreaterThan(0);
    expect(await storeContents('after')).toEqual(before);
  }, 300_000);

  it(`${WRITES} writes with hostile values inside their bodies: no 5xx, documented errors, a refused write writes nothing`, async () => {
    const rng = new Rng(20261125 + 1000 * STORE);
    const tally: Tally = { byStatus: {} };
    const written = async () => [await catalog.store.version(), (await catalog.database.sql('SELECT count(*) AS n FROM change_log'))[0]!.n];
    for (let i = 0; i < WRITES; i++) {
      const decl = rng.pick(COMMANDS);
      const auth = rng.pick([catalog.auth.reader, catalog.auth.administrator, catalog.auth.manager]);
      // Mutated deep inside, the envelope kept: the checks past the schema (references, ownership, rules, conflicts) run.
      const request = {
        label: `write ${decl.path}`, method: 'POST' as const, url: `/v4/${decl.path}`,
        headers: { authorization: auth, 'content-type': 'application/json', 'user-agent': 'fuzz/1.0' },
        payload: JSON.stringify(mutate(rng, sampleBody(decl.path))) ?? 'null',
      };
      const state = await written();
      const response = await catalog.app.inject(request);
      check(request, response, tally);
      if (response.statusCode >= 400) expect(await written(), `${request.label}: ${request.payload.slice(0, 300)} -> ${response.body.slice(0, 300)}`).toEqual(state);
    }
    for (const status of [200, 403, 404, 422]) expect(tally.byStatus[status], `status ${status}: ${JSON.stringify(tally.byStatus)}`).toBeGreaterThan(0);
  }, 300_000);
});
