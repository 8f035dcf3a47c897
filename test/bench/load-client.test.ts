/**
 * The bench's load clients (bench/load-client.ts) against a real HTTP server that records what
 * arrives: every request (POST with a body, GET without) is sent byte for byte, in turn, and a
 * non-2xx answer counts as an error.
 * wrk comes from Debian's packages; .ci/run installs it and sets CATALOG_TEST_REQUIRE_WRK, so
 * that in CI a missing wrk fails instead of leaving its half out.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClient, wrkInstalled, type LoadRequest } from '../../bench/load-client.js';
import { freePort } from '../support/processes.js';
import { Rng } from '../support/rng.js';

const received = new Map<string, number>();
let server: Server;
let port: number;

/** Bodies with what a Lua string must escape: quotes, backslashes, control bytes, UTF-8, digits after an escape. */
function hostileBodies(): string[] {
  const rng = new Rng(7);
  const pieces = ['"', '\\', '\n', '\t', 'é', 'ø', '€', '1', '9', '\u0001', 'a', ']]', '%d', '[=['];
  // Raw bodies, not JSON: JSON would escape the control bytes before the Lua quoting saw them.
  return [0, 1].map((n) => `${n}\u00019\n12${Array.from({ length: 40 }, () => rng.pick(pieces)).join('')}`);
}

const bodies = hostileBodies();
const failing = JSON.stringify({ fail: true });
const requests: LoadRequest[] = [
  ...[...bodies, failing].map((body) => ({
    path: '/v4/products/query', body, headers: { authorization: 'Basic a2V5OnNlY3JldA==', 'content-type': 'application/json' },
  })),
  // A GET without a body, as the pages are read (a path with a query and escapes).
  { method: 'GET', path: '/products/0012345?t=1800000000&mac=ab%2Fcd&locale=nl', headers: { authorization: 'none' } },
];

beforeAll(async () => {
  port = await freePort();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = `${req.method} ${req.url} ${req.headers.authorization} ${body}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      res.writeHead(body === failing ? 500 : 200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hasWrk = wrkInstalled();

describe.each(['autocannon', 'wrk'] as const)('%s', (name) => {
  const available = name === 'autocannon' || hasWrk || Boolean(process.env.CATALOG_TEST_REQUIRE_WRK);
  it.skipIf(!available)(`sends every request intact, in turn, and counts non-2xx answers as errors${available ? '' : ' (skipped: wrk is not installed; .ci/run installs it)'}`, async () => {
    received.clear();
    const client = loadClient(name);
    expect(client.name).toBe(name);
    const result = await client.run(port, requests, 1, 2);
    const keys = [...received.keys()];
    // Nothing arrived but the four requests, each as sent.
    expect(keys.sort()).toEqual(requests.map((r) => `${r.method ?? 'POST'} ${r.path} ${r.headers.authorization} ${r.body ?? ''}`).sort());
    const counts = [...received.values()];
    const served = counts.reduce((a, b) => a + b, 0);
    // In turn: no request was sent much more often than another.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(4);
    expect(result.total).toBeGreaterThan(20);
    expect(result.total).toBeLessThanOrEqual(served);
    // A quarter of the answers were 500s, and only those are errors.
    expect(result.errors).toBeGreaterThanOrEqual(Math.floor(result.total / 4) - 2);
    expect(result.errors).toBeLessThanOrEqual(Math.ceil(result.total / 4) + 2);
    expect(result.rps).toBeGreaterThan(0);
    // autocannon reports whole milliseconds, which a local server can answer within; wrk microseconds.
    if (name === 'wrk') expect(result.p50).toBeGreaterThan(0);
    else expect(Number.isInteger(result.p50)).toBe(true);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });
});
