/**
 * The next page of a caller paging through the change feed, read before it is asked for
 * (docs/api.md "Following changes", "Catching up"): while the caller parses one page of
 * `changes/query`, the store already reads the next, as a stream reads its next batch while it
 * sends one. What is held are the store's rows, not an answer: each is rendered for the caller
 * that takes it, with that caller's view. Knows neither HTTP nor a driver.
 */
import { type ChangesAnswer, type ChangesRequest } from './read-changes.js';

/** Answers held at once: a few callers catching up in this process, each one page ahead. */
const HELD = 8;
/** How long a held answer waits for its caller: one that paused longer reads afresh. */
const KEEP_MS = 10_000;

interface Held { answer: Promise<ChangesAnswer | undefined>; until: number }

export class ReadAhead {
  /** By request key, oldest first (a Map keeps its insertion order). */
  private readonly held = new Map<string, Held>();

  constructor(private readonly max = HELD, private readonly keepMs = KEEP_MS, private readonly now = Date.now) {}

  /** The key of a request that may be read ahead: a webhook's batch (`through`) is not. */
  private static key(request: ChangesRequest): string | undefined {
    if (!request.after || request.through !== undefined) return undefined;
    return `${request.after.epoch}.${request.after.seq}.${request.limit}.${request.resources?.join(',') ?? ''}`;
  }

  /**
   * The answer read ahead for this request, taken (a second caller asking the same reads
   * afresh), or undefined. It resolves undefined when its read failed: the caller reads afresh.
   */
  take(request: ChangesRequest): Promise<ChangesAnswer | undefined> | undefined {
    const key = ReadAhead.key(request);
    const held = key === undefined ? undefined : this.held.get(key);
    if (!held) return undefined;
    this.held.delete(key!);
    return held.until >= this.now() ? held.answer : undefined;
  }

  /** Starts reading `next` (the request after an answer with `more`), unless it is held already. */
  start(next: ChangesRequest, read: () => Promise<ChangesAnswer | undefined>): void {
    const key = ReadAhead.key(next);
    if (key === undefined || this.held.has(key)) return;
    const now = this.now();
    for (const [k, h] of this.held) if (h.until < now) this.held.delete(k);
    while (this.held.size >= this.max) this.held.delete(this.held.keys().next().value!);
    this.held.set(key, { answer: read().catch(() => undefined), until: now + this.keepMs });
  }

  /** How many answers are held (read, or being read). */
  get size(): number {
    return this.held.size;
  }

  /** Resolves once every held answer's read has ended (a caller that must know the store is idle). */
  async settled(): Promise<void> {
    await Promise.all([...this.held.values()].map((h) => h.answer));
  }

  clear(): void {
    this.held.clear();
  }
}
