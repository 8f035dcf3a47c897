/**
 * The feed watcher (src/feed/watcher.ts): one read of the head for every waiter, none while
 * nobody waits; a waiter woken only by a change after its position of a resource it wants; ended
 * by its time, its signal, or the process closing. With the store's commit hints, no read at rest:
 * the head is read when a hint comes, polled while hints are lost or the head read is behind the
 * one hinted, and a commit told between a caller's read and its wait still wakes it.
 */
import { describe, expect, it } from 'vitest';
import { FeedWatcher } from '../../src/feed/watcher.js';

/** A feed in memory: rows of resources, and how often the watcher read it. */
function feed() {
  const rows: string[] = [];
  const reads = { head: 0, resources: 0 };
  return {
    rows,
    reads,
    source: {
      head: async () => {
        reads.head++;
        return rows.length;
      },
      resources: async (after: number, through: number) => {
        reads.resources++;
        return [...new Set(rows.slice(after, through))];
      },
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('FeedWatcher', () => {
  it('reads the head once per tick for a thousand waiters, and not at all without one', async () => {
    const f = feed();
    const watcher = new FeedWatcher(f.source, { pollMs: 20 });
    await sleep(100);
    expect(f.reads.head).toBe(0);
    const waits = Array.from({ length: 1000 }, () => watcher.wait(0, 10_000));
    await sleep(110);
    expect(f.reads.head).toBeGreaterThanOrEqual(3);
    expect(f.reads.head).toBeLessThanOrEqual(7);
    f.rows.push('products');
    expect(await Promise.all(waits)).toEqual(waits.map(() => true));
    const after = f.reads.head;
    await sleep(100);
    expect(f.reads.head).toBe(after);
    expect(watcher.waiting).toBe(0);
  });

  it('wakes a waiter only for a change of a resource it wants, and at once when poked', async () => {
    const f = feed();
    const watcher = new FeedWatcher(f.source, { pollMs: 60_000 });
    let woken = false;
    const products = watcher.wait(0, 5_000, { resources: ['products'] }).then((moved) => (woken = moved));
    const any = watcher.wait(0, 5_000);
    f.rows.push('brands');
    watcher.poke();
    expect(await any).toBe(true);
    await sleep(20);
    expect(woken).toBe(false);
    f.rows.push('products');
    watcher.poke();
    expect(await products).toBe(true);
  });

  it('ends a wait after its time, when its signal aborts, and every wait when closed', async () => {
    const f = feed();
    const watcher = new FeedWatcher(f.source, { pollMs: 10 });
    const started = Date.now();
    expect(await watcher.wait(0, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const controller = new AbortController();
    const aborted = watcher.wait(0, 10_000, { signal: controller.signal });
    controller.abort();
    expect(await aborted).toBe(false);
    const closing = watcher.wait(0, 10_000);
    watcher.close();
    expect(await closing).toBe(false);
    expect(await watcher.wait(0, 10_000)).toBe(false);
    expect(watcher.waiting).toBe(0);
  });

  it('a store that does not answer leaves the waiters waiting until their time', async () => {
    const watcher = new FeedWatcher({ head: async () => { throw new Error('down'); }, resources: async () => [] }, { pollMs: 10 });
    expect(await watcher.wait(0, 100)).toBe(false);
  });

  /** Hints the test gives by hand: `tell(head)` is a commit told, `live` whether they come. */
  function hinted() {
    const f = feed();
    let listener: ((head?: number) => void) | undefined;
    const state = { live: true, opened: 0, closed: 0 };
    const source = {
      ...f.source,
      hints: (committed: (head?: number) => void) => {
        listener = committed;
        state.opened++;
        return { get live() { return state.live; }, close: () => void state.closed++ };
      },
    };
    return { f, state, source, tell: (head?: number) => listener?.(head) };
  }

  it('with live hints, reads the head only when told (and at the slow poll), a thousand waiters alike', async () => {
    const h = hinted();
    const watcher = new FeedWatcher(h.source, { pollMs: 10, hintedPollMs: 60_000, lingerMs: 50 });
    const since = watcher.mark;
    const waits = Array.from({ length: 1000 }, () => watcher.wait(0, 10_000, { since }));
    await sleep(150);
    expect(h.f.reads.head).toBe(0);
    expect(watcher.hinting).toBe(true);
    h.f.rows.push('products');
    h.tell(1);
    expect(await Promise.all(waits)).toEqual(waits.map(() => true));
    expect(h.f.reads.head).toBe(1);
    // The hints linger a while after the last waiter, then close.
    expect(h.state.closed).toBe(0);
    await sleep(120);
    expect(h.state.closed).toBe(1);
  });

  it('polls while the head read is behind the one hinted (a replica catching up), and while hints are lost', async () => {
    const h = hinted();
    const watcher = new FeedWatcher(h.source, { pollMs: 10, hintedPollMs: 60_000 });
    const waiting = watcher.wait(0, 5_000, { since: watcher.mark });
    h.tell(1);
    await sleep(50);
    const behind = h.f.reads.head;
    expect(behind).toBeGreaterThanOrEqual(3);
    h.f.rows.push('products');
    expect(await waiting).toBe(true);
    const lost = watcher.wait(1, 5_000, { since: watcher.mark });
    await sleep(50);
    const settled = h.f.reads.head;
    await sleep(50);
    expect(h.f.reads.head).toBe(settled);
    h.state.live = false;
    h.tell();
    await sleep(50);
    expect(h.f.reads.head).toBeGreaterThanOrEqual(settled + 3);
    h.f.rows.push('products');
    expect(await lost).toBe(true);
    watcher.close();
  });

  it('a commit told between the caller\'s read and its wait wakes it at once', async () => {
    const h = hinted();
    const watcher = new FeedWatcher(h.source, { pollMs: 60_000, hintedPollMs: 60_000 });
    // Opened by a first waiter; the caller then reads (head 0), and a commit is told before it waits.
    void watcher.wait(99, 10, {});
    await sleep(20);
    const since = watcher.mark;
    h.f.rows.push('products');
    h.tell(1);
    const started = Date.now();
    expect(await watcher.wait(0, 5_000, { since })).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    // Nothing told since: the wait does not read.
    const reads = h.f.reads.head;
    const quiet = watcher.wait(1, 100, { since: watcher.mark });
    expect(await quiet).toBe(false);
    expect(h.f.reads.head).toBe(reads);
    watcher.close();
  });
});
