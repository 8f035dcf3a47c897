/**
 * Pages share their buffers once written (src/http/body-buffers.ts). Over real sockets, against the
 * server as a real process: pages whose client has not read them yet keep their bytes while many
 * other pages are answered, and every page is exactly the page asked for.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 3000, seed: 5 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, RATE_LIMIT_PER_MINUTE: '0' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
});

/** A page's response, read only when `read` is called. */
function ask(no: number): Promise<{ read(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: server.port, method: 'POST', path: '/v4/products/query',
      headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json' },
    }, (response) => {
      response.pause();
      resolve({
        read: async () => {
          let text = '';
          response.setEncoding('utf8');
          for await (const chunk of response) text += chunk;
          return text;
        },
      });
    });
    req.on('error', reject);
    req.end(bodyOf(no));
  });
}

const bodyOf = (no: number) => JSON.stringify({ filter: {}, sorting: { id: 'ASC' }, page: { no, size: 250 } });

/**
 * Pages asked one after another on one connection, none read until `read`: more bytes than the
 * system's socket buffers take (several MB), so the server has writes still waiting on this socket.
 */
async function askPipelined(pages: number[]): Promise<{ read(): Promise<string[]> }> {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.pause();
  for (const no of pages) {
    const body = bodyOf(no);
    socket.write(`POST /v4/products/query HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${catalog.auth.administrator}\r\n`
      + `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  return {
    read: async () => {
      const bodies: string[] = [];
      let data = Buffer.alloc(0);
      for await (const chunk of socket) {
        data = Buffer.concat([data, chunk as Buffer]);
        for (;;) {
          const end = data.indexOf('\r\n\r\n');
          if (end < 0) break;
          const length = Number(/content-length: *(\d+)/i.exec(data.subarray(0, end).toString('latin1'))![1]);
          if (data.length < end + 4 + length) break;
          bodies.push(data.subarray(end + 4, end + 4 + length).toString('utf8'));
          data = data.subarray(end + 4 + length);
        }
        if (bodies.length === pages.length) break;
      }
      socket.destroy();
      return bodies;
    },
  };
}

const ids = () => catalog.records.products!.map((p) => p.id as string).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('page bodies', () => {
  it('keeps an unread page intact while other pages are answered, and answers each page its own results', async () => {
    const all = ids();
    const heldPages = [0, 1, 2, 3, 4, 5, 6, 7];
    const pipelined = await askPipelined(heldPages);
    const held = await ask(8);
    // Other pages, several at a time, while the held ones wait in their sockets.
    const others: Array<{ no: number; text: string }> = [];
    for (let round = 0; round < 4; round++) {
      const batch = await Promise.all([9, 10, 11, 3, 5].map(async (no) => ({ no, text: await (await ask(no)).read() })));
      others.push(...batch);
    }
    const pipelinedTexts = await pipelined.read();
    expect(pipelinedTexts).toHaveLength(heldPages.length);
    const answers = [...heldPages.map((no, i) => ({ no, text: pipelinedTexts[i]! })), { no: 8, text: await held.read() }, ...others];
    for (const { no, text } of answers) {
      const body = JSON.parse(text) as { meta: { total: number }; results: Array<{ id: string }> };
      expect(body.meta.total).toBe(all.length);
      expect(body.results.map((r) => r.id)).toEqual(all.slice(no * 250, no * 250 + 250));
    }
  });
});
