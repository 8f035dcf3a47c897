/**
 * Each request's log line and request metrics (docs/deployment.md "Logs" and "Metrics") over a
 * real socket: a stream whose client leaves it early is logged once, with its status, the lines it
 * wrote and `aborted: true`, and counted; a stream read to its end is logged once with every line;
 * a long poll left before its answer is logged once with 499;
 * a refusal's JSON line carries its error code and first violation path, which its pretty line
 * shows with the request id.
 */
import { request, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, prettyOptions } from '../../src/logging.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
let port: number;
/** Every line the app logged, as JSON. */
const logged: Array<Record<string, any>> = [];

beforeAll(async () => {
  const logger = createLogger({ logLevel: 'info', logFormat: 'json' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  catalog = await createTestCatalog({ products: 2000, seed: 11, logger, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  await catalog.app.listen({ port: 0, host: '127.0.0.1' });
  port = (catalog.app.server.address() as AddressInfo).port;
}, 300_000);
afterAll(async () => catalog?.close());

function open(path: string, body: unknown): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port, method: 'POST', path, agent: false,
      headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json', 'user-agent': 'request-log-test' },
    }, resolve);
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The request log lines of the request with this id. */
const linesOf = (reqId: unknown) => logged.filter((l) => l.reqId === reqId && typeof l.status === 'number');

async function lineOf(reqId: unknown): Promise<Record<string, any>> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const [line] = linesOf(reqId);
    if (line) return line;
    await sleep(20);
  }
  throw new Error(`no log line for request ${String(reqId)}`);
}

async function metrics(): Promise<string> {
  return (await catalog.app.inject({ url: '/metrics' })).body;
}

function metric(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('a stream its client leaves early', () => {
  for (const [path, unit] of [['/v4/products/stream', 'products'], ['/v4/media/stream', 'media']] as const) {
    it(`is logged once with aborted: true, its status and the lines it wrote, and counted (${unit})`, async () => {
      const before = await metrics();
      const response = await open(path, { filter: {}, sorting: { id: 'ASC' } });
      expect(response.statusCode).toBe(200);
      const reqId = response.headers['x-request-id'];
      // Paused in the listener itself, then cut: the client read a few lines and went away.
      const first = await new Promise<string>((resolve) => response.once('data', (chunk) => {
        response.pause();
        resolve(String(chunk));
      }));
      const total = JSON.parse(first.split('\n')[0]!).meta.total as number;
      expect(total).toBeGreaterThan(1000);
      response.destroy();

      const line = await lineOf(reqId);
      expect(line).toMatchObject({ route: path, method: 'POST', status: 200, aborted: true, level: 30 });
      expect(line.lines).toBeGreaterThan(0);
      expect(line.lines).toBeLessThan(total);
      expect(line.msg).toMatch(new RegExp(`^POST ${path} 200 `));

      const after = await metrics();
      const labels = { route: path, method: 'POST', status: '200' };
      expect(metric(after, 'catalog_http_requests_total', labels) - metric(before, 'catalog_http_requests_total', labels)).toBe(1);
      const route = { route: path, method: 'POST' };
      expect(metric(after, 'catalog_http_requests_aborted_total', route) - metric(before, 'catalog_http_requests_aborted_total', route)).toBe(1);
      expect(metric(after, 'catalog_http_request_duration_seconds_count', route) - metric(before, 'catalog_http_request_duration_seconds_count', route)).toBe(1);
      expect(after).toContain('catalog_streams_open 0');
      // Once: nothing else comes for it later.
      await sleep(200);
      expect(linesOf(reqId)).toHaveLength(1);
    });
  }

  it('is not aborted when read to its end: its line counts every line, once', async () => {
    const before = await metrics();
    const response = await open('/v4/products/stream', { filter: {}, sorting: { id: 'ASC' } });
    let text = '';
    for await (const chunk of response) text += chunk;
    const total = text.split('\n').filter((l) => l.length > 0).length;
    expect(total).toBe(2000);
    const line = await lineOf(response.headers['x-request-id']);
    expect(line).toMatchObject({ route: '/v4/products/stream', status: 200, lines: total });
    expect(line).not.toHaveProperty('aborted');
    const after = await metrics();
    const route = { route: '/v4/products/stream', method: 'POST' };
    expect(metric(after, 'catalog_http_requests_aborted_total', route)).toBe(metric(before, 'catalog_http_requests_aborted_total', route));
    await sleep(200);
    expect(linesOf(response.headers['x-request-id'])).toHaveLength(1);
  });
});

describe('a request its client leaves before any answer', () => {
  it('is logged once with aborted: true and status 499, and counted', async () => {
    const head = await catalog.app.inject({ method: 'POST', url: '/v4/changes/query', headers: { authorization: catalog.auth.reader }, payload: {} });
    const position = head.json().meta.position as string;
    const before = await metrics();
    // A long poll with no change to come: the client gives up while it waits.
    const req = request({
      host: '127.0.0.1', port, method: 'POST', path: '/v4/changes/query', agent: false,
      headers: { authorization: catalog.auth.reader, 'content-type': 'application/json', 'x-request-id': 'request-log-test-gone' },
    });
    req.on('error', () => {});
    req.end(JSON.stringify({ after: position, wait: 20 }));
    await sleep(300);
    req.destroy();

    const line = await lineOf('request-log-test-gone');
    expect(line).toMatchObject({ route: '/v4/changes/query', status: 499, aborted: true });
    expect(line.ms).toBeGreaterThanOrEqual(250);
    expect(line).not.toHaveProperty('errorCode');
    const after = await metrics();
    const labels = { route: '/v4/changes/query', method: 'POST', status: '499' };
    expect(metric(after, 'catalog_http_requests_total', labels) - metric(before, 'catalog_http_requests_total', labels)).toBe(1);
    // The wait stops with its client, and its answer to nobody writes no second line.
    await sleep(300);
    expect(linesOf('request-log-test-gone')).toHaveLength(1);
  });
});

describe('a refusal', () => {
  it('logs its error code and first violation path; its pretty line shows them with the request id', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v4/products/query`, {
      method: 'POST', headers: { authorization: catalog.auth.reader, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { noSuchFilter: 1, alsoUnknown: 2 }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    });
    expect(response.status).toBe(422);
    const body = await response.json() as { error: { violations: Array<{ path: string }> } };
    const reqId = response.headers.get('x-request-id');
    expect(body.error.violations.length).toBeGreaterThan(1);
    const violation = body.error.violations[0]!.path;
    expect(violation).toBe('/filter/noSuchFilter');

    const line = await lineOf(reqId);
    expect(line).toMatchObject({ status: 422, errorCode: 'validation_failed', violation, route: '/v4/products/query' });
    expect(line).not.toHaveProperty('aborted');
    expect(line).not.toHaveProperty('lines');

    const pretty = prettyFactory(prettyOptions(false))(line);
    expect(pretty).toContain(`POST /v4/products/query 422 `);
    expect(pretty).toContain(`validation_failed at /filter/noSuchFilter`);
    expect(pretty).toContain(`req=${reqId}`);
    // Said once, in words: not again as JSON.
    expect(pretty).not.toContain('"errorCode"');
    expect(pretty.trimEnd().split('\n')).toHaveLength(1);
  });

  it('without violations logs its code alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v4/no-such-thing`, { headers: { 'x-request-id': 'request-log-test-404' } });
    expect(response.status).toBe(404);
    expect((await response.json() as { error: { code: string } }).error.code).toBe('not_found');
    const line = await lineOf('request-log-test-404');
    expect(line).toMatchObject({ status: 404, errorCode: 'not_found', route: 'unmatched' });
    expect(line).not.toHaveProperty('violation');
    expect(prettyFactory(prettyOptions(false))(line)).toContain('not_found req=request-log-test-404');
  });

  it('a success carries no error fields', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v4/brands/query`, { method: 'POST', headers: { authorization: catalog.auth.reader } });
    expect(response.status).toBe(200);
    const line = await lineOf(response.headers.get('x-request-id'));
    expect(line.status).toBe(200);
    expect(line).not.toHaveProperty('errorCode');
    expect(line).not.toHaveProperty('violation');
  });
});
