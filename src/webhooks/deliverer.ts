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
import { type ChangeFeed } from '../feed/change-feed.js';
import { PositionExpiredError } from '../feed/errors.js';
import { headOf, headQuery } from '../feed/feed-sql.js';
import { decodePosition, type FeedIdentity, type Position } from '../feed/position.js';
import { type ServedResource } from '../resources/registry.js';
import { grants } from '../resources/subscription-types/resource.js';
import { type UrlSigner } from '../signing/signed-urls.js';
import { BATCH_CHANGES, batchBody, nextBatchLimit, pingBody, readBatch, type Batch, type BatchRead, type BatchSource } from './batch.js';
import { DeliveryPace } from './delivery-pace.js';
import { DeliveryRecords, messageId, nowSeconds, DELIVERY_READS, type RecordsOptions } from './delivery-records.js';
import { SealedSecretError } from './secret-box.js';
import { acknowledged, ANSWER_TIMEOUT_MS, type Attempt, Sender } from './send.js';
import { type WebhookServices } from './services.js';
import { signatureHeaders } from './signature.js';
import { type DeliveryRow, type WebhookRow } from './webhook-rows.js';

/** Webhooks delivered at once by one process. */
const CONCURRENT = 32;
/** Without any enabled webhook, how often a process looks for one. */
const IDLE_LOOK_MS = 2_000;
/** With enabled webhooks, the longest wait between looks (a change wakes it sooner). */
const LOOK_MS = 1_000;

/** How often a run of batches judges the webhook's owner and key again. */
const OWNER_CHECK_MS = 1_000;

/** The next batch, read while the last is in flight, for a webhook at a position with its resources and key. */
interface ReadAhead { key: string; read: Promise<BatchRead> }
const aheadKey = (row: WebhookRow, position: string) => `${position} ${row.resources} ${row.key_id}`;

/** A batch ready to send: its webhook, its delivery and body, and whether more changes wait behind it. */
interface Ready { row: WebhookRow; delivery: DeliveryRow; body: Buffer; more: boolean }

/** The next batch, recorded as pending by the last one's acknowledgement: its delivery, its changes, and the read-ahead's key. */
interface Recorded { delivery: DeliveryRow; batch: Batch; key: string }

/**
 * What one run of batches of a webhook knows between them; `limit`: changes its next read takes
 * (nextBatchLimit); `row`: the webhook as the last acknowledgement left it, for the next batch.
 */
interface RunState { ownerCheckedAt: number; noPending: boolean; ahead?: ReadAhead; limit: number; row?: WebhookRow; recorded?: Recorded }

export { DELIVERIES_KEPT_DAYS, type Outcome } from './delivery-records.js';

export interface DelivererOptions extends RecordsOptions {
  feed: ChangeFeed;
  served: ReadonlyMap<string, ServedResource>;
  signer: UrlSigner;
  services: WebhookServices;
  /** How many API requests the process has begun: batches wait while requests come in (delivery-pace.ts). */
  requestsBegun?: () => number;
}

export class WebhookDeliverer {
  /** This process's name in leases: its pid (for operators and tests), and a random part. */
  readonly owner = `p${process.pid}_${randomBytes(9).toString('base64url')}`;
  private readonly active = new Map<number, Promise<void>>();
  private readonly sender = new Sender();
  private readonly stopping = new AbortController();
  private readonly pace: DeliveryPace;
  private readonly records: DeliveryRecords;
  private loop?: Promise<void>;
  private wake?: () => void;
  private lastPrune = 0;
  /** Webhooks with work, as of the last look, waiting for a free place (at most CONCURRENT run at once). */
  private queued: number[] = [];
  /** Changes each enabled webhook is behind, as of the last look (the lag gauge). */
  readonly lags = new Map<number, number>();

  constructor(private readonly options: DelivererOptions) {
    this.pace = new DeliveryPace(options.requestsBegun ?? (() => 0));
    this.records = new DeliveryRecords(options, this.owner);
  }

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
      const since = this.options.feed.watcher.mark;
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
          void this.options.feed.watcher.wait(head, LOOK_MS, { signal: AbortSignal.any([signal, waiting.signal]), since }).then((changed) => changed && done(), () => undefined);
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
    const [headRow] = await store.rows<Record<string, unknown>>(headQuery(store.dialect), DELIVERY_READS);
    const head = headOf(headRow);
    const rows = (await store.rows<Record<string, unknown>>(store.dialect.db.selectFrom('webhooks')
      .select(['id', 'position', 'next_attempt_at', 'lease_owner', 'lease_until']).where('is_enabled', '=', 1).compile(), DELIVERY_READS))
      .map((r) => ({ id: Number(r.id), position: String(r.position), due: r.next_attempt_at === null ? 0 : Number(r.next_attempt_at),
        leaseOwner: r.lease_owner as string | null, leaseUntil: r.lease_until === null ? 0 : Number(r.lease_until) }));
    const now = Date.now();
    this.lags.clear();
    const ready: number[] = [];
    for (const row of rows) {
      const at = decodePosition(identity, row.position);
      const behind = typeof at === 'object' && at.epoch === head.epoch ? Math.max(0, head.head - at.seq) : head.head;
      this.lags.set(row.id, behind);
      if (this.active.has(row.id) || behind === 0 || row.due > now) continue;
      if (row.leaseOwner !== null && row.leaseOwner !== this.owner && row.leaseUntil > now) continue;
      ready.push(row.id);
    }
    // More webhooks with work than runs at once: each run that ends starts the next one at once,
    // not at the next look (a thousand webhooks with a change each would take half a minute).
    this.queued = ready;
    this.startQueued(identity);
    if (now - this.lastPrune > 3_600_000) {
      this.lastPrune = now;
      await this.records.prune();
    }
    return { enabled: rows.length, head: head.head };
  }

  /** Runs for the webhooks of the last look that have work, as long as there are free places. */
  private startQueued(identity: FeedIdentity): void {
    while (this.active.size < CONCURRENT && !this.stopping.signal.aborted) {
      const id = this.queued.shift();
      if (id === undefined) return;
      if (this.active.has(id)) continue;
      const delivery = this.deliver(id, identity).finally(() => {
        this.active.delete(id);
        this.startQueued(identity);
      });
      this.active.set(id, delivery);
    }
  }

  /** Batches for one webhook while it has work and this process its lease. */
  private async deliver(id: number, identity: FeedIdentity): Promise<void> {
    try {
      if (!(await this.records.lease(id))) return;
      const run: RunState = { ownerCheckedAt: 0, noPending: false, limit: BATCH_CHANGES };
      const { signal } = this.stopping;
      while (!signal.aborted) {
        if (!(await this.deliverOne(id, identity, run))) break;
        // A batch acknowledged: no pending one is left to look for.
        run.noPending = true;
      }
    } catch (error) {
      this.options.log?.warn({ err: error, webhook: id }, 'webhooks: a delivery failed unexpectedly; another look will take it up');
    } finally {
      await this.records.release(id).catch(() => undefined);
    }
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
    // Made in turn with the other webhooks' batches (delivery-pace.ts); sent outside the turn.
    const turn = await this.pace.enter();
    let ready: Ready | undefined;
    try {
      ready = await this.prepare(id, identity, run, turn.busy);
    } finally {
      turn.leave(ready?.more ?? false);
    }
    if (!ready) return false;
    const attempt = await this.attempt(ready.row, ready.delivery.message_id, ready.body);
    // On a success, the batch read ahead is recorded by the acknowledgement itself: one write a batch.
    const ahead = run.ahead;
    const following = acknowledged(attempt) && ahead?.key === aheadKey(ready.row, ready.delivery.position!) ? await ahead.read.catch(() => undefined) : undefined;
    const settled = await this.records.settle(id, ready.delivery, attempt, following?.batch);
    run.row = settled.row;
    if (settled.recorded && following?.batch) {
      run.recorded = { delivery: settled.recorded, batch: following.batch, key: ahead!.key };
      run.limit = nextBatchLimit(run.limit, following);
      run.ahead = undefined;
    }
    return settled.next;
  }

  /** A batch made (or the pending one taken up) and recorded, ready to send; undefined when there is nothing to send now. */
  private async prepare(id: number, identity: FeedIdentity, run: RunState, busy: boolean): Promise<Ready | undefined> {
    const row = run.row ?? await this.records.readWebhook(id);
    run.row = undefined;
    if (!row || row.is_enabled !== 1 || row.lease_owner !== this.owner) return undefined;
    // The owner is judged at delivery: at the first batch of a run and at least once a second.
    if (Date.now() - run.ownerCheckedAt >= OWNER_CHECK_MS) {
      const problem = await this.ownerProblem(row);
      if (problem) {
        await this.records.disable(id, problem);
        return undefined;
      }
      run.ownerCheckedAt = Date.now();
    }
    const recorded = run.recorded;
    run.recorded = undefined;
    const pending = recorded?.delivery ?? (run.noPending ? undefined : await this.records.pendingDelivery(id));
    let delivery = pending;
    if (delivery && delivery.next_attempt_at !== null && delivery.next_attempt_at > Date.now()) {
      await this.records.setDue(id, delivery.next_attempt_at);
      return undefined;
    }
    const source = {
      feed: this.options.feed, served: this.options.served, identity,
      context: { signer: this.options.signer, keyId: row.key_id, nowSeconds: nowSeconds(), repeated: false },
    };
    const resources = JSON.parse(row.resources) as string[];
    const ahead = run.ahead;
    run.ahead = undefined;
    let batch: Batch | undefined;
    try {
      if (delivery && delivery === recorded?.delivery && recorded.key === aheadKey(row, delivery.position_from!)) {
        // Recorded by the last acknowledgement from the batch read ahead, for the same resources and key.
        batch = recorded.batch;
      } else if (delivery) {
        // The same changes as when the batch was made: from its start through its end.
        const through = this.position(identity, delivery.position!);
        ({ batch } = await readBatch(source, this.position(identity, delivery.position_from!), resources, through.seq));
        batch = batch && { ...batch, position: delivery.position! };
      } else {
        const read = ahead?.key === aheadKey(row, row.position) ? await ahead.read : await readBatch(source, this.position(identity, row.position), resources, undefined, run.limit);
        run.limit = nextBatchLimit(run.limit, read);
        if (!read.batch) {
          // Nothing this webhook follows changed: its position moves on without a request.
          if (read.position !== row.position) await this.records.moveTo(id, row.position, read.position);
          return undefined;
        }
        batch = read.batch;
        delivery = await this.records.newDelivery(id, row.position, batch);
        if (!delivery) return undefined;
      }
    } catch (error) {
      if (!(error instanceof PositionExpiredError)) throw error;
      await this.records.expired(id, row);
      return undefined;
    }
    const body = batchBody(delivery.position_from!, batch ?? { position: delivery.position!, changes: 0, json: Buffer.from('[]') }, delivery.created_at);
    // The lease covers the attempt's whole answer time (a new batch took it when it was recorded,
    // as did the acknowledgement that recorded the next one).
    if (pending && pending !== recorded?.delivery && !(await this.records.lease(id, ANSWER_TIMEOUT_MS))) return undefined;
    // The next batch is read while this one is in flight (as streams read ahead): used if this one
    // is acknowledged and the webhook still follows the same resources for the same key. Not while
    // batches take turns: the read would work outside its turn.
    if (!busy) run.ahead = this.readAhead(source, row, delivery.position!, resources, run.limit);
    return { row, delivery, body, more: batch?.more ?? false };
  }

  private readAhead(source: BatchSource, row: WebhookRow, position: string, resources: readonly string[], limit: number): ReadAhead {
    const read = (async () => readBatch(source, this.position(source.identity, position), resources, undefined, limit))();
    // Not awaited when the batch in flight fails; a failure is met again by the read made then.
    read.catch(() => undefined);
    return { key: aheadKey(row, position), read };
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

  /** webhooks/ping: one `catalog.ping` request now, its outcome kept and answered; no retry, the position untouched. */
  async ping(row: WebhookRow): Promise<DeliveryRow> {
    const id = messageId();
    const created = nowSeconds();
    return this.records.pingAttempted(row.id, id, created, await this.attempt(row, id, pingBody(created)));
  }
}
