/**
 * Carries out propagations in the background (decisions section 13): every server process runs
 * one worker; a worker claims one propagation at a time and rebuilds its products in batches, each
 * batch one short transaction that also records how far it came, so single writes interleave with
 * a large propagation and a crash or restart resumes after the last batch committed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type Logger } from 'pino';
import { type Store } from '../../store/store.js';
import { EMBEDDINGS } from './embeddings.js';
import { advancePropagation, claimPropagation, propagationWaiting, type PropagationJob } from './jobs.js';
import { embeddersAfter, rebuildProducts } from './rebuild.js';

export interface WorkerOptions {
  /** Products per batch (one transaction each). */
  batch?: number;
  /** How long a claim holds without a batch renewing it; after it, another worker may take over. */
  leaseMs?: number;
  /** How often an idle worker looks for work. */
  pollMs?: number;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Products rebuilt, for metrics. */
  onProducts?: (count: number) => void;
}

export class PropagationWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly batch: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(private readonly store: Store, private readonly options: WorkerOptions = {}) {
    this.batch = options.batch ?? 500;
    this.leaseMs = options.leaseMs ?? 10_000;
    this.pollMs = options.pollMs ?? 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for work now (after a write of this process entered a propagation). */
  poke(): void {
    this.wake?.();
  }

  /** Stops after the batch in progress; the rest stays for the next start or another process. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Works until no propagation is left (tests, `catalog propagate`); how many it finished. */
  async drain(): Promise<number> {
    let finished = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      if (await this.work(job)) finished++;
    }
    return finished;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const job = await this.claim();
        if (job) {
          await this.work(job);
          continue;
        }
      } catch (error) {
        // A store that is away comes back; the lease then lets this or another worker resume.
        this.options.log?.warn({ err: error }, 'propagation: will retry');
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        void sleep(this.pollMs, undefined, { ref: false }).then(resolve);
      });
      this.wake = undefined;
    }
  }

  private async claim(): Promise<PropagationJob | undefined> {
    // Looked for with a read first: a write would take the store's write lock every poll.
    if (!(await propagationWaiting(this.store, Date.now()))) return undefined;
    return this.store.write((w) => claimPropagation(w, this.store.dialect, Date.now(), this.leaseMs));
  }

  /** Batches until the job is done (true) or this worker stops or loses the claim (false). */
  private async work(job: PropagationJob): Promise<boolean> {
    const embedding = EMBEDDINGS.get(job.resource);
    const { dialect } = this.store;
    for (;;) {
      const result = await this.store.write(async (w) => {
        const rows = embedding ? await embeddersAfter(w, dialect, embedding, job.recordId, job.afterRid, this.batch) : [];
        const nowMs = Date.now();
        if (embedding) await rebuildProducts(w, dialect, embedding, typedId(embedding.source.idType, job.recordId), rows, Math.floor(nowMs / 1000));
        const done = rows.length < this.batch;
        if (rows.length > 0) job.afterRid = rows.at(-1)!.rid;
        job.productsDone += rows.length;
        // Losing the lease undoes the batch: the transaction throws and rolls back.
        if (!(await advancePropagation(w, dialect, job, nowMs, this.leaseMs, done))) throw new LostClaim();
        return { done, count: rows.length };
      }).catch((error: unknown) => {
        if (error instanceof LostClaim) return undefined;
        throw error;
      });
      if (!result) return false;
      this.options.onProducts?.(result.count);
      if (result.done) {
        this.options.log?.info({ propagation: job.id, resource: job.resource, record: job.recordId, products: job.productsDone }, 'propagation done');
        return true;
      }
      if (!this.running && this.loop) return false;
    }
  }
}

class LostClaim extends Error {}

const typedId = (type: 'text' | 'integer', id: string): string | number => (type === 'integer' ? Number(id) : id);
