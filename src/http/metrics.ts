/**
 * Metrics in Prometheus's text format (GET /metrics), through prom-client: requests by route and
 * status, their latency, streams open, the store's connection pools, refusals by the rate limit and
 * by authentication, queries past their time budget, and the process's own (CPU, memory, event
 * loop). One registry per process; with `--workers`, a worker asked for /metrics answers the sum
 * over every server process, gathered by the primary (src/cli/serve.ts).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { type IndexStats } from '../index/memory-index.js';
import { type DatabaseState, type PoolState } from '../store/store.js';

const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = client;


export class Metrics {
  /** This app's own registry (several apps may share a test process); a worker reports it to the primary. */
  private readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly requests = new Counter({
    name: 'catalog_http_requests_total', help: 'Requests answered or ended by their client, by route, method and status (499: closed before any status was sent).', labelNames: ['route', 'method', 'status'] as const,
    registers: this.registers,
  });

  readonly latency = new Histogram({
    name: 'catalog_http_request_duration_seconds', help: 'Time to answer a request (to its last byte for streams, or until its client went away), by route.',
    labelNames: ['route', 'method'] as const, buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: this.registers,
  });

  readonly requestsAborted = new Counter({
    name: 'catalog_http_requests_aborted_total', labelNames: ['route', 'method'] as const, registers: this.registers,
    help: 'Requests whose connection closed before their answer was complete (the client went away), by route; counted in catalog_http_requests_total too.',
  });

  readonly streamsOpen = new Gauge({ name: 'catalog_streams_open', help: 'NDJSON streams being written.', registers: this.registers });
  readonly rateLimited = new Counter({ name: 'catalog_rate_limit_rejections_total', help: 'Requests refused with 429 by the rate limit of a key.', registers: this.registers });
  readonly authFailures = new Counter({
    name: 'catalog_auth_failures_total', help: 'Requests that failed authentication, by reason.', labelNames: ['reason'] as const, registers: this.registers,
  });

  readonly queryTimeouts = new Counter({ name: 'catalog_query_timeouts_total', help: 'Queries stopped past QUERY_TIMEOUT_MS.', registers: this.registers });

  readonly propagatedProducts = new Counter({
    name: 'catalog_propagated_products_total', registers: this.registers,
    help: 'Products whose embedded copies the background propagation rewrote after their source changed.',
  });

  readonly webhookDeliveries = new Counter({
    name: 'catalog_webhook_deliveries_total', registers: this.registers, labelNames: ['outcome'] as const,
    help: 'Webhook delivery attempts, by outcome: succeeded, retrying (to be sent again), failed (a ping, or a position too old), disabled (the webhook was disabled).',
  });

  /** The lag gauge of the webhooks: changes each enabled one is behind, as its process last looked. */
  webhookLags(lags: () => ReadonlyMap<number, number>): void {
    new Gauge({
      registers: this.registers, name: 'catalog_webhook_lag_changes', labelNames: ['webhook'] as const,
      help: 'Changes committed after an enabled webhook\'s position (all resources), as last seen by the process delivering it.',
      aggregator: 'max',
      collect() {
        this.reset();
        for (const [id, lag] of lags()) this.set({ webhook: String(id) }, lag);
      },
    });
  }

  /** `backlog`: the propagations not yet done, read from the store when metrics are gathered. */
  /** `databases`: whether each database server of the store answers (src/store/store.ts DatabaseState). */
  constructor(pools: () => PoolState[], backlog?: () => Promise<number>, index?: () => IndexStats[], databases?: () => DatabaseState[]) {
    if (databases) {
      new Gauge({
        registers: this.registers, labelNames: ['database'] as const,
        name: 'catalog_store_answering', help: 'Whether a database server of the store answers (1), or has not answered a probe since it timed out (0).',
        // With --workers: 0 when any process sees the server silent.
        aggregator: 'min',
        collect() {
          this.reset();
          for (const d of databases()) this.set({ database: d.name }, d.answering ? 1 : 0);
        },
      });
    }
    if (index) {
      // The in-memory index of this process (src/index/): what it holds, and when it was ready.
      const gauge = (name: string, help: string, value: (s: IndexStats) => number | undefined) => new Gauge({
        registers: this.registers, name, help, labelNames: ['resource'] as const,
        collect() {
          this.reset();
          for (const s of index()) {
            const v = value(s);
            if (v !== undefined) this.set({ resource: s.resource }, v);
          }
        },
      });
      gauge('catalog_memory_index_bytes', 'Bytes the in-memory index holds, by resource, as last measured (at most 30 s ago while scraped).', (s) => s.bytes);
      gauge('catalog_memory_index_document_bytes', 'Bytes of stored documents the in-memory index keeps for its pages, by resource.', (s) => s.documentBytes);
      gauge('catalog_memory_index_records', 'Records in the in-memory index, by resource.', (s) => s.records);
      gauge('catalog_memory_index_ready_seconds', 'Seconds from the start of the service until the in-memory index was first ready, by resource.',
        (s) => (s.readyMs === undefined ? undefined : s.readyMs / 1000));
      gauge('catalog_memory_index_from_file', '1 when the in-memory index was last read from its file, 0 from the store.',
        (s) => (s.source === undefined ? undefined : s.source === 'file' ? 1 : 0));
      new Counter({
        registers: this.registers, name: 'catalog_memory_index_pages_total', labelNames: ['resource', 'by'] as const,
        help: 'Pages of the resources the index holds, by who answered: index, or SQL while it was being read (reading), too far behind the store (behind) or not caught up in time (waited).',
        collect() {
          this.reset();
          for (const s of index()) for (const [by, n] of Object.entries(s.pages)) this.inc({ resource: s.resource, by }, n);
        },
      });
    }
    if (backlog) {
      new Gauge({
        registers: this.registers,
        name: 'catalog_propagation_backlog', help: 'Changed records whose embedding products are still being rewritten in the background.',
        async collect() {
          this.set(await backlog());
        },
      });
    }
    collectDefaultMetrics({ prefix: 'catalog_', register: this.registry });
    if (cluster.isWorker) client.AggregatorRegistry.setRegistries([this.registry]);
    new Gauge({
      registers: this.registers,
      name: 'catalog_store_connections', help: 'Store connections of this process, by pool and state.', labelNames: ['pool', 'state'] as const,
      collect() {
        this.reset();
        for (const p of pools()) {
          this.set({ pool: p.pool, state: 'total' }, p.total);
          this.set({ pool: p.pool, state: 'idle' }, p.idle);
          this.set({ pool: p.pool, state: 'waiting' }, p.waiting);
        }
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** This process's metrics, or every server process's when it is a worker of a cluster. */
  async text(): Promise<string> {
    if (!cluster.isWorker || !process.send) return this.registry.metrics();
    return askPrimary();
  }
}

const REQUEST = 'catalog:metrics-request';
const ANSWER = 'catalog:metrics-answer';

/** A worker's request to the primary, which gathers every worker's registry (`answerMetrics`). */
function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the primary did not gather the metrics in 5 s'));
    }, 5_000);
    const listen = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', listen);
    process.send!({ type: REQUEST, id });
  });
}

/** In the primary of a cluster: answers workers' metrics requests with the sum over all workers. */
export function answerMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
