/**
 * What the delivery worker keeps in the store (docs/webhooks.md "Delivery", "Acknowledging,
 * retries and disabling", "Several processes and machines"): a webhook's lease, each batch recorded
 * as a pending delivery before it is sent, an attempt's outcome (the position moved on a 2xx, the
 * next attempt's time, or the webhook disabled with its reason). Each write is a few rows of the
 * service's own tables, written together outside the records' write path (src/store/store.ts
 * `writeTogether`): a batch never waits behind a catalogue write, nor one behind it. What a
 * statement depends on (the lease still this process's, the batch not superseded) is decided in
 * its SQL. Reads that decide these writes come from the primary.
 */
import { randomBytes } from 'node:crypto';
import { type CompiledQuery, type ExpressionBuilder } from 'kysely';
import { type Logger } from 'pino';
import { type Store } from '../store/store.js';
import { type Batch } from './batch.js';
import { acknowledged, ANSWER_TIMEOUT_MS, type Attempt } from './send.js';
import { deliveryRow, selectWebhook, webhookRow, type DeliveryRow, type WebhookRow } from './webhook-rows.js';

/** The deliverer's reads: from the primary, and quick (src/store/store.ts ReadOptions): they decide its writes, and a batch waits on them. */
export const DELIVERY_READS = { primary: true, quick: true } as const;

/** Deliveries kept in the log. */
export const DELIVERIES_KEPT_DAYS = 30;

export type Outcome = 'succeeded' | 'failed' | 'retrying' | 'disabled';

export interface RecordsOptions {
  store: Store;
  /** Seconds between attempts (WEBHOOK_RETRY_SCHEDULE). */
  schedule: readonly number[];
  /** How long a lease outlives the last sign of its process beyond an attempt's 15 s (WEBHOOK_LEASE_SECONDS). */
  leaseMs: number;
  log?: Logger;
  onAttempt?: (outcome: Outcome) => void;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const jitter = (seconds: number) => seconds * (0.9 + Math.random() * 0.2);
export const messageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** An attempt's outcome kept (DeliveryRecords.settle). */
export interface Settled { next: boolean; row?: WebhookRow; recorded?: DeliveryRow }

export class DeliveryRecords {
  /** `owner`: the process's name in leases. */
  constructor(private readonly options: RecordsOptions, readonly owner: string) {}

  /** Deliveries older than the kept days, except pending ones. */
  async prune(): Promise<void> {
    const { store } = this.options;
    await store.writeTogether([store.dialect.db.deleteFrom('webhook_deliveries')
      .where('created_at', '<', nowSeconds() - DELIVERIES_KEPT_DAYS * 86400).where('status', '<>', 'pending').compile()]);
  }

  /** Takes the webhook's lease, or false when another process holds it. */
  async lease(id: number, extraMs = 0): Promise<boolean> {
    const { store } = this.options;
    const now = Date.now();
    const [taken] = await store.writeTogether([store.dialect.db.updateTable('webhooks')
      .set({ lease_owner: this.owner, lease_until: now + this.options.leaseMs + extraMs })
      .where('id', '=', id).where('is_enabled', '=', 1)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', this.owner), eb('lease_until', '<', now)]))
      .returning('id').compile()]);
    return taken!.length === 1;
  }

  async release(id: number): Promise<void> {
    const { store } = this.options;
    await store.writeTogether([store.dialect.db.updateTable('webhooks').set({ lease_owner: null, lease_until: null }).where(this.mine(id)).compile()]);
  }

  async readWebhook(id: number): Promise<WebhookRow | undefined> {
    const [raw] = await this.options.store.rows<Record<string, unknown>>(selectWebhook(this.options.store.dialect, id), DELIVERY_READS);
    return raw && webhookRow(raw);
  }

  /** The webhook's oldest batch still pending (sent, not yet acknowledged), if any. */
  async pendingDelivery(id: number): Promise<DeliveryRow | undefined> {
    const { store } = this.options;
    const [raw] = await store.rows<Record<string, unknown>>(store.dialect.db.selectFrom('webhook_deliveries').selectAll()
      .where('webhook_id', '=', id).where('status', '=', 'pending').where('type', '=', 'catalog.changes').orderBy('id').limit(1).compile(), DELIVERY_READS);
    return raw && deliveryRow(raw);
  }

  /** A ping's one attempt, kept in the deliveries log as it went; no retry. */
  async pingAttempted(webhookId: number, messageId: string, createdAt: number, attempt: Attempt): Promise<DeliveryRow> {
    const { store } = this.options;
    const ok = acknowledged(attempt);
    this.options.onAttempt?.(ok ? 'succeeded' : 'failed');
    this.options.log?.info({ webhook: webhookId, messageId, httpStatus: attempt.status, ms: attempt.ms, error: attempt.error }, 'webhook ping');
    const [[raw]] = await store.writeTogether([store.dialect.db.insertInto('webhook_deliveries').values({
      webhook_id: webhookId, message_id: messageId, type: 'catalog.ping', position_from: null, position: null, changes: 0, attempts: 1,
      status: ok ? 'succeeded' : 'failed', created_at: createdAt, last_at: Date.now(), last_status: attempt.status ?? null,
      last_ms: attempt.ms, last_error: attempt.error ?? null, next_attempt_at: null,
    }).returningAll().compile()]) as [[Record<string, unknown>]];
    return deliveryRow(raw);
  }

  async newDelivery(id: number, positionFrom: string, batch: Batch): Promise<DeliveryRow | undefined> {
    const { store } = this.options;
    const [, [raw]] = await store.writeTogether([
      // Still this process's, and for the attempt's whole answer time.
      store.dialect.db.updateTable('webhooks').set({ lease_until: Date.now() + this.options.leaseMs + ANSWER_TIMEOUT_MS }).where(this.mine(id)).compile(),
      this.recordBatch(id, positionFrom, batch),
    ]) as [unknown, Array<Record<string, unknown>>];
    return raw && deliveryRow(raw);
  }

  /** The webhook while its lease is this process's. */
  private mine(id: number) {
    return (eb: ExpressionBuilder<any, 'webhooks'>) => eb.and([eb('id', '=', id), eb('lease_owner', '=', this.owner)]);
  }

  /**
   * A batch recorded as pending, only while the webhook is enabled, its lease this process's and
   * its position still `positionFrom` (as the statements before it in the transaction left them).
   */
  private recordBatch(id: number, positionFrom: string, batch: Batch): CompiledQuery {
    const { db } = this.options.store.dialect;
    return db.insertInto('webhook_deliveries').columns(['webhook_id', 'message_id', 'type', 'position_from', 'position', 'changes', 'attempts', 'status', 'created_at'])
      .expression(db.selectFrom('webhooks').where(this.mine(id)).where('is_enabled', '=', 1).where('position', '=', positionFrom)
        .select((eb) => ['id', eb.val(messageId()).as('m'), eb.val('catalog.changes').as('t'),
          eb.val(positionFrom).as('f'), eb.val(batch.position).as('p'), eb.val(batch.changes).as('c'), eb.val(0).as('a'), eb.val('pending').as('s'),
          eb.val(nowSeconds()).as('at')]))
      .returningAll().compile();
  }

  /** What an attempt's outcome makes of its batch and webhook (docs/webhooks.md "Acknowledging, retries and disabling"). */
  decide(attempt: Attempt, attempts: number): { outcome: Outcome; disabled?: string; due?: number } {
    if (acknowledged(attempt)) return { outcome: 'succeeded' };
    if (attempt.status === 410) return { outcome: 'disabled', disabled: 'the endpoint answered 410 Gone' };
    if (attempts > this.options.schedule.length) {
      return { outcome: 'disabled', disabled: `no 2xx after ${attempts} attempts (the last: ${attempt.status !== undefined ? `HTTP ${attempt.status}` : attempt.error})` };
    }
    const waitSeconds = attempt.retryAfter !== undefined ? Math.min(attempt.retryAfter, 86_400) : jitter(this.options.schedule[attempts - 1]!);
    return { outcome: 'retrying', due: Date.now() + Math.round(waitSeconds * 1000) };
  }

  /**
   * Keeps an attempt's outcome. `next`: whether the next batch may follow at once, and then the
   * webhook's row as this write left it (the next batch is made from it without reading it again).
   * With `following` (the batch after this one, read while it was in flight), a success records it
   * as pending in the same transaction (`recorded`), with the lease for its attempt.
   */
  async settle(id: number, delivery: DeliveryRow, attempt: Attempt, following?: Batch): Promise<Settled> {
    const { store } = this.options;
    const { db } = store.dialect;
    const attempts = delivery.attempts + 1;
    const { outcome, disabled, due } = this.decide(attempt, attempts);
    const status = outcome === 'succeeded' ? 'succeeded' : outcome === 'disabled' ? 'failed' : 'pending';
    const webhook = db.updateTable('webhooks').where('id', '=', id);
    const recording = outcome === 'succeeded' && following !== undefined;
    const [, moved, recorded] = await store.writeTogether([
      // A delivery superseded meanwhile (webhooks/redeliver) is no longer pending: left as it is.
      db.updateTable('webhook_deliveries').set({
        attempts, last_at: Date.now(), last_status: attempt.status ?? null, last_ms: attempt.ms, last_error: attempt.error ?? null,
        status, next_attempt_at: due ?? null,
      }).where('id', '=', delivery.id).where('status', '=', 'pending').compile(),
      outcome === 'succeeded'
        // The position moves only when the statement before kept this attempt's success.
        ? webhook.set({ position: delivery.position!, next_attempt_at: null, lease_until: Date.now() + this.options.leaseMs + (recording ? ANSWER_TIMEOUT_MS : 0) })
          .where((eb) => eb.exists(eb.selectFrom('webhook_deliveries').select('id')
            .where('id', '=', delivery.id).where('status', '=', 'succeeded').where('attempts', '=', attempts)))
          .returningAll().compile()
        : webhook.set(disabled !== undefined ? { is_enabled: 0, disabled_reason: disabled } : { next_attempt_at: due! }).compile(),
      ...(recording ? [this.recordBatch(id, delivery.position!, following)] : []),
    ]);
    this.options.onAttempt?.(outcome);
    this.options.log?.info({
      webhook: id, delivery: delivery.id, messageId: delivery.message_id, changes: delivery.changes, attempt: attempts,
      httpStatus: attempt.status, ms: attempt.ms, error: attempt.error, outcome,
    }, 'webhook delivery attempt');
    return { next: outcome === 'succeeded', row: moved?.[0] && webhookRow(moved[0]), recorded: recorded?.[0] && deliveryRow(recorded[0]) };
  }

  async disable(id: number, reason: string): Promise<void> {
    const { store } = this.options;
    await store.writeTogether([store.dialect.db.updateTable('webhooks').set({ is_enabled: 0, disabled_reason: reason }).where('id', '=', id).compile()]);
    this.options.onAttempt?.('disabled');
    this.options.log?.info({ webhook: id, reason }, 'webhook disabled');
  }

  async setDue(id: number, due: number): Promise<void> {
    const { store } = this.options;
    await store.writeTogether([store.dialect.db.updateTable('webhooks').set({ next_attempt_at: due }).where('id', '=', id).compile()]);
  }

  /** Moves the webhook from `from` (as it was read) to `position`; not when it has moved meanwhile (webhooks/redeliver). */
  async moveTo(id: number, from: string, position: string): Promise<void> {
    const { store } = this.options;
    await store.writeTogether([store.dialect.db.updateTable('webhooks').set({ position }).where(this.mine(id)).where('position', '=', from).compile()]);
  }

  /**
   * A position older than the kept history (or from before a sandbox reset): the webhook cannot be
   * brought up to date by batches. A failed delivery says so, and another try follows on the
   * schedule's second step, until the webhook is redelivered from a newer position.
   */
  async expired(id: number, row: WebhookRow): Promise<void> {
    const { store } = this.options;
    const { db } = store.dialect;
    const due = Date.now() + Math.round(jitter(this.options.schedule[Math.min(1, this.options.schedule.length - 1)] ?? 300) * 1000);
    await store.writeTogether([
      db.insertInto('webhook_deliveries').values({
        webhook_id: id, message_id: messageId(), type: 'catalog.changes', position_from: row.position, position: null, changes: 0, attempts: 0,
        status: 'failed', created_at: nowSeconds(), last_at: Date.now(), last_status: null, last_ms: 0,
        last_error: 'position_expired: the webhook\'s position is older than the kept changes; redeliver it from a newer position', next_attempt_at: null,
      }).compile(),
      db.updateTable('webhooks').set({ next_attempt_at: due }).where('id', '=', id).compile(),
    ]);
    this.options.onAttempt?.('failed');
  }
}
