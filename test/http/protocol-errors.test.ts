/**
 * Refusals from every layer over a real socket (docs/contract.md §1 and §2): the HTTP parser (a
 * lower-case method, a NUL byte in a header, headers over 16 KiB), the router (a malformed
 * percent-escape, a method no route takes), the body reader (bodies over 1 MiB, declared or
 * chunked) and the documented request limits. Each answer has the error body of the catalogue and
 * an X-Request-Id, and never echoes the request.
 */
import { connect } from 'node:net';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let port: number;
let auth: string;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 20, seed: 3, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  await catalog.app.listen({ port: 0, host: '127.0.0.1' });
  port = (catalog.app.server.address() as AddressInfo).port;
  auth = catalog.auth.reader;
});
afterAll(async () => catalog?.close());

/** Bytes sent as they are on one connection; everything read until the server closes it or goes quiet. */
function exchange(parts: Array<Buffer | string>, quietMs = 600): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), reset });
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    socket.on('data', (c) => {
      chunks.push(c);
      quiet();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNRESET' || e.code === 'EPIPE') reset = true;
    });
    socket.on('close', done);
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        if (!socket.write(part)) await new Promise((r) => socket.once('drain', r));
      }
      quiet();
    });
  });
}

interface Answer { status: number; headers: Record<string, string>; body: string }

/** The HTTP answers in a byte stream (Content-Length framed, as every answer here is). */
function answers(text: string): Answer[] {
  const out: Answer[] = [];
  let at = 0;
  while (text.startsWith('HTTP/1.1 ', at)) {
    const end = text.indexOf('\r\n\r\n', at);
    const head = text.slice(at, end).split('\r\n');
    const headers = Object.fromEntries(head.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    out.push({ status: Number(head[0]!.split(' ')[1]), headers, body: text.slice(end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return out;
}

function expectCatalogueError(answer: Answer | undefined, status: number, code: string): void {
  expect(answer, 'an answer').toBeDefined();
  expect(answer!.status).toBe(status);
  expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const { error } = JSON.parse(answer!.body);
  expect(error).toMatchObject({ status, code });
  expect(Object.keys(error).sort()).toEqual(['code', 'message', 'status'].concat(code === 'validation_failed' ? ['violations'] : []).sort());
}

const request = (line: string, headers: string[] = [], body = '') =>
  `${line}\r\nHost: x\r\n${headers.map((h) => `${h}\r\n`).join('')}${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`;

describe('refusals below the routes', () => {
  it('a malformed percent-escape in the path: 400, no path echoed', async () => {
    const { text } = await exchange([request('GET /v4/products/%zzsecret HTTP/1.1')]);
    const [answer] = answers(text);
    expectCatalogueError(answer, 400, 'bad_request');
    expect(answer!.body).not.toContain('zzsecret');
  });

  it('a lower-case method and a NUL byte in a header: 400, connection closed', async () => {
    for (const raw of [request('get /v4/brands/query HTTP/1.1'), Buffer.from(request('GET /v4/brands/find?id=1 HTTP/1.1', ['X-Probe: a\u0000secret']), 'latin1')]) {
      const { text } = await exchange([raw]);
      const [answer] = answers(text);
      expectCatalogueError(answer, 400, 'bad_request');
      expect(answer!.headers.connection).toBe('close');
      expect(text).not.toContain('secret');
    }
  });

  it('headers over 16 KiB: 431 headers_too_large', async () => {
    const { text } = await exchange([request('GET /v4/brands/find?id=1 HTTP/1.1', [`Authorization: Basic ${'A'.repeat(17_000)}`])]);
    expectCatalogueError(answers(text)[0], 431, 'headers_too_large');
  });

  it('a method no route takes, even one Fastify reads a body for: 405 with Allow on a known path, 404 elsewhere', async () => {
    for (const method of ['QUERY', 'PROPFIND', 'DELETE']) {
      const [known] = answers((await exchange([request(`${method} /v4/brands/find?id=1 HTTP/1.1`)])).text);
      expectCatalogueError(known, 405, 'method_not_allowed');
      expect(known!.headers.allow).toBe('GET, HEAD');
      const [unknown] = answers((await exchange([request(`${method} /v4/nothing/here HTTP/1.1`)])).text);
      expectCatalogueError(unknown, 404, 'not_found');
      expect(unknown!.body).not.toContain('nothing');
    }
  });
});

describe('bodies over 1 MiB', () => {
  const head = (length: number) => `POST /v4/brands/query HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
  const spaces = (n: number) => Array.from({ length: Math.ceil(n / 65536) }, (_, i) => Buffer.alloc(Math.min(65536, n - i * 65536), 0x20));

  it('a declared 2 MiB body: 413, read to its end, and the connection serves the next request', async () => {
    const size = 2 * 1024 * 1024;
    const { text, reset } = await exchange([head(size), ...spaces(size), request('GET /v4/brands/find?id=1 HTTP/1.1', [`Authorization: ${auth}`])]);
    expect(reset).toBe(false);
    const [first, second] = answers(text);
    expectCatalogueError(first, 413, 'payload_too_large');
    expect(second?.status).toBe(200);
  });

  it('a 20 MiB body: the 413 arrives, the connection is not reset', async () => {
    const size = 20 * 1024 * 1024;
    const { text, reset } = await exchange([head(size), ...spaces(size)]);
    expect(reset).toBe(false);
    expectCatalogueError(answers(text)[0], 413, 'payload_too_large');
  });

  it('a chunked body past 1 MiB: 413', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const parts: Array<Buffer | string> = [`POST /v4/brands/query HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`];
    for (let i = 0; i < 8; i++) parts.push(`${chunk.length.toString(16)}\r\n`, chunk, '\r\n');
    parts.push('0\r\n\r\n');
    const { text } = await exchange(parts);
    expectCatalogueError(answers(text)[0], 413, 'payload_too_large');
  });
});

describe('documented request limits', () => {
  const query = (filter: unknown) => catalog.app.inject({
    method: 'POST', url: '/v4/brands/query', headers: { authorization: auth, 'content-type': 'application/json' }, payload: { filter },
  });

  it('a filter of 150,000 empty and-members is a 422, not a walk', async () => {
    const res = await query({ and: Array.from({ length: 150_000 }, () => ({})) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['/filter/and']);
  });

  it('and/or lists of 1,000 filters pass, 1,001 do not; 2,000 members in all pass, 2,001 do not; 33 levels do not', async () => {
    expect((await query({ or: Array.from({ length: 1_000 }, () => ({})) })).statusCode).toBe(200);
    expect((await query({ or: Array.from({ length: 1_001 }, () => ({})) })).statusCode).toBe(422);
    const members = (n: number) => ({ or: [{ and: Array.from({ length: 1_000 }, () => ({ id: 1 })) }, { and: Array.from({ length: n - 1_003 }, () => ({ id: 2 })) }] });
    expect((await query(members(2_000))).statusCode).toBe(200);
    expect((await query(members(2_001))).statusCode).toBe(422);
    let deep: Record<string, unknown> = { id: 1 };
    for (let i = 0; i < 33; i++) deep = { not: deep };
    expect((await query(deep)).statusCode).toBe(422);
  });
});
