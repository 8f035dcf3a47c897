/**
 * Long work on the event loop cut into slices of a few milliseconds: a count of items is no bound
 * (one record of a follow or one posting list can cost ten times another), so slices are timed.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Longest a slice of work holds the event loop. */
export const SLICE_MS = 4;

/** A pause to call between items: it lets the event loop turn once the slice has run SLICE_MS. */
export function timeSlices(): () => Promise<void> | undefined {
  let start = performance.now();
  return () => {
    if (performance.now() - start <= SLICE_MS) return undefined;
    return yieldToLoop().then(() => { start = performance.now(); });
  };
}
