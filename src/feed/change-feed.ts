/**
 * The change feed of one process (docs/api.md "Following changes"): reads answers after a
 * position, waits for changes with one watcher of the head for every waiting request, and tells
 * positions that are not this store's, or too old, from good ones. Knows neither HTTP nor a driver.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { checkedPosition, EXPIRED_MESSAGE, isExpired } from './checked-position.js';
import { PositionExpiredError } from './errors.js';
import { headOf, headQuery, resourcesBetween, type FeedHead } from './feed-sql.js';
import { feedIdentity } from './identity.js';
import { type FeedIdentity, type Position } from './position.js';
import { ReadAhead } from './read-ahead.js';
import { EXPIRED, readChanges, type ChangesAnswer, type ChangesRequest } from './read-changes.js';
import { FeedWatcher } from './watcher.js';

/** How a caller reads: `readAhead`, a caller that pages (changes/query) has its next page read meanwhile. */
export interface FeedReadOptions { readAhead?: boolean }

export class ChangeFeed {
  readonly watcher: FeedWatcher;
  /** The resources whose changes are answered, by path. */
  private readonly declOf: ReadonlyMap<string, ResourceDecl>;
  private readonly ahead = new ReadAhead();

  constructor(private readonly store: Store, resources: readonly ResourceDecl[]) {
    this.declOf = new Map(resources.map((r) => [r.path, r]));
    this.watcher = new FeedWatcher({
      head: async () => (await this.head()).head,
      hints: (committed) => store.commitHints(committed),
      resources: async (after, through) => (await store.rows<{ resource: string }>(resourcesBetween(store.dialect, after, through))).map((r) => r.resource),
    });
  }

  identity(): Promise<FeedIdentity> {
    return feedIdentity(this.store);
  }

  /** The position a request names (null for none); 422 at `path` for a string that is not one, 410 for another store's. */
  async position(value: string | null, path = '/after'): Promise<Position | null> {
    return value === null ? null : checkedPosition(await this.identity(), value, path);
  }

  async read(request: ChangesRequest, options: FeedReadOptions = {}): Promise<ChangesAnswer> {
    const answer = (await this.readAhead(request)) ?? (await readChanges(this.store, request, this.declOf));
    if (answer === EXPIRED) throw new PositionExpiredError(EXPIRED_MESSAGE);
    if (options.readAhead && answer.more && request.after) {
      const next = { ...request, after: { ...request.after, seq: answer.position } };
      this.ahead.start(next, async () => {
        const read = await readChanges(this.store, next, this.declOf);
        return read === EXPIRED ? undefined : read;
      });
    }
    return answer;
  }

  /**
   * The answer read ahead for this request, if it still stands: an answer read a moment ago is as
   * good as one read now (what changed since comes after its position), unless the store was
   * reset or its history pruned past the request since. Then it is read afresh, which answers so.
   */
  private async readAhead(request: ChangesRequest): Promise<ChangesAnswer | undefined> {
    const answer = await this.ahead.take(request);
    if (!answer) return undefined;
    const head = await this.head();
    return head.epoch === answer.head.epoch && !isExpired(request.after!, head) ? answer : undefined;
  }

  /**
   * An answer with changes, or, with none after `request.after`, the first one that has some
   * within `waitMs` (woken by the watcher), or an empty one at `request.after` once it has passed.
   */
  async readWaiting(request: ChangesRequest, waitMs: number, signal?: AbortSignal, options: FeedReadOptions = {}): Promise<ChangesAnswer> {
    const deadline = Date.now() + waitMs;
    let since = this.watcher.mark;
    let answer = await this.read(request, options);
    while (request.after && answer.changes.length === 0 && !signal?.aborted) {
      const left = deadline - Date.now();
      if (left <= 0) return { ...answer, position: request.after.seq, more: false };
      // Woken by any change; a change of a resource the request leaves out is read past, and the wait goes on.
      if (!(await this.watcher.wait(answer.position, left, { signal, resources: request.resources, since }))) return { ...answer, position: request.after.seq, more: false };
      since = this.watcher.mark;
      answer = await this.read(request, options);
    }
    return answer;
  }

  /** The feed's head as it is now, outside any snapshot. */
  private async head(): Promise<FeedHead> {
    return headOf((await this.store.rows<Record<string, unknown>>(headQuery(this.store.dialect)))[0]);
  }

  /** Resolves once the pages being read ahead have been read. */
  readsAhead(): Promise<void> {
    return this.ahead.settled();
  }

  close(): void {
    this.ahead.clear();
    this.watcher.close();
  }
}
