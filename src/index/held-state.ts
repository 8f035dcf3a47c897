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

const TABLES = { read: READ_TRANSITIONS, follow: FOLLOW_TRANSITIONS, save: SAVE_TRANSITIONS };
type Tables = typeof TABLES;

export class HeldState {
  /** Each machine's state; only `step` changes one, to a state of its table, which the getters read as their own. */
  private readonly states: Record<Work, string> = { read: 'unread', follow: 'idle', save: 'idle' };
  /**
   * The last read, catch-up and file write begun, for those who wait for them to end (`settled`);
   * whether one is under way is its state, never whether a promise is there.
   */
  private readonly work: Record<Work, Promise<void>> = { read: Promise.resolve(), follow: Promise.resolve(), save: Promise.resolve() };
  /** While following: a request asked for a newer version meanwhile, so the catch-up follows once more. */
  again = false;

  /** `resource`: named in the error of a transition from a wrong state. */
  constructor(private readonly resource: string) {}

  get read(): ReadState { return this.states.read as ReadState; }
  get follow(): FollowState { return this.states.follow as FollowState; }
  get save(): SaveState { return this.states.save as SaveState; }
  /** A read (its attempts and the pauses between them) is under way. */
  get readUnderWay(): boolean { return this.states.read === 'reading' || this.states.read === 'retrying'; }
  /** Read, and no read again under way: its pages may come from the index. */
  get serving(): boolean { return this.states.read === 'serving'; }
  /** The index is between two versions: no page is made from it. */
  get applying(): boolean { return this.states.follow === 'applying'; }

  /** Begins a read (`run`, its attempts until one succeeds or the index closes). */
  beginRead(run: () => Promise<void>): void { this.begin('read', run); }
  /** An attempt failed: paused until the next. */
  readFailed(): void { this.step('read', 'failed'); }
  /** The next attempt after a pause. */
  retry(): void { this.step('read', 'retry'); }
  /** An attempt succeeded: the index is the one read. */
  readDone(): void { this.step('read', 'done'); }
  /** The index closed before an attempt succeeded: none is held. */
  readStopped(): void { this.step('read', 'stopped'); }

  /** Begins a catch-up (`run`: follows while requests ask for newer versions, ending with `endCatchUp`). */
  beginCatchUp(run: () => Promise<void>): void { this.begin('follow', run); }
  /** A round of the follow's records is applied: the index is between two versions. */
  apply(): void { this.step('follow', 'apply'); }
  /** A follow ended, with records applied or none. */
  applied(): void { this.step('follow', 'applied'); }
  endCatchUp(): void { this.step('follow', 'end'); }

  /** Begins a file write (`run`, ending with `endSave`). */
  beginSave(run: () => Promise<void>): void { this.begin('save', run); }
  endSave(): void { this.step('save', 'end'); }

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
    return kind === 'read' ? this.readUnderWay : this.states[kind] !== 'idle';
  }

  /** The machine's `begin`, then `run` as its work under way. */
  private begin(machine: Work, run: () => Promise<void>): void {
    this.step(machine, 'begin');
    this.work[machine] = run();
  }

  /** Takes transition `name` of `machine`'s table from the state it is in, or throws naming both. */
  private step<M extends Work>(machine: M, name: keyof Tables[M] & string): void {
    const transition = TABLES[machine][name] as Transition<string>;
    const from = this.states[machine];
    if (!transition.from.includes(from)) {
      throw new Error(`held resource ${this.resource}: ${machine} transition '${name}' from '${from}' to '${transition.to}' `
        + `(allowed only from ${transition.from.map((s) => `'${s}'`).join(', ')})`);
    }
    this.states[machine] = transition.to;
  }
}
