/**
 * Rolling-window rate limit (docs/contract.md §4): at most `limit` counted requests in any
 * `windowMs`. The state of a key is the list of its counted request times; stores keep it in one
 * row and update it atomically. Pure.
 */
import { type RateDecision } from './store.js';

export function decide(hits: readonly number[], nowMs: number, limit: number, windowMs: number): { decision: RateDecision; hits: number[] | null } {
  const live = hits.filter((t) => t > nowMs - windowMs && t <= nowMs + windowMs);
  if (live.length >= limit) {
    // A refused request is not counted (docs/contract.md §12: a 429 does not count).
    const oldest = live[live.length - limit]!;
    return { decision: { allowed: false, remaining: 0, resetSeconds: secondsUntil(oldest + windowMs, nowMs) }, hits: null };
  }
  live.push(nowMs);
  const oldest = live[0]!;
  return {
    decision: { allowed: true, remaining: limit - live.length, resetSeconds: secondsUntil(oldest + windowMs, nowMs) },
    hits: live,
  };
}

const secondsUntil = (atMs: number, nowMs: number) => Math.max(1, Math.ceil((atMs - nowMs) / 1000));
