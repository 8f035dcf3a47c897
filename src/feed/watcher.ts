/**
 * Wakes a process's waiting long polls and following streams (docs/api.md "Following changes"):
 * one reader of the feed's head for all of them, never one database read per waiting request.
 * While anyone waits, the store's commit hints (PostgreSQL's LISTEN/NOTIFY, a watch of SQLite's
 * log: CommitHints) say when to read the head, and a commit of this process is told at once
 * (`poke`); a slow poll stands behind the hints, and while they do not come (a connection lost) or
 * the head read is behind the one hinted (a replica catching up), the head is read every POLL_MS.
 * With nobody waiting, nothing runs.
 */
import { type CommitHints, type CommitListener } from '../store/store.js';

/** How often the head is read while hints do not come: a commit by another process is seen within it. */
export const POLL_MS = 100;
/** How often the head is read while hints come: only a hint lost on the way waits this long. */
export const HINTED_POLL_MS = 5_000;
/**
 * The least time between two reads that hints ask for: a SQLite commit is several writes of its
 * log, each a hint, and a process writing its own rows (webhook deliveries: two commits a batch,
 * none of them changes) would otherwise read the head after each (4% of a catch-up's CPU).
 */
const HINT_GAP_MS = 15;
/** How long the hints stay open after the last waiter has gone: a long poll's next request is soon. */
const LINGER_MS = 60_000;
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
  /** The store's hints of commits (Store.commitHints); without them, the watcher polls. */
  hints?(committed: CommitListener): CommitHints;
}

export interface WaitOptions {
  signal?: AbortSignal;
  /** The resources wanted (all, when absent). */
  resources?: readonly string[];
  /** The watcher's `mark` before the caller read the head it waits after. */
  since?: number;
}

export interface WatcherTiming { pollMs?: number; hintedPollMs?: number; lingerMs?: number }

export class FeedWatcher {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  private again = false;
  private hints: CommitHints | undefined;
  private linger: NodeJS.Timeout | undefined;
  /** The head as last read, and as the last hint told it: while the read is behind, the head is polled. */
  private headRead = 0;
  private hinted = 0;
  private tells = 0;
  /** A read asked by hints, set to keep HINT_GAP_MS after the last one. */
  private hintRead: NodeJS.Timeout | undefined;
  private hintReadAt = 0;
  private readonly pollMs: number;
  private readonly hintedPollMs: number;
  private readonly lingerMs: number;
  /** Closed when the process stops: every wait then ends at once. */
  closed = false;

  constructor(private readonly source: HeadSource, timing: WatcherTiming = {}) {
    this.pollMs = timing.pollMs ?? POLL_MS;
    this.hintedPollMs = timing.hintedPollMs ?? HINTED_POLL_MS;
    this.lingerMs = timing.lingerMs ?? LINGER_MS;
  }

  get waiting(): number {
    return this.waiters.size;
  }

  /**
   * How many hints and pokes have come: a caller takes it before it reads the head it will wait
   * after (`WaitOptions.since`), so that a commit told between its read and its wait is not missed.
   */
  get mark(): number {
    return this.tells;
  }

  /**
   * Resolves true once a change after `after` of one of `resources` (any, when absent) has
   * committed, false when `ms` pass first or `signal` aborts. The caller reads the changes itself:
   * waking tells it only that there are some. Changes of other resources leave it waiting: with a
   * thousand waiters, a write of a product wakes only those that want products.
   */
  wait(after: number, ms: number, options: WaitOptions = {}): Promise<boolean> {
    const { signal, resources, since } = options;
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
      // Told of a commit since the caller read (or not known): the head may be past `after` already.
      if (since !== this.tells) void this.read();
    });
  }

  /** A commit of this process: read the head now rather than at the next tick. */
  poke(): void {
    this.tells++;
    if (this.waiters.size > 0) void this.read();
  }

  /** Ends every wait (false): the process is stopping. */
  close(): void {
    this.closed = true;
    for (const waiter of [...this.waiters]) waiter.done(false);
    this.stop();
    this.closeHints();
  }

  /** Whether the store's hints come now (for metrics and tests). */
  get hinting(): boolean {
    return this.hints?.live ?? false;
  }

  private start(): void {
    clearTimeout(this.linger);
    this.linger = undefined;
    if (!this.hints && this.source.hints) this.hints = this.source.hints((head) => this.told(head));
    // A read already set keeps its time: waiters coming one after another must not put it off.
    if (!this.timer) this.arm();
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    clearTimeout(this.hintRead);
    this.hintRead = undefined;
    if (!this.hints || this.linger || this.closed) return;
    this.linger = setTimeout(() => this.closeHints(), this.lingerMs);
    this.linger.unref();
  }

  private closeHints(): void {
    clearTimeout(this.linger);
    this.linger = undefined;
    this.hints?.close();
    this.hints = undefined;
  }

  /** A hint: read the head now, and poll until it is read at least at `head`. */
  private told(head?: number): void {
    this.tells++;
    if (head !== undefined) this.hinted = head;
    if (this.waiters.size === 0 || this.hintRead) return;
    const due = this.hintReadAt + HINT_GAP_MS - performance.now();
    if (due <= 0) return this.hintedRead();
    this.hintRead = setTimeout(() => this.hintedRead(), due);
    this.hintRead.unref();
  }

  private hintedRead(): void {
    this.hintRead = undefined;
    this.hintReadAt = performance.now();
    void this.read();
  }

  /** The next read of the head: soon while hints do not come or the head read is behind them. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiters.size === 0 || this.closed) return;
    const ms = this.hints?.live && this.headRead >= this.hinted ? this.hintedPollMs : this.pollMs;
    this.timer = setTimeout(() => void this.read(), ms);
    this.timer.unref();
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
      this.arm();
    }
  }

  /** Reads the head; wakes the waiters behind it whose resources the new rows name. */
  private async wake(): Promise<void> {
    const head = await this.source.head();
    this.headRead = head;
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
