/**
 * The change feed's read ahead (src/feed/read-ahead.ts): an answer held for the request that
 * follows a page with `more`, taken once, by that request only (position, limit and resources),
 * never for a webhook's batch, dropped after its time or when more are held than allowed, and
 * given up when its read failed.
 */
import { describe, expect, it } from 'vitest';
import { ReadAhead } from '../../src/feed/read-ahead.js';
import { type ChangesAnswer, type ChangesRequest } from '../../src/feed/read-changes.js';

const at = (seq: number, extra: Partial<ChangesRequest> = {}): ChangesRequest => ({ after: { seq, epoch: 2, storeId: 'abc' }, limit: 100, ...extra });
const answerAt = (position: number): ChangesAnswer => ({ head: { head: position + 10, epoch: 2, pruned: 0 }, position, more: true, changes: [] });

describe('read ahead', () => {
  it('holds the answer for the same position, limit and resources, taken once', async () => {
    const ahead = new ReadAhead();
    let reads = 0;
    ahead.start(at(5, { resources: ['products'] }), async () => {
      reads++;
      return answerAt(9);
    });
    // Started once: the same request again is not read twice.
    ahead.start(at(5, { resources: ['products'] }), async () => answerAt(99));
    expect(ahead.size).toBe(1);
    for (const other of [at(6, { resources: ['products'] }), at(5), at(5, { resources: ['brands'] }), at(5, { resources: ['products'], limit: 10 }),
      { ...at(5, { resources: ['products'] }), after: { seq: 5, epoch: 3, storeId: 'abc' } }]) {
      expect(ahead.take(other)).toBeUndefined();
    }
    expect((await ahead.take(at(5, { resources: ['products'] })))?.position).toBe(9);
    expect(ahead.take(at(5, { resources: ['products'] }))).toBeUndefined();
    expect(reads).toBe(1);
    expect(ahead.size).toBe(0);
  });

  it('never reads ahead a batch sent again through a given row, or a request without a position', () => {
    const ahead = new ReadAhead();
    ahead.start(at(5, { through: 50 }), async () => answerAt(9));
    ahead.start({ after: null, limit: 100 }, async () => answerAt(9));
    expect(ahead.size).toBe(0);
    expect(ahead.take(at(5, { through: 50 }))).toBeUndefined();
  });

  it('drops an answer held past its time, and the oldest when more are held than allowed', async () => {
    let now = 1_000;
    const ahead = new ReadAhead(3, 500, () => now);
    ahead.start(at(1), async () => answerAt(1));
    now += 501;
    expect(ahead.take(at(1))).toBeUndefined();
    for (const seq of [10, 20, 30, 40]) ahead.start(at(seq), async () => answerAt(seq));
    expect(ahead.size).toBe(3);
    expect(ahead.take(at(10))).toBeUndefined();
    expect((await ahead.take(at(40)))?.position).toBe(40);
    expect((await ahead.take(at(20)))?.position).toBe(20);
  });

  it('a read that failed is taken as none, and settled waits for every read under way', async () => {
    const ahead = new ReadAhead();
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    let ended = false;
    ahead.start(at(1), async () => {
      throw new Error('the store went away');
    });
    ahead.start(at(2), async () => {
      await slow;
      ended = true;
      return answerAt(2);
    });
    const settled = ahead.settled();
    setTimeout(finish, 20);
    await settled;
    expect(ended).toBe(true);
    expect(await ahead.take(at(1))).toBeUndefined();
    expect((await ahead.take(at(2)))?.position).toBe(2);
  });
});
