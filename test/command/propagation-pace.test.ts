/**
 * The background propagation's pace (src/command/propagation/background.ts): the pause between
 * batches grows with how busy the server's event loop was, from none at half busy or less to the
 * longest when the loop never rests.
 */
import { describe, expect, it } from 'vitest';
import { pauseFor } from '../../src/command/propagation/background.js';

describe('propagation pace', () => {
  it('pauses longer the busier the event loop was, within bounds', () => {
    expect(pauseFor(0)).toBe(0);
    expect(pauseFor(0.5)).toBe(0);
    expect(pauseFor(0.75)).toBe(30);
    expect(pauseFor(1)).toBe(60);
    expect(pauseFor(1.2)).toBe(60);
    expect(pauseFor(Number.NaN)).toBe(0);
    let last = -1;
    for (let u = 0; u <= 1; u += 0.01) {
      expect(pauseFor(u)).toBeGreaterThanOrEqual(last);
      last = pauseFor(u);
    }
  });
});
