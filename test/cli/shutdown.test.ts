/**
 * Shutdown of real server processes (SHUTDOWN_GRACE_SECONDS): a stream still running at the
 * deadline ends with the final `unavailable` line of docs/contract.md §7 and the process exits;
 * meanwhile readiness is false and new requests get 503; a second signal exits at once; a primary
 * drains its workers the same way. A taken port stops the command with a message naming PORT.
 */
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, run, serveProcess, type Served } from '../support/processes.js';
import { importedCatalog, type ImportedCatalog } from '../support/imported-catalog.js';
import { type TestDatabase } from '../support/store.js';

let catalog: ImportedCatalog;
let database: TestDatabase;
let auth: string;

beforeAll(async () => {
  catalog = await importedCatalog('shutdown', { products: PRODUCTS, seed: 61 });
  ({ database } = catalog);
  auth = catalog.auth[1]!;
}, 300_000);

afterAll(async () => {
  await catalog?.remove();
});

const env = (extra: Record<string, string> = {}) => ({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info', ...extra });

interface SlowStream { lines: () => string[]; ended: Promise<void>; pause(): void; hurry(): void }

/** Products in the catalogue: their stream (about 65 MB) takes longer than the grace to read. */
const PRODUCTS = 10_000;
/** Bytes a second a slow stream's client reads: the whole stream takes longer than the grace. */
const READ_RATE = 4 * 1024 * 1024;

/** A products stream read at `rate` bytes a second (not at all once paused), its lines kept. */
function slowStream(port: number, rate = READ_RATE): Promise<SlowStream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let paused = false;
    let hurried = false;
    let ended!: () => void;
    const done = new Promise<void>((r) => { ended = r; });
    const started = Date.now();
    let taken = 0;
    const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/v4/products/stream', headers: { authorization: auth, 'content-type': 'application/json' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        taken += Buffer.byteLength(chunk);
        if (hurried) return;
        res.pause();
        // Resumed when the bytes taken since the start are due at `rate`: a timer late on a busy
        // machine is made up by the next, so the reader keeps its pace on average, as the
        // server's pacing measures it (src/http/stream-pace.ts).
        if (!paused) setTimeout(() => !paused && res.resume(), Math.max(0, started + (taken / rate) * 1000 - Date.now()));
      });
      res.on('end', ended);
      res.on('error', ended);
      res.on('close', ended);
      resolve({
        lines: () => text.split('\n').filter((l) => l.length > 0), ended: done, pause: () => { paused = true; },
        hurry: () => { hurried = true; res.resume(); },
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ filter: {}, sorting: { id: 'ASC' } }));
  });
}

const exited = (server: Served) => new Promise<number | null>((resolve) => {
  if (server.child.exitCode !== null) resolve(server.child.exitCode);
  else server.child.once('exit', (code) => resolve(code));
});

describe('shutdown', () => {
  it('SIGTERM: readiness false and new requests 503 at once; a stream past the deadline ends with its error line; exit 0', async () => {
    const server = await serveProcess(env({ SHUTDOWN_GRACE_SECONDS: '6' }));
    const stream = await slowStream(server.port);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    let exitedAt = 0;
    server.child.once('exit', () => { exitedAt = Date.now(); });
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`http://127.0.0.1:${server.port}/health/ready`);
    expect(ready.status).toBe(503);
    const refused = await fetch(`http://127.0.0.1:${server.port}/v4/brands/query`, { method: 'POST', headers: { authorization: auth } });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    await stream.ended;
    const lines = stream.lines();
    const last = JSON.parse(lines.at(-1)!);
    expect(last.error).toMatchObject({ status: 503, code: 'unavailable' });
    // Every line before it is whole, in order.
    lines.slice(0, -1).forEach((line, i) => expect(JSON.parse(line).meta.index).toBe(i));
    expect(lines.length - 1).toBeLessThan(PRODUCTS);
    expect(await exited(server)).toBe(0);
    // Within the grace, and a moment to close.
    expect(exitedAt - signalled).toBeLessThan(6_000 + 1_500);
    // Whether the stream was ended ahead of the deadline (its client's pace known) or at it
    // ('drain deadline' in the log) depends on the pace measured on this machine: both are right.
  });

  it('readers taking 64 KB, 256 KB and 4 MB a second each get the final line: the process exits with it in the kernel\'s hands', async () => {
    const server = await serveProcess(env({ SHUTDOWN_GRACE_SECONDS: '10' }));
    const streams = await Promise.all([slowStream(server.port, 64 * 1024), slowStream(server.port, 256 * 1024), slowStream(server.port)]);
    // Long enough for every buffer between the server and the readers to fill.
    await new Promise((r) => setTimeout(r, 3_000));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000 + 1_500);
    // The process is gone: what its sockets' kernel buffers still hold is all the readers get,
    // and they take it at once (at 64 KB a second, megabytes would take a minute).
    for (const stream of streams) stream.hurry();
    await Promise.all(streams.map((s) => s.ended));
    for (const [i, stream] of streams.entries()) {
      const lines = stream.lines();
      expect(() => JSON.parse(lines.at(-1)!), `reader ${i}: its last line whole`).not.toThrow();
      expect(JSON.parse(lines.at(-1)!).error, `reader ${i}: ${lines.length} lines`).toMatchObject({ code: 'unavailable' });
      lines.slice(0, -1).forEach((line, n) => expect(JSON.parse(line).meta.index).toBe(n));
      expect(JSON.parse(lines.at(-1)!).error.message).toContain(`after ${lines.length - 1} results`);
    }
  });

  it('a second signal exits at once, while a stream still holds the drain', async () => {
    const server = await serveProcess(env({ SHUTDOWN_GRACE_SECONDS: '60' }));
    const stream = await slowStream(server.port);
    stream.pause();
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode).toBeNull();
    const second = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited(server)).toBe(1);
    expect(Date.now() - second).toBeLessThan(2_000);
    expect(server.output()).toContain('again: exiting at once');
  });

  it('a primary drains its workers: their streams end with the error line, every process exits', async () => {
    const server = await serveProcess(env({ SHUTDOWN_GRACE_SECONDS: '6' }), ['--workers', '2']);
    const streams = await Promise.all([slowStream(server.port), slowStream(server.port)]);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) expect(JSON.parse(s.lines().at(-1)!).error.code).toBe('unavailable');
    expect(await exited(server)).toBe(0);
    // About 12 s alone; a loaded machine once took over a minute.
  }, 120_000);
});

describe('a taken port', () => {
  it('stops the command with a message that names PORT, with one process or several', async () => {
    const port = await freePort();
    const holder = createServer().listen(port, '127.0.0.1');
    await new Promise((r) => holder.once('listening', r));
    try {
      for (const args of [['serve'], ['serve', '--workers', '2']]) {
        const result = await run(args, env({ PORT: String(port), HOST: '127.0.0.1' }));
        expect(result.code, args.join(' ')).toBe(1);
        expect(result.stderr + result.stdout).toContain(`PORT ${port} is already in use on 127.0.0.1`);
      }
    } finally {
      holder.close();
    }
  });
});
