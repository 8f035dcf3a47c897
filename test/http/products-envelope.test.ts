/**
 * The query envelope, the wire rules and the error catalogue (docs/contract.md §1, §2, §5, §8) on
 * POST /v4/products/query and GET /v4/products/find, over the real app and a generated catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let ids: string[];

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 120, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  ids = catalog.records.products!.map((p) => String(p.id));
});

afterAll(async () => {
  await catalog?.close();
});

const JSON_TYPE = 'application/json';

interface Sent {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url?: string;
  body?: unknown;
  /** A raw payload, sent as it is. */
  raw?: string;
  headers?: Record<string, string>;
  auth?: string | null;
}

async function send({ method = 'POST', url = '/v4/products/query', body, raw, headers = {}, auth }: Sent) {
  const all: Record<string, string> = { ...headers };
  const authorization = auth === undefined ? catalog.auth.administrator : auth;
  if (authorization !== null) all.authorization = authorization;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined && !Object.keys(all).some((h) => h.toLowerCase() === 'content-type')) all['content-type'] = JSON_TYPE;
  return catalog.app.inject({ method, url, headers: all, ...(payload === undefined ? {} : { payload }) });
}

type Reply = Awaited<ReturnType<typeof send>>;

/** The error body of docs/contract.md §2, and nothing a client should not see. */
function expectError(res: Reply, status: number, code: string): { status: number; code: string; message: string; violations?: Array<{ path: string; message: string }> } {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  const error = body.error;
  expect(error.status).toBe(status);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  const allowed = status === 422 && code === 'validation_failed' ? ['status', 'code', 'message', 'violations'] : ['status', 'code', 'message'];
  expect(Object.keys(error).filter((k) => !allowed.includes(k))).toEqual([]);
  if (code === 'validation_failed') {
    expect(Array.isArray(error.violations)).toBe(true);
    expect(error.violations.length).toBeGreaterThan(0);
    for (const v of error.violations) {
      expect(typeof v.path).toBe('string');
      expect(typeof v.message).toBe('string');
    }
  } else {
    expect(error).not.toHaveProperty('violations');
  }
  // No stack trace, source path or SQL in any error body.
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/src\/|\bselect\b.+\bfrom\b|sqlite|SQLITE_|stack/i);
  return error;
}

const validBody = (extra: Record<string, unknown> = {}) => ({ filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 }, ...extra });

/** 422 validation_failed whose violations include each of `paths`. */
async function expectViolations(body: unknown, paths: string[]) {
  const error = expectError(await send({ body }), 422, 'validation_failed');
  const got = error.violations!.map((v) => v.path);
  for (const path of paths) expect(got, String(JSON.stringify(body)).slice(0, 300)).toContain(path);
  return got;
}

describe('422 validation_failed', () => {
  it('unknown filter, anywhere in the tree', async () => {
    await expectViolations(validBody({ filter: { colour: 'red' } }), ['/filter/colour']);
    await expectViolations(validBody({ filter: { and: [{ status: 'active' }, { or: [{ brands: 1 }] }] } }), ['/filter/and/1/or/0/brands']);
    await expectViolations(validBody({ filter: { not: { eanGtin15: 1 } } }), ['/filter/not/eanGtin15']);
    // Inherited object members are not filters either.
    await expectViolations(validBody({ filter: { constructor: 1 } }), ['/filter/constructor']);
    await expectViolations(validBody({ filter: { toString: 'x' } }), ['/filter/toString']);
  });

  it('wrong types', async () => {
    await expectViolations(validBody({ filter: 'status' }), ['/filter']);
    await expectViolations(validBody({ filter: [1] }), ['/filter']);
    await expectViolations(validBody({ filter: { brand: 'x' } }), ['/filter/brand']);
    await expectViolations(validBody({ filter: { brand: [1, 'x'] } }), ['/filter/brand/1']);
    await expectViolations(validBody({ filter: { brand: 1.5 } }), ['/filter/brand']);
    await expectViolations(validBody({ filter: { id: 12345 } }), ['/filter/id']);
    await expectViolations(validBody({ filter: { minimumContent: 'true' } }), ['/filter/minimumContent']);
    await expectViolations(validBody({ filter: { createdAt: 'yesterday' } }), ['/filter/createdAt']);
    await expectViolations(validBody({ filter: { createdAt: {} } }), ['/filter/createdAt']);
    await expectViolations(validBody({ filter: { updatedSince: { from: -1 } } }), ['/filter/updatedSince/from']);
    await expectViolations(validBody({ filter: { officialDeletionAt: { since: 1 } } }), ['/filter/officialDeletionAt/since']);
    await expectViolations(validBody({ filter: { ean: 'abc' } }), ['/filter/ean']);
    await expectViolations(validBody({ filter: { eanGtin8: 123456789 } }), ['/filter/eanGtin8']);
    await expectViolations(validBody({ filter: { search: 'aspirin' } }), ['/filter/search']);
    await expectViolations(validBody({ filter: { search: { query: 'a' } } }), ['/filter/search/locale']);
    await expectViolations(validBody({ filter: { search: { query: ' !? ', locale: 'nl' } } }), ['/filter/search/query']);
    await expectViolations(validBody({ filter: { hasContent: { flag: 'photo' } } }), ['/filter/hasContent/locale']);
    await expectViolations(validBody({ filter: { and: [] } }), ['/filter/and']);
    await expectViolations(validBody({ filter: { or: {} } }), ['/filter/or']);
    await expectViolations(validBody({ sorting: 'id' }), ['/sorting']);
    await expectViolations(validBody({ page: 2 }), ['/page']);
    await expectViolations(validBody({ page: { no: '1', size: 10 } }), ['/page/no']);
    await expectViolations(validBody({ page: { no: 1.5, size: 10 } }), ['/page/no']);
  });

  it('values outside their enum', async () => {
    await expectViolations(validBody({ filter: { status: 'sold' } }), ['/filter/status']);
    await expectViolations(validBody({ filter: { status: ['active', 'sold'] } }), ['/filter/status/1']);
    await expectViolations(validBody({ filter: { conservation: 'warm' } }), ['/filter/conservation']);
    await expectViolations(validBody({ filter: { prescription: 'maybe' } }), ['/filter/prescription']);
    await expectViolations(validBody({ filter: { otc: 'unknown' } }), ['/filter/otc']);
    await expectViolations(validBody({ filter: { narcotic: 'YES' } }), ['/filter/narcotic']);
    await expectViolations(validBody({ filter: { biocide: 'maybe' } }), ['/filter/biocide']);
    await expectViolations(validBody({ filter: { allowedSpecies: 'cat' } }), ['/filter/allowedSpecies']);
    await expectViolations(validBody({ filter: { notApplicableField: 'colour' } }), ['/filter/notApplicableField']);
    await expectViolations(validBody({ filter: { notApplicableField: 'statusTouchedAt' } }), ['/filter/notApplicableField']);
    await expectViolations(validBody({ filter: { hasContent: { flag: 'video', locale: 'nl' } } }), ['/filter/hasContent/flag']);
    await expectViolations(validBody({ filter: { search: { query: 'x', locale: 'nl', type: 'brand' } } }), ['/filter/search/type']);
    // The status filter also accepts no_selection (docs/contract.md §12).
    expect((await send({ body: validBody({ filter: { status: 'no_selection' } }) })).statusCode).toBe(200);
  });

  it('page size not in {10, 50, 100, 250}, negative page number', async () => {
    for (const size of [0, 1, 20, 25, 500, 1000, -10]) await expectViolations(validBody({ page: { no: 0, size } }), ['/page/size']);
    for (const no of [-1, -100]) await expectViolations(validBody({ page: { no, size: 10 } }), ['/page/no']);
    await expectViolations(validBody({ page: { no: 0, size: 10, offset: 0 } }), ['/page/offset']);
    for (const size of [10, 50, 100, 250]) expect((await send({ body: validBody({ page: { no: 0, size } }) })).statusCode).toBe(200);
  });

  it('missing filter, sorting or page; unknown envelope members; an empty envelope', async () => {
    const { filter, sorting, page } = validBody();
    await expectViolations({ sorting, page }, ['/filter']);
    await expectViolations({ filter, page }, ['/sorting']);
    await expectViolations({ filter, sorting }, ['/page']);
    expect((await expectViolations({}, ['/filter', '/sorting', '/page'])).length).toBeGreaterThanOrEqual(3);
    await expectViolations([], ['/filter', '/sorting', '/page']);
    await expectViolations(validBody({ filters: {} }), ['/filters']);
    // No body at all: the empty envelope, which lacks the required members.
    await expectViolations(undefined, ['/filter', '/sorting', '/page']);
    expectError(await send({ raw: '', headers: { 'content-type': JSON_TYPE } }), 422, 'validation_failed');
  });

  it('sorting: exactly one key, a known key, ASC or DESC', async () => {
    await expectViolations(validBody({ sorting: { id: 'ASC', pzn: 'DESC' } }), ['/sorting']);
    await expectViolations(validBody({ sorting: {} }), ['/sorting']);
    await expectViolations(validBody({ sorting: [] }), ['/sorting']);
    await expectViolations(validBody({ sorting: { price: 'ASC' } }), ['/sorting/price']);
    for (const direction of ['asc', 'desc', 'Asc', 'ASCENDING', '', 1, true, null]) {
      await expectViolations(validBody({ sorting: { id: direction } }), ['/sorting/id']);
    }
    await expectViolations(validBody({ sorting: { name: 'ASC' } }), ['/sorting/name']);
    await expectViolations(validBody({ sorting: { name: { direction: 'up', locale: 'nl' } } }), ['/sorting/name/direction']);
    await expectViolations(validBody({ sorting: { name: { direction: 'ASC', locale: 'Dutch' } } }), ['/sorting/name/locale']);
    await expectViolations(validBody({ sorting: { name: { direction: 'ASC' } } }), ['/sorting/name/locale']);
    for (const key of ['id', 'pzn', 'createdAt', 'touchedAt', 'statusTouchedAt', 'status']) {
      for (const direction of ['ASC', 'DESC']) expect((await send({ body: validBody({ sorting: { [key]: direction } }) })).statusCode).toBe(200);
    }
    expect((await send({ body: validBody({ sorting: { name: { direction: 'DESC', locale: 'nl-BE' } } }) })).statusCode).toBe(200);
  });

  it('lists every violation of one request, with JSON Pointer paths', async () => {
    const got = await expectViolations(
      { filter: { colour: 'red', status: 'sold', and: [{ brand: 'x' }] }, sorting: { id: 'up' }, page: { no: -1, size: 20 } },
      ['/filter/colour', '/filter/status', '/filter/and/0/brand', '/sorting/id', '/page/no', '/page/size'],
    );
    expect(got).toHaveLength(6);
    // RFC 6901 escaping of ~ and / in member names.
    await expectViolations(validBody({ filter: { 'a/b~c': 1 } }), ['/filter/a~1b~0c']);
  });
});

describe('identifier codes: at most 1000 across the whole filter tree', () => {
  const KINDS: Array<[string, (i: number) => string | number]> = [
    ['id', (i) => `x${i}`],
    ['ean', (i) => 5_400_000_000_000 + i],
    ['gtin', (i) => String(5_400_000_000_000 + i).padStart(14, '0')],
    ['eanGtin8', (i) => 50_000_000 + i],
    ['eanGtin12', (i) => 100_000_000_000 + i],
    ['eanGtin13', (i) => String(5_400_000_000_000 + i)],
    ['eanGtin14', (i) => 15_400_000_000_000 + i],
    ['pzn', (i) => String(10_000_000 + i)],
    ['cti', (i) => `${1_000_000 + i}-01`],
    ['nameCti', (i) => String(1_000_000 + i)],
    ['hsCode', (i) => 30_000_000 + i],
  ];

  /** `total` distinct codes spread over every identifier filter, nested in and / or / not. */
  function tree(total: number, extra: Record<string, unknown> = {}) {
    const lists = KINDS.map(() => [] as Array<string | number>);
    for (let i = 0; i < total; i++) lists[i % KINDS.length]!.push(KINDS[i % KINDS.length]![1](i));
    const leaves = KINDS.map(([name], k) => ({ [name]: lists[k]! }));
    return {
      or: [
        { and: [leaves[0]!, { not: leaves[1]! }, { or: leaves.slice(2, 5) }] },
        { not: { or: leaves.slice(5, 8) } },
        { and: [...leaves.slice(8), extra] },
      ],
    };
  }

  it('1000 codes pass, 1001 fail', async () => {
    const ok = await send({ body: validBody({ filter: tree(1000) }) });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    const error = expectError(await send({ body: validBody({ filter: tree(1001) }) }), 422, 'validation_failed');
    expect(error.violations!.some((v) => v.path.startsWith('/filter'))).toBe(true);
  });

  it('the deprecated gtin, hsCode and the CTI codes count like the others', async () => {
    const codes = (n: number, f: (i: number) => string | number) => Array.from({ length: n }, (_, i) => f(i));
    const pass = { and: [{ hsCode: codes(500, (i) => 30_000_000 + i) }, { not: { gtin: codes(250, (i) => 1_000 + i) } }, { nameCti: codes(250, (i) => String(1_000_000 + i)) }] };
    expect((await send({ body: validBody({ filter: pass }) })).statusCode).toBe(200);
    const fail = { and: [...pass.and, { or: [{ cti: 'x-01' }, { status: 'active' }] }] };
    expectError(await send({ body: validBody({ filter: fail }) }), 422, 'validation_failed');
  });

  it('one list of 1001 ids fails; other list filters do not count', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}`);
    expectError(await send({ body: validBody({ filter: { id: many } }) }), 422, 'validation_failed');
    const thousand = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    const brands = Array.from({ length: 500 }, (_, i) => i + 1);
    const res = await send({ body: validBody({ filter: { id: thousand, brand: brands, organization: brands } }) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });
});

describe('large but valid filters: answered, or refused with a 422, never a 500', () => {
  const activeCount = () => catalog.records.products!.filter((p) => p.status === 'active').length;

  // Fails today: 1000 members (1001 filter nodes, under the 2000-node limit) compile to a flat
  // `a OR b OR ...` that SQLite parses as a left-deep tree deeper than its 1000-level limit.
  it('or / and with 1000 members', async () => {
    const or = await send({ body: validBody({ filter: { or: Array.from({ length: 1000 }, () => ({ status: 'active' })) } }) });
    expect(or.statusCode, or.body.slice(0, 300)).toBe(200);
    expect(or.json().meta.total).toBe(activeCount());
    const and = await send({ body: validBody({ filter: { and: Array.from({ length: 999 }, () => ({ not: { status: ['inactive', 'replaced', 'no_selection'] } })) } }) });
    expect(and.statusCode, and.body.slice(0, 300)).toBe(200);
    expect(and.json().meta.total).toBe(activeCount());
  });

  // Fails today: from about 500 prefixes on, the OR of prefix ranges exceeds SQLite's expression depth.
  it('atcCategory with 1000 prefixes (a list filter takes up to 1000 values)', async () => {
    const prefixes = Array.from({ length: 1000 }, (_, i) => `Q${i}`);
    const res = await send({ body: validBody({ filter: { atcCategory: prefixes } }) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().meta.total).toBe(0);
  });

  // Fails today: 33 lists of 1000 brand IDs bind 33000 parameters, over SQLite's 32766.
  it('many long lists of non-identifier values', async () => {
    const brands = Array.from({ length: 1000 }, (_, i) => i + 1);
    const res = await send({ body: validBody({ filter: { and: Array.from({ length: 33 }, () => ({ brand: brands })) } }) });
    expect(res.json().error?.code ?? 'ok', res.body.slice(0, 300)).not.toBe('internal_error');
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expectError(res, 422, 'validation_failed');
  });
});

describe('result window and lenient envelopes', () => {
  it('a page at offset 10000 or more is result_window_exceeded', async () => {
    for (const page of [{ no: 40, size: 250 }, { no: 200, size: 50 }, { no: 100, size: 100 }, { no: 1000, size: 10 }, { no: 5000, size: 250 }]) {
      const error = expectError(await send({ body: validBody({ page }) }), 422, 'result_window_exceeded');
      expect(error.message).toContain('/v4/products/stream');
    }
  });

  // Fails today: plan.ts refuses page numbers above 1e9 as validation_failed, but such a page is a
  // valid non-negative integer whose offset is beyond 10000 (docs/contract.md §2 and §5).
  it('a very large page number is result_window_exceeded too, not a validation failure', async () => {
    for (const no of [1_000_000_001, 2 ** 31]) {
      expectError(await send({ body: validBody({ page: { no, size: 10 } }) }), 422, 'result_window_exceeded');
    }
  });

  it('the last reachable pages are accepted and return only what exists', async () => {
    for (const page of [{ no: 199, size: 50 }, { no: 39, size: 250 }, { no: 999, size: 10 }, { no: 99, size: 100 }]) {
      const res = await send({ body: validBody({ page }) });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json()).toEqual({ meta: { total: ids.length, page: { no: page.no, offset: page.no * page.size, size: page.size } }, results: [] });
    }
  });

  it('[] is accepted for filter and page; page defaults to no 0, size 100', async () => {
    const res = await send({ body: { filter: [], sorting: { id: 'DESC' }, page: [] } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const json = res.json();
    expect(json.meta).toEqual({ total: ids.length, page: { no: 0, offset: 0, size: 100 } });
    expect(json.results.map((r: { id: string }) => r.id)).toEqual([...ids].sort().reverse().slice(0, 100));
    const partial = await send({ body: { filter: {}, sorting: { id: 'ASC' }, page: { no: 1 } } });
    expect(partial.json().meta.page).toEqual({ no: 1, offset: 100, size: 100 });
    const sizeOnly = await send({ body: { filter: {}, sorting: { id: 'ASC' }, page: { size: 10 } } });
    expect(sizeOnly.json().meta.page).toEqual({ no: 0, offset: 0, size: 10 });
    // A filter member that is an empty list stands for {} too, under not: matches nothing.
    const none = await send({ body: validBody({ filter: { not: [] } }) });
    expect(none.statusCode).toBe(200);
    expect(none.json().meta.total).toBe(0);
  });

  it('a JSON content type with a charset parameter is accepted', async () => {
    const res = await send({ body: validBody(), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.statusCode).toBe(200);
    const upper = await send({ body: validBody(), headers: { 'content-type': 'Application/JSON;charset=UTF-8' } });
    expect(upper.statusCode).toBe(200);
  });
});

describe('wire errors', () => {
  it('400 bad_request for a body that is not JSON, or not an object or array', async () => {
    for (const raw of ['{"filter": ', '{filter: {}}', 'nope', '{"a":1}}', '\u0000']) {
      expectError(await send({ raw, headers: { 'content-type': JSON_TYPE } }), 400, 'bad_request');
    }
    for (const raw of ['"filter"', '42', 'true', 'null']) {
      expectError(await send({ raw, headers: { 'content-type': JSON_TYPE } }), 400, 'bad_request');
    }
  });

  it('415 unsupported_media_type for another content type with a body', async () => {
    const raw = JSON.stringify(validBody());
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      expectError(await send({ raw, headers: { 'content-type': type } }), 415, 'unsupported_media_type');
    }
  });

  it('413 payload_too_large for a body over 1 MiB', async () => {
    const big = { ...validBody(), filter: { search: { query: 'a'.repeat(1024 * 1024), locale: 'nl' } } };
    expectError(await send({ body: big }), 413, 'payload_too_large');
    // Just under the limit is read (and then refused by validation, not by size).
    const padding = 1024 * 1024 - JSON.stringify({ ...validBody(), x: '' }).length - 10;
    const under = await send({ body: { ...validBody(), x: 'a'.repeat(padding) } });
    expect(under.statusCode).toBe(422);
  });

  it('404 not_found for an unknown path, before authentication', async () => {
    for (const [method, url] of [['GET', '/v4/nothing'], ['POST', '/v4/products/search'], ['POST', '/v3/products/query'], ['GET', '/'], ['POST', '/v4/products']] as const) {
      expectError(await send({ method, url, body: method === 'POST' ? validBody() : undefined }), 404, 'not_found');
      expectError(await send({ method, url, auth: null }), 404, 'not_found');
    }
  });

  it('405 method_not_allowed with an Allow header, before authentication', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await send({ method, url: '/v4/products/query', auth: null });
      expectError(res, 405, 'method_not_allowed');
      expect(String(res.headers.allow).split(/,\s*/)).toContain('POST');
      expect(String(res.headers.allow)).not.toContain(method);
    }
    const find = await send({ method: 'POST', url: '/v4/products/find?id=1', body: {} });
    expectError(find, 405, 'method_not_allowed');
    expect(String(find.headers.allow).split(/,\s*/)).toContain('GET');
  });

  it('401 authentication.not_authenticated with WWW-Authenticate, before body checks', async () => {
    const { administrator } = catalog.keys;
    const cases: Array<string | null> = [
      null,
      '',
      'Bearer abc',
      'Basic',
      'Basic !!!not-base64!!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Basic ${Buffer.from(`${administrator}:`).toString('base64')}`,
      basic('unknown-key', 'whatever-secret'),
      basic(administrator, 'wrong-secret'),
      catalog.auth.administrator.replace(/^Basic /, ''),
    ];
    for (const auth of cases) {
      const res = await send({ body: validBody(), auth });
      expectError(res, 401, 'authentication.not_authenticated');
      expect(res.headers['www-authenticate']).toBe('Basic realm="catalog", charset="UTF-8"');
    }
    // Authentication comes before content type, body and validation checks.
    expectError(await send({ raw: '{bad', auth: null }), 401, 'authentication.not_authenticated');
    expectError(await send({ raw: 'x', headers: { 'content-type': 'text/plain' }, auth: basic(administrator, 'nope') }), 401, 'authentication.not_authenticated');
    expectError(await send({ body: { filter: { colour: 1 } }, auth: null }), 401, 'authentication.not_authenticated');
    expectError(await send({ method: 'GET', url: '/v4/products/find?id=1', auth: null }), 401, 'authentication.not_authenticated');
    // Every subscription type may read.
    for (const auth of [catalog.auth.reader, catalog.auth.manager, catalog.auth.administrator]) {
      expect((await send({ body: validBody(), auth })).statusCode).toBe(200);
    }
  });

  it('X-Request-Id is echoed when sent and present when not, on answers and on errors', async () => {
    const ok = await send({ body: validBody(), headers: { 'x-request-id': 'client-req-42' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe('client-req-42');
    const err = await send({ body: { filter: 1 }, headers: { 'x-request-id': 'client-req-43' } });
    expect(err.statusCode).toBe(422);
    expect(err.headers['x-request-id']).toBe('client-req-43');
    const unauth = await send({ body: validBody(), headers: { 'x-request-id': 'client-req-44' }, auth: null });
    expect(unauth.headers['x-request-id']).toBe('client-req-44');
    const notFound = await send({ method: 'GET', url: '/v4/none', headers: { 'x-request-id': 'client-req-45' } });
    expect(notFound.headers['x-request-id']).toBe('client-req-45');
    const fresh = [await send({ body: validBody() }), await send({ body: validBody() }), await send({ raw: '{', auth: null })];
    for (const res of fresh) expect(String(res.headers['x-request-id'] ?? '')).toMatch(/^\S{8,128}$/);
    expect(fresh[0]!.headers['x-request-id']).not.toBe(fresh[1]!.headers['x-request-id']);
    // An insane id (spaces, control characters, far too long) is replaced, not echoed.
    for (const insane of ['has spaces in it', 'x'.repeat(300), 'a\tb']) {
      const res = await send({ body: validBody(), headers: { 'x-request-id': insane } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).not.toBe(insane);
      expect(String(res.headers['x-request-id'] ?? '')).toMatch(/^\S{8,128}$/);
    }
  });

  it('successful answers are JSON with the envelope members only', async () => {
    const res = await send({ body: validBody() });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['meta', 'results']);
    expect(Object.keys(json.meta).sort()).toEqual(['page', 'total']);
  });
});

describe('GET /v4/products/find', () => {
  it('answers {product} equal to the query result for that id', async () => {
    for (const id of [ids[0]!, ids[ids.length - 1]!, ids[Math.floor(ids.length / 2)]!]) {
      const found = await send({ method: 'GET', url: `/v4/products/find?id=${encodeURIComponent(id)}` });
      expect(found.statusCode, found.body.slice(0, 300)).toBe(200);
      expect(found.headers['content-type']).toBe('application/json; charset=utf-8');
      const queried = await send({ body: { filter: { id }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } } });
      const [result] = queried.json().results;
      const body = found.json();
      expect(Object.keys(body)).toEqual(['product']);
      // The signed URLs may differ in their expiry if a second passed between the two requests.
      const strip = (p: any) => ({ ...p, meta: { ...p.meta, embedUrl: p.meta.embedUrl.replace(/&t=\d+.*$/, ''), publicPageUrl: p.meta.publicPageUrl.replace(/\?t=.*$/, '') } });
      expect(strip(body.product)).toEqual(strip(result));
      expect(body.product.id).toBe(id);
    }
  });

  it('404 not_found for an unknown id; 422 at /query/id when id is missing or empty', async () => {
    expectError(await send({ method: 'GET', url: '/v4/products/find?id=does-not-exist' }), 404, 'not_found');
    expectError(await send({ method: 'GET', url: `/v4/products/find?id=${encodeURIComponent(`${ids[0]} `)}` }), 404, 'not_found');
    for (const url of ['/v4/products/find', '/v4/products/find?id=', '/v4/products/find?ids=1']) {
      const error = expectError(await send({ method: 'GET', url }), 422, 'validation_failed');
      expect(error.violations!.map((v) => v.path)).toContain('/query/id');
    }
  });
});
