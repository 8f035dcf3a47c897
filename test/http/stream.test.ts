/**
 * docs/contract.md §7 over a real socket, against the server as a real process: exact content
 * type, one line per product in order, the first line before the whole result is read, and a
 * stalled reader that does not make the server buffer the result.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 12000, seed: 3 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'test-signing-secret', RATE_LIMIT_PER_MINUTE: '0' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
});

function open(body: unknown): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: server.port, method: 'POST', path: '/v4/products/stream',
      headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json' },
    }, resolve);
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('products stream', () => {
  it('sends every match as one line, in order, with meta.total and meta.index', async () => {
    const response = await open({ filter: { status: 'active' }, sorting: { id: 'DESC' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-json-stream');
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n').map((l) => JSON.parse(l));
    const expected = catalog.records.products!.filter((p) => p.status === 'active').map((p) => p.id as string)
      .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(lines.map((l) => l.result.id)).toEqual(expected);
    lines.forEach((l, i) => expect(l.meta).toEqual({ total: expected.length, index: i, cursor: expect.stringMatching(/^[A-Za-z0-9._-]+$/) }));
    // Signed on the server's worker thread: every MAC must still be the HMAC of docs/contract.md §11.
    for (const line of lines) {
      const embed = new URL(line.result.meta.embedUrl);
      const page = new URL(line.result.meta.publicPageUrl);
      const hmac = (m: string) => createHmac('sha256', 'test-signing-secret').update(m).digest('hex');
      expect(embed.searchParams.get('mac')).toBe(hmac(`embed:${line.result.id}:${embed.searchParams.get('t')}`));
      expect(page.searchParams.get('mac')).toBe(hmac(`page:${line.result.id}:${page.searchParams.get('t')}`));
    }
  });

  it('answers 204 with no body when nothing matches', async () => {
    const response = await open({ filter: { id: 'no-such-product' }, sorting: { id: 'ASC' } });
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(204);
    expect(response.headers['content-type']).toBe('application/x-json-stream');
    expect(text).toBe('');
  });

  it('delivers the first line early, and a stalled reader does not grow server memory', async () => {
    const response = await open({ filter: {}, sorting: { id: 'ASC' } });
    // Paused in the listener itself: a stream left flowing past it would drop the chunks that
    // arrive before a later pause (there is no listener to take them).
    const first = await new Promise<string>((resolve) => response.once('data', (chunk) => {
      response.pause();
      resolve(String(chunk));
    }));
    const firstLine = JSON.parse(first.split('\n')[0]!);
    expect(firstLine.meta).toMatchObject({ total: 12000, index: 0 });
    const before = rssMb(server.child.pid!);
    // Stall for a while: the server must stop producing, not buffer the rest.
    await new Promise((r) => setTimeout(r, 1500));
    const during = rssMb(server.child.pid!);
    expect(response.complete).toBe(false);
    let received = first.length;
    let lines = first.split('\n').length - 1;
    for await (const chunk of response) {
      received += chunk.length;
      lines += String(chunk).split('\n').length - 1;
    }
    expect(lines).toBe(12000);
    // The whole stream is many MB (24 batches); while stalled, the server may hold a few batches and
    // their garbage, not the result. With 6,000 products, half the result was only 6 batches, and a
    // loaded CI run once measured 18.7 MB of growth against that 18.5 MB bound.
    expect(received).toBeGreaterThan(8 * 1024 * 1024);
    expect(during - before).toBeLessThan(received / (1024 * 1024) / 2);
  });

  it('refuses page and validates like query', async () => {
    const response = await open({ filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(text).error.violations[0].path).toBe('/page');
  });
});
