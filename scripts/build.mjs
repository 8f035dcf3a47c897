#!/usr/bin/env node
// `node scripts/build.mjs [--if-stale]`: compiles src/ and bench/ into dist/ with tsc, and the
// client package (client/) into client/dist/, each from a clean output folder (a source that is
// gone leaves no stale output behind). With --if-stale (npm start, npm
// test), nothing is done when no source, configuration or lockfile changed since the last build,
// which dist/.build-stamp records.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');
const clientDist = join(root, 'client', 'dist');
const INPUTS = ['src', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json',
  'client/src', 'client/tsconfig.json', 'client/package.json'];

/** The latest modification time among a file or a folder's files. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

if (process.argv.includes('--if-stale') && existsSync(stamp) && existsSync(clientDist)) {
  const built = statSync(stamp).mtimeMs;
  if (INPUTS.every((input) => newest(join(root, input)) <= built)) {
    process.stderr.write('dist/ is up to date with the sources: not building\n');
    process.exit(0);
  }
}

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit', cwd: root });
if (result.status !== 0) process.exit(result.status ?? 1);
rmSync(clientDist, { recursive: true, force: true });
const client = spawnSync(process.execPath, [tsc, '-p', join(root, 'client', 'tsconfig.json')], { stdio: 'inherit', cwd: root });
if (client.status !== 0) process.exit(client.status ?? 1);
mkdirSync(dist, { recursive: true });
writeFileSync(stamp, `${new Date().toISOString()}\n`);
process.stderr.write(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
