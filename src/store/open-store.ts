/**
 * Chooses the store from DATABASE_URL (docs/contract.md §10): `sqlite:<path>` (default
 * `sqlite:./data/catalog.db`) or a bare file path for the embedded store, `postgres://` or
 * `postgresql://` for PostgreSQL.
 */
import { type Config } from '../config.js';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { TABLES } from '../resources/registry.js';
import { prepareAtStart } from './migrations/runner.js';
import { PostgresStore, type PostgresOptions } from './postgres/postgres-store.js';
import { redact } from './postgres/pool.js';
import { SqliteStore } from './sqlite/sqlite-store.js';
import { sqlitePath } from '../database-url.js';
import { storedRecord } from './stored-record.js';
import { countRecords, type DatabaseState, type Store } from './store.js';

export class StoreUrlError extends Error {}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** Writes the seed records of resources whose tables are empty (subscription types). */
export async function seed(store: Store, resources: readonly ResourceDecl[]): Promise<void> {
  const empty: ResourceDecl[] = [];
  for (const r of resources) if (r.seed && (await countRecords(store, r)) === 0) empty.push(r);
  if (empty.length === 0) return;
  await store.write(async (w) => {
    for (const r of empty) for (const record of r.seed!) await w.upsert(r, storedRecord(record as Row, r));
  });
}

/** The store a URL names, without touching its tables; `lockTimeoutMs` is SQLite's busy timeout too. */
/** How a store is opened: PostgreSQL's pools and timeouts, SQLite's reader processes. */
export interface StoreOptions extends PostgresOptions {
  /** SQLite: reader processes for long reads (a server's); 0 or absent: reads in this process (commands). */
  readers?: number;
  /** SQLite: checkpoints on a thread of their own rather than in the commits (a server's). */
  checkpointThread?: boolean;
}

export function storeFor(url: string, options: StoreOptions = {}): Store {
  if (isPostgresUrl(url)) return new PostgresStore(url, options);
  if (options.readUrl) throw new StoreUrlError('DATABASE_READ_URL is for PostgreSQL stores only');
  if (options.listenUrl) throw new StoreUrlError('DATABASE_LISTEN_URL is for PostgreSQL stores only');
  const file = sqlitePath(url);
  if (file === undefined) {
    throw new StoreUrlError(`DATABASE_URL "${redact(url)}" names a store this build does not support; use sqlite:<path> or postgres://...`);
  }
  return new SqliteStore(file, {
    busyTimeoutMs: options.lockTimeoutMs, readers: options.readers, checkpointThread: options.checkpointThread, changesRetentionSeconds: options.changesRetentionSeconds,
  });
}

/**
 * The store the configuration names (DATABASE_URL, DATABASE_READ_URL, DATABASE_POOL_SIZE, ...),
 * ready to serve: a new store gets its tables and seed records, a store at another schema version
 * is refused (src/store/migrations/runner.ts; `catalog migrate` moves it on). A server's store
 * reads through reader processes (SQLite); a command's in its own process. `onHealth` hears when
 * a database server stops answering or answers again (the server's log).
 */
export async function openConfigured(
  config: Config, purpose: 'serve' | 'command' = 'command', onHealth?: (state: DatabaseState) => void,
): Promise<Store> {
  const store = storeFor(config.databaseUrl, {
    readUrl: config.databaseReadUrl,
    listenUrl: config.databaseListenUrl,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    readTimeoutMs: config.queryTimeoutMs,
    probeTimeoutMs: config.databaseProbeTimeoutMs,
    onHealth,
    readers: purpose === 'serve' ? config.databaseReaders : 0,
    checkpointThread: purpose === 'serve',
    changesRetentionSeconds: config.changesRetentionDays * 86_400,
  });
  try {
    await prepareAtStart(store.migrations);
    await seed(store, TABLES);
    if (purpose === 'serve') await store.warm();
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}
