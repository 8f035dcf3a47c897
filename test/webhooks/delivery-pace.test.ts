/**
 * Deliveries yield to the API's requests (src/webhooks/delivery-pace.ts): the wait between two
 * batches of a webhook grows with the event loop's business, only while requests come in.
 */
import { describe, expect, it } from 'vitest';
import { DeliveryPace, PACE, pauseAfter } from '../../src/webhooks/delivery-pace.js';

const spin = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;) { /* the loop busy */ }
};

describe('the delivery pace', () => {
  it('waits nothing without requests, or below the busy mark, or without a measure', () => {
    expect(pauseAfter(20, 1, false)).toBe(0);
    expect(pauseAfter(20, PACE.busyFrom, true)).toBe(0);
    expect(pauseAfter(20, Number.NaN, true)).toBe(0);
  });

  it('waits up to `most` times the batch, in proportion to the business above the mark, counting at most longestBatchMs', () => {
    expect(pauseAfter(20, 1, true)).toBe(20 * PACE.most);
    const halfway = PACE.busyFrom + (1 - PACE.busyFrom) / 2;
    expect(pauseAfter(20, halfway, true)).toBe(Math.round(20 * PACE.most / 2));
    expect(pauseAfter(10 * PACE.longestBatchMs, 1, true)).toBe(PACE.longestBatchMs * PACE.most);
  });

  it('measures the loop and the requests begun over each window', async () => {
    let begun = 0;
    const pace = new DeliveryPace(() => begun, { ...PACE, windowMs: 50 });
    // A loop kept busy while requests come in: batches wait.
    begun++;
    spin(120);
    expect(pace.pause(10)).toBeGreaterThan(10 * PACE.most / 2);
    // The same business without a request begun: no wait.
    spin(120);
    expect(pace.pause(10)).toBe(0);
    // Requests, but a loop at rest: no wait.
    begun++;
    await new Promise((r) => setTimeout(r, 120));
    expect(pace.pause(10)).toBe(0);
  });
});
