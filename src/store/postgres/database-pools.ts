/**
 * The PostgreSQL store's connection pools, and the health of the servers behind them
 * (database-health.ts): the primary (DATABASE_URL) takes writes, key checks and the rate limit,
 * and reads when there is no replica; the replica (DATABASE_READ_URL) takes reads. A server that
 * has stopped answering is refused up front (NotAnsweringError) until a probe gets an answer.
 *
 * While the replica does not answer, reads go to the primary (docs/deployment.md, "Streaming
 * replicas"): every read the replica answers, the primary answers too, with data at least as new,
 * and the replica takes them back only once it has caught up (replica-probe.ts). They go through a
 * pool of their own, `catalog-api-read-fallback`, empty until then, so that a page's long counts
 * never take the connections that key checks, the rate limit and writes wait for.
 */
import type pg from 'pg';
import { type DatabaseState, type PoolState } from '../store.js';
import { DatabaseHealth } from './database-health.js';
import { createPool } from './pool.js';
import { probe } from './probe.js';
import { ReplicaProbe } from './replica-probe.js';

/** Between two probes of a server that does not answer: how soon the store sees it answer again. */
const PROBE_INTERVAL_MS = 1_000;

/** Connections of the service's bookkeeping pool (at most the pool size). */
const SERVICE_CONNECTIONS = 4;

/** A pool, and the health of its server, told of the failures of the pool's statements. */
export interface Route { pool: pg.Pool; health: DatabaseHealth }

export interface PoolsOptions {
  size: number;
  lockTimeoutMs: number;
  connectTimeoutMs: number;
  /** How long a probe waits for the server's answer (DATABASE_PROBE_TIMEOUT_MS). */
  probeTimeoutMs: number;
  /** When a server stops answering or answers again. */
  onHealth?(state: DatabaseState): void;
}

interface Replica { pool: pg.Pool; health: DatabaseHealth; fallback: pg.Pool }

export class DatabasePools {
  readonly primary: pg.Pool;
  readonly primaryHealth: DatabaseHealth;
  private readonly replica: Replica | undefined;
  /**
   * One connection of its own for the in-memory index's follow of the feed (`rowsTogether`), so
   * that a follow never waits behind the pages' document reads of the reader pool: under load it
   * would take longer than a request waits for it, and pages would fall back to SQL.
   */
  private readonly together: pg.Pool;
  /**
   * Connections of their own on the primary for the service's bookkeeping (`writeTogether`: the
   * webhook worker's leases and deliveries), pipelined: a transaction's statements go out at once.
   * Their commits do not wait for the log's flush (pool.ts `lazyCommit`; docs/webhooks.md "Several
   * processes and machines": what a crash of the database server costs a webhook).
   */
  private readonly service: pg.Pool;

  constructor(url: string, readUrl: string | undefined, private readonly options: PoolsOptions) {
    const { size, lockTimeoutMs, connectTimeoutMs, probeTimeoutMs } = options;
    const pool = (at: string, applicationName: string, connections = size, bookkeeping = false) => createPool(at, {
      size: connections, applicationName, lockTimeoutMs, connectTimeoutMs, pipeline: bookkeeping, lazyCommit: bookkeeping,
    });
    this.primary = pool(url, 'catalog-api');
    this.service = pool(url, 'catalog-api-service', Math.min(size, SERVICE_CONNECTIONS), true);
    this.primaryHealth = this.health('primary', () => probe(url, probeTimeoutMs).then((a) => a.answered));
    this.together = pool(readUrl ?? url, 'catalog-api-index', 1);
    if (readUrl) {
      const replicaProbe = new ReplicaProbe(readUrl, probeTimeoutMs, () => this.primaryPosition());
      this.replica = {
        pool: pool(readUrl, 'catalog-api-read'),
        health: this.health('replica', (rejoining) => replicaProbe.answers(rejoining)),
        fallback: pool(url, 'catalog-api-read-fallback'),
      };
    }
  }

  /**
   * Where a read goes now: the replica while it answers, else the primary; NotAnsweringError when
   * the server it would go to does not answer. `together`: the index's follow (its own connection).
   */
  async reads(kind: 'pages' | 'together' = 'pages'): Promise<Route> {
    const { replica } = this;
    if (!replica) {
      await this.primaryHealth.admit();
      return { pool: kind === 'together' ? this.together : this.primary, health: this.primaryHealth };
    }
    if (await replica.health.admits()) return { pool: kind === 'together' ? this.together : replica.pool, health: replica.health };
    await this.primaryHealth.admit();
    return { pool: replica.fallback, health: this.primaryHealth };
  }

  /**
   * The primary, for writes, key checks and the rate limit; NotAnsweringError while it does not
   * answer. `service`: the pipelined connections of the service's bookkeeping.
   */
  async writes(kind: 'records' | 'service' = 'records'): Promise<Route> {
    await this.primaryHealth.admit();
    return { pool: kind === 'service' ? this.service : this.primary, health: this.primaryHealth };
  }

  states(): DatabaseState[] {
    const primary: DatabaseState = { name: 'primary', answering: this.primaryHealth.answering };
    if (!this.replica) return [primary];
    const { answering } = this.replica.health;
    // Reads go to the primary only while it answers; with both silent, both are named as refusing.
    return [primary, answering || !primary.answering ? { name: 'replica', answering } : { name: 'replica', answering, meanwhile: 'reads go to the primary' }];
  }

  connections(): PoolState[] {
    const state = (pool: string, p: pg.Pool): PoolState => ({ pool, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });
    if (!this.replica) return [state('primary', this.primary)];
    return [state('primary', this.primary), state('replica', this.replica.pool), state('replica-fallback', this.replica.fallback)];
  }

  async close(): Promise<void> {
    this.primaryHealth.close();
    this.replica?.health.close();
    await this.primary.end();
    if (this.replica) {
      await this.replica.pool.end();
      await this.replica.fallback.end();
    }
    await this.together.end();
    await this.service.end();
  }

  private health(name: string, answers: (rejoining: boolean) => Promise<boolean>): DatabaseHealth {
    return new DatabaseHealth({
      name,
      probe: answers,
      probeIntervalMs: PROBE_INTERVAL_MS,
      onChange: () => this.options.onHealth?.(this.states().find((s) => s.name === name)!),
    });
  }

  /** The primary's WAL position now, for a replica's catch-up; rejects when the primary does not answer. */
  private async primaryPosition(): Promise<string> {
    const { pool, health } = await this.writes();
    try {
      const { rows } = await pool.query<{ lsn: string }>({ text: 'SELECT pg_current_wal_lsn()::text AS lsn', query_timeout: this.options.probeTimeoutMs } as pg.QueryConfig);
      return rows[0]!.lsn;
    } catch (error) {
      health.failed(error);
      throw error;
    }
  }
}
