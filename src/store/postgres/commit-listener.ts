/**
 * Commit hints on PostgreSQL (CommitHints, src/store/store.ts): one connection of this process to
 * the primary LISTENs, and every commit that writes records NOTIFYs with the change feed's head
 * after it (postgres-store.ts, in the commit's own transaction: delivered at its commit, never
 * before, never for a rollback). Notifications are delivered to the primary's sessions only, so a
 * reader of a replica learns from the head whether the replica has caught up yet.
 *
 * The connection needs a session of its own: through a pooler in transaction mode, LISTEN is
 * accepted and nothing is ever delivered, so DATABASE_LISTEN_URL names the primary (or a pool in
 * session mode) then (docs/deployment.md "Connection pooler"); without it the watcher's slow poll
 * is what wakes long polls.
 */
import pg from 'pg';
import { type CommitHints, type CommitListener } from '../store.js';
import { types } from './pool.js';

/** The channel every process of a store listens on and every writer notifies. */
export const COMMIT_CHANNEL = 'catalog_commits';
/** The feed's head on the primary. */
const HEAD_SQL = 'SELECT coalesce(max(seq), 0) AS head FROM changes';
/** The statement a writer runs before its commit: the feed's head as the payload. */
export const NOTIFY_SQL = `SELECT pg_notify('${COMMIT_CHANNEL}', (${HEAD_SQL})::text)`;
/** Waits before connecting again after the connection failed: doubling from the first to the last. */
const RETRY_FIRST_MS = 500;
const RETRY_LAST_MS = 30_000;

export interface ListenerOptions {
  connectTimeoutMs: number;
  /** Shown in pg_stat_activity. */
  applicationName: string;
}

export class PostgresCommitListener implements CommitHints {
  live = false;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string, private readonly options: ListenerOptions, private readonly committed: CommitListener) {
    void this.connect();
  }

  close(): void {
    this.closed = true;
    this.live = false;
    clearTimeout(this.retry);
    const { client } = this;
    this.client = undefined;
    void client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url, application_name: this.options.applicationName, types, connectionTimeoutMillis: this.options.connectTimeoutMs,
      // TCP keepalives: a primary that vanishes without closing the connection is noticed, and the
      // watcher polls meanwhile.
      keepAlive: true, keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const head = Number(message.payload);
      this.committed(Number.isSafeInteger(head) && head >= 0 ? head : undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${COMMIT_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    // Commits made while there was no connection were told to nobody: the primary's head now, read
    // after LISTEN so that none falls between, tells a reader of a lagging replica what to wait for.
    const head = await client.query<{ head: number }>(HEAD_SQL).then((r) => Number(r.rows[0]?.head), () => undefined);
    if (this.client !== client) return;
    this.live = true;
    this.retryMs = RETRY_FIRST_MS;
    this.committed(Number.isSafeInteger(head) ? head : undefined);
  }

  /** The connection failed or ended: polled meanwhile, connected again after a while. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.live = false;
    void client.end().catch(() => undefined);
    // The watcher learns that hints stopped: it polls from now on.
    this.committed();
    if (this.closed) return;
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(RETRY_LAST_MS, this.retryMs * 2);
  }
}
