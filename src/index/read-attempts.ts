/**
 * The reads of a MemoryIndex's resources (memory-index.ts) before it can answer: what readiness
 * says while a resource has not been read yet (src/http/routes/health-routes.ts), and the pauses
 * between a read that failed and the next.
 */
import { type Held } from './held.js';

/**
 * The pause after a failed read before the next, doubling from the first to the last: a store
 * that errors is asked again soon, and not hammered while it stays down.
 */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 10_000;

/** Whether every held resource has been read once, else what the reads are doing. */
export type IndexReadiness = { ready: true } | { ready: false; state: string };

/** The pause before the read after `attempt` failed ones (1: the first failed). */
export function retryPause(attempt: number): number {
  return Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** (attempt - 1));
}

/**
 * Ready once every resource has been read once; else, for each one not read yet, how far its read
 * has come (load-progress.ts) or how many failed and when the next begins.
 */
export function readinessOf(held: Iterable<Held>, now = performance.now()): IndexReadiness {
  const waiting = [...held].filter((h) => h.readyMs === undefined);
  if (waiting.length === 0) return { ready: true };
  const retrying = waiting.some((h) => h.failed && !h.progress);
  const states = waiting.map((h) => {
    const failed = h.failed ? `${h.failed.attempts} read${h.failed.attempts === 1 ? '' : 's'} failed` : undefined;
    if (h.progress) return `${h.resource.path}: ${h.progress.state()}${failed ? `, after ${failed}` : ''}`;
    if (h.failed) return `${h.resource.path}: ${failed}, the next in ${Math.max(1, Math.ceil((h.failed.retryAt - now) / 1000))} s`;
    return `${h.resource.path}: not started`;
  });
  return { ready: false, state: `${retrying ? 'read failed' : 'loading'} (${states.join('; ')})` };
}

/** Pauses between failed reads, all ended at once when the index closes. */
export class Pauses {
  private readonly pending = new Set<() => void>();

  /** Waits `ms`, or less when `endAll` comes first. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.pending.delete(end);
        resolve();
      };
      const timer = setTimeout(end, Math.max(0, ms));
      this.pending.add(end);
    });
  }

  endAll(): void {
    for (const end of [...this.pending]) end();
  }
}
