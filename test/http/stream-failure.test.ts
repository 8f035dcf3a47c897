/**
 * docs/contract.md §7: when the server fails after the first line, it writes one last
 * `{"error": ...}` line and closes. The failure here is real, while the client is still reading:
 * on SQLite the database file is damaged on disk (500 internal_error); on PostgreSQL the server
 * ends the service's connections (503 unavailable: the store went away, nothing is broken).
 */
import { openSync, writeSync, closeSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlitePath } from '../../src/database-url.js';
import { openConnection } from '../../src/store/sqlite/connection.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { TEST_STORE } from '../support/store.js';
import { serveProcess, type Served } from '../support/processes.js';

let catalog: TestCatalog;
let server: Served;
let file: string;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 4000, seed: 5 });
  await catalog.release();
  if (TEST_STORE === 'sqlite') {
    file = sqlitePath(catalog.config.databaseUrl)!;
    // Move everything into the main file, so damaging it reaches pages the stream has not read.
    const raw = openConnection(file, {});
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
  }
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'test-signing-secret', RATE_LIMIT_PER_MINUTE: '0' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
});

/** Overwrites the back half of the file with garbage. */
async function damageFile(): Promise<void> {
  const size = statSync(file).size;
  const fd = openSync(file, 'r+');
  const garbage = Buffer.alloc(1 << 20, 0x5a);
  for (let at = Math.floor(size / 2); at < size; at += garbage.length) writeSync(fd, garbage, 0, garbage.length, at);
  closeSync(fd);
}

/** Ends every connection the server process holds to its database. */
async function endConnections(): Promise<void> {
  const ended = await catalog.database.sql(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = 'catalog-api'`);
  expect(ended.length).toBeGreaterThan(0);
}

const damage = TEST_STORE === 'sqlite' ? damageFile : endConnections;
const expected = TEST_STORE === 'sqlite' ? { status: 500, code: 'internal_error' } : { status: 503, code: 'unavailable' };

it('ends a stream that fails midway with one error line', async () => {
  const lines = await new Promise<string[]>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: server.port, method: 'POST', path: '/v4/products/stream',
      headers: { authorization: catalog.auth.administrator, 'content-type': 'application/json' },
    }, (res) => {
      let text = '';
      let damaged = false;
      res.on('data', (chunk) => {
        text += chunk;
        if (!damaged) {
          damaged = true;
          res.pause();
          void damage().then(() => setTimeout(() => res.resume(), 100), reject);
        }
      });
      res.on('end', () => resolve(text.split('\n')));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ filter: {}, sorting: { id: 'ASC' } }));
  });
  expect(lines.at(-1)).toBe('');
  const parsed = lines.slice(0, -1).map((l) => JSON.parse(l));
  const last = parsed.at(-1);
  expect(parsed.length).toBeGreaterThan(1);
  expect(parsed.length).toBeLessThan(4001);
  expect(last.error).toMatchObject(expected);
  expect(JSON.stringify(last)).not.toMatch(/SQLITE|malformed|select|terminat|postgres/i);
  parsed.slice(0, -1).forEach((l, i) => expect(l.meta.index).toBe(i));
});
