/**
 * The store: the one narrow interface between the service and a database. SQLite and PostgreSQL
 * implement it; one shared test suite runs against each.
 */
import { type CompiledQuery } from 'kysely';
import { type ResourceDecl } from '../query/declare.js';
import { TRUE } from '../query/predicate.js';
import { compileCount } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { type StoredRow } from '../resources/view.js';
import { type MigrationDriver } from './migrations/migration.js';
import { type UpsertScope } from './stored-record.js';
import { type NewApiKey, type StoredState, type Writer } from './writer.js';

/**
 * How current cached answers are: `generation` moves with every committed write to any record,
 * `resources` holds one generation per resource (by path), moved only by writes to that resource's
 * records, and the finer ones of its parts (`path#part`, src/store/touched.ts), and `epoch` moves
 * when the whole catalogue is replaced.
 */
export interface StoreVersion { generation: number; epoch: number; resources: Readonly<Record<string, number>> }

/** The store_state rows that make a version: read with `name IN (...) OR name LIKE 'generation:%'`. */
export const VERSION_ROWS_SQL = `SELECT name, value FROM store_state WHERE name IN ('generation', 'epoch') OR name LIKE 'generation:%'`;

/** The store_state name of a resource's generation or a part's (a key of src/store/touched.ts). */
export const generationName = (key: string): string => `generation:${key}`;

/**
 * What a request's reads are bound by: aborted when its time budget (QUERY_TIMEOUT_MS) is spent
 * (reason QueryTimeoutError) or its client has gone (reason ClientGoneError). A store stops the
 * database work of an aborted read and rejects with the reason.
 */
export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * Read what the primary has, not a replica that may lag (PostgreSQL with DATABASE_READ_URL): for
   * a read whose "not there" would mislead, such as a file uploaded through another machine a
   * moment ago (docs/deployment.md "Several machines").
   */
  primary?: boolean;
  /**
   * A few rows by key, read often and waited on (the webhook deliverer's reads between two
   * batches): a store whose reads otherwise go to other processes reads it on this process's own
   * connection, without a round trip (SQLite's reader processes, docs/performance.md "Webhook
   * catch-up").
   */
  quick?: boolean;
}

/** docs/contract.md §2: a query past the server's time budget (503 query_timeout). */
export class QueryTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`the query ran past its time budget of ${budgetMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}

/** The client of a request went away before its answer: its reads are stopped, nobody is answered. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away');
    this.name = 'ClientGoneError';
  }
}

/** The reason an aborted read rejects with. */
export const abortReason = (signal: AbortSignal): Error =>
  (signal.reason instanceof Error ? signal.reason : new ClientGoneError());

/** One pool of connections: how many it has open, how many are idle, how many callers wait for one. */
export interface PoolState { pool: string; total: number; idle: number; waiting: number }

/**
 * A database server a store works with, and whether it answers (PostgreSQL: a server that has
 * stopped answering is refused up front until a probe gets an answer, src/store/postgres/database-health.ts).
 */
export interface DatabaseState {
  /** As operators know it: `primary` (DATABASE_URL), `replica` (DATABASE_READ_URL). */
  name: string;
  answering: boolean;
  /**
   * While it does not answer: what the store does without it, when it goes on serving everything
   * (readiness shows it and stays true). Absent: what needs the server is refused meanwhile.
   */
  meanwhile?: string;
}

export interface DocumentsRead { docs: Array<{ rid: number; doc: Buffer }>; epoch: number }

/** A row as a read gives it (defined beside the views that read it, src/resources/view.ts). */
export type { StoredRow };
export type { NewApiKey, StoredState, UpsertScope, Writer };

/** A consistent view of the data for a long read (streams): counts and rows agree. */
export interface ReadSnapshot {
  count(query: CompiledQuery): Promise<number>;
  /** Rows in batches; the next batch is read only when asked for (back-pressure). */
  batches(query: CompiledQuery, size: number): AsyncIterableIterator<StoredRow[]>;
  /**
   * Every row of a small read (the change feed's head, a window of its rows, documents by id), in
   * one statement: no server-side cursor, whose declare, fetch and close are three round trips.
   */
  rows<T = StoredRow>(query: CompiledQuery): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Hints of commits by any process, which spare the change feed's watcher its poll
 * (src/feed/watcher.ts): PostgreSQL's LISTEN/NOTIFY, a watch of SQLite's log file. A hint means
 * only "read the head now"; it may come for nothing, and while `live` is false none come at all
 * (a connection lost and not back yet, a file that cannot be watched), so the watcher polls.
 */
export interface CommitHints {
  readonly live: boolean;
  close(): void;
}

/**
 * Told of a commit, with the change feed's head after it where the store says so (PostgreSQL);
 * also told, with no head, when hints come again after a while without (what came meanwhile was
 * not told).
 */
export type CommitListener = (head?: number) => void;

/** What authentication needs of a key and its user, read in one lookup. */
export interface KeyOwner {
  keyId: string;
  secretHash: string;
  environment: string;
  keyEnabled: boolean;
  userId: number;
  /** Null when the key's user no longer exists. */
  userEnabled: boolean | null;
  organizationId: number | null;
  subscriptionType: number | null;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until a request slot frees up. */
  resetSeconds: number;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  readonly dialect: SqlDialect;
  /** Reads and advances the store's schema version (src/store/migrations/runner.ts). */
  readonly migrations: MigrationDriver;
  /**
   * `generation` changes whenever any process commits a write to records, and each resource's
   * own generation when its records change: cached answers of older generations are stale.
   * `epoch` changes only when a write replaces the whole catalogue (a sandbox reset,
   * src/sandbox/): rows read before and after it must not be mixed.
   */
  version(): Promise<StoreVersion>;
  /** The count a query selects; with a signal, stopped and rejected when it aborts. */
  count(query: CompiledQuery, options?: ReadOptions): Promise<number>;
  /** The rows a query selects; with a signal, stopped and rejected when it aborts. */
  rows<T = StoredRow>(query: CompiledQuery, options?: ReadOptions): Promise<T[]>;
  /**
   * The rows of several quick queries, all read from one snapshot: no write lands between them
   * (the in-memory index reads a record's rows from several tables and must never mix two writes).
   */
  rowsTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>>;
  snapshot(): Promise<ReadSnapshot>;
  /**
   * The stored documents of some records, by row id (one page's worth), as bytes, with the store's
   * epoch as of the last of them: a page whose reads began in another epoch is read again.
   */
  documents(resource: ResourceDecl, rids: readonly number[]): Promise<DocumentsRead>;
  /** The stored document of one record as bytes, or undefined. */
  find(resource: ResourceDecl, id: string | number): Promise<Buffer | undefined>;
  /** Every record as its export line (document plus hidden fields), in id order, in batches. */
  exportLines(resource: ResourceDecl, batchSize?: number): AsyncIterableIterator<string[]>;
  /** Runs `work` in one transaction; any throw rolls everything back. */
  write<T>(work: (writer: Writer) => Promise<T>): Promise<T>;
  /**
   * Runs statements on the service's own tables (a webhook's lease, its deliveries; never records)
   * in one transaction, in order, and gives each one's rows. Outside the records' write path: no
   * write lock held against other writes, no change feed, no generation moved; the rows' own locks
   * order it against other writes of the same rows. No code runs between the statements, so each
   * one decides in SQL what depends on an earlier one; any failure rolls them all back.
   */
  writeTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>>;
  /** A named service value, created by `init` the first time; one value for all processes. */
  state(name: string, init: () => string): Promise<string>;
  keyOwner(keyId: string): Promise<KeyOwner | undefined>;
  /** Counts one request of `keyId` if under `limit` in the rolling window; atomic across processes. */
  hitRateLimit(keyId: string, nowMs: number, limit: number, windowMs: number): Promise<RateDecision>;
  /** The store's connections in this process, by pool (for metrics). */
  connections(): PoolState[];
  /**
   * The database servers the store works with and whether each answers, as this process has seen
   * (readiness, metrics); none for a store in the process's own files (SQLite).
   */
  databases(): DatabaseState[];
  /** Opens what a server reads through before its first request (SQLite's reader processes). */
  warm(): Promise<void>;
  /**
   * Whether an error of this store's driver means it cannot answer now (locked too long, file or
   * server gone, overloaded): 503 `unavailable` rather than 500. Each driver says so its own way.
   */
  isUnavailable(error: unknown): boolean;
  /** Tells `committed` of commits by any process until closed (CommitHints). */
  commitHints(committed: CommitListener): CommitHints;
  close(): Promise<void>;
}

/** How many records a resource has: the count of an empty filter, as every store answers it. */
export const countRecords = (store: Store, resource: ResourceDecl): Promise<number> =>
  store.count(compileCount(store.dialect, resource, TRUE));

/** The version from `store_state` rows (name, value); a store without an epoch row is at epoch 0. */
export function versionOf(rows: ReadonlyArray<{ name: string; value: string }>): StoreVersion {
  const value = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0);
  const resources: Record<string, number> = {};
  for (const row of rows) if (row.name.startsWith('generation:')) resources[row.name.slice('generation:'.length)] = Number(row.value);
  return { generation: value('generation'), epoch: value('epoch'), resources };
}

/** The `code` a driver put on an error (SQLITE_BUSY, 57P01, ECONNREFUSED), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
