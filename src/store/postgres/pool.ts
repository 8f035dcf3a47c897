/**
 * Connection pools for the PostgreSQL store: the primary, and optionally a read replica.
 */
import { type CompiledQuery } from 'kysely';
import pg from 'pg';

export interface PoolOptions {
  /** Connections per pool in this process. */
  size: number;
  /** Shown in pg_stat_activity, so an operator can tell the service's connections apart. */
  applicationName: string;
  lockTimeoutMs: number;
  /** How long a new connection may take (the server unreachable, or frozen) before the caller gets 503. */
  connectTimeoutMs: number;
  /** Each statement sent without waiting for the answer to the one before (node-postgres's pipelining). */
  pipeline?: boolean;
  /**
   * Commits that do not wait for the write-ahead log to reach the disk (synchronous_commit off):
   * safe against the crash of any client process, as SQLite's commits are (synchronous NORMAL);
   * only a crash of the database server or its machine may lose the last moments of such commits
   * (at most three times wal_writer_delay, 600 ms by default), never a part of one.
   */
  lazyCommit?: boolean;
}

/** 64-bit integers (counts, ids, row ids) as numbers: every value this service stores fits in 2^53. */
const INT8 = 20;
const parseInt8 = (value: string) => Number(value);

export const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => (oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as 'text'))) as pg.CustomTypesConfig['getTypeParser'],
};

export function createPool(url: string, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size,
    application_name: options.applicationName,
    types,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // A lock held too long by another process ends the statement (55P03), answered as 503.
    lock_timeout: options.lockTimeoutMs,
    // No JIT: its compile of a wide filter tree cannot be interrupted. A count with an `or` of 600
    // searches compiled 6,615 functions; a 1 s statement_timeout took effect after 2.0 s with JIT,
    // after 1.0 s without (and the whole count took 2.0 s without). The service's statements are
    // short and many; JIT pays off for neither.
    options: options.lazyCommit ? '-c jit=off -c synchronous_commit=off' : '-c jit=off',
    ...(options.pipeline ? { pipeline: true } : {}),
  } as pg.PoolConfig);
  // An idle connection that the server drops must not take the process down; the next query
  // gets a new connection or a clear 503.
  pool.on('error', () => {});
  return pool;
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/**
 * PostgreSQL text cannot hold U+0000, which JSON strings (names, ids, filter values) may. Values
 * are escaped on the way in, U+0000 as U+0001 U+0001 and U+0001 as U+0001 U+0002, and unescaped
 * on the way out. The escape keeps equality and code point order, so a record stored with U+0000
 * is found, and sorted, as on SQLite. Documents are JSON, where both are always escaped, so they
 * are stored as they are.
 */
const NEEDS_ESCAPE = /[\0\x01]/;

export function textSafe(value: unknown): unknown {
  if (typeof value === 'string') {
    return NEEDS_ESCAPE.test(value) ? value.replace(/[\0\x01]/g, (c) => (c === '\0' ? '\x01\x01' : '\x01\x02')) : value;
  }
  if (Array.isArray(value)) return value.map(textSafe);
  return value;
}

export const textSafeAll = (values: readonly unknown[]): unknown[] => values.map(textSafe);

/** A compiled query's parameters, escaped for the driver. */
export const params = (query: CompiledQuery): unknown[] => textSafeAll(query.parameters);

/** The inverse of `textSafe`, for text read back (ids, sort keys). */
export function fromTextSafe(value: string): string {
  return value.includes('\x01') ? value.replace(/\x01([\x01\x02])/g, (_, c: string) => (c === '\x01' ? '\0' : '\x01')) : value;
}

/**
 * Rows as the service takes them: documents (`doc`) as UTF-8 bytes (StoredRow); ids and sort
 * keys, which were escaped on the way in (`textSafe`), unescaped. Documents are stored as they are.
 */
export function asBytes<T>(rows: T[]): T[] {
  for (const row of rows as Array<{ doc?: unknown; id?: unknown; sort_key?: unknown }>) {
    if (typeof row.doc === 'string') row.doc = Buffer.from(row.doc);
    if (typeof row.id === 'string') row.id = fromTextSafe(row.id);
    if (typeof row.sort_key === 'string') row.sort_key = fromTextSafe(row.sort_key);
  }
  return rows;
}

/**
 * A connection taken from a pool for a while. If the server drops it between two statements, the
 * driver emits `error` on it, which would end the process unheard: it is noted instead, the next
 * statement fails (503), and the connection is discarded when released.
 */
export async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const onError = () => {};
  client.on('error', onError);
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    client.off('error', onError);
    release(error);
  };
  return client;
}
