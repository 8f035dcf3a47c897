/**
 * The follow of the change feed (src/store/record-changes.ts) for a MemoryIndex (memory-index.ts):
 * a request that read a newer version than the index holds asks for a catch-up and waits for it
 * within `waitMs` (tuning.ts); the catch-up follows the feed in the background, again while
 * requests ask for newer versions, and hands the resource to a read again (`reread`) when the feed
 * cannot bring it up to date: a replaced catalogue, a write too large to list record by record, a
 * feed that no longer holds the index's position, or a follow that failed. Its states and their
 * transitions are held-state.ts's `follow`.
 */
import { type CompiledQuery } from 'kysely';
import { EVERY_RECORD } from '../store/touched.js';
import { feedAfter, FEED_KEPT, feedLast, type FeedRow } from '../store/record-changes.js';
import { type Store } from '../store/store.js';
import { counted, type Held } from './held.js';
import { type IndexSaver, markApplied, tablesToRead } from './index-saver.js';
import { loadParts } from './load.js';
import { timeSlices } from './time-slice.js';
import { type IndexTuning } from './tuning.js';

export class Follower {
  constructor(
    private readonly store: Store,
    private readonly tuning: IndexTuning,
    private readonly saver: IndexSaver,
    /** Reads the resource again from the store, SQL meanwhile (MemoryIndex `reload`). */
    private readonly reread: (held: Held) => void,
    private readonly log?: (message: string, fields: Record<string, unknown>) => void,
  ) {}

  /** Whether the index reaches `generation` within `waitMs` (a catch-up is begun or asked for again), else why not. */
  reach(held: Held, generation: number): Promise<true | 'behind' | 'waited'> {
    this.catchUp(held);
    if (held.behind > this.tuning.waitBehind) return Promise.resolve('behind');
    return new Promise((resolve) => {
      const waiter = {
        generation,
        done: (current: boolean) => {
          clearTimeout(timer);
          const at = held.waiters.indexOf(waiter);
          if (at >= 0) held.waiters.splice(at, 1);
          resolve(current || 'waited');
        },
      };
      const timer = setTimeout(() => waiter.done(false), this.tuning.waitMs);
      held.waiters.push(waiter);
    });
  }

  /** Follows the feed, again and again while requests arrive for newer versions meanwhile. */
  catchUp(held: Held): void {
    const { state } = held;
    if (state.follow !== 'idle') {
      state.again = true;
      return;
    }
    state.beginCatchUp(() => (async () => {
      do {
        state.again = false;
        if (!held.index || !state.serving) break;
        await this.follow(held);
        this.saver.afterFollow(held);
      } while (state.again);
    })().catch((error: unknown) => {
      // An index that could not follow may be half-way through a write: read it again, SQL meanwhile.
      this.log?.('in-memory index could not follow the store; reading it again', { resource: held.resource.path, error: String(error) });
      held.index = undefined;
      this.reread(held);
    }).finally(() => {
      state.endCatchUp();
      for (const waiter of [...held.waiters]) waiter.done(!state.applying && held.generation >= waiter.generation);
    }));
  }

  /** Feed rows, read as the follow's other quick reads (`rowsTogether`: never queued behind a page's long counts). */
  private async feed(query: CompiledQuery): Promise<FeedRow[]> {
    const [rows] = await this.store.rowsTogether([query]);
    return rows as unknown as FeedRow[];
  }

  /**
   * Applies the feed rows after the index's position, up to the last one when it begins: the index
   * then stands at least at the resource generation read first. Rows committed meanwhile are the
   * next follow's, so a stream of commits (a propagation) never makes one endless follow.
   */
  private async follow(held: Held): Promise<void> {
    const { store } = this;
    // A read again (a new epoch seen by a request) may replace the index meanwhile: then this follow stops.
    const index = held.index!;
    const version = await store.version();
    if (version.epoch !== held.at.epoch) return this.reread(held);
    const generation = version.resources[held.resource.path] ?? 0;
    const [newest] = await this.feed(feedLast(store.dialect));
    const last = Number(newest?.seq ?? 0);
    held.behind = last - held.at.seq;
    // Further behind than the feed keeps: read the resource again.
    if (held.behind >= FEED_KEPT) return this.reread(held);
    try {
      while (held.at.seq < last) {
        const rows = await this.feed(feedAfter(store.dialect, held.at.seq, this.tuning.feedPage));
        if (rows.length === 0) break;
        const mine = rows.filter((r) => r.resource === held.resource.path);
        if (mine.some((r) => Number(r.rid) === EVERY_RECORD)) return this.reread(held);
        const rids = [...new Set(mine.map((r) => Number(r.rid)))];
        const parts = await loadParts(store, index, rids, tablesToRead(held, mine));
        // Between two versions from the first round applied until the follow ends: a feed page may end within a commit.
        held.state.apply();
        // Requests of other resources and SQL pages go on between slices (a record whose text keys
        // grow an arena, or whose words are in many kept prefixes, costs ten times another); this one's wait (`applying`).
        const pause = timeSlices();
        for (const rid of rids) {
          await pause();
          held.documents.drop(rid);
          markApplied(held, rid);
          index.apply(rid, parts.get(rid));
        }
        if (held.index !== index) return;
        const applied = rows.at(-1)!;
        held.at = { epoch: held.at.epoch, seq: Number(applied.seq), row: { resource: applied.resource, rid: Number(applied.rid) } };
        held.followed += rows.length;
        counted(held, rows.length, this.tuning);
        held.behind = Math.max(0, last - held.at.seq);
      }
    } finally {
      held.state.applied();
    }
    held.generation = Math.max(held.generation, generation);
    for (const waiter of [...held.waiters]) if (waiter.generation <= held.generation) waiter.done(true);
  }
}
