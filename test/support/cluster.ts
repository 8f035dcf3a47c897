/**
 * Two `catalog serve` processes playing two machines (docs/deployment.md "Several machines"): one
 * PostgreSQL store read through its streaming replica, one S3 bucket (s3rver), and nothing else
 * shared: each has its own directories for what is local (index files, temporary uploads, MEDIA_DIR).
 * The project's nginx configuration (deploy/nginx/catalog-api.conf) stands in front of both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importedCatalog, type ImportedCatalog, type ImportedCatalogOptions } from './imported-catalog.js';
import { freePort, serveProcess, type Served } from './processes.js';
import { startS3Server, type S3Server } from './s3-server.js';
import { postgresUrl } from './store.js';

export interface Machine { name: string; port: number; env: Record<string, string>; served: Served }

export interface Cluster {
  catalog: ImportedCatalog;
  s3: S3Server;
  a: Machine;
  b: Machine;
  /** nginx in front of both: `http://127.0.0.1:<port>`. */
  front: string;
  /** The machine's process killed at once (SIGKILL), as a machine that loses its power. */
  kill(machine: Machine): Promise<void>;
  /** The machine started again on its port, with its own directories. */
  start(machine: Machine): Promise<void>;
  stop(): Promise<void>;
}

/** Why the cluster cannot run here, or undefined: it needs PostgreSQL with a replica and nginx. */
export function clusterMissing(): string | undefined {
  if (!process.env.TEST_POSTGRES_URL || !process.env.TEST_POSTGRES_REPLICA_URL) return 'TEST_POSTGRES_URL and TEST_POSTGRES_REPLICA_URL are not set (scripts/with-postgres.sh sets them)';
  return undefined;
}

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export async function startCluster(prefix: string, options: ImportedCatalogOptions & { env?: Record<string, string> }): Promise<Cluster> {
  const catalog = await importedCatalog(prefix, { ...options, env: undefined });
  const s3 = await startS3Server();
  const database = new URL(catalog.database.url).pathname.slice(1);
  const frontPort = await freePort();
  const front = `http://127.0.0.1:${frontPort}`;
  const shared = {
    DATABASE_URL: catalog.database.url,
    DATABASE_READ_URL: postgresUrl(database, process.env.TEST_POSTGRES_REPLICA_URL),
    SIGNING_SECRET: 'cluster-signing-secret',
    WEBHOOK_SECRETS_KEY: 'cluster-webhook-secrets-key-of-32-chars-or-more',
    PUBLIC_BASE_URL: front,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...s3.env(`${prefix}/`),
    ...options.env,
  };
  const machine = async (name: string): Promise<Machine> => {
    const local = mkdtempSync(join(tmpdir(), `catalog-${prefix}-${name}-`));
    for (const dir of ['index', 'tmp', 'media']) mkdirSync(join(local, dir));
    const env = { ...shared, MEMORY_INDEX_DIR: join(local, 'index'), TMPDIR: join(local, 'tmp'), MEDIA_DIR: join(local, 'media') };
    const port = await freePort();
    return { name, port, env, served: await serveProcess(env, [], port) };
  };
  const [a, b] = [await machine('a'), await machine('b')];
  const nginx = startNginx(frontPort, [a.port, b.port]);
  await untilAnswers(front, nginx.child);
  return {
    catalog, s3, a, b, front,
    async kill(m) {
      if (m.served.child.exitCode !== null || m.served.child.signalCode !== null) return;
      const exited = new Promise((r) => m.served.child.once('exit', r));
      m.served.child.kill('SIGKILL');
      await exited;
    },
    async start(m) {
      m.served = await serveProcess(m.env, [], m.port);
    },
    async stop() {
      for (const m of [a, b]) await m.served.stop();
      nginx.child.kill('SIGQUIT');
      await s3.stop();
      rmSync(nginx.dir, { recursive: true, force: true });
      await catalog.remove();
    },
  };
}

/** nginx with the project's configuration, its upstream the two machines, listening on `port`. */
function startNginx(port: number, upstream: number[]): { child: ChildProcess; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-nginx-'));
  // Worker processes may run as another user: they write only their temporary files here.
  chmodSync(dir, 0o777);
  const site = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'catalog-api.conf'), 'utf8')
    .replace(/^(\s*)server \S+:8080 (.*);\n(?:\s*server \S+:8080 .*;\n)*/m, (_all, indent: string, rest: string) => upstream.map((p) => `${indent}server 127.0.0.1:${p} ${rest};\n`).join(''))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (!site.includes(`127.0.0.1:${upstream[1]}`) || !site.includes(`listen 127.0.0.1:${port}`)) throw new Error('deploy/nginx/catalog-api.conf no longer has the upstream and listen lines the cluster test replaces');
  writeFileSync(join(dir, 'catalog-api.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/catalog-api.conf;
}
`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  child.once('exit', (code) => {
    if (code) process.stderr.write(`nginx exited with ${code}: ${errors}\n`);
  });
  return { child, dir };
}

async function untilAnswers(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await (await fetch(`${url}/health/live`)).arrayBuffer();
      return;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start (is it installed? .ci/run installs it)');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
