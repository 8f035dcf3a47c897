/**
 * The feed watcher (src/feed/watcher.ts): one read of the head for every waiter, none while
 * nobody waits; a waiter woken only by a change after its position of a resource it wants; ended
 * by its time, its signal, or the process closing.
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
    const watcher = new FeedWatcher(f.source, 20);
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
    const watcher = new FeedWatcher(f.source, 60_000);
    let woken = false;
    const products = watcher.wait(0, 5_000, undefined, ['products']).then((moved) => (woken = moved));
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
    const watcher = new FeedWatcher(f.source, 10);
    const started = Date.now();
    expect(await watcher.wait(0, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const controller = new AbortController();
    const aborted = watcher.wait(0, 10_000, controller.signal);
    controller.abort();
    expect(await aborted).toBe(false);
    const closing = watcher.wait(0, 10_000);
    watcher.close();
    expect(await closing).toBe(false);
    expect(await watcher.wait(0, 10_000)).toBe(false);
    expect(watcher.waiting).toBe(0);
  });

  it('a store that does not answer leaves the waiters waiting until their time', async () => {
    const watcher = new FeedWatcher({ head: async () => { throw new Error('down'); }, resources: async () => [] }, 10);
    expect(await watcher.wait(0, 100)).toBe(false);
  });
});
