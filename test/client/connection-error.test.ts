/**
 * No answer at all (client/README.md "Errors"): a request to a port where nothing listens, and a
 * stream whose connection breaks midway where no cursor says where to resume, reject with the
 * client's ConnectionError after its retries, fetch's own error kept as `cause`; an abort of the
 * caller's stays the abort it is.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogApiError, CatalogClient, ConnectionError, type ClientOptions } from '../../client/src/index.js';
import { freePort } from '../support/processes.js';

/** A client whose every fetch is counted. */
function countingClient(baseUrl: string, options: Partial<ClientOptions> = {}) {
  const sent: string[] = [];
  const client = new CatalogClient({
    baseUrl, key: 'key', secret: 'secret', backoffMs: 1, ...options,
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    },
  });
  return { client, sent };
}

describe('a server that is not there', () => {
  let base: string;
  beforeAll(async () => {
    base = `http://127.0.0.1:${await freePort()}`;
  });

  it('rejects with a ConnectionError once the retries are spent, fetch\'s error as its cause', async () => {
    const retries = 2;
    const { client, sent } = countingClient(base, { retries });
    const error = await client.query('brands', { page: { no: 0, size: 10 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(CatalogApiError);
    const request = `POST ${base}/v4/brands/query`;
    expect(sent).toEqual(Array.from({ length: retries + 1 }, () => request));
    expect(error).toMatchObject({ name: 'ConnectionError', request, attempts: retries + 1 });
    const { cause } = error as ConnectionError;
    expect(cause).toBeInstanceOf(TypeError);
    expect((cause as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect((error as ConnectionError).message).toContain('ECONNREFUSED');
  });

  it('gives a find and a stream the same error, with no retries configured too', async () => {
    const { client, sent } = countingClient(base, { retries: 0 });
    await expect(client.find('brands', 1)).rejects.toBeInstanceOf(ConnectionError);
    const lines = client.stream('products', { filter: {}, sorting: { id: 'ASC' } });
    await expect(lines.next()).rejects.toMatchObject({ name: 'ConnectionError', attempts: 1, request: `POST ${base}/v4/products/stream` });
    expect(sent).toHaveLength(2);
  });

  it('leaves an abort of the caller\'s as it is', async () => {
    const { client } = countingClient(base, { retries: 3 });
    const error = await client.query('brands', {}, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('a stream whose connection breaks midway', () => {
  let server: Server;
  let base: string;
  let requests = 0;
  beforeAll(async () => {
    // One line without a cursor (nothing to resume from), then the connection is cut.
    server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/x-json-stream' });
      res.write(`${JSON.stringify({ meta: { total: 2, index: 0 }, result: { id: 'first' } })}\n`, () => res.socket?.destroy());
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('yields what arrived, then rejects with a ConnectionError whose cause is the broken body', async () => {
    const { client } = countingClient(base, { retries: 2 });
    const received: unknown[] = [];
    const error = await (async () => {
      for await (const line of client.stream('products', { filter: {}, sorting: { id: 'ASC' } })) received.push(line.result.id);
    })().catch((e: unknown) => e);
    expect(received).toEqual(['first']);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBeInstanceOf(TypeError);
    expect(requests).toBe(1);
  });
});
