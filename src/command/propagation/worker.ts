/**
 * Carries out propagations (docs/contract.md §13), in a server's background thread (thread.ts),
 * for `catalog propagate`, and in tests: it claims one propagation at a time and rebuilds its
 * products in batches, each batch one short transaction that also records how far it came, so
 * single writes interleave with a large propagation and a crash or restart resumes after the last
 * batch committed.
 */
import { type Store } from '../../store/store.js';
import { EMBEDDINGS } from './embeddings.js';
import { advancePropagation, claimPropagation, propagationWaiting, type PropagationJob } from './jobs.js';
import { embeddersAfter, rebuildProducts } from './rebuild.js';

/** Between two batches: longer than a waiting writer's pause between its tries (connection.ts whenUnlocked). */
const BATCH_PAUSE_MS = 10;

export interface WorkerOptions {
  /** Products per batch (one transaction each). */
  batch?: number;
  /** How long a claim holds without a batch renewing it; after it, another worker may take over. */
  leaseMs?: number;
  /** Products rebuilt, for metrics. */
  onProducts?: (count: number) => void;
  /** Milliseconds to wait between two batches, asked before each wait (default BATCH_PAUSE_MS). */
  pauseMs?: () => number;
}

export class PropagationWorker {
  private readonly batch: number;
  private readonly leaseMs: number;

  constructor(private readonly store: Store, private readonly options: WorkerOptions = {}) {
    this.batch = options.batch ?? 500;
    this.leaseMs = options.leaseMs ?? 10_000;
  }

  /** Works until no propagation is left; how many it finished. */
  async drain(): Promise<number> {
    let finished = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      if (await this.work(job)) finished++;
    }
    return finished;
  }

  private async claim(): Promise<PropagationJob | undefined> {
    // Looked for with a read first: a write would take the store's write lock every poll.
    if (!(await propagationWaiting(this.store, Date.now()))) return undefined;
    return this.store.write((w) => claimPropagation(w, this.store.dialect, Date.now(), this.leaseMs));
  }

  /** Batches until the job is done (true) or this worker loses the claim (false). */
  private async work(job: PropagationJob): Promise<boolean> {
    const embedding = EMBEDDINGS.get(job.resource);
    const id = embedding?.source.idType === 'integer' ? Number(job.recordId) : job.recordId;
    const { dialect } = this.store;
    for (;;) {
      const result = await this.store.write(async (w) => {
        const rows = embedding ? await embeddersAfter(w, dialect, embedding, id, job.afterRid, this.batch) : [];
        const nowMs = Date.now();
        if (embedding) await rebuildProducts(w, dialect, embedding, id, rows, Math.floor(nowMs / 1000));
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
      if (result.done) return true;
      // The write lock left free for a moment: a write waiting for it (a product update, from
      // this process or another) gets it now, not after the whole propagation.
      await new Promise((resolve) => setTimeout(resolve, Math.max(BATCH_PAUSE_MS, this.options.pauseMs?.() ?? 0)));
    }
  }
}

class LostClaim extends Error {}
