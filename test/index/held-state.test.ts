/**
 * The state machines of a held resource (src/index/held-state.ts): each transition goes where its
 * table says from every state it lists, and from every other state throws naming both states; a
 * wait for work under way ends once the work has left its state, and does not hang on work that
 * ended without leaving it.
 */
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_TRANSITIONS, HeldState, READ_TRANSITIONS, SAVE_TRANSITIONS, type Transition,
} from '../../src/index/held-state.js';

const done = () => Promise.resolve();

/** Each machine: its table, its state now, and each transition's call. */
const MACHINES = {
  read: {
    initial: 'unread',
    table: READ_TRANSITIONS as Record<string, Transition<string>>,
    state: (s: HeldState) => s.read,
    calls: {
      begin: (s: HeldState) => s.beginRead(done), failed: (s: HeldState) => s.readFailed(), retry: (s: HeldState) => s.retry(),
      done: (s: HeldState) => s.readDone(), stopped: (s: HeldState) => s.readStopped(),
    } as Record<string, (s: HeldState) => void>,
  },
  follow: {
    initial: 'idle',
    table: FOLLOW_TRANSITIONS as Record<string, Transition<string>>,
    state: (s: HeldState) => s.follow,
    calls: {
      begin: (s: HeldState) => s.beginCatchUp(done), apply: (s: HeldState) => s.apply(),
      applied: (s: HeldState) => s.applied(), end: (s: HeldState) => s.endCatchUp(),
    } as Record<string, (s: HeldState) => void>,
  },
  save: {
    initial: 'idle',
    table: SAVE_TRANSITIONS as Record<string, Transition<string>>,
    state: (s: HeldState) => s.save,
    calls: { begin: (s: HeldState) => s.beginSave(done), end: (s: HeldState) => s.endSave() } as Record<string, (s: HeldState) => void>,
  },
};

type Machine = (typeof MACHINES)[keyof typeof MACHINES];

/** The transitions that lead from the machine's first state to each state it can reach (breadth first). */
function pathsTo(machine: Machine): Map<string, string[]> {
  const paths = new Map<string, string[]>([[machine.initial, []]]);
  const queue = [machine.initial];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const [name, t] of Object.entries(machine.table)) {
      if (t.from.includes(from) && !paths.has(t.to)) {
        paths.set(t.to, [...paths.get(from)!, name]);
        queue.push(t.to);
      }
    }
  }
  return paths;
}

function stateAt(machine: Machine, path: readonly string[]): HeldState {
  const state = new HeldState('products');
  for (const name of path) machine.calls[name]!(state);
  return state;
}

describe('the state machines of a held resource', () => {
  it('starts unread, idle and idle: no page from it, nothing under way', async () => {
    const state = new HeldState('products');
    expect([state.read, state.follow, state.save]).toEqual(['unread', 'idle', 'idle']);
    expect(state.serving).toBe(false);
    expect(state.readUnderWay).toBe(false);
    expect(state.applying).toBe(false);
    await state.settled(['read', 'follow', 'save']);
  });

  it('goes through a read that failed, was tried again, served, was read again and closed', () => {
    const state = new HeldState('products');
    state.beginRead(done);
    expect([state.read, state.readUnderWay, state.serving]).toEqual(['reading', true, false]);
    state.readFailed();
    expect([state.read, state.readUnderWay]).toEqual(['retrying', true]);
    state.retry();
    state.readDone();
    expect([state.read, state.readUnderWay, state.serving]).toEqual(['serving', false, true]);
    state.beginRead(done);
    expect(state.serving).toBe(false);
    state.readStopped();
    expect([state.read, state.serving]).toEqual(['closed', false]);
    state.beginRead(done);
    expect(state.read).toBe('reading');
  });

  it('follows, applies round after round, stands at a version between follows, and ends', () => {
    const state = new HeldState('products');
    state.beginCatchUp(done);
    expect([state.follow, state.applying]).toEqual(['following', false]);
    state.apply();
    state.apply();
    expect([state.follow, state.applying]).toEqual(['applying', true]);
    state.applied();
    expect([state.follow, state.applying]).toEqual(['following', false]);
    // A follow that applied nothing ends at the version it stood at.
    state.applied();
    state.endCatchUp();
    expect(state.follow).toBe('idle');
  });

  for (const [name, machine] of Object.entries(MACHINES)) {
    it(`${name}: every transition from every state goes where its table says, or throws naming both states`, () => {
      const paths = pathsTo(machine);
      // Every state the type names is reachable from the first.
      const states = [...new Set([machine.initial, ...Object.values(machine.table).flatMap((t) => [...t.from, t.to])])];
      expect([...paths.keys()].sort()).toEqual(states.sort());
      let refused = 0;
      for (const [from, path] of paths) {
        for (const [transition, t] of Object.entries(machine.table)) {
          const state = stateAt(machine, path);
          expect(machine.state(state)).toBe(from);
          const call = () => machine.calls[transition]!(state);
          if (t.from.includes(from)) {
            call();
            expect(machine.state(state)).toBe(t.to);
          } else {
            expect(call).toThrow(`held resource products: ${name} transition '${transition}' from '${from}' to '${t.to}'`);
            // Refused: the state is as it was.
            expect(machine.state(state)).toBe(from);
            refused++;
          }
        }
      }
      expect(refused).toBeGreaterThan(0);
    });
  }

  it('a wait for work under way ends once the work has left its state, and waits only for the kinds asked', async () => {
    const state = new HeldState('products');
    let finishRead!: () => void;
    state.beginRead(() => new Promise<void>((resolve) => { finishRead = resolve; }).then(() => state.readDone()));
    let saved = false;
    state.beginSave(async () => { state.endSave(); saved = true; });
    // The save ended at once; the read goes on.
    await state.settled(['follow', 'save']);
    expect(saved).toBe(true);
    let settled = false;
    const waiting = state.settled(['read', 'follow', 'save']).then(() => { settled = true; });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finishRead();
    await waiting;
    expect(state.read).toBe('serving');
  });

  it('a wait for work that ended without leaving its state throws rather than hang', async () => {
    const state = new HeldState('products');
    state.beginCatchUp(done);
    await expect(state.settled(['follow'])).rejects.toThrow('held resource products: its follow ended without leaving its state');
  });
});
