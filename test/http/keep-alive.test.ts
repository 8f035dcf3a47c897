/**
 * Kept-alive and pipelined connections over raw sockets (docs/deployment.md "Connections"): a mix
 * of refused requests (bodies too large, of the wrong type, not JSON, declared larger than first
 * sent, chunked, behind `Expect: 100-continue`, bad credentials, throttled, unknown paths) and
 * accepted ones, written one after the other on one connection and all at once. Every request
 * gets its whole answer, in order; the server ends a connection only right after an answer that
 * says `Connection: close` (and only for requests that call for it: bytes it cannot parse as HTTP,
 * a body refused before it ended that is chunked or over 64 MiB), or when the connection has been
 * idle for longer than the `Keep-Alive: timeout` it advertises.
 */
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_MARGIN_MS } from '../../src/http/keep-alive.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { multipartBody } from '../support/multipart.js';
import { RawConnection } from '../support/raw-http.js';

/** The keep-alive timeout of the server under test, short so that idle connections can be watched closing. */
const KEEP_ALIVE_SECONDS = 2;

let catalog: TestCatalog;
let port: number;
let reader: string;
let manager: string;

/** A client address (X-Forwarded-For, trusted here) whose failed authentications are throttled: 429. */
const THROTTLED = '10.99.0.1';
let fresh = 0;
/** A client address never seen before: its failed authentication is a 401. */
const freshAddress = () => `10.1.${(++fresh >> 8) & 255}.${fresh & 255}`;

beforeAll(async () => {
  catalog = await createTestCatalog({
    products: 20, seed: 5,
    env: { RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '2', TRUST_PROXY: 'true', KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_SECONDS) },
  });
  await catalog.app.listen({ port: 0, host: '127.0.0.1' });
  port = (catalog.app.server.address() as AddressInfo).port;
  reader = catalog.auth.reader;
  manager = catalog.auth.manager;
  // The reader's key, verified once, is never throttled (nor slow to check again: the manager's);
  // THROTTLED is, from its third failure on.
  for (const key of [reader, manager]) expect((await catalog.app.inject({ url: '/v4/brands/find?id=1', headers: { authorization: key } })).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) await catalog.app.inject({ url: '/v4/brands/find?id=1', headers: { authorization: 'Basic Zm9vOmJhcg==', 'x-forwarded-for': THROTTLED } });
}, 300_000);
afterAll(async () => catalog?.close());

/** A pause between two parts of a request, in milliseconds. */
type Part = Buffer | string | { pause: number };

interface Req {
  name: string;
  method: string;
  parts: Part[];
  /** The final status the request gets. */
  status: number | number[];
  /** Whether its answer ends the connection: never (the default), always, or as the server finds best (`maybe`). */
  closes?: 'always' | 'maybe';
}

function request(name: string, status: Req['status'], method: string, path: string, headers: string[], body?: Buffer | string, options: Partial<Req> = {}): Req {
  const length = body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`];
  const head = `${method} ${path} HTTP/1.1\r\nHost: catalog.test\r\n${[...headers, ...length].map((h) => `${h}\r\n`).join('')}\r\n`;
  return { name, method, status, parts: body === undefined ? [head] : [head, body], ...options };
}

const json = 'Content-Type: application/json';
const auth = () => `Authorization: ${reader}`;
/** Credentials of a key that does not exist (a new key id each time, so that no key id is throttled), from `address`. */
const badKey = (address: string) => [`Authorization: Basic ${Buffer.from(`k-${++fresh}:secret`).toString('base64')}`, `X-Forwarded-For: ${address}`];
const spaces = (n: number) => Buffer.alloc(n, 0x20);

function chunked(name: string, status: number, body: Buffer | string, chunkSize: number, options: Partial<Req> = {}): Req {
  const bytes = Buffer.from(body);
  const parts: Part[] = [`POST /v4/brands/query HTTP/1.1\r\nHost: catalog.test\r\n${auth()}\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\n`];
  for (let at = 0; at < bytes.length; at += chunkSize) {
    const chunk = bytes.subarray(at, at + chunkSize);
    parts.push(`${chunk.length.toString(16)}\r\n`, chunk, '\r\n');
  }
  parts.push('0\r\n\r\n');
  return { name, method: 'POST', status, parts, ...options };
}

/** `req` with a pause after the first `bytes` of its body. */
function paused(req: Req, bytes: number): Req {
  const [head, body] = req.parts as [string, string];
  return { ...req, parts: [head + body.slice(0, bytes), { pause: 150 }, body.slice(bytes)] };
}

/** Accepted and refused requests that leave the connection open. */
function mix(): Req[] {
  const form = multipartBody([{ name: 'brand', value: '{}' }]);
  const upload = multipartBody([{ name: 'file', filename: 'a.jpg', content: Buffer.from('not an image') }]);
  const cut = upload.payload.subarray(0, upload.payload.length - 20);
  return [
    request('a find', 200, 'GET', '/v4/brands/find?id=1', [auth()]),
    request('a HEAD of a find', 200, 'HEAD', '/v4/brands/find?id=1', [auth()]),
    request('a query', 200, 'POST', '/v4/brands/query', [auth(), json], '{"page":{"size":10}}'),
    request('a declared 2 MiB body', 413, 'POST', '/v4/brands/query', [auth(), json], spaces(2 * 1024 * 1024)),
    request('a text/plain body', 415, 'POST', '/v4/brands/query', [auth(), 'Content-Type: text/plain'], 'hello'),
    request('a multipart body where only JSON is read', 415, 'POST', '/v4/brands/query', [auth(), `Content-Type: ${form.contentType}`], form.payload),
    request('a body that is not JSON', 400, 'POST', '/v4/brands/query', [auth(), json], '{"filter":'),
    request('a JSON string for a body', 400, 'POST', '/v4/brands/query', [auth(), json], '"filter"'),
    request('well-formed JSON the operation refuses', 422, 'POST', '/v4/brands/query', [auth(), json], '{"colour":"red"}'),
    chunked('a chunked query', 200, '{"page":{"size":10}}', 7),
    chunked('a chunked body that is not JSON', 400, '{"page":', 3),
    request('no credentials, with a body', 401, 'POST', '/v4/brands/query', [json, `X-Forwarded-For: ${freshAddress()}`], '{}'),
    request('an unknown key, with a body', 401, 'POST', '/v4/brands/query', [json, ...badKey(freshAddress())], '{"page":{"size":10}}'),
    request('a throttled address', 429, 'POST', '/v4/brands/query', [json, ...badKey(THROTTLED)], '{}'),
    request('a throttled address, 300 KB body', 429, 'POST', '/v4/brands/query', [json, ...badKey(THROTTLED)], spaces(300_000)),
    request('an unknown path, with a body', 404, 'POST', '/v4/nothing/here', [json], '{}'),
    request('a malformed percent-escape', 400, 'GET', '/v4/brands/%zz', []),
    request('a method the path does not take', 405, 'PUT', '/v4/brands/find?id=1', [json, auth()], '{}'),
    request('Expect: 100-continue, accepted', 200, 'POST', '/v4/brands/query', [auth(), json, 'Expect: 100-continue'], '{}'),
    request('Expect: 100-continue, refused', 401, 'POST', '/v4/brands/query', [json, 'Expect: 100-continue', `X-Forwarded-For: ${freshAddress()}`], '{}'),
    request('a GET with a body', 200, 'GET', '/v4/brands/find?id=1', [auth(), json], '{"ignored":true}'),
    request('an upload that is not an image', 422, 'POST', '/v4/media/upload', [`Authorization: ${manager}`, 'User-Agent: keep-alive-test', `Content-Type: ${upload.contentType}`], upload.payload),
    request('an upload cut short', 400, 'POST', '/v4/media/upload', [`Authorization: ${manager}`, 'User-Agent: keep-alive-test', `Content-Type: ${upload.contentType}`], cut),
    request('an upload without User-Agent', 400, 'POST', '/v4/media/upload', [`Authorization: ${manager}`, `Content-Type: ${upload.contentType}`], upload.payload),
    request('a health check', 200, 'GET', '/health/live', []),
    request('a find, last', 200, 'GET', '/v4/brands/find?id=2', [auth()]),
  ];
}

/** The requests of the mix with these names, in this order. */
function pick(...names: string[]): Req[] {
  const all = mix();
  return names.map((name) => all.find((r) => r.name === name)!);
}

/** Requests the server cannot parse: answered with `Connection: close`, then the connection ends. */
function unparsable(): Req[] {
  const always = { closes: 'always' as const };
  return [
    { name: 'a lower-case method', method: 'GET', status: 400, parts: ['get /v4/brands/find?id=1 HTTP/1.1\r\nHost: catalog.test\r\n\r\n'], ...always },
    { name: 'a NUL byte in a header', method: 'GET', status: 400, parts: [`GET /v4/brands/find?id=1 HTTP/1.1\r\nHost: catalog.test\r\nX-Probe: a\u0000b\r\n\r\n`], ...always },
    request('headers over 16 KiB', 431, 'GET', '/v4/brands/find?id=1', [`X-Padding: ${'p'.repeat(17_000)}`], undefined, always),
    request('a Content-Length that is not a number', 400, 'POST', '/v4/brands/query', [json, 'Content-Length: many'], undefined, always),
    { name: 'a chunk size that is not hexadecimal', method: 'POST', status: 400, ...always,
      parts: [`POST /v4/brands/query HTTP/1.1\r\nHost: catalog.test\r\n${auth()}\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n`] },
  ];
}

/** The answer of request `i` of `requests` holds; returns whether it ended the connection. */
function checkAnswer(connection: RawConnection, requests: Req[], i: number): boolean {
  const req = requests[i]!;
  const answer = connection.answers[i];
  expect(answer, `${req.name}: an answer`).toBeDefined();
  expect([req.status].flat(), `${req.name}: status ${answer!.status} ${answer!.body}`).toContain(answer!.status);
  if (answer!.status >= 400 && req.method !== 'HEAD') {
    expect(JSON.parse(answer!.body).error.status, req.name).toBe(answer!.status);
  }
  const closes = /\bclose\b/i.test(answer!.headers.connection ?? '');
  if (req.closes === 'always') expect(closes, `${req.name}: says Connection: close`).toBe(true);
  if (req.closes === undefined) expect(closes, `${req.name}: keeps the connection`).toBe(false);
  if (!closes) expect(answer!.headers['keep-alive'], `${req.name}: advertises its keep-alive timeout`).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
  return closes;
}

/**
 * After the answers to `answered` of `requests`: the connection is closed only if the last of them
 * said so, and then with nothing after it. Returns the requests still to send (those after a close).
 */
async function checkEnd(connection: RawConnection, requests: Req[], answered: number): Promise<Req[]> {
  const closing = answered > 0 && checkAnswer(connection, requests, answered - 1);
  if (closing) {
    await connection.waitClosed();
    expect(connection.closed, `the connection ends after "${requests[answered - 1]!.name}"`).toBe(true);
    expect(connection.answers.length, 'nothing after an answer that says Connection: close').toBe(answered);
    expect(connection.pendingBytes).toBe(0);
    return requests.slice(answered);
  }
  expect(connection.closed, `the connection is open after "${requests[answered - 1]?.name ?? 'nothing'}"`
    + ` (${connection.answers.length} answers of ${requests.length})`).toBe(false);
  return [];
}

const partsOf = (req: Req) => req.parts.filter((p): p is Buffer | string => typeof p !== 'object' || Buffer.isBuffer(p));

/**
 * Writes every request on one connection without waiting for answers; what a closing answer left
 * unanswered is sent again on a new connection, as a client must. Returns the connections used.
 */
async function pipelined(requests: Req[]): Promise<number> {
  let connections = 0;
  for (let left = requests; left.length > 0; connections++) {
    expect(connections, 'each connection answers at least one request').toBeLessThan(requests.length);
    const connection = await RawConnection.open(port);
    try {
      await connection.write(Buffer.concat(left.flatMap(partsOf).map((p) => Buffer.from(p))), left.map((r) => r.method));
      await connection.waitFor(left.length);
      const answered = connection.answers.length;
      for (let i = 0; i < answered - 1; i++) expect(checkAnswer(connection, left, i), `${left[i]!.name}: not the last answer`).toBe(false);
      const rest = await checkEnd(connection, left, answered);
      if (rest.length === 0) expect(answered, 'every request answered').toBe(left.length);
      left = rest;
    } finally {
      connection.destroy();
    }
  }
  return connections;
}

/** Writes each request after the answer to the one before, its parts with the pauses between them. */
async function oneByOne(requests: Req[]): Promise<number> {
  let connections = 0;
  for (let left = requests; left.length > 0; connections++) {
    const connection = await RawConnection.open(port);
    try {
      let i = 0;
      for (; i < left.length; i++) {
        for (const part of left[i]!.parts) {
          if (typeof part === 'object' && !Buffer.isBuffer(part)) await new Promise((r) => setTimeout(r, part.pause));
          else await connection.write(part, part === left[i]!.parts[0] ? [left[i]!.method] : []);
        }
        await connection.waitFor(i + 1);
        if (connection.closed || checkAnswer(connection, left, i)) break;
      }
      const rest = await checkEnd(connection, left, Math.min(i + 1, left.length, connection.answers.length));
      if (rest.length === 0) expect(connection.answers.length, 'every request answered').toBe(left.length);
      left = rest;
    } finally {
      connection.destroy();
    }
  }
  return connections;
}

describe('a kept-alive connection', () => {
  it('carries accepted and refused requests one after the other, each answered, never closed', async () => {
    const requests = mix();
    // A body declared larger than its first part, completed after a pause; a body sent after its
    // headers were refused (the refusal comes first, the body is still read).
    requests.splice(3, 0,
      paused(request('a body completed after a pause', 200, 'POST', '/v4/brands/query', [auth(), json], '{"page":{"size":10}}'), 8),
      paused(request('a refusal before the body arrives', 401, 'POST', '/v4/brands/query', [json, `X-Forwarded-For: ${freshAddress()}`], '{"page":{"size":10}}'), 0));
    expect(await oneByOne(requests)).toBe(1);
  });

  it('carries the same requests pipelined, all written at once: answered in order on one connection', async () => {
    expect(await pipelined(mix())).toBe(1);
    expect(await pipelined([...mix()].reverse())).toBe(1);
  });

  it('a request the server cannot parse: the answers before it arrive whole, then its own with Connection: close', async () => {
    for (const bad of unparsable()) {
      // Small requests, read in one go with the one that cannot be parsed; the first is answered
      // after the slow check of an unknown key's secret, so every answer is still owed when it is.
      const before = pick('an unknown key, with a body', 'a find', 'a HEAD of a find', 'a query', 'well-formed JSON the operation refuses');
      const after = pick('a health check', 'a find, last');
      // Pipelined: the refusal waits for the answers the connection owes, and the requests after it
      // are left to a new connection.
      expect(await pipelined([...before, bad, ...after]), bad.name).toBe(2);
      expect(await oneByOne([...before, bad, ...after]), bad.name).toBe(2);
    }
  });

  it('a chunked body over 1 MiB: 413, and the connection either goes on or closes after an answer that says so', async () => {
    const big = chunked('a chunked body over 1 MiB', 413, spaces(1536 * 1024), 256 * 1024, { closes: 'maybe' });
    expect(await pipelined([...mix().slice(0, 3), big, ...mix().slice(-2)])).toBeLessThanOrEqual(2);
    expect(await oneByOne([...mix().slice(0, 3), big, ...mix().slice(-2)])).toBeLessThanOrEqual(2);
  });
});

describe('bodies the server will not read whole', () => {
  it('a chunked body refused midway: 413 with Connection: close, and a request sent after it is not run but left to a new connection', async () => {
    const chunk = spaces(64 * 1024);
    const connection = await RawConnection.open(port);
    const name = `Keep-alive brand ${Date.now()}`;
    const create = request('a create after the refused body', 200, 'POST', '/v4/brands/create', [`Authorization: ${manager}`, json], JSON.stringify({ brand: { name } }));
    try {
      await connection.write(`POST /v4/brands/query HTTP/1.1\r\nHost: catalog.test\r\n${auth()}\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\n`, ['POST']);
      // Past 1 MiB, then the refusal, while the body has not ended: there is no telling how much is left.
      for (let i = 0; i < 20 && connection.answers.length === 0; i++) await connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await connection.waitFor(1);
      expect(connection.answers[0]?.status).toBe(413);
      expect(connection.answers[0]?.headers.connection).toBe('close');
      // The body ends, and the client, not reading its answers, sent another request behind it.
      await connection.write(Buffer.concat([Buffer.from('0\r\n\r\n'), ...partsOf(create).map((p) => Buffer.from(p))]), ['POST']);
      await connection.waitClosed();
      expect(connection.closed).toBe(true);
      expect(connection.answers).toHaveLength(1);
    } finally {
      connection.destroy();
    }
    // Sent again on a new connection, it runs once: the name is free.
    expect(await oneByOne([create])).toBe(1);
  });

  it('a file over 20 MiB in a multipart upload: 413, and the connection serves the next request', async () => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'big.jpg', content: spaces(21 * 1024 * 1024) }]);
    const upload = request('a file over 20 MiB', 413, 'POST', '/v4/media/upload', [`Authorization: ${manager}`, 'User-Agent: keep-alive-test', `Content-Type: ${contentType}`], payload);
    expect(await oneByOne([upload, ...mix().slice(-1)])).toBe(1);
  });

  it('a declared body past what the server drains (64 MiB): 413 with Connection: close, the rest read, no reset', async () => {
    const connection = await RawConnection.open(port);
    try {
      await connection.write(`POST /v4/brands/query HTTP/1.1\r\nHost: catalog.test\r\n${auth()}\r\n${json}\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`, ['POST']);
      await connection.write(spaces(1024 * 1024));
      await connection.waitFor(1);
      const [answer] = connection.answers;
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      expect(connection.closed, 'still reading what the client sends').toBe(false);
      // The client goes on sending for a while, then gives up: the server has read it all and closes.
      for (let i = 0; i < 4; i++) await connection.write(spaces(1024 * 1024));
      connection.end();
      await connection.waitClosed();
      expect(connection.closed).toBe(true);
      expect(connection.reset).toBe(false);
      expect(connection.answers).toHaveLength(1);
    } finally {
      connection.destroy();
    }
  });
});

describe('the keep-alive timeout', () => {
  it('an idle connection is closed only after the advertised timeout; a request sent at that moment is answered', async () => {
    const connection = await RawConnection.open(port);
    try {
      await connection.write(partsOf(mix()[0]!).join(''), ['GET']);
      await connection.waitFor(1);
      expect(connection.answers[0]!.headers.connection).toBe('keep-alive');
      expect(connection.answers[0]!.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
      // A client that trusts the advertised timeout sends its next request just before it passes.
      await new Promise((r) => setTimeout(r, KEEP_ALIVE_SECONDS * 1000));
      await connection.write(partsOf(mix()[0]!).join(''), ['GET']);
      await connection.waitFor(2);
      expect(connection.answers[1]?.status, 'answered at the advertised timeout').toBe(200);
      // Then idle: the server closes the connection.
      await connection.waitClosed(KEEP_ALIVE_SECONDS * 1000 + 15_000);
      expect(connection.closed, 'an idle connection is closed in the end').toBe(true);
      // No sooner than the timeout it advertised, and then some: the margin (less a little for the
      // time between the answer leaving the server and arriving here).
      expect(connection.closedAt! - connection.answers[1]!.at).toBeGreaterThanOrEqual(KEEP_ALIVE_SECONDS * 1000 + IDLE_MARGIN_MS - 250);
      expect(connection.answers).toHaveLength(2);
    } finally {
      connection.destroy();
    }
  });

  it('headers that stop arriving are answered 408 with Connection: close, not dropped when the connection times out', async () => {
    const connection = await RawConnection.open(port);
    try {
      await connection.write(partsOf(mix()[0]!).join(''), ['GET']);
      await connection.waitFor(1);
      await connection.write(`GET /v4/brands/find?id=1 HTTP/1.1\r\nHost: catal`, ['GET']);
      await connection.waitClosed(KEEP_ALIVE_SECONDS * 1000 + 15_000);
      expect(connection.closed).toBe(true);
      expect(connection.answers.map((a) => a.status)).toEqual([200, 408]);
      expect(connection.answers[1]!.headers.connection).toBe('close');
      expect(JSON.parse(connection.answers[1]!.body).error.code).toBe('request_timeout');
    } finally {
      connection.destroy();
    }
  });
});
