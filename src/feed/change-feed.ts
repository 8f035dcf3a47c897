/**
 * The change feed of one process (docs/api.md "Following changes"): reads answers after a
 * position, waits for changes with one watcher of the head for every waiting request, and tells
 * positions that are not this store's, or too old, from good ones. Knows neither HTTP nor a driver.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { checkedPosition, EXPIRED_MESSAGE } from './checked-position.js';
import { PositionExpiredError } from './errors.js';
import { headOf, headQuery, resourcesBetween } from './feed-sql.js';
import { feedIdentity } from './identity.js';
import { type FeedIdentity, type Position } from './position.js';
import { EXPIRED, readChanges, type ChangesAnswer, type ChangesRequest } from './read-changes.js';
import { FeedWatcher } from './watcher.js';


export class ChangeFeed {
  readonly watcher: FeedWatcher;
  /** The resources whose changes are answered, by path. */
  private readonly declOf: ReadonlyMap<string, ResourceDecl>;

  constructor(private readonly store: Store, resources: readonly ResourceDecl[]) {
    this.declOf = new Map(resources.map((r) => [r.path, r]));
    this.watcher = new FeedWatcher({
      head: async () => headOf((await store.rows<Record<string, unknown>>(headQuery(store.dialect)))[0]).head,
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

  async read(request: ChangesRequest): Promise<ChangesAnswer> {
    const answer = await readChanges(this.store, request, this.declOf);
    if (answer === EXPIRED) throw new PositionExpiredError(EXPIRED_MESSAGE);
    return answer;
  }

  /**
   * An answer with changes, or, with none after `request.after`, the first one that has some
   * within `waitMs` (woken by the watcher), or an empty one at `request.after` once it has passed.
   */
  async readWaiting(request: ChangesRequest, waitMs: number, signal?: AbortSignal): Promise<ChangesAnswer> {
    const deadline = Date.now() + waitMs;
    let answer = await this.read(request);
    while (request.after && answer.changes.length === 0 && !signal?.aborted) {
      const left = deadline - Date.now();
      if (left <= 0) return { ...answer, position: request.after.seq, more: false };
      // Woken by any change; a change of a resource the request leaves out is read past, and the wait goes on.
      if (!(await this.watcher.wait(answer.position, left, signal, request.resources))) return { ...answer, position: request.after.seq, more: false };
      answer = await this.read(request);
    }
    return answer;
  }

  close(): void {
    this.watcher.close();
  }
}
