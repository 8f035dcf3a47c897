/**
 * Deliveries yield to the API's requests (src/webhooks/delivery-pace.ts): while requests come in
 * and the event loop is busy, batches take turns and wait in proportion to the loop's business.
 */
import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { business, DeliveryPace, PACE, pauseAfter, type Turn } from '../../src/webhooks/delivery-pace.js';

const spin = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;) { /* the loop busy */ }
};

describe('the delivery pace', () => {
  it('counts the API busy when requests come in fast, or come in while the loop is busy', () => {
    expect(business(0, 1)).toBe(0);
    expect(business(Number.NaN, 1)).toBe(0);
    expect(business(PACE.busyRate, 0)).toBe(1);
    expect(business(1, PACE.busyFrom)).toBe(0);
    expect(business(1, Number.NaN)).toBe(0);
    expect(business(1, PACE.busyFrom + (1 - PACE.busyFrom) / 2)).toBe(0.5);
    expect(business(1, 1)).toBe(1);
  });

  it('waits up to `most` times the batch, in proportion to the business, counting at most longestBatchMs', () => {
    expect(pauseAfter(20, 0)).toBe(0);
    expect(pauseAfter(20, 1)).toBe(20 * PACE.most);
    expect(pauseAfter(20, 0.5)).toBe(Math.round(20 * PACE.most / 2));
    expect(pauseAfter(10 * PACE.longestBatchMs, 1)).toBe(PACE.longestBatchMs * PACE.most);
  });

  it('at rest every batch begins at once; while busy, one at a time, each after the wait its predecessor left', async () => {
    let begun = 0;
    const pace = new DeliveryPace(() => begun, { ...PACE, windowMs: 300 });
    await sleep(320);
    const [a, b] = await Promise.all([pace.enter(), pace.enter()]);
    expect([a.busy, b.busy]).toEqual([false, false]);
    a.leave(true);
    b.leave(true);
    // Requests begun and a loop kept busy over a window: batches take turns.
    begun++;
    spin(320);
    const first = await pace.enter();
    expect(first.busy).toBe(true);
    let second: Turn | undefined;
    const entering = pace.enter().then((turn) => { second = turn; });
    await sleep(20);
    expect(second).toBeUndefined();
    const work = performance.now();
    spin(10);
    first.leave(true);
    const left = performance.now();
    await entering;
    // About `most` times the batch's own time (and the 20 ms it waited before) at a loop busy all the time.
    expect(performance.now() - left).toBeGreaterThanOrEqual((left - work) * PACE.most * 0.8);
    // Caught up, with nobody waiting: the next batch need not wait.
    second!.leave(false);
    const third = performance.now();
    (await pace.enter()).leave(false);
    expect(performance.now() - third).toBeLessThan(20);
  });

  it('busy needs both: requests begun and a loop busy over the window', async () => {
    let begun = 0;
    const pace = new DeliveryPace(() => begun, { ...PACE, windowMs: 50 });
    begun++;
    spin(120);
    expect(pace.busy).toBe(true);
    // The same business without a request begun: not busy.
    spin(120);
    expect(pace.busy).toBe(false);
    // Requests, but a loop at rest: not busy.
    begun++;
    await sleep(120);
    expect(pace.busy).toBe(false);
  });
});
