/**
 * Where a held resource (held.ts) stands, as three small state machines: its read, its follow of
 * the change feed and its file write run beside one another (a file is written while the follow
 * goes on; a read again begins while a follow still applies to the index it replaces), so each
 * has its own. A state changes only through the named transitions below, each allowed from the
 * states its table lists; any other is a programming error, never a consequence of input, and
 * throws naming both states.
 *
 * - read: `unread` -begin-> `reading` -done-> `serving` -begin-> `reading` (a replaced catalogue,
 *   a follow that failed, a write too large to list record by record, a feed gone past the index);
 *   `reading` -failed-> `retrying` -retry-> `reading`; `reading`/`retrying` -stopped-> `closed`
 *   (the index closed before a read succeeded: SQL), which a request of another epoch may begin again.
 * - follow: `idle` -begin-> `following` -apply-> `applying` (each round of records: the index is
 *   between two versions until the follow ends) -applied-> `following` (a follow ended, the index at
 *   a whole version; the catch-up follows again while requests ask for newer ones) -end-> `idle`.
 * - save: `idle` -begin-> `saving` -end-> `idle`.
 *
 * A page reads `serving` and `applying` (MemoryIndex `current`): property reads, nothing made.
 */

export type ReadState = 'unread' | 'reading' | 'retrying' | 'serving' | 'closed';
export type FollowState = 'idle' | 'following' | 'applying';
export type SaveState = 'idle' | 'saving';

export interface Transition<S extends string> { readonly from: readonly S[]; readonly to: S }

export const READ_TRANSITIONS = {
  begin: { from: ['unread', 'serving', 'closed'], to: 'reading' },
  failed: { from: ['reading'], to: 'retrying' },
  retry: { from: ['retrying'], to: 'reading' },
  done: { from: ['reading'], to: 'serving' },
  stopped: { from: ['reading', 'retrying'], to: 'closed' },
} as const satisfies Record<string, Transition<ReadState>>;

export const FOLLOW_TRANSITIONS = {
  begin: { from: ['idle'], to: 'following' },
  apply: { from: ['following', 'applying'], to: 'applying' },
  applied: { from: ['following', 'applying'], to: 'following' },
  end: { from: ['following'], to: 'idle' },
} as const satisfies Record<string, Transition<FollowState>>;

export const SAVE_TRANSITIONS = {
  begin: { from: ['idle'], to: 'saving' },
  end: { from: ['saving'], to: 'idle' },
} as const satisfies Record<string, Transition<SaveState>>;

/** What a caller waits for to end (`settled`). */
export type Work = 'read' | 'follow' | 'save';

export class HeldState {
  private readState: ReadState = 'unread';
  private followState: FollowState = 'idle';
  private saveState: SaveState = 'idle';
  /**
   * The last read, catch-up and file write begun, for those who wait for them to end (`settled`);
   * whether one is under way is its state, never whether a promise is there.
   */
  private readonly work: Record<Work, Promise<void>> = { read: Promise.resolve(), follow: Promise.resolve(), save: Promise.resolve() };
  /** While following: a request asked for a newer version meanwhile, so the catch-up follows once more. */
  again = false;

  /** `resource`: named in the error of a transition from a wrong state. */
  constructor(private readonly resource: string) {}

  get read(): ReadState { return this.readState; }
  get follow(): FollowState { return this.followState; }
  get save(): SaveState { return this.saveState; }
  /** A read (its attempts and the pauses between them) is under way. */
  get readUnderWay(): boolean { return this.readState === 'reading' || this.readState === 'retrying'; }
  /** Read, and no read again under way: its pages may come from the index. */
  get serving(): boolean { return this.readState === 'serving'; }
  /** The index is between two versions: no page is made from it. */
  get applying(): boolean { return this.followState === 'applying'; }

  /** Begins a read (`run`, its attempts until one succeeds or the index closes). */
  beginRead(run: () => Promise<void>): void {
    this.readState = this.go('read', this.readState, 'begin', READ_TRANSITIONS.begin);
    this.work.read = run();
  }

  /** An attempt failed: paused until the next. */
  readFailed(): void { this.readState = this.go('read', this.readState, 'failed', READ_TRANSITIONS.failed); }
  /** The next attempt after a pause. */
  retry(): void { this.readState = this.go('read', this.readState, 'retry', READ_TRANSITIONS.retry); }
  /** An attempt succeeded: the index is the one read. */
  readDone(): void { this.readState = this.go('read', this.readState, 'done', READ_TRANSITIONS.done); }
  /** The index closed before an attempt succeeded: none is held. */
  readStopped(): void { this.readState = this.go('read', this.readState, 'stopped', READ_TRANSITIONS.stopped); }

  /** Begins a catch-up (`run`: follows while requests ask for newer versions, ending with `endCatchUp`). */
  beginCatchUp(run: () => Promise<void>): void {
    this.followState = this.go('follow', this.followState, 'begin', FOLLOW_TRANSITIONS.begin);
    this.work.follow = run();
  }

  /** A round of the follow's records is applied: the index is between two versions. */
  apply(): void { this.followState = this.go('follow', this.followState, 'apply', FOLLOW_TRANSITIONS.apply); }
  /** A follow ended, with records applied or none. */
  applied(): void { this.followState = this.go('follow', this.followState, 'applied', FOLLOW_TRANSITIONS.applied); }
  endCatchUp(): void { this.followState = this.go('follow', this.followState, 'end', FOLLOW_TRANSITIONS.end); }

  /** Begins a file write (`run`, ending with `endSave`). */
  beginSave(run: () => Promise<void>): void {
    this.saveState = this.go('save', this.saveState, 'begin', SAVE_TRANSITIONS.begin);
    this.work.save = run();
  }

  endSave(): void { this.saveState = this.go('save', this.saveState, 'end', SAVE_TRANSITIONS.end); }

  /** Resolves once none of `kinds` is under way (a failure ends it as well). */
  async settled(kinds: readonly Work[]): Promise<void> {
    let last: Promise<void> | undefined;
    for (;;) {
      const kind = kinds.find((k) => this.underWay(k));
      if (kind === undefined) return;
      const work = this.work[kind];
      // A run that ended without its transition out would have this loop wait forever.
      if (work === last) throw new Error(`held resource ${this.resource}: its ${kind} ended without leaving its state`);
      last = work;
      await work.catch(() => undefined);
    }
  }

  private underWay(kind: Work): boolean {
    return kind === 'read' ? this.readUnderWay : kind === 'follow' ? this.followState !== 'idle' : this.saveState !== 'idle';
  }

  private go<S extends string>(machine: Work, from: S, name: string, transition: Transition<S>): S {
    if (!transition.from.includes(from)) {
      throw new Error(`held resource ${this.resource}: ${machine} transition '${name}' from '${from}' to '${transition.to}' `
        + `(allowed only from ${transition.from.map((s) => `'${s}'`).join(', ')})`);
    }
    return transition.to;
  }
}
