/**
 * What long commands tell a person (docs/contract.md §10), in a pseudo-terminal (util-linux's
 * `script`) and through a pipe: an import shows a bar per file in MB and records, then the index
 * building and commit as a step with its time, then a summary with rates; an export a bar per file
 * and a summary. Through a pipe, plain lines say the same.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../src/generate/index.js';
import { BIN, run } from '../support/processes.js';
import { createTestDatabase, type TestDatabase } from '../support/store.js';

let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-progress-'));
  await generateCatalog(join(dir, 'bulk'), { products: 2000, seed: 71 });
  database = await createTestDatabase(dir);
}, 120_000);
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A command in a pseudo-terminal: what the terminal showed, carriage returns and all. */
function inTerminal(args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, COLUMNS: '160' };
  delete env.CI;
  const command = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  return new Promise((resolve, reject) => {
    execFile('script', ['-q', '-e', '-c', command, '/dev/null'], { env, maxBuffer: 1 << 26 }, (error, stdout) => {
      if (error) reject(new Error(`${error.message}\n${stdout}`));
      else resolve(stdout);
    });
  });
}

/** The terminal's lines as a person saw them last: each carriage return starts the line again. */
const screen = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[78]/g, '').split('\n').map((l) => l.split('\r').filter((p) => p.trim()).at(-1) ?? '').filter((l) => l.trim());

describe('import progress', () => {
  it('on a terminal: a bar per file in MB and records, the commit as a timed step, a summary with rates', async () => {
    const lines = screen(await inTerminal(['import', join(dir, 'bulk')]));
    const products = lines.find((l) => l.startsWith('products.ndjson'));
    expect(products).toMatch(/100% \| \d+\.\d\/\d+\.\d MB \| 2,000 records/);
    expect(lines.find((l) => l.startsWith('media.ndjson'))).toMatch(/MB \| [\d,]+ records/);
    expect(lines.some((l) => /^building indexes and committing: done in \d+\.\d s$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^imported [\d,]+ records in \d+\.\d s \([\d,]+ records\/s; 2,000 products, [\d,]+ products\/s\)/);
  }, 120_000);

  it('through a pipe: a line per file and per step, and the summary', async () => {
    const result = await run(['import', join(dir, 'bulk')], { DATABASE_URL: database.url });
    expect(result.code).toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^products\.ndjson: 2,000 records, \d+\.\d MB in \d+\.\d s$/));
    expect(lines).toContain('building indexes and committing...');
    expect(lines).toContainEqual(expect.stringMatching(/^building indexes and committing: done in \d+\.\d s$/));
    expect(lines.at(-1)).toMatch(/^imported [\d,]+ records in/);
    // No bar drawing through a pipe.
    expect(result.stderr).not.toMatch(/[\u2588\u2591]/);
  }, 120_000);
});

describe('export progress', () => {
  it('on a terminal: a bar per file, each with its own count, and a summary', async () => {
    const lines = screen(await inTerminal(['export', join(dir, 'out')]));
    expect(lines.find((l) => l.startsWith('products.ndjson'))).toMatch(/100% \| 2,000\/2,000 records/);
    expect(lines.find((l) => l.startsWith('colors.ndjson'))).toMatch(/100% \| 13\/13 records/);
    expect(lines.at(-1)).toMatch(/^exported [\d,]+ records in \d+\.\d s \([\d,]+ records\/s\) into /);
  }, 120_000);
});
