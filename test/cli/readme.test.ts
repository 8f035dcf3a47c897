/**
 * The README's examples work as written: every shell block of its "Use it" section runs, with
 * bash and curl, against a server started as `npm start` starts it (the demo catalogue on the
 * embedded SQLite store), from a folder that holds `./data` as `npm start` leaves it. Only the
 * port differs (a free one instead of 8080).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveProcess, type Served } from '../support/processes.js';
import { TEST_STORE } from '../support/store.js';

const SQLITE = TEST_STORE === 'sqlite';

/** The blocks of one language in one section of the README, in order. */
function shellBlocks(section: string, language = 'sh'): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf(`\n## ${section}\n`);
  const end = readme.indexOf('\n## ', start + 1);
  const text = readme.slice(start, end === -1 ? undefined : end);
  return [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);
}

let dir: string;
let server: Served;

beforeAll(async () => {
  if (!SQLITE) return;
  dir = mkdtempSync(join(tmpdir(), 'catalog-readme-'));
  server = await serveProcess({ DATABASE_URL: `sqlite:${join(dir, 'data', 'catalog.db')}`, DATABASE_READERS: '1' }, ['--demo']);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Outcome { code: number; stdout: string; stderr: string }

/** One block after the setup block, in one bash, with errors stopping it and curl failing on an error status. */
function runBlock(setup: string, block: string): Promise<Outcome> {
  const script = `set -e\n${setup}\n${block}`
    .replaceAll('127.0.0.1:8080', `127.0.0.1:${server.port}`)
    .replace(/\bcurl -s/g, "curl --fail-with-body -w '\\n' -s");
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd: dir, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the README', () => {
  const blocks = shellBlocks('Use it');

  it('has examples to run: the credentials, then queries', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(blocks[0]).toContain('demo-credentials.json');
  });

  it.skipIf(!SQLITE)(`examples answer on the demo catalogue${SQLITE ? '' : ' (skipped: the demo of `npm start` runs on the embedded SQLite store; the sqlite project runs it)'}`, async () => {
    const [setup, ...examples] = blocks;
    for (const block of examples) {
      const outcome = await runBlock(setup!, block);
      const where = `README block:\n${block}\nstderr: ${outcome.stderr}\nstdout: ${outcome.stdout.slice(0, 500)}`;
      expect(outcome.code, where).toBe(0);
      expect(outcome.stdout.trim(), where).not.toBe('');
      // Every JSON answer (query, find, stream lines, health) is a success, and queries found something.
      for (const line of outcome.stdout.split('\n').filter((l) => l.startsWith('{'))) {
        const answer = JSON.parse(line) as Record<string, unknown>;
        expect(answer.error, where).toBeUndefined();
        if ('results' in answer) expect((answer.results as unknown[]).length, where).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});

describe('the README\'s client example', () => {
  it.skipIf(!SQLITE)(`runs as written (it is JavaScript too) with the built client against the demo${SQLITE ? '' : ' (skipped: the demo of `npm start` runs on the embedded SQLite store; the sqlite project runs it)'}`, async () => {
    const [example, sync] = shellBlocks('Integrate', 'ts');
    expect(example).toContain("from 'catalog-api-client'");
    const { key, secret } = JSON.parse(readFileSync(join(dir, 'data', 'demo-credentials.json'), 'utf8')) as { key: string; secret: string };
    // As written: the examples read the demo's key themselves (./data/demo-credentials.json, as "Use it" does).
    const script = example!
      .replace("'catalog-api-client'", JSON.stringify(pathToFileURL(join(process.cwd(), 'client', 'dist', 'index.js')).href))
      .replaceAll('127.0.0.1:8080', `127.0.0.1:${server.port}`);
    writeFileSync(join(dir, 'example.mjs'), script);
    const outcome = await new Promise<Outcome>((resolve) => {
      execFile(process.execPath, [join(dir, 'example.mjs')], { cwd: dir, maxBuffer: 1 << 26 }, (error, stdout, stderr) =>
        resolve({ code: error ? 1 : 0, stdout, stderr }));
    });
    expect(outcome.code, outcome.stderr).toBe(0);
    const lines = outcome.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\d+ \[/);
    expect(outcome.stdout).toMatch(/\ntrue validation_failed \[/);

    // The copy kept with replicate(): the whole catalogue, and the position it is as of.
    writeFileSync(join(dir, 'sync.mjs'), sync!
      .replace("'catalog-api-client'", JSON.stringify(pathToFileURL(join(process.cwd(), 'client', 'dist', 'index.js')).href))
      .replaceAll('127.0.0.1:8080', `127.0.0.1:${server.port}`));
    const synced = await new Promise<Outcome>((resolve) => {
      execFile(process.execPath, [join(dir, 'sync.mjs')], { cwd: dir, maxBuffer: 1 << 26 }, (error, stdout, stderr) =>
        resolve({ code: error ? 1 : 0, stdout, stderr }));
    });
    expect(synced.code, synced.stderr).toBe(0);
    const [size, position] = synced.stdout.trim().split(' ');
    const total = (await (await fetch(`http://127.0.0.1:${server.port}/v4/products/query`, {
      method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {}, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    })).json() as { meta: { total: number } }).meta.total;
    expect(Number(size)).toBe(total);
    expect(position).toMatch(/^[A-Za-z0-9._-]+$/);
  }, 180_000);
});
