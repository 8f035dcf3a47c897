/**
 * The client installs in another project as client/README.md "Installing" says: `npm pack` builds
 * dist/ (its prepack) into a tarball, which a project outside the repository installs offline (the
 * client has no runtime dependencies), imports by name, runs against a real server, and
 * type-checks against with the .d.ts files it got.
 *
 * The package is packed from a copy of client/ in a temporary folder rather than in place: the
 * prepack's build rewrites client/dist/, which other tests (test/cli/readme.test.ts) import while
 * this one runs. The copy has the package's own files only; its build finds the repository's
 * TypeScript on PATH, where `npm install` in client/ would put the one of its devDependencies.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCatalog, credentials, type TestCatalog } from '../support/catalog.js';
import { freePort, serveProcess, type Served } from '../support/processes.js';

const root = process.cwd();
const tsc = join(root, 'node_modules', '.bin', 'tsc');

interface Outcome { code: number; stdout: string; stderr: string }

function exec(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, maxBuffer: 1 << 26 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

/**
 * npm as an integrator runs it: none of the npm_* settings of an `npm test` this may run under
 * (its cache, prefix, ...), and the repository's tools on PATH for the copy's build only.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  return { ...env, PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };
}

const rootPackage = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
const clientPackage = JSON.parse(readFileSync('client/package.json', 'utf8')) as Record<string, unknown> & { version: string; devDependencies?: Record<string, string> };

let work: string;
let project: string;
let packed: { filename: string; files: Array<{ path: string }> };
let install: Outcome;
let catalog: TestCatalog;
let server: Served;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'catalog-client-install-'));
  const copy = join(work, 'client');
  cpSync(join(root, 'client'), copy, { recursive: true, filter: (path) => !/[\\/](dist|node_modules)$/.test(path) && !path.endsWith('.tgz') });
  const pack = await exec('npm', ['pack', '--json', '--pack-destination', work, '--cache', join(work, 'npm-cache')], copy, npmEnv());
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  // The JSON array follows whatever the prepack's build printed.
  [packed] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('\n[') + 1)) as [typeof packed];

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'client-install-check', private: true, type: 'module' }, null, 2)}\n`);
  install = await exec('npm', ['install', '--offline', '--no-audit', '--no-fund', '--cache', join(work, 'npm-cache'), join(work, packed.filename)], project, npmEnv());

  catalog = await createTestCatalog({ products: 20 });
  await catalog.release();
  server = await serveProcess({ DATABASE_URL: catalog.config.databaseUrl, SIGNING_SECRET: 'test-signing-secret', RATE_LIMIT_PER_MINUTE: '0' });
});

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the package', () => {
  it('builds with the TypeScript the repository uses, and has no runtime dependencies to fetch', () => {
    expect(clientPackage.devDependencies).toEqual({ typescript: rootPackage.devDependencies.typescript });
    for (const kind of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) expect(clientPackage[kind], kind).toBeUndefined();
  });

  it('packs the built dist/, JavaScript and .d.ts of every module, with its package.json and README', () => {
    expect(packed.filename).toBe(`catalog-api-client-${clientPackage.version}.tgz`);
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md']));
    const modules = ['client', 'errors', 'index', 'ndjson', 'replicate', 'types', 'webhooks', 'generated/catalog', 'generated/openapi'];
    for (const module of modules) expect(files).toEqual(expect.arrayContaining([`dist/${module}.js`, `dist/${module}.d.ts`]));
    expect(files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md'].includes(file))).toEqual([]);
  });
});

describe('a project outside the repository', () => {
  it('installs the tarball offline', () => {
    expect(install.code, install.stderr).toBe(0);
    expect(project.startsWith(root + sep)).toBe(false);
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', 'catalog-api-client', 'package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(clientPackage.version);
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.dependencies['catalog-api-client']).toMatch(/^file:.*\.tgz$/);
  });

  it('imports the client by name and uses it: a query of a real server, a ConnectionError, a verified webhook', async () => {
    cpSync(join(root, 'test', 'client', 'install-consumer.mjs'), join(project, 'consumer.mjs'));
    const { key, secret } = credentials(catalog.auth.reader);
    const run = await exec(process.execPath, ['consumer.mjs', `http://127.0.0.1:${server.port}`, key, secret, `http://127.0.0.1:${await freePort()}`], project);
    expect(run.code, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout) as Record<string, unknown>;
    const brands = catalog.records.brands!.map((brand) => brand.id as number).sort((a, b) => a - b);
    expect(seen).toEqual({
      resolved: pathToFileURL(join(project, 'node_modules', 'catalog-api-client', 'dist', 'index.js')).href,
      version: clientPackage.version,
      total: brands.length,
      ids: brands.slice(0, 10),
      lost: { connectionError: true, cause: 'ECONNREFUSED' },
      event: 'catalog.ping',
      forged: 'WebhookVerificationError',
    });
  });

  it('type-checks a program against the installed .d.ts files, which know the resources', async () => {
    writeFileSync(join(project, 'check.ts'), [
      "import { CatalogClient, ConnectionError, type Result, verifyWebhook, type WebhookEvent } from 'catalog-api-client';",
      "const client = new CatalogClient({ baseUrl: 'http://127.0.0.1:8080', key: 'key', secret: 'secret' });",
      "const page = await client.query('products', { filter: { status: 'active' }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });",
      'export const first: Result<\'products\'> | undefined = page.results[0];',
      'export const lost = (error: unknown): error is ConnectionError => error instanceof ConnectionError;',
      "export const verify = (body: string): Promise<WebhookEvent> => verifyWebhook('whsec_c2VjcmV0', {}, body);",
      // Were the types missing or `any`, these would compile, and their directives fail the check.
      '// @ts-expect-error a list is not a filter',
      "void client.query('products', { filter: [1, 2, 3], sorting: { id: 'ASC' }, page: { no: 0, size: 10 } });",
      '// @ts-expect-error there is no such resource',
      "void client.query('no-such-resource', {});",
      '// @ts-expect-error a product id is a string',
      "export const id: number = (await client.find('products', '1')).id;",
      '',
    ].join('\n'));
    // A Node 20 project's settings: Node's types (the repository's @types/node), no DOM; the package's .d.ts checked too.
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2023'], types: ['node'], typeRoots: [join(root, 'node_modules', '@types')],
        strict: true, noEmit: true, skipLibCheck: false,
      },
      files: ['check.ts'],
    }, null, 2));
    const check = await exec(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
    expect(check.stdout + check.stderr).toBe('');
    expect(check.code).toBe(0);
  });
});
