/**
 * docs/webhooks.md "A complete receiver" works as written: the example runs as its own process with
 * the built client, a webhook of a server process (the demo catalogue on SQLite) points at it, and
 * a write reaches it, verified and applied; a request signed with another secret is refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../src/webhooks/signature.js';
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const SQLITE = TEST_STORE === 'sqlite';

function example(): string {
  const text = readFileSync('docs/webhooks.md', 'utf8');
  const start = text.indexOf('\n## A complete receiver\n');
  const block = /```js\n([\s\S]*?)```/.exec(text.slice(start))!;
  return block[1]!.replace("'catalog-api-client'", JSON.stringify(pathToFileURL(join(process.cwd(), 'client', 'dist', 'index.js')).href));
}

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

let dir: string;
let server: Served;
let receiver: ChildProcess | undefined;

beforeAll(async () => {
  if (!SQLITE) return;
  dir = mkdtempSync(join(tmpdir(), 'catalog-receiver-'));
  server = await serveProcess({
    DATABASE_URL: `sqlite:${join(dir, 'data', 'catalog.db')}`, DATABASE_READERS: '1', MEDIA_DIR: join(dir, 'data', 'media'), WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  }, ['--demo']);
}, 300_000);

afterAll(async () => {
  receiver?.kill();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the receiver of docs/webhooks.md', () => {
  it.skipIf(!SQLITE)(`verifies, applies and acknowledges what the server sends${SQLITE ? '' : ' (skipped: the demo runs on the embedded SQLite store; the sqlite project runs it)'}`, async () => {
    const { key, secret } = JSON.parse(readFileSync(join(dir, 'data', 'demo-credentials.json'), 'utf8')) as { key: string; secret: string };
    const auth = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`http://127.0.0.1:${server.port}/v4/${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json() as Promise<any>;
    };
    const port = await freePort();
    const hook = (await call('webhooks/create', { webhook: { url: `http://127.0.0.1:${port}/`, resources: ['brands'] } })).webhook;
    writeFileSync(join(dir, 'receiver.mjs'), example());
    let output = '';
    receiver = spawn(process.execPath, [join(dir, 'receiver.mjs')], { env: { ...process.env, WEBHOOK_SECRET: hook.secret, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    receiver.stdout!.on('data', (d) => (output += d));
    receiver.stderr!.on('data', (d) => (output += d));
    // Listening: a request without a signature is refused.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' }).then((r) => r.status, () => 0);
      if (answer === 401) break;
      expect(Date.now() < deadline, output).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Signed with another secret: refused too.
    const forged = Buffer.from('{"type":"catalog.ping","timestamp":"2026-01-01T00:00:00Z","data":{}}');
    const headers = signatureHeaders(['whsec_' + Buffer.alloc(32, 7).toString('base64')], 'msg_forged', Math.floor(Date.now() / 1000), forged);
    expect((await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers, body: forged })).status).toBe(401);

    const brand = (await call('brands/create', { brand: { name: `Ontvangen ${Date.now()}` } })).brand;
    while (!output.includes(`created brands/${brand.id}`) && Date.now() < deadline + 20_000) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`created brands/${brand.id}`);
    // Acknowledged: the webhook's position moved to the batch's, and its delivery succeeded.
    const log = await call('webhooks/deliveries/query', { filter: { webhook: hook.id, status: 'succeeded' } });
    expect(log.meta.total).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
