/**
 * The embedded store: one SQLite file in WAL mode. Requests read through one connection with a
 * statement cache; streams and imports get connections of their own so a long read or write
 * never blocks the others.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { type CompiledQuery } from 'kysely';
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
  abortReason, errorCode, generationName, versionOf, VERSION_ROWS_SQL, type CommitHints, type CommitListener, type DocumentsRead, type ReadOptions, type KeyOwner, type RateDecision, type ReadSnapshot, type Store, type DatabaseState, type PoolState, type StoredRow, type StoreVersion, type Writer,
} from '../store.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { runStatement, SqliteWriter, statementsOf } from './sqlite-writer.js';
import { StatementCache } from './statement-cache.js';
import { BUSY_TIMEOUT_MS, openConnection, whenUnlocked, type SqliteOptions } from './connection.js';
import { ReaderPool } from './reader-pool.js';
import { emptyLog } from './empty-log.js';
import { Checkpoints } from './checkpoints.js';
import { snapshotConnection, SqliteSnapshot, type SnapshotConnection } from './sqlite-snapshot.js';
import { SqliteCommitWatch } from './commit-watch.js';
import { compileDocumentsTogether, DOCUMENTS_PER_READ, splitDocuments, type DocumentsTogether } from './documents.js';
import pLimit from 'p-limit';

type Params = readonly unknown[];

const STREAM_CACHE_KIB = 8_000;
/**
 * Locked too long, the file gone, unreadable, full or read-only, a reader process gone or unable to
 * start: the store cannot answer now.
 */
const UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY', 'READER_GONE', 'READER_START']);
/** Page cache of each reader process in KiB. */
const READER_CACHE_KIB = 32_000;
/** Records written in one transaction after which statistics are refreshed. */
const ANALYZE_AFTER = 10_000;
/** Key owners remembered between commits (keyOwner()); past it, forgotten all at once (unknown ids sent by a client fill it too). */
const MAX_OWNERS = 1_000;
const SORT_THREADS = Math.min(4, availableParallelism());
/** Snapshot connections kept open between snapshots (each with a page cache of up to STREAM_CACHE_KIB). */
const KEPT_SNAPSHOTS = 4;

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly dialect = sqliteDialect;
  private readonly db: Database.Database;
  private readonly statements: StatementCache;
  /** Reader processes for long reads; null when this store reads in its own process. */
  private readers: ReaderPool | null | undefined;

  /** The server's checkpoint thread, when it has one (checkpoints.ts). */
  private readonly checkpoints: Checkpoints | undefined;

  constructor(readonly file: string, private readonly options: SqliteOptions = {}) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = openConnection(file, options);
    this.statements = new StatementCache(this.db);
    this.checkpoints = options.checkpointThread ? Checkpoints.start(file) : undefined;
    this.pruning = new ChangePruning(options.changesRetentionSeconds ?? DEFAULT_RETENTION_SECONDS);
  }

  async warm(): Promise<void> {
    // The reader processes, when this store has them: no request waits for one to start.
    this.readerPool();
  }

  get migrations(): MigrationDriver {
    const access: SchemaAccess = {
      tables: async () => this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[],
      run: async (query) => {
        const statement = this.db.prepare(query.sql);
        const parameters = query.parameters as Params;
        if (statement.reader) return statement.all(...parameters) as Array<Record<string, unknown>>;
        statement.run(...parameters);
        return [];
      },
      exec: async (statement) => {
        this.db.exec(statement);
      },
    };
    return {
      kind: 'sqlite',
      location: this.file,
      dialect: this.dialect,
      access,
      locked: async (work) => {
        // IMMEDIATE: the write lock first, so concurrent migrations take turns.
        this.db.exec('BEGIN IMMEDIATE');
        try {
          // A migration that rewrites records enters them in the change feed once the schema has one.
          const writer = new SqliteWriter(this.db, new ChangeRows(this.dialect, await this.feed.changes(() => schemaVersion(access, this.dialect))));
          await work({ ...access, writer });
          writer.finish();
          this.db.exec('COMMIT');
        } catch (error) {
          if (this.db.inTransaction) this.db.exec('ROLLBACK');
          throw error;
        } finally {
          // This connection's own commits leave its data_version as it was (version(), keyOwner()).
          this.known = undefined;
          this.owners.clear();
        }
      },
    };
  }

  /** The version as last read, and this connection's `data_version` when it was read. */
  private known: { dataVersion: number; version: StoreVersion } | undefined;

  /**
   * Asked by every page. SQLite moves a connection's `data_version` when another connection
   * commits, and this one does not write (writes have their own connection; a migration's own
   * commit forgets the version), so the version rows are read again only after a commit: 1 us a
   * request rather than 40 us (3% of the event loop during a propagation).
   */
  async version(): Promise<StoreVersion> {
    const dataVersion = this.dataVersion();
    if (this.known?.dataVersion === dataVersion) return this.known.version;
    const version = versionOf(this.statements.get(VERSION_ROWS_SQL).pluck(false).all() as Array<{ name: string; value: string }>);
    this.known = { dataVersion, version };
    return version;
  }

  async count(query: CompiledQuery, options: ReadOptions = {}): Promise<number> {
    const readers = this.readersFor(options);
    if (readers) return readers.run({ op: 'count', sql: query.sql, params: [...query.parameters] }, options) as Promise<number>;
    if (options.signal?.aborted) throw abortReason(options.signal);
    return Number(this.statements.get(query.sql).pluck(true).get(...(query.parameters as Params)));
  }

  async rows<T = StoredRow>(query: CompiledQuery, options: ReadOptions = {}): Promise<T[]> {
    const readers = this.readersFor(options);
    if (readers) return readers.run({ op: 'rows', sql: query.sql, params: [...query.parameters] }, options) as Promise<T[]>;
    if (options.signal?.aborted) throw abortReason(options.signal);
    return this.statements.get(query.sql).pluck(false).all(...(query.parameters as Params)) as T[];
  }

  /**
   * On this process's connection, as `documents`: quick reads by row id that must not queue
   * behind a page's long counts in the reader processes (the in-memory index's follow).
   */
  async rowsTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>> {
    return this.db.transaction(() => queries.map((q) => this.statements.get(q.sql).pluck(false).all(...(q.parameters as Params)) as Array<Record<string, unknown>>))();
  }

  /** Where a read goes: the reader processes, unless it is quick (ReadOptions) or there are none. */
  private readersFor(options: ReadOptions): ReaderPool | undefined {
    return options.quick ? undefined : this.readerPool();
  }

  /**
   * The reader processes, started at the first read that needs them, when this store was opened
   * with readers and the built reader exists (tests running the TypeScript sources read in this
   * process).
   */
  private readerPool(): ReaderPool | undefined {
    if (this.readers !== undefined || !this.options.readers) return this.readers ?? undefined;
    const script = new URL('./reader-process.js', import.meta.url);
    this.readers = existsSync(fileURLToPath(script)) && this.file !== ':memory:'
      ? new ReaderPool(this.file, script, { size: this.options.readers, cacheKiB: READER_CACHE_KIB, busyTimeoutMs: this.lockTimeoutMs })
      : null;
    return this.readers ?? undefined;
  }

  /** Snapshot connections not in use, kept for the next snapshots (at most KEPT_SNAPSHOTS). */
  private readonly idleSnapshots: SnapshotConnection[] = [];

  async snapshot(): Promise<ReadSnapshot> {
    // A long sequential read gains little from a big page cache; a small one keeps memory flat.
    const connection = this.idleSnapshots.pop() ?? snapshotConnection(openConnection(this.file, { ...this.options, cacheKiB: STREAM_CACHE_KIB, readonly: true }));
    return new SqliteSnapshot(connection, (done) => {
      if (this.db.open && this.idleSnapshots.length < KEPT_SNAPSHOTS) this.idleSnapshots.push(done);
      else done.db.close();
    });
  }

  async documents(resource: ResourceDecl, rids: readonly number[]): Promise<DocumentsRead> {
    const docs: Array<{ rid: number; doc: Buffer }> = [];
    for (let i = 0; i < rids.length; i += DOCUMENTS_PER_READ) {
      const query = compileDocumentsTogether(resource, rids.slice(i, i + DOCUMENTS_PER_READ));
      docs.push(...splitDocuments(this.statements.get(query.sql).get(...(query.parameters as Params)) as DocumentsTogether));
    }
    // Read after the documents: one statement of about 2 us.
    const epoch = this.statements.get(`SELECT value FROM store_state WHERE name = 'epoch'`).pluck().get() as string | undefined;
    return { docs, epoch: Number(epoch ?? 0) };
  }

  async find(resource: ResourceDecl, id: string | number): Promise<Buffer | undefined> {
    return this.statements.get(`SELECT CAST(d.doc AS BLOB) FROM "${resource.table}" t JOIN "${docsTable(resource)}" d ON d.rid = t.rid
      WHERE t.id = ?`).pluck().get(id) as Buffer | undefined;
  }

  async *exportLines(resource: ResourceDecl, batchSize = 2000): AsyncIterableIterator<string[]> {
    yield* exportLinesFrom(new SqliteSnapshot(snapshotConnection(openConnection(this.file, { ...this.options, readonly: true }))), this.dialect, resource, batchSize);
  }

  /** The connection writes use, kept open: its page cache stays warm from one write to the next. */
  private writing: Database.Database | undefined;

  /**
   * A connection for a write: the kept one, or, while it holds a transaction of its own (an
   * import awaiting its files), one for this write alone.
   */
  private writeConnection(): { connection: Database.Database; kept: boolean } {
    if (this.writing?.open && !this.writing.inTransaction) return { connection: this.writing, kept: true };
    const connection = openConnection(this.file, this.options);
    // Sorts (the index builds at the end of a bulk load) may use helper threads: on 1,000,000
    // products, 2 threads built the largest index in 5.8 s against 8.8 s (docs/performance.md).
    connection.pragma(`threads = ${SORT_THREADS}`);
    if (this.writing?.open) return { connection, kept: false };
    this.writing = connection;
    this.checkpoints?.adopt(connection);
    return { connection, kept: true };
  }

  /**
   * One write transaction of this process at a time, the others waiting their turn without blocking.
   * A transaction may await I/O (an upload's files kept, import files read) while it holds the
   * store's write lock; a second one of the same process meeting that lock would wait for it
   * inside SQLite, on the event loop's thread, which the first needs to finish: they would hold
   * each other until the busy timeout. The lock held by another connection (another process,
   * the propagation thread) is waited for on timers (connection.ts `whenUnlocked`), never in SQLite.
   */
  async write<T>(work: (writer: Writer) => Promise<T>): Promise<T> {
    return this.oneWriter(() => this.writeNow(work));
  }

  /**
   * In this process's turn of writes like `write`, on the write connection, but one synchronous
   * transaction of a few rows without the feed's and generations' bookkeeping.
   */
  async writeTogether(queries: readonly CompiledQuery[]): Promise<Array<Array<Record<string, unknown>>>> {
    return this.oneWriter(async () => {
      const { connection, kept } = this.writeConnection();
      try {
        const statements = statementsOf(connection);
        const rows = await whenUnlocked(connection, this.lockTimeoutMs, () => connection.transaction(() => queries.map((query) => runStatement(statements.get(query.sql), query))).immediate());
        this.checkpoints?.committed();
        return rows;
      } finally {
        if (!kept) connection.close();
      }
    });
  }

  private readonly oneWriter = pLimit(1);
  private get lockTimeoutMs(): number {
    return this.options.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  }

  private readonly feed = new FeedPresence();
  private readonly pruning: ChangePruning;

  private async writeNow<T>(work: (writer: Writer) => Promise<T>): Promise<T> {
    // A connection apart from the readers': the transaction may span awaits (reading import
    // files) while this process goes on answering reads from the committed data.
    const { connection, kept } = this.writeConnection();
    try {
      await whenUnlocked(connection, this.lockTimeoutMs, () => connection.exec('BEGIN IMMEDIATE'));
      const changes = await this.feed.changes(() => schemaVersion(this.migrations.access, this.dialect));
      const writer = new SqliteWriter(connection, new ChangeRows(this.dialect, changes));
      try {
        const result = await work(writer);
        writer.finish();
        if (changes && writer.written > 0) await this.pruning.maybe(writer, this.dialect, Date.now());
        if (writer.touched.size > 0) {
          const statements = statementsOf(connection);
          statements.get(`UPDATE store_state SET value = CAST(value AS INTEGER) + 1 WHERE name = 'generation'`).run();
          const bump = statements.get(`INSERT INTO store_state (name, value) VALUES (?, '1')
            ON CONFLICT (name) DO UPDATE SET value = CAST(value AS INTEGER) + 1`);
          for (const key of writer.touched.keys()) bump.run(generationName(key));
          for (const query of await this.feed.writes(this.dialect, writer.touched.feed(), () => schemaVersion(this.migrations.access, this.dialect))) statements.get(query.sql).run(...(query.parameters as Params));
        }
        connection.exec('COMMIT');
        this.checkpoints?.committed();
        if (writer.written >= ANALYZE_AFTER) {
          // After a bulk load, fresh statistics let the planner pick indexes by real selectivity,
          // and the write-ahead log, as large as what was written, goes back into the file and is
          // emptied (when a reader still holds part of it, the checkpoint thread empties it soon after).
          connection.exec('PRAGMA analysis_limit = 1000; ANALYZE;');
          if (!emptyLog(connection)) this.checkpoints?.truncateSoon();
        }
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      }
    } finally {
      if (!kept) connection.close();
    }
  }

  async state(name: string, init: () => string): Promise<string> {
    this.db.prepare('INSERT INTO store_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, init());
    return this.db.prepare('SELECT value FROM store_state WHERE name = ?').pluck().get(name) as string;
  }

  /** Moves when another connection commits (this one's own commits leave it as it was). */
  private dataVersion(): number {
    return this.statements.get('PRAGMA data_version').pluck(true).get() as number;
  }

  /** Key owners as last read, with the `data_version` they were read at (at most MAX_OWNERS). */
  private readonly owners = new Map<string, { dataVersion: number; owner: KeyOwner | undefined }>();

  /**
   * Asked by every request. Read again only after another connection committed, as version() is:
   * a write to a key or a user (from this process's write connection or another process) is seen
   * by the next request, and between commits the answer is 1 us rather than a join (4.5% of the
   * event loop beside 100 updates a second).
   */
  async keyOwner(keyId: string): Promise<KeyOwner | undefined> {
    const dataVersion = this.dataVersion();
    const known = this.owners.get(keyId);
    if (known?.dataVersion === dataVersion) return known.owner;
    const owner = keyOwnerOf(this.statements.get(keyOwnerSql(this.dialect)).get(keyId) as Record<string, unknown> | undefined);
    if (this.owners.size >= MAX_OWNERS) this.owners.clear();
    this.owners.set(keyId, { dataVersion, owner });
    return owner;
  }

  async hitRateLimit(keyId: string, nowMs: number, limit: number, windowMs: number): Promise<RateDecision> {
    const read = this.statements.get('SELECT hits FROM rate_limits WHERE key_id = ?').pluck();
    const save = this.statements.get('INSERT INTO rate_limits (key_id, hits) VALUES (?, ?) ON CONFLICT (key_id) DO UPDATE SET hits = excluded.hits');
    // IMMEDIATE: the read and the write are one step for every process sharing the file.
    return whenUnlocked(this.db, this.lockTimeoutMs, () => this.db.transaction(() => {
      const stored = read.get(keyId) as string | undefined;
      const { decision, hits } = decide(stored ? (JSON.parse(stored) as number[]) : [], nowMs, limit, windowMs);
      if (hits) save.run(keyId, JSON.stringify(hits));
      return decision;
    }).immediate());
  }

  connections(): PoolState[] {
    return this.readers ? [this.readers.state()] : [];
  }

  databases(): DatabaseState[] {
    // A file read in this process and its reader processes: no server to stop answering.
    return [];
  }

  isUnavailable(error: unknown): boolean {
    const code = errorCode(error);
    // Extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_READ) count as their primary code.
    return code !== undefined && UNAVAILABLE.has(code.split('_', 2).join('_'));
  }

  commitHints(committed: CommitListener): CommitHints {
    return new SqliteCommitWatch(this.file, committed);
  }

  async close(): Promise<void> {
    for (const { db } of this.idleSnapshots.splice(0)) db.close();
    await this.readers?.close();
    await this.checkpoints?.close();
    if (this.writing?.open) this.writing.close();
    if (this.db.open) {
      try {
        this.db.pragma('optimize');
      } catch {
        // optimize is advisory
      }
      this.db.close();
    }
  }
}
