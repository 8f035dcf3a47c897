/**
 * `npm start` and `npm test` build only when the sources changed (scripts/build.mjs --if-stale),
 * on a copy of the project (the client package's sources with it) so that the suite's own dist/
 * is never touched: a first build of the server and the client, no build when nothing changed, a
 * build after a source changed, and no output left of a source that is gone.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'catalog-build-'));
  for (const entry of ['src', 'bench', 'scripts', 'client', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json']) {
    // The client package's sources, not its build output.
    cpSync(join(root, entry), join(copy, entry), { recursive: true, filter: (path) => path !== join(root, 'client', 'dist') });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const build = (...args: string[]) => new Promise<string>((resolve, reject) => {
  execFile(process.execPath, [join(copy, 'scripts', 'build.mjs'), ...args], { cwd: copy }, (error, _stdout, stderr) => {
    if (error) reject(new Error(`${error.message}\n${stderr}`));
    else resolve(stderr);
  });
});

describe('build only when the sources changed', () => {
  it('builds the first time, not again until a source changes, and leaves nothing of a removed source', async () => {
    expect(await build('--if-stale')).toMatch(/^built dist\/ in /m);
    expect(existsSync(join(copy, 'dist', 'src', 'cli', 'main.js'))).toBe(true);
    expect(existsSync(join(copy, 'client', 'dist', 'index.js'))).toBe(true);
    expect(await build('--if-stale')).toContain('dist/ is up to date with the sources: not building');

    // A source changed after the last build (the build's stamp is made older than it), and a new
    // source beside it, whose output appears.
    const stamp = join(copy, 'dist', '.build-stamp');
    const age = () => {
      const past = new Date(Date.now() - 60_000);
      utimesSync(stamp, past, past);
    };
    age();
    const config = join(copy, 'src', 'config.ts');
    utimesSync(config, new Date(), new Date());
    const extra = join(copy, 'src', 'extra-module.ts');
    writeFileSync(extra, 'export const extra = 1;\n');
    expect(await build('--if-stale')).toMatch(/^built dist\/ in /m);
    expect(existsSync(join(copy, 'dist', 'src', 'extra-module.js'))).toBe(true);
    expect(await build('--if-stale')).toContain('not building');

    // A source gone: its output goes with it.
    age();
    unlinkSync(extra);
    expect(await build('--if-stale')).toMatch(/^built dist\/ in /m);
    expect(existsSync(join(copy, 'dist', 'src', 'extra-module.js'))).toBe(false);
  }, 120_000);
});
