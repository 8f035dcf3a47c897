/**
 * Wakes a process's waiting long polls and following streams (docs/api.md "Following changes"):
 * one reader of the feed's head for all of them, never one database read per waiting request.
 * While anyone waits, the head is read every POLL_MS (a read of one index entry); a commit made by
 * this process is seen at once (`poke`). With nobody waiting, nothing runs.
 */

/** How often the head is read while someone waits: a commit by another process is seen within it. */
export const POLL_MS = 100;

interface Waiter { after: number; done: (moved: boolean) => void }

export class FeedWatcher {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  private again = false;
  /** Closed when the process stops: every wait then ends at once. */
  closed = false;

  /** `readHead` reads the feed's last row. */
  constructor(private readonly readHead: () => Promise<number>, private readonly pollMs = POLL_MS) {}

  get waiting(): number {
    return this.waiters.size;
  }

  /**
   * Resolves true once the head is past `after`, false when `ms` pass first or `signal` aborts.
   * The caller reads the changes itself: waking tells it only that there are some.
   */
  wait(after: number, ms: number, signal?: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      if (signal?.aborted || this.closed) return resolve(false);
      const waiter: Waiter = {
        after,
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
        let head: number;
        try {
          head = await this.readHead();
        } catch {
          // A store that does not answer now: the waiters time out as they would, or a later read wakes them.
          return;
        }
        for (const waiter of [...this.waiters]) if (head > waiter.after) waiter.done(true);
      } while (this.again && this.waiters.size > 0);
    } finally {
      this.reading = false;
    }
  }
}
