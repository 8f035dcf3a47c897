/**
 * Configuration from the environment (docs/contract.md §10). Read once, validated, frozen; a bad
 * value stops the process with a message naming the variable.
 */
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Cron } from 'croner';
import { sqlitePath } from './database-url.js';

/** Megabytes of documents the in-memory index keeps per resource unless configured (MEMORY_INDEX_DOCUMENTS_MB): some 10,000 products of 6 KB. */
export const DEFAULT_DOCUMENT_MB = 64;

export type Environment = 'production' | 'sandbox';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL only: a streaming replica that answers reads (writes, keys, rate limit: primary). */
  databaseReadUrl: string | undefined;
  /** PostgreSQL: where each process LISTENs for commits (DATABASE_LISTEN_URL); DATABASE_URL when absent. */
  databaseListenUrl: string | undefined;
  /** PostgreSQL only: connections per pool in each server process. */
  databasePoolSize: number;
  environment: Environment;
  /** 0 turns the limit off (docs/contract.md §4). */
  rateLimitPerMinute: number;
  publicBaseUrl: string;
  /** docs/contract.md §14: where media files are kept when they are not in a bucket (src/media/storage.ts). */
  mediaDir: string;
  /** MEDIA_STORAGE=s3: the bucket media files are kept in instead (docs/deployment.md "Media files in a bucket"). */
  mediaS3: MediaS3Settings | undefined;
  /** Secret for signed URLs; when unset the store keeps a generated one shared by all processes. */
  signingSecret: string | undefined;
  logLevel: string;
  /** docs/contract.md §3: when a sandbox puts its data back to its seed catalogue (cron); off when unset. */
  sandboxResetCron: string | undefined;
  /** `pretty` (short lines for a person), `json` (one object a line, for a log shipper), or chosen by the terminal. */
  logFormat: 'pretty' | 'json';
  /** How long a shutdown waits for requests in flight before ending streams and closing (SIGTERM, SIGINT). */
  shutdownGraceSeconds: number;
  /** docs/contract.md §2: the time budget of a query; past it, 503 query_timeout and the work is stopped. */
  queryTimeoutMs: number;
  /**
   * How long a connection may stay idle between requests, as every kept-alive answer advertises it
   * (`Keep-Alive: timeout=N`); the server waits a little longer before closing (src/http/keep-alive.ts).
   */
  keepAliveTimeoutSeconds: number;
  /** PostgreSQL only: how long to wait for a connection to the server before answering 503. */
  databaseConnectTimeoutMs: number;
  /**
   * PostgreSQL only: how long a probe (`SELECT 1` on a connection of its own) waits for a server
   * after a timeout; one that does not answer within it is refused up front until it answers again.
   */
  databaseProbeTimeoutMs: number;
  /**
   * SQLite only: reader processes per server process for a page's counts and keys (0: read in the
   * server process). Unset: one per core, at most 4; a cluster's primary shares the cores among its
   * workers (src/cli/serve.ts).
   */
  databaseReaders: number;
  /** Failed authentication attempts per client address and per key id in a minute; 0 turns the limit off. */
  authFailuresPerMinute: number;
  /**
   * Whether each server process keeps the resources declared `memoryIndex` in memory (src/index/)
   * and answers their pages from there once read; off: every page is SQL.
   */
  memoryIndex: boolean;
  /**
   * Where each process keeps the in-memory index's files (src/index/index-file.ts), read at start
   * so a new process is ready in a second or two: a cache, safe to delete. Default: beside the
   * SQLite file; for PostgreSQL, `catalog-api-index` in the system's temporary directory.
   */
  memoryIndexDir: string;
  /**
   * Records of a resource from which a server reads its index from the store on a thread of its
   * own (src/index/load-in-thread.ts); fewer are read on the event loop, in a few short batches,
   * sooner than a thread starts and with the store's snapshot held for less time. 0: always a thread.
   */
  memoryIndexThreadFrom: number;
  /**
   * Threads that share a read of a resource's index from the store (src/index/load-in-thread.ts),
   * each reading some of its tables; by default one per core, at most 4.
   */
  memoryIndexThreads: number;
  /**
   * Megabytes of stored documents each process keeps per indexed resource for its pages, each
   * dropped when the index applies a write of its record (src/index/document-cache.ts); 0: none.
   */
  memoryIndexDocumentsMb: number;
  /**
   * Whether `/health/ready` answers 200 while the in-memory index is still being read for the
   * first time (its pages are SQL meanwhile); off (the default): not ready until it is read.
   */
  readyBeforeIndex: boolean;
  /** How many days the change feed keeps (docs/api.md "Following changes"); an older position answers 410. */
  changesRetentionDays: number;
  /** Fastify's `trustProxy`: whose X-Forwarded-For names the client (addresses for the failure limit, logs). */
  trustProxy: boolean | number | string;
  /**
   * The key webhook secrets are sealed with (docs/webhooks.md "Secrets"), the same on every machine;
   * unset: a key generated once into `webhookSecretsKeyFile`.
   */
  webhookSecretsKey: string | undefined;
  /** Where the generated key is kept when WEBHOOK_SECRETS_KEY is unset: beside MEDIA_DIR. */
  webhookSecretsKeyFile: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhooks may reach loopback and private addresses (tests, networks of one's own). */
  webhookAllowPrivateNetworks: boolean;
  /** Seconds between a failed webhook batch's attempts; past the last, the webhook is disabled. */
  webhookRetrySchedule: readonly number[];
  /** How long a webhook's lease outlives its process's last sign, beyond an attempt's 15 s. */
  webhookLeaseSeconds: number;
}

/** Where an S3-compatible bucket is (MEDIA_S3_*); credentials come from the AWS SDK's standard chain. */
export interface MediaS3Settings {
  bucket: string;
  /** Prepended to every key: empty, or ending with `/`. */
  prefix: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: most self-hosted stores. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Reader processes of each of `processes` server processes when DATABASE_READERS is unset: the cores shared out, 1 to 4 each. */
export function defaultReaders(processes: number): number {
  return Math.max(1, Math.min(4, Math.floor(availableParallelism() / processes)));
}

/**
 * `TRUST_PROXY`: unset (the connection's address is the client's), `true` (any proxy), a number of
 * hops, or proxy addresses and CIDR ranges separated by commas.
 */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[0-9a-fA-F:.,/\s]+$/.test(raw)) return raw;
  throw new ConfigError(`TRUST_PROXY must be true, a number of proxies, or proxy addresses separated by commas, not "${raw}"`);
}

/** `LOG_FORMAT`: pretty on a terminal unless told, JSON for anything else (a file, a log shipper). */
function logFormat(raw: string | undefined): Config['logFormat'] {
  if (raw === undefined || raw === '' || raw === 'auto') return process.stdout.isTTY ? 'pretty' : 'json';
  if (raw === 'pretty' || raw === 'json') return raw;
  throw new ConfigError(`LOG_FORMAT must be auto, pretty or json, not "${raw}"`);
}

/** Why a cron expression (5 fields, or 6 with seconds first) cannot be read, if it cannot. */
function cronProblem(expression: string): string | undefined {
  try {
    new Cron(expression, { paused: true }).stop();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function defaultIndexDir(databaseUrl: string): string {
  const file = sqlitePath(databaseUrl);
  return file === undefined ? join(tmpdir(), 'catalog-api-index') : dirname(file);
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(`${name} must be on or off, not "${raw}"`);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, not "${raw}"`);
  }
  return Number(raw);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const environment = (env.CATALOG_ENVIRONMENT || 'production') as Environment;
  if (environment !== 'production' && environment !== 'sandbox') {
    throw new ConfigError(`CATALOG_ENVIRONMENT must be production or sandbox, not "${environment}"`);
  }
  const rawBaseUrl = env.PUBLIC_BASE_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let publicBaseUrl: string;
  try {
    const url = new URL(rawBaseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    // Normalized (punycode host, percent-encoded path), so signed URLs are plain ASCII.
    publicBaseUrl = url.href.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an http(s) URL, not "${rawBaseUrl}"`);
  }
  const sandboxResetCron = env.SANDBOX_RESET_CRON?.trim() || undefined;
  if (sandboxResetCron !== undefined) {
    if (environment !== 'sandbox') {
      throw new ConfigError('SANDBOX_RESET_CRON puts a sandbox\'s data back to its seed catalogue, and this server runs as '
        + `${environment} (CATALOG_ENVIRONMENT): unset SANDBOX_RESET_CRON, or set CATALOG_ENVIRONMENT=sandbox for a sandbox server`);
    }
    const problem = cronProblem(sandboxResetCron);
    if (problem) throw new ConfigError(`SANDBOX_RESET_CRON must be a cron expression such as "0 3 * * *" (every night at 03:00), not "${sandboxResetCron}": ${problem}`);
  }
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/catalog.db';
  return Object.freeze({
    port,
    host,
    databaseUrl,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    environment,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 100, 0, 1_000_000),
    publicBaseUrl,
    signingSecret: env.SIGNING_SECRET || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    sandboxResetCron,
    logFormat: logFormat(env.LOG_FORMAT),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 30, 0, 3600),
    queryTimeoutMs: integer(env, 'QUERY_TIMEOUT_MS', 10_000, 10, 3_600_000),
    keepAliveTimeoutSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1, 3600),
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
    databaseProbeTimeoutMs: integer(env, 'DATABASE_PROBE_TIMEOUT_MS', 1_000, 100, 60_000),
    databaseReaders: integer(env, 'DATABASE_READERS', defaultReaders(1), 0, 64),
    authFailuresPerMinute: integer(env, 'AUTH_FAILURES_PER_MINUTE', 20, 0, 1_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    memoryIndex: onOff(env, 'MEMORY_INDEX', true),
    memoryIndexDir: env.MEMORY_INDEX_DIR || defaultIndexDir(databaseUrl),
    memoryIndexThreadFrom: integer(env, 'MEMORY_INDEX_THREAD_FROM', 25_000, 0, 1_000_000_000),
    memoryIndexThreads: integer(env, 'MEMORY_INDEX_THREADS', Math.min(4, availableParallelism()), 1, 64),
    memoryIndexDocumentsMb: integer(env, 'MEMORY_INDEX_DOCUMENTS_MB', DEFAULT_DOCUMENT_MB, 0, 1_000_000),
    readyBeforeIndex: onOff(env, 'READY_BEFORE_INDEX', false),
    changesRetentionDays: integer(env, 'CHANGES_RETENTION_DAYS', 7, 1, 3650),
    mediaDir: env.MEDIA_DIR || './data/media',
    mediaS3: mediaS3(env),
    webhookSecretsKey: secretsKey(env.WEBHOOK_SECRETS_KEY),
    webhookSecretsKeyFile: env.WEBHOOK_SECRETS_KEY_FILE || join(dirname(env.MEDIA_DIR || './data/media'), 'webhook-secrets.key'),
    webhookAllowPrivateNetworks: trueFalse(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS'),
    webhookRetrySchedule: retrySchedule(env.WEBHOOK_RETRY_SCHEDULE),
    webhookLeaseSeconds: integer(env, 'WEBHOOK_LEASE_SECONDS', 30, 1, 3600),
  });
}

/** MEDIA_STORAGE: `directory` (MEDIA_DIR, the default) or `s3` with its MEDIA_S3_* settings. */
function mediaS3(env: NodeJS.ProcessEnv): MediaS3Settings | undefined {
  const storage = env.MEDIA_STORAGE || 'directory';
  if (storage === 'directory') return undefined;
  if (storage !== 's3') throw new ConfigError(`MEDIA_STORAGE must be directory or s3, not "${storage}"`);
  return bucketSettings(env);
}

/** The MEDIA_S3_* settings, whatever MEDIA_STORAGE says (`catalog media copy --to s3` fills the bucket before a server uses it). */
export function bucketSettings(env: NodeJS.ProcessEnv = process.env): MediaS3Settings {
  const bucket = env.MEDIA_S3_BUCKET ?? '';
  // The S3 rules for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`A bucket needs MEDIA_S3_BUCKET, a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), not "${bucket}"`);
  }
  const rawPrefix = (env.MEDIA_S3_PREFIX ?? '').replace(/^\/+/, '');
  if (rawPrefix.length > 200 || /[\u0000-\u001f\u007f\\]/.test(rawPrefix)) throw new ConfigError(`MEDIA_S3_PREFIX must be a key prefix of at most 200 printable characters, not "${rawPrefix}"`);
  const endpoint = env.MEDIA_S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))) {
    throw new ConfigError(`MEDIA_S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const region = env.MEDIA_S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new ConfigError(`MEDIA_S3_REGION must be a region name such as eu-west-1, not "${region}"`);
  return {
    bucket,
    prefix: rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`,
    endpoint,
    region,
    forcePathStyle: trueFalse(env, 'MEDIA_S3_FORCE_PATH_STYLE'),
  };
}

function secretsKey(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new ConfigError('WEBHOOK_SECRETS_KEY must have at least 32 characters (for example 32 random bytes as hex)');
  return raw;
}

function trueFalse(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, not "${raw}"`);
}

/** docs/webhooks.md "Acknowledging, retries and disabling": 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
const RETRY_SCHEDULE: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

/** WEBHOOK_RETRY_SCHEDULE: seconds separated by commas; unset, the default schedule. */
function retrySchedule(raw: string | undefined): readonly number[] {
  if (raw === undefined || raw.trim() === '') return RETRY_SCHEDULE;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length > 50 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p) || Number(p) > 7 * 86400)) {
    throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE must be up to 50 numbers of seconds (each at most a week) separated by commas, not "${raw}"`);
  }
  return parts.map(Number);
}
