/**
 * Wakes a process's waiting long polls and following streams (docs/api.md "Following changes"):
 * one reader of the feed's head for all of them, never one database read per waiting request.
 * While anyone waits, the head is read every POLL_MS (a read of one index entry); a commit made by
 * this process is seen at once (`poke`). With nobody waiting, nothing runs.
 */

/** How often the head is read while someone waits: a commit by another process is seen within it. */
export const POLL_MS = 100;
/**
 * Rows the watcher reads the resources of, to wake only the waiters that want them; beyond this
 * (an import), it wakes every waiter rather than read the rows.
 */
const NAMED_ROWS = 10_000;

interface Waiter { after: number; resources?: ReadonlySet<string>; done: (moved: boolean) => void }

/** What the watcher reads of the store: the feed's head, and which resources rows after a head name. */
export interface HeadSource {
  head(): Promise<number>;
  /** The resources the rows in (after, through] name. */
  resources(after: number, through: number): Promise<string[]>;
}

export class FeedWatcher {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  private again = false;
  /** Closed when the process stops: every wait then ends at once. */
  closed = false;

  constructor(private readonly source: HeadSource, private readonly pollMs = POLL_MS) {}

  get waiting(): number {
    return this.waiters.size;
  }

  /**
   * Resolves true once a change after `after` of one of `resources` (any, when absent) has
   * committed, false when `ms` pass first or `signal` aborts. The caller reads the changes itself:
   * waking tells it only that there are some. Changes of other resources leave it waiting: with a
   * thousand waiters, a write of a product wakes only those that want products.
   */
  wait(after: number, ms: number, signal?: AbortSignal, resources?: readonly string[]): Promise<boolean> {
    return new Promise((resolve) => {
      if (signal?.aborted || this.closed) return resolve(false);
      const waiter: Waiter = {
        after,
        ...(resources ? { resources: new Set(resources) } : {}),
        done: (moved) => {
          if (!this.waiters.delete(waiter)) return;
          clearTimeout(timeout);
          signal?.removeEventListener('abort', aborted);
          if (this.waiters.size === 0) this.stop();
          resolve(moved);
        },
      };
      const aborted = () => waiter.done(false);
      const timeout = setTimeout(() => waiter.done(false), ms);
      signal?.addEventListener('abort', aborted, { once: true });
      this.waiters.add(waiter);
      this.start();
    });
  }

  /** A commit of this process: read the head now rather than at the next tick. */
  poke(): void {
    if (this.waiters.size > 0) void this.read();
  }

  /** Ends every wait (false): the process is stopping. */
  close(): void {
    this.closed = true;
    for (const waiter of [...this.waiters]) waiter.done(false);
    this.stop();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.read(), this.pollMs);
    this.timer.unref();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        try {
          await this.wake();
        } catch {
          // A store that does not answer now: the waiters time out as they would, or a later read wakes them.
          return;
        }
      } while (this.again && this.waiters.size > 0);
    } finally {
      this.reading = false;
    }
  }

  /** Reads the head; wakes the waiters behind it whose resources the new rows name. */
  private async wake(): Promise<void> {
    const head = await this.source.head();
    const behind = [...this.waiters].filter((w) => head > w.after);
    if (behind.length === 0) return;
    const from = Math.min(...behind.map((w) => w.after));
    const named = behind.some((w) => w.resources) && head - from <= NAMED_ROWS ? new Set(await this.source.resources(from, head)) : undefined;
    for (const waiter of behind) {
      if (!named || !waiter.resources || [...waiter.resources].some((r) => named.has(r))) waiter.done(true);
      // Nothing it wants among the new rows: it waits on from the new head.
      else waiter.after = head;
    }
  }
}
