/**
 * What a request's log line says (docs/deployment.md "Logs"): the pretty format's words for a
 * refusal, a stream and its request id (src/logging.ts), and the lines a stream counts as sent
 * (src/http/stream-body.ts): those the response took, not those the body still holds.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { StreamBody } from '../../src/http/stream-body.js';
import { prettyOptions } from '../../src/logging.js';

const pretty = prettyFactory(prettyOptions(false));

/** A request's line as pino writes it in JSON. */
const requestLine = (fields: Record<string, unknown>) => ({
  level: 30, time: Date.UTC(2025, 0, 1), pid: 7, hostname: 'api-1', reqId: 'req-4f2a',
  route: '/v4/products/query', method: 'POST', ms: 1.5, ip: '10.0.0.9', ...fields,
});

describe('pretty request lines', () => {
  it('show a 4xx line\'s request id, error code and first violation path, on one line', () => {
    const out = pretty(requestLine({
      status: 422, keyId: 'k1', errorCode: 'validation_failed', violation: '/filter/brand', msg: 'POST /v4/products/query 422 1.5 ms key=k1',
    }));
    expect(out).toContain('POST /v4/products/query 422 1.5 ms key=k1 validation_failed at /filter/brand req=req-4f2a');
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    // Worded once: the fields are not repeated as JSON.
    for (const field of ['errorCode', 'violation', 'reqId', 'status']) expect(out).not.toContain(`"${field}"`);
  });

  it('keep a violation path that quotes the client on its line', () => {
    const out = pretty(requestLine({ status: 422, errorCode: 'validation_failed', violation: '/filter/a\nINFO: forged\r\u001b[2J', msg: 'POST /v4/products/query 422 1.5 ms' }));
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).not.toContain('\u001b[2J');
    expect(out).toContain('validation_failed at /filter/a INFO: forged');
  });

  it('show the request id of a success, and a stream\'s lines and its client going away', () => {
    expect(pretty(requestLine({ status: 200, msg: 'POST /v4/brands/query 200 1.5 ms' }))).toContain('POST /v4/brands/query 200 1.5 ms req=req-4f2a');
    const cut = pretty(requestLine({ route: '/v4/products/stream', status: 200, lines: 480, aborted: true, msg: 'POST /v4/products/stream 200 90 ms' }));
    expect(cut).toContain('POST /v4/products/stream 200 90 ms 480 lines aborted (connection closed early) req=req-4f2a');
    expect(cut).not.toContain('"aborted"');
  });

  it('leave a line that is no request\'s as it was', () => {
    const out = pretty({ level: 30, time: Date.UTC(2025, 0, 1), pid: 7, hostname: 'api-1', msg: 'listening on 0.0.0.0:8080' });
    expect(out).toMatch(/INFO: listening on 0\.0\.0\.0:8080\n$/);
  });
});

describe('the lines a stream counts as sent', () => {
  it('are those the response took, every line once it ended', async () => {
    const line = `${'x'.repeat(99)}\n`;
    const body = new StreamBody({
      source: (async function* () {
        for (let i = 0; i < 10; i++) yield line.repeat(1_000);
      })(),
      failureLine: () => 'failed\n',
      endLine: () => 'ended\n',
      cleanup: async () => {},
    });
    body.pause();
    body.read(0);
    while (body.buffered === 0) await yieldToLoop();
    // Lines in the body's hands, none taken yet.
    expect(body.sent).toBe(0);
    const taken = body.read() as Buffer;
    expect(taken.length).toBeGreaterThan(0);
    expect(body.sent).toBe(taken.length / line.length);
    expect(body.sent).toBeLessThan(10_000);
    for await (const chunk of body) void chunk;
    expect(body.sent).toBe(10_000);
  });
});
