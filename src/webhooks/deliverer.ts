/**
 * The delivery worker of one server process (docs/webhooks.md "Delivery"). For each enabled webhook
 * with changes after its position: a lease in the store (one process at a time delivers a given
 * webhook, on any number of machines), a batch recorded as a pending delivery before it is sent (a
 * process that dies mid-batch leaves it to another, which sends the same batch again under the
 * same `webhook-id`), the next batch only after a 2xx for the last; failures retried on the
 * schedule, then the webhook disabled. Nothing here holds the event loop or the store's write lock
 * while waiting on an endpoint: each write is a few rows, and sending is plain async I/O.
 */
import { randomBytes } from 'node:crypto';
import { type Logger } from 'pino';
import { type ChangeFeed } from '../feed/change-feed.js';
import { PositionExpiredError } from '../feed/errors.js';
import { headOf, headQuery } from '../feed/feed-sql.js';
import { decodePosition, type FeedIdentity, type Position } from '../feed/position.js';
import { type ServedResource } from '../resources/registry.js';
import { grants } from '../resources/subscription-types/resource.js';
import { type UrlSigner } from '../signing/signed-urls.js';
import { type Store } from '../store/store.js';
import { batchBody, pingBody, readBatch, type Batch } from './batch.js';
import { SealedSecretError } from './secret-box.js';
import { ANSWER_TIMEOUT_MS, type Attempt, Sender } from './send.js';
import { type WebhookServices } from './services.js';
import { signatureHeaders } from './signature.js';
import { deliveryRow, selectWebhook, webhookRow, type DeliveryRow, type WebhookRow } from './webhook-rows.js';

/** Reads from the primary (src/store/store.ts ReadOptions). */
const PRIMARY = { primary: true } as const;

/** Deliveries kept in the log. */
export const DELIVERIES_KEPT_DAYS = 30;
/** Webhooks delivered at once by one process. */
const CONCURRENT = 32;
/** Without any enabled webhook, how often a process looks for one. */
const IDLE_LOOK_MS = 2_000;
/** With enabled webhooks, the longest wait between looks (a change wakes it sooner). */
const LOOK_MS = 1_000;

/** How often a run of batches judges the webhook's owner and key again. */
const OWNER_CHECK_MS = 1_000;

/** What one run of batches of a webhook knows between them. */
interface RunState { ownerCheckedAt: number; noPending: boolean }

export type Outcome = 'succeeded' | 'failed' | 'retrying' | 'disabled';

export interface DelivererOptions {
  store: Store;
  feed: ChangeFeed;
  served: ReadonlyMap<string, ServedResource>;
  signer: UrlSigner;
  services: WebhookServices;
  /** Seconds between attempts (WEBHOOK_RETRY_SCHEDULE). */
  schedule: readonly number[];
  /** How long a lease outlives the last sign of its process beyond an attempt's 15 s (WEBHOOK_LEASE_SECONDS). */
  leaseMs: number;
  log?: Logger;
  onAttempt?: (outcome: Outcome) => void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const jitter = (seconds: number) => seconds * (0.9 + Math.random() * 0.2);
const messageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export class WebhookDeliverer {
  /** This process's name in leases: its pid (for operators and tests), and a random part. */
  readonly owner = `p${process.pid}_${randomBytes(9).toString('base64url')}`;
  private readonly active = new Map<number, Promise<void>>();
  private readonly sender = new Sender();
  private readonly stopping = new AbortController();
  private loop?: Promise<void>;
  private wake?: () => void;
  private lastPrune = 0;
  /** Changes each enabled webhook is behind, as of the last look (the lag gauge). */
  readonly lags = new Map<number, number>();

  constructor(private readonly options: DelivererOptions) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** A webhook operation of this process may have created or enabled one: look now. */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    this.wake?.();
    await this.loop;
    // Batches in flight end with their attempt (at most the answer timeout); their leases are released.
    await Promise.allSettled(this.active.values());
    this.sender.close();
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      let enabled = 0;
      let head: number | undefined;
      try {
        ({ enabled, head } = await this.look());
      } catch (error) {
        this.options.log?.warn({ err: error }, 'webhooks: looking for work failed; trying again');
      }
      if (signal.aborted) break;
      await new Promise<void>((resolve) => {
        const waiting = new AbortController();
        const done = () => {
          clearTimeout(timer);
          waiting.abort();
          this.wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, enabled === 0 ? IDLE_LOOK_MS : LOOK_MS);
        this.wake = done;
        // With webhooks to serve, a commit of any process wakes the look (the feed's one watcher).
        if (enabled > 0 && head !== undefined) {
          void this.options.feed.watcher.wait(head, LOOK_MS, AbortSignal.any([signal, waiting.signal])).then((changed) => changed && done(), () => undefined);
        }
      });
    }
  }

  /** One look: which enabled webhooks have work, and a delivery started for each this process can lease. */
  private async look(): Promise<{ enabled: number; head: number }> {
    const { store } = this.options;
    const identity = await this.options.services.identity();
    // The deliverer's reads decide its writes: from the primary, never a replica that may lag
    // behind the positions and leases it wrote a moment ago (docs/deployment.md "Several machines").
    const [headRow] = await store.rows<Record<string, unknown>>(headQuery(store.dialect), PRIMARY);
    const head = headOf(headRow);
    const rows = (await store.rows<Record<string, unknown>>(store.dialect.db.selectFrom('webhooks')
      .select(['id', 'position', 'next_attempt_at', 'lease_owner', 'lease_until']).where('is_enabled', '=', 1).compile(), PRIMARY))
      .map((r) => ({ id: Number(r.id), position: String(r.position), due: r.next_attempt_at === null ? 0 : Number(r.next_attempt_at),
        leaseOwner: r.lease_owner as string | null, leaseUntil: r.lease_until === null ? 0 : Number(r.lease_until) }));
    const now = Date.now();
    this.lags.clear();
    for (const row of rows) {
      const at = decodePosition(identity, row.position);
      const behind = typeof at === 'object' && at.epoch === head.epoch ? Math.max(0, head.head - at.seq) : head.head;
      this.lags.set(row.id, behind);
      if (this.active.has(row.id) || this.active.size >= CONCURRENT) continue;
      if (behind === 0 || row.due > now) continue;
      if (row.leaseOwner !== null && row.leaseOwner !== this.owner && row.leaseUntil > now) continue;
      const delivery = this.deliver(row.id, identity).finally(() => this.active.delete(row.id));
      this.active.set(row.id, delivery);
    }
    if (now - this.lastPrune > 3_600_000) {
      this.lastPrune = now;
      await store.write(async (w) => w.run(store.dialect.db.deleteFrom('webhook_deliveries')
        .where('created_at', '<', nowSeconds() - DELIVERIES_KEPT_DAYS * 86400).where('status', '<>', 'pending').compile()));
    }
    return { enabled: rows.length, head: head.head };
  }

  /** Takes the webhook's lease, or false when another process holds it. */
  private async lease(id: number, extraMs = 0): Promise<boolean> {
    const { store } = this.options;
    const now = Date.now();
    const taken = await store.write((w) => w.run(store.dialect.db.updateTable('webhooks')
      .set({ lease_owner: this.owner, lease_until: now + this.options.leaseMs + extraMs })
      .where('id', '=', id).where('is_enabled', '=', 1)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', this.owner), eb('lease_until', '<', now)]))
      .returning('id').compile()));
    return taken.length === 1;
  }

  private async release(id: number): Promise<void> {
    const { store } = this.options;
    await store.write((w) => w.run(store.dialect.db.updateTable('webhooks').set({ lease_owner: null, lease_until: null })
      .where('id', '=', id).where('lease_owner', '=', this.owner).compile()));
  }

  /** Batches for one webhook while it has work and this process its lease. */
  private async deliver(id: number, identity: FeedIdentity): Promise<void> {
    try {
      if (!(await this.lease(id))) return;
      const run: RunState = { ownerCheckedAt: 0, noPending: false };
      while (!this.stopping.signal.aborted) {
        if (!(await this.deliverOne(id, identity, run))) break;
        // A batch acknowledged: no pending one is left to look for.
        run.noPending = true;
      }
    } catch (error) {
      this.options.log?.warn({ err: error, webhook: id }, 'webhooks: a delivery failed unexpectedly; another look will take it up');
    } finally {
      await this.release(id).catch(() => undefined);
    }
  }

  private async readWebhook(id: number): Promise<WebhookRow | undefined> {
    const [raw] = await this.options.store.rows<Record<string, unknown>>(selectWebhook(this.options.store.dialect, id), PRIMARY);
    return raw && webhookRow(raw);
  }

  /** Why the webhook's owner may no longer receive (docs/webhooks.md: judged at delivery), or undefined. */
  private async ownerProblem(row: WebhookRow): Promise<string | undefined> {
    const owner = await this.options.store.keyOwner(row.key_id);
    if (!owner || !owner.keyEnabled) return 'the API key that created it was revoked';
    if (owner.userEnabled === null) return 'its owner no longer exists';
    if (!owner.userEnabled) return 'its owner was disabled';
    if (!grants(owner.subscriptionType, 'read')) return 'its owner\'s subscription no longer allows reading the catalogue';
    return undefined;
  }

  /** One batch: made (or the pending one taken up), sent, its outcome kept. False when there is nothing more to do now. */
  private async deliverOne(id: number, identity: FeedIdentity, run: RunState): Promise<boolean> {
    const row = await this.readWebhook(id);
    if (!row || row.is_enabled !== 1 || row.lease_owner !== this.owner) return false;
    // The owner is judged at delivery: at the first batch of a run and at least once a second.
    if (Date.now() - run.ownerCheckedAt >= OWNER_CHECK_MS) {
      const problem = await this.ownerProblem(row);
      if (problem) {
        await this.disable(id, problem);
        return false;
      }
      run.ownerCheckedAt = Date.now();
    }
    const { store } = this.options;
    const [pendingRaw] = run.noPending ? [] : await store.rows<Record<string, unknown>>(store.dialect.db.selectFrom('webhook_deliveries').selectAll()
      .where('webhook_id', '=', id).where('status', '=', 'pending').where('type', '=', 'catalog.changes').orderBy('id').limit(1).compile(), PRIMARY);
    let delivery = pendingRaw && deliveryRow(pendingRaw);
    if (delivery && delivery.next_attempt_at !== null && delivery.next_attempt_at > Date.now()) {
      await this.setDue(id, delivery.next_attempt_at);
      return false;
    }
    const source = {
      feed: this.options.feed, served: this.options.served, identity,
      context: { signer: this.options.signer, keyId: row.key_id, nowSeconds: nowSeconds(), repeated: false },
    };
    const resources = JSON.parse(row.resources) as string[];
    let batch: Batch | undefined;
    try {
      if (delivery) {
        // The same changes as when the batch was made: from its start through its end.
        const through = this.position(identity, delivery.position!);
        ({ batch } = await readBatch(source, this.position(identity, delivery.position_from!), resources, through.seq));
        batch = batch && { ...batch, position: delivery.position! };
      } else {
        const read = await readBatch(source, this.position(identity, row.position), resources);
        if (!read.batch) {
          // Nothing this webhook follows changed: its position moves on without a request.
          if (read.position !== row.position) await this.moveTo(id, read.position);
          return false;
        }
        batch = read.batch;
        delivery = await this.newDelivery(id, row.position, batch);
        if (!delivery) return false;
      }
    } catch (error) {
      if (!(error instanceof PositionExpiredError)) throw error;
      await this.expired(id, row);
      return false;
    }
    const body = batchBody(delivery.position_from!, batch ?? { position: delivery.position!, changes: 0, json: Buffer.from('[]') }, delivery.created_at);
    // The lease covers the attempt's whole answer time (a new batch took it when it was recorded).
    if (pendingRaw && !(await this.lease(id, ANSWER_TIMEOUT_MS))) return false;
    const attempt = await this.attempt(row, delivery.message_id, body);
    return this.settle(id, delivery, attempt);
  }

  private position(identity: FeedIdentity, text: string): Position {
    const at = decodePosition(identity, text);
    if (typeof at !== 'object') throw new PositionExpiredError('the webhook\'s position is not this store\'s');
    return at;
  }

  /** Sends one request to the webhook's URL, checked again now (docs/webhooks.md "Destinations"). */
  async attempt(row: WebhookRow, id: string, body: Buffer): Promise<Attempt> {
    const started = performance.now();
    const check = await this.options.services.guard.check(row.url);
    if (!check.ok) return { error: `refused: the URL ${check.problem}`, ms: Math.round(performance.now() - started) };
    const { box } = this.options.services;
    const secrets: string[] = [];
    try {
      secrets.push(box.open(row.secret, row.id));
      if (row.old_secret !== null && (row.old_secret_until ?? 0) > nowSeconds()) secrets.push(box.open(row.old_secret, row.id));
    } catch (error) {
      // Sealed under another key (machines without one shared WEBHOOK_SECRETS_KEY): a failed attempt, retried on the schedule.
      if (!(error instanceof SealedSecretError)) throw error;
      return { error: error.message, ms: Math.round(performance.now() - started) };
    }
    return this.sender.send(check.destination, signatureHeaders(secrets, id, nowSeconds(), body), body);
  }

  private async newDelivery(id: number, positionFrom: string, batch: Batch): Promise<DeliveryRow | undefined> {
    const { store } = this.options;
    const { db } = store.dialect;
    return store.write(async (w) => {
      // Still this process's, and for the attempt's whole answer time.
      const mine = await w.run(db.updateTable('webhooks').set({ lease_until: Date.now() + this.options.leaseMs + ANSWER_TIMEOUT_MS })
        .where('id', '=', id).where('lease_owner', '=', this.owner).returning('id').compile());
      if (mine.length === 0) return undefined;
      const [raw] = await w.run(db.insertInto('webhook_deliveries').values({
        webhook_id: id, message_id: messageId(), type: 'catalog.changes', position_from: positionFrom, position: batch.position,
        changes: batch.changes, attempts: 0, status: 'pending', created_at: nowSeconds(),
        last_at: null, last_status: null, last_ms: null, last_error: null, next_attempt_at: null,
      }).returningAll().compile());
      return deliveryRow(raw!);
    });
  }

  /** What an attempt's outcome makes of its batch and webhook (docs/webhooks.md "Acknowledging, retries and disabling"). */
  private decide(attempt: Attempt, attempts: number): { outcome: Outcome; disabled?: string; due?: number } {
    if (attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300) return { outcome: 'succeeded' };
    if (attempt.status === 410) return { outcome: 'disabled', disabled: 'the endpoint answered 410 Gone' };
    if (attempts > this.options.schedule.length) {
      return { outcome: 'disabled', disabled: `no 2xx after ${attempts} attempts (the last: ${attempt.status !== undefined ? `HTTP ${attempt.status}` : attempt.error})` };
    }
    const waitSeconds = attempt.retryAfter !== undefined ? Math.min(attempt.retryAfter, 86_400) : jitter(this.options.schedule[attempts - 1]!);
    return { outcome: 'retrying', due: Date.now() + Math.round(waitSeconds * 1000) };
  }

  /** Keeps an attempt's outcome; true when the next batch may follow at once. */
  private async settle(id: number, delivery: DeliveryRow, attempt: Attempt): Promise<boolean> {
    const { store } = this.options;
    const { db } = store.dialect;
    const attempts = delivery.attempts + 1;
    const { outcome, disabled, due } = this.decide(attempt, attempts);
    const status = outcome === 'succeeded' ? 'succeeded' : outcome === 'disabled' ? 'failed' : 'pending';
    await store.write(async (w) => {
      // A delivery superseded meanwhile (webhooks/redeliver) does not move the position.
      const still = await w.run(db.updateTable('webhook_deliveries').set({
        attempts, last_at: Date.now(), last_status: attempt.status ?? null, last_ms: attempt.ms, last_error: attempt.error ?? null,
        status, next_attempt_at: due ?? null,
      }).where('id', '=', delivery.id).where('status', '=', 'pending').returning('id').compile());
      const webhook = outcome === 'succeeded'
        ? (still.length === 1 ? { position: delivery.position!, next_attempt_at: null, lease_until: Date.now() + this.options.leaseMs } : undefined)
        : disabled !== undefined ? { is_enabled: 0, disabled_reason: disabled } : { next_attempt_at: due! };
      if (webhook) await w.run(db.updateTable('webhooks').set(webhook).where('id', '=', id).compile());
    });
    this.options.onAttempt?.(outcome);
    this.options.log?.info({
      webhook: id, delivery: delivery.id, messageId: delivery.message_id, changes: delivery.changes, attempt: attempts,
      httpStatus: attempt.status, ms: attempt.ms, error: attempt.error, outcome,
    }, 'webhook delivery attempt');
    return outcome === 'succeeded';
  }

  private async disable(id: number, reason: string): Promise<void> {
    const { store } = this.options;
    await store.write((w) => w.run(store.dialect.db.updateTable('webhooks').set({ is_enabled: 0, disabled_reason: reason }).where('id', '=', id).compile()));
    this.options.onAttempt?.('disabled');
    this.options.log?.info({ webhook: id, reason }, 'webhook disabled');
  }

  private async setDue(id: number, due: number): Promise<void> {
    const { store } = this.options;
    await store.write((w) => w.run(store.dialect.db.updateTable('webhooks').set({ next_attempt_at: due }).where('id', '=', id).compile()));
  }

  private async moveTo(id: number, position: string): Promise<void> {
    const { store } = this.options;
    await store.write((w) => w.run(store.dialect.db.updateTable('webhooks').set({ position })
      .where('id', '=', id).where('lease_owner', '=', this.owner).compile()));
  }

  /**
   * A position older than the kept history (or from before a sandbox reset): the webhook cannot be
   * brought up to date by batches. A failed delivery says so, and another try follows on the
   * schedule's second step, until the webhook is redelivered from a newer position.
   */
  private async expired(id: number, row: WebhookRow): Promise<void> {
    const { store } = this.options;
    const { db } = store.dialect;
    const due = Date.now() + Math.round(jitter(this.options.schedule[Math.min(1, this.options.schedule.length - 1)] ?? 300) * 1000);
    await store.write(async (w) => {
      await w.run(db.insertInto('webhook_deliveries').values({
        webhook_id: id, message_id: messageId(), type: 'catalog.changes', position_from: row.position, position: null, changes: 0, attempts: 0,
        status: 'failed', created_at: nowSeconds(), last_at: Date.now(), last_status: null, last_ms: 0,
        last_error: 'position_expired: the webhook\'s position is older than the kept changes; redeliver it from a newer position', next_attempt_at: null,
      }).compile());
      await w.run(db.updateTable('webhooks').set({ next_attempt_at: due }).where('id', '=', id).compile());
    });
    this.options.onAttempt?.('failed');
  }

  /** webhooks/ping: one `catalog.ping` request now, its outcome kept and answered; no retry, the position untouched. */
  async ping(row: WebhookRow): Promise<DeliveryRow> {
    const { store } = this.options;
    const { db } = store.dialect;
    const id = messageId();
    const created = nowSeconds();
    const attempt = await this.attempt(row, id, pingBody(created));
    const ok = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
    this.options.onAttempt?.(ok ? 'succeeded' : 'failed');
    this.options.log?.info({ webhook: row.id, messageId: id, httpStatus: attempt.status, ms: attempt.ms, error: attempt.error }, 'webhook ping');
    return store.write(async (w) => {
      const [raw] = await w.run(db.insertInto('webhook_deliveries').values({
        webhook_id: row.id, message_id: id, type: 'catalog.ping', position_from: null, position: null, changes: 0, attempts: 1,
        status: ok ? 'succeeded' : 'failed', created_at: created, last_at: Date.now(), last_status: attempt.status ?? null,
        last_ms: attempt.ms, last_error: attempt.error ?? null, next_attempt_at: null,
      }).returningAll().compile());
      return deliveryRow(raw!);
    });
  }
}
