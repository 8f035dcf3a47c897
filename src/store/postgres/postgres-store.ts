/**
 * The PostgreSQL store, for deployments that outgrow one machine: many API processes share one
 * primary, and reads may go to a streaming replica (DATABASE_READ_URL) while writes, key checks
 * and the rate limit stay on the primary, where every process sees the same, latest rows. Every
 * statement goes through a route of database-pools.ts: refused at once while its server does not
 * answer, and its timeouts told to that server's health (database-health.ts).
 */
import { type CompiledQuery } from 'kysely';
import type pg from 'pg';
import { type ResourceDecl } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { type SchemaAccess } from '../migrations/migration.js';
import { schemaVersion, type MigrationDriver } from '../migrations/runner.js';
import { decide } from '../rate-window.js';
import { exportLinesFrom } from '../export-lines.js';
import { FeedPresence } from '../record-changes.js';
import { ChangePruning, ChangeRows, DEFAULT_RETENTION_SECONDS } from '../change-rows.js';
import { keyOwnerOf, keyOwnerSql } from '../key-owner.js';
import {
  abortReason, errorCode, generationName, versionOf, VERSION_ROWS_SQL, type CommitHints, type CommitListener, type DatabaseState, type DocumentsRead, type ReadOptions, type KeyOwner, type RateDecision, type ReadSnapshot, type Store, type PoolState, type StoredRow, type StoreVersion, type Writer,
} from '../store.js';
import { NotAnsweringError } from './database-health.js';
import { DatabasePools, type Route } from './database-pools.js';
import { asBytes, checkout, params, redact, textSafe } from './pool.js';
import { NOTIFY_SQL, PostgresCommitListener } from './commit-listener.js';
import { postgresDialect } from './postgres-dialect.js';
import { PostgresSnapshot } from './postgres-snapshot.js';
import { PostgresWriter } from './postgres-writer.js';
import { writeTogether } from './write-together.js';

/** A statement as the driver takes it, rows as arrays or objects. */
type Statement = pg.QueryConfig & { rowMode?: 'array' };

/** Every writer takes this lock first: writes are serialized as on SQLite (nextId, uniqueness). */
const WRITE_LOCK = 4_242_001;
/**
 * Lock timeout, server shutting down or starting, too many connections, connection failures
 * (SQLSTATE), and the network refusing or dropping the connection.
 */
const UNAVAILABLE = new Set(['55P03', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const DRIVER_UNAVAILABLE = /^(Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect|Query read timeout)/;
/** Records written in one transaction after which the tables are vacuumed and analyzed. */
const ANALYZE_AFTER = 10_000;

export interface PostgresOptions {
  /** A streaming replica for reads; the primary answers everything when absent. */
  readUrl?: string;
  /**
   * Where this process LISTENs for commits (commit-listener.ts), when DATABASE_URL is a pooler in
   * transaction mode, through which nothing is delivered; DATABASE_URL when absent.
   */
  listenUrl?: string;
  /** Connections per pool in this process. */
  poolSize?: number;
  /** How long a statement waits for another transaction's lock (as SQLite's busy timeout). */
  lockTimeoutMs?: number;
  /** How long a new connection may take before the caller gets 503 (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /**
   * How long a read may wait for the server's answer (QUERY_TIMEOUT_MS): a server that stops
   * answering (frozen, partitioned) gives 503 within it, and its connection is discarded.
   */
  readTimeoutMs?: number;
  /**
   * How long a probe of a server waits for its answer (DATABASE_PROBE_TIMEOUT_MS): after a
   * timeout, a server that does not answer `SELECT 1` within it is taken for one that has stopped
   * answering, and refused up front until it answers again (database-health.ts).
   */
  probeTimeoutMs?: number;
  /** When a server stops answering or answers again (the server's log). */
  onHealth?(state: DatabaseState): void;
  /** How long the public change feed keeps its rows (CHANGES_RETENTION_DAYS, in seconds; default 7 days). */
  changesRetentionSeconds?: number;
}

export class PostgresStore implements Store {
  readonly kind = 'postgres' as const;
  readonly dialect = postgresDialect;
  private readonly pools: DatabasePools;
  private readonly readTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly listenUrl: string;

  constructor(readonly url: string, options: PostgresOptions = {}) {
    this.listenUrl = options.listenUrl ?? url;
    this.readTimeoutMs = options.readTimeoutMs ?? 60_000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.pruning = new ChangePruning(options.changesRetentionSeconds ?? DEFAULT_RETENTION_SECONDS);
    this.pools = new DatabasePools(url, options.readUrl, {
      size: options.poolSize ?? 10,
      lockTimeoutMs: options.lockTimeoutMs ?? 10_000,
      connectTimeoutMs: this.connectTimeoutMs,
      probeTimeoutMs: options.probeTimeoutMs ?? 1_000,
      onHealth: options.onHealth,
    });
  }

  /**
   * Work on the pool of a route (database-pools.ts): refused up front while its server does not
   * answer, and a failure that may mean it has stopped answering is told to its health.
   */
  private async on<T>(route: Promise<Route>, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const { pool, health } = await route;
    try {
      return await work(pool);
    } catch (error) {
      health.failed(error);
      throw error;
    }
  }

  /** A short statement, bound by the read budget: a server that stops answering costs a 503, not a hang. */
  private quick<R extends pg.QueryResultRow = Record<string, unknown>>(route: Promise<Route>, config: Statement): Promise<pg.QueryResult<R>> {
    return this.on(route, (pool) => pool.query<R>({ ...config, query_timeout: this.readTimeoutMs } as pg.QueryConfig));
  }

  /**
   * A read that may take long (a page's counts and keys), bound by its request's signal: when the
   * budget is spent or the client has gone, the caller is answered at once, the server is asked to
   * cancel the statement, and the connection is discarded.
   */
  private async bounded<R extends pg.QueryResultRow>(config: Statement, options: ReadOptions): Promise<pg.QueryResult<R>> {
    const { signal } = options;
    const pools = options.primary ? this.pools.writes() : this.pools.reads();
    if (!signal) return this.quick<R>(pools, config);
    if (signal.aborted) throw abortReason(signal);
    return this.on(pools, async (pool) => {
      const client = await checkout(pool);
      let stopped: Error | undefined;
      let onAbort!: () => void;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          stopped = abortReason(signal);
          const pid = (client as unknown as { processID?: number }).processID;
          // Best effort, and never waited for: the server may be the one not answering.
          if (pid) pool.query({ text: 'SELECT pg_cancel_backend($1)', values: [pid], query_timeout: this.readTimeoutMs } as pg.QueryConfig).catch(() => {});
          reject(stopped);
        };
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        return await Promise.race([client.query<R>({ ...config, query_timeout: this.readTimeoutMs } as pg.QueryConfig), aborted]);
      } finally {
        signal.removeEventListener('abort', onAbort);
        // A connection whose statement was stopped midway is not given to anyone else.
        client.release(stopped);
      }
    });
  }

  get migrations(): MigrationDriver {
    type Run = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
    const accessOf = (db: Run): SchemaAccess => ({
      tables: async () => (await db(`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema()`)).rows.map((r: { name: string }) => r.name),
      run: async (query) => (await db(query.sql, params(query))).rows,
      exec: async (statement) => {
        await db(statement);
      },
    });
    return {
      kind: 'postgres',
      location: redact(this.url),
      dialect: this.dialect,
      access: accessOf((text, values) => this.on(this.pools.writes(), (pool) => pool.query(text, values))),
      locked: (work) => this.transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
        // A migration that rewrites records enters them in the change feed once the schema has one.
        const writer = new PostgresWriter(client, new ChangeRows(this.dialect, await this.feed.changes(() => schemaVersion(accessOf((text, values) => client.query(text, values)), this.dialect))));
        await work({ ...accessOf((text, values) => client.query(text, values)), writer });
        await writer.finish();
      }),
    };
  }

  async version(): Promise<StoreVersion> {
    // From the pool that answers reads: cached answers then match the data they were read from.
    const { rows } = await this.quick<{ name: string; value: string }>(this.pools.reads(), {
      name: 'version', text: VERSION_ROWS_SQL,
    });
    return versionOf(rows);
  }

  async count(query: CompiledQuery, options: ReadOptions = {}): Promise<number> {
    const { rows } = await this.bounded<Record<string, unknown>>({ text: query.sql, values: params(query), rowMode: 'array' }, options);
    return Number((rows[0] as unknown as unknown[])[0]);
  }

  async rows<T = StoredRow>(query: CompiledQuery, options: ReadOptions = {}): Promise<T[]> {
    return asBytes((await this.bounded<Record<string, unknown>>({ text: query.sql, values: params(query) }, options)).rows) as T[];
  }

  async rowsTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>> {
    return this.on(this.pools.reads('together'), async (pool) => {
      const client = await checkout(pool);
      let failed: Error | undefined;
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const out: Array<Array<Record<string, unknown>>> = [];
        for (const query of queries) out.push(asBytes((await client.query<Record<string, unknown>>({ text: query.sql, values: params(query) })).rows));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        failed = error as Error;
        throw error;
      } finally {
        // A connection left inside a failed transaction is not given to anyone else.
        client.release(failed);
      }
    });
  }

  async snapshot(): Promise<ReadSnapshot> {
    const client = await this.on(this.pools.reads(), async (pool) => {
      const opened = await checkout(pool);
      try {
        // One snapshot for the count and every batch, as the SQLite read transaction gives.
        await opened.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return opened;
      } catch (error) {
        opened.release(error as Error);
        throw error;
      }
    });
    return new PostgresSnapshot(client);
  }

  async documents(resource: ResourceDecl, rids: readonly number[]): Promise<DocumentsRead> {
    // One statement whatever the page size (an array, not an IN list), so it is prepared once
    // per connection and never planned again. The epoch comes with it, read in the same
    // snapshot, in the first row (no row: the epoch does not matter).
    const { rows } = await this.quick(this.pools.reads(), {
      name: `${resource.table}_documents`,
      text: `SELECT rid, doc, (SELECT value FROM store_state WHERE name = 'epoch') AS epoch FROM "${docsTable(resource)}" WHERE rid = ANY($1::bigint[])`,
      values: [rids],
    });
    const docs = asBytes(rows as Array<{ rid: number; doc: Buffer; epoch: string | null }>);
    return { docs, epoch: Number(docs[0]?.epoch ?? 0) };
  }

  async find(resource: ResourceDecl, id: string | number): Promise<Buffer | undefined> {
    const { rows } = await this.quick(this.pools.reads(), {
      name: `${resource.table}_find`,
      text: `SELECT d.doc FROM "${resource.table}" t JOIN "${docsTable(resource)}" d ON d.rid = t.rid WHERE t.id = $1`,
      values: [textSafe(id)],
      rowMode: 'array',
    });
    return rows.length ? Buffer.from(rows[0]![0] as string) : undefined;
  }

  async *exportLines(resource: ResourceDecl, batchSize = 2000): AsyncIterableIterator<string[]> {
    yield* exportLinesFrom(await this.snapshot(), this.dialect, resource, batchSize);
  }

  private readonly feed = new FeedPresence();
  private readonly pruning: ChangePruning;

  async write<T>(work: (writer: Writer) => Promise<T>): Promise<T> {
    let writer: PostgresWriter | undefined;
    const result = await this.transaction(async (client) => {
      // Index builds deferred by a bulk load run at the end of this transaction. Documents are
      // compressed with lz4 where the server has it: about a third less CPU than the default pglz
      // to read back, which streams do for every document. One round trip for all three.
      const lz4 = (await this.hasLz4(client)) ? `; SET LOCAL default_toast_compression = 'lz4'` : '';
      await client.query(`SELECT pg_advisory_xact_lock(${WRITE_LOCK}); SET LOCAL maintenance_work_mem = '256MB'${lz4}`);
      const changes = await this.feed.changes(() => schemaVersion(this.migrations.access, this.dialect));
      writer = new PostgresWriter(client, new ChangeRows(this.dialect, changes));
      const value = await work(writer);
      await writer.finish();
      if (changes && writer.written > 0) await this.pruning.maybe(writer, this.dialect, Date.now());
      if (writer.touched.size > 0) {
        // Every process's watcher of the feed told at the commit (commit-listener.ts), in the same round trip.
        await client.query(`UPDATE store_state SET value = (value::bigint + 1)::text WHERE name = 'generation'${changes ? `; ${NOTIFY_SQL}` : ''}`);
        await client.query(`INSERT INTO store_state (name, value) SELECT unnest($1::text[]), '1'
          ON CONFLICT (name) DO UPDATE SET value = (store_state.value::bigint + 1)::text`, [writer.touched.keys().map(generationName)]);
        for (const query of await this.feed.writes(this.dialect, writer.touched.feed(), () => schemaVersion(this.migrations.access, this.dialect))) await client.query(query.sql, params(query));
      }
      return value;
    });
    // After a bulk load: statistics, without which the planner guesses selectivities (a brand
    // filter then walked 380,000 products instead of reading 100 side rows: 300 ms, not 1), and
    // the visibility map, without which no index-only scan is possible. VACUUM cannot run inside
    // the transaction, so it runs after the commit, while the data is already served.
    if (writer && writer.written >= ANALYZE_AFTER && writer.loaded.size > 0) {
      const tables = [...writer.loaded].map((t) => `"${t}"`).join(', ');
      await this.on(this.pools.writes(), (pool) => pool.query(`VACUUM (ANALYZE) ${tables}`));
    }
    return result;
  }

  /** On the primary without the write lock, on connections of their own that pipeline (write-together.ts). */
  async writeTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>> {
    return this.on(this.pools.writes('service'), (pool) => writeTogether(pool, queries));
  }

  private lz4: boolean | undefined;

  private async hasLz4(client: pg.PoolClient): Promise<boolean> {
    this.lz4 ??= (await client.query(`SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`)).rowCount! > 0;
    return this.lz4;
  }

  async state(name: string, init: () => string): Promise<string> {
    // `name` is one of the service's own constants; `init()` a generated secret.
    return this.on(this.pools.writes(), async (pool) => {
      await pool.query('INSERT INTO store_state (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, init()]);
      return (await pool.query<{ value: string }>('SELECT value FROM store_state WHERE name = $1', [name])).rows[0]!.value;
    });
  }

  async keyOwner(keyId: string): Promise<KeyOwner | undefined> {
    // On the primary: a key revoked a moment ago must already be refused.
    const { rows } = await this.quick(this.pools.writes(), { name: 'key_owner', text: keyOwnerSql(this.dialect), values: [textSafe(keyId)] });
    return keyOwnerOf(rows[0] as Record<string, unknown> | undefined);
  }

  async hitRateLimit(keyId: string, nowMs: number, limit: number, windowMs: number): Promise<RateDecision> {
    const bound = (text: string, values: unknown[]) => ({ text, values, query_timeout: this.readTimeoutMs }) as pg.QueryConfig;
    return this.transaction(async (client) => {
      // The row lock makes read-decide-write one step for every process on every machine.
      await client.query(bound(`INSERT INTO rate_limits (key_id, hits) VALUES ($1, '[]') ON CONFLICT (key_id) DO NOTHING`, [keyId]));
      const { rows } = await client.query<{ hits: string }>(bound('SELECT hits FROM rate_limits WHERE key_id = $1 FOR UPDATE', [keyId]));
      const { decision, hits } = decide(JSON.parse(rows[0]!.hits) as number[], nowMs, limit, windowMs);
      if (hits) await client.query(bound('UPDATE rate_limits SET hits = $2 WHERE key_id = $1', [keyId, JSON.stringify(hits)]));
      return decision;
    }, this.readTimeoutMs);
  }

  async warm(): Promise<void> {
    // One connection of the read pool opened now: the first request does not pay for it.
    await this.quick(this.pools.reads(), { text: 'SELECT 1' });
  }

  connections(): PoolState[] {
    return this.pools.connections();
  }

  databases(): DatabaseState[] {
    return this.pools.states();
  }

  isUnavailable(error: unknown): boolean {
    if (error instanceof NotAnsweringError) return true;
    const code = errorCode(error);
    if (code !== undefined) return UNAVAILABLE.has(code);
    // node-postgres reports a dropped connection, a pool closed by shutdown, and a pool with no
    // free connection in time (overload) with a message and no code.
    return error instanceof Error && DRIVER_UNAVAILABLE.test(error.message);
  }

  /** The listeners opened, closed with the store if their watcher has not closed them. */
  private readonly listeners = new Set<PostgresCommitListener>();

  commitHints(committed: CommitListener): CommitHints {
    const listener = new PostgresCommitListener(this.listenUrl, { connectTimeoutMs: this.connectTimeoutMs, applicationName: 'catalog-api-feed' }, committed);
    this.listeners.add(listener);
    return { get live() { return listener.live; }, close: () => { this.listeners.delete(listener); listener.close(); } };
  }

  async close(): Promise<void> {
    for (const listener of this.listeners) listener.close();
    this.listeners.clear();
    await this.pools.close();
  }

  /**
   * One transaction on the primary. With `timeoutMs`, every statement of it (BEGIN and COMMIT too)
   * waits at most that long for the server, and a connection whose statement timed out is
   * discarded without a ROLLBACK that would wait as long again.
   */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, timeoutMs?: number): Promise<T> {
    return this.on(this.pools.writes(), async (pool) => {
      const client = await checkout(pool);
      const run = (text: string) => client.query({ text, ...(timeoutMs ? { query_timeout: timeoutMs } : {}) } as pg.QueryConfig);
      let broken: Error | undefined;
      try {
        await run('BEGIN');
        const result = await work(client);
        await run('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof Error && /^Query read timeout/.test(error.message)) {
          broken = error;
          throw error;
        }
        try {
          await run('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    });
  }
}
