/**
 * Two `catalog serve` processes playing two machines (docs/deployment.md "Several machines"): one
 * PostgreSQL store read through its streaming replica, one S3 bucket (s3rver), and nothing else
 * shared: each has its own directories for what is local (index files, temporary uploads, MEDIA_DIR).
 * The project's nginx configuration (deploy/nginx/catalog-api.conf) stands in front of both.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../bench/nginx.js';
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
  const locals: string[] = [];
  const machine = async (name: string): Promise<Machine> => {
    const local = mkdtempSync(join(tmpdir(), `catalog-${prefix}-${name}-`));
    locals.push(local);
    for (const dir of ['index', 'tmp', 'media']) mkdirSync(join(local, dir));
    const env = { ...shared, MEMORY_INDEX_DIR: join(local, 'index'), TMPDIR: join(local, 'tmp'), MEDIA_DIR: join(local, 'media') };
    const port = await freePort();
    return { name, port, env, served: await serveProcess(env, [], port) };
  };
  const [a, b] = [await machine('a'), await machine('b')];
  const nginx = await startNginx([a.port, b.port], frontPort);
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
      nginx.stop();
      await s3.stop();
      for (const local of locals) rmSync(local, { recursive: true, force: true });
      await catalog.remove();
    },
  };
}
