/**
 * SANDBOX_RESET_CRON (docs/contract.md §3): every server process of a sandbox keeps the schedule,
 * and at each scheduled time exactly one of them resets the data. The first to write claims the
 * time in the store (`store_state.sandbox_reset_at`) in the same transaction as the reset; the
 * others' transactions, serialized behind it by the store's write lock, find it claimed and do
 * nothing. A store without a seed is never reset: the seed is recorded at the first start with
 * a catalogue in it (`ensureSeed`), or by `catalog sandbox seed`.
 */
import { Cron } from 'croner';
import { sql } from 'kysely';
import { products } from '../resources/products/resource.js';
import { countRecords, type Store } from '../store/store.js';
import { resetToSeed, type ResetSummary } from './reset.js';
import { hasSeed, recordSeed } from './seed.js';

export interface SandboxLog {
  info(message: string, data?: object): void;
  warn(message: string, data?: object): void;
}

/** Records the store's catalogue as the seed unless one is recorded or there is none; what it recorded. */
export async function ensureSeed(store: Store): Promise<Record<string, number> | undefined> {
  if ((await countRecords(store, products)) === 0) return undefined;
  return store.write(async (w) => ((await hasSeed(w, store.dialect)) ? undefined : recordSeed(w, store.dialect)));
}

export type ResetOutcome = { reset: true; summary: ResetSummary } | { reset: false; why: 'claimed' | 'no-seed' };

/**
 * The reset of the scheduled time `tick` (unix seconds), unless another process did it. `tick`
 * undefined: now, unconditionally (`catalog sandbox reset`).
 */
export async function resetOnce(store: Store, tick?: number): Promise<ResetOutcome> {
  const { db } = store.dialect;
  return store.write(async (w): Promise<ResetOutcome> => {
    if (tick !== undefined) {
      await w.run(db.insertInto('store_state').values({ name: 'sandbox_reset_at', value: '0' })
        .onConflict((oc) => oc.column('name').doNothing()).compile());
      const claimed = await w.run(db.updateTable('store_state').set({ value: String(tick) })
        .where('name', '=', 'sandbox_reset_at').where(sql`cast(value as bigint)`, '<', tick).returning('name').compile());
      if (claimed.length === 0) return { reset: false, why: 'claimed' };
    }
    if (!(await hasSeed(w, store.dialect))) return { reset: false, why: 'no-seed' };
    const summary = await resetToSeed(w, store.dialect);
    await w.run(db.insertInto('store_state').values({ name: 'sandbox_resets', value: '1' })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`cast(cast(store_state.value as integer) + 1 as text)` })).compile());
    return { reset: true, summary };
  });
}

/** The schedule of one server process. */
export class SandboxSchedule {
  private readonly job: Cron;

  constructor(store: Store, expression: string, log: SandboxLog) {
    this.job = new Cron(expression, {
      // A reset that outlasts the interval is not started again on top of itself.
      protect: true,
      unref: true,
      catch: (error) => log.warn('sandbox reset failed; the next scheduled one will try again', { err: error }),
    }, async (self: Cron) => {
      // The scheduled time, the same in every process whatever the timer's own delay.
      const tick = Math.floor((self.previousRuns(1, new Date(Date.now() + 1))[0] ?? new Date()).getTime() / 1000);
      const started = performance.now();
      const outcome = await resetOnce(store, tick);
      if (outcome.reset) {
        log.info('sandbox reset to its seed catalogue', { ...outcome.summary, ms: Math.round(performance.now() - started) });
      } else if (outcome.why === 'no-seed') {
        log.warn('sandbox reset skipped: no seed catalogue is recorded (load one, then `catalog sandbox seed`)');
      }
    });
  }

  /** When the next reset is due. */
  next(): Date | null {
    return this.job.nextRun();
  }

  stop(): void {
    this.job.stop();
  }
}
