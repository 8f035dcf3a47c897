/**
 * `catalog serve --workers 2`: two server processes share the port and the store; one key is still
 * limited to 100 requests a minute across both (docs/contract.md §4).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/cli/server-flags.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 30, seed: 8 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl }, ['--workers', '2']);
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('2 server processes listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
});

/** A new connection per request, so the primary hands requests to both processes. */
function ask(): Promise<{ status: number; remaining: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: server.port, method: 'POST', path: '/v4/products/query', agent: false,
      headers: { authorization: catalog.auth.reader, 'content-type': 'application/json', connection: 'close' },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, remaining: res.headers['ratelimit-remaining'] as string | undefined }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }));
  });
}

it('runs two server processes that hold one rate limit of 100 for a key', async () => {
  const children = execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n');
  expect(children).toHaveLength(2);
  // Each forked process runs with the server's V8 flags (src/cli/server-flags.ts), which the test's own node was not given.
  for (const pid of children) expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
  const remaining: string[] = [];
  for (let i = 0; i < 100; i++) {
    const answer = await ask();
    expect(answer.status).toBe(200);
    remaining.push(answer.remaining!);
  }
  // One shared count: 99 down to 0, whichever process answered.
  expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => String(99 - i)));
  expect((await ask()).status).toBe(429);
  expect((await ask()).status).toBe(429);
});
