/**
 * The catalogue's time window. Every timestamp is an integer of unix seconds between 2015-01-01 and
 * 2026-06-01 (both UTC), and `meta.updatedAt` is never before `meta.createdAt`.
 */
import type { Prng } from './prng.js';

export const TIME_START = 1_420_070_400; // 2015-01-01T00:00:00Z
export const TIME_END = 1_780_272_000; // 2026-06-01T00:00:00Z
export const DAY = 86_400;

export interface MetaTimes {
  createdAt: number;
  updatedAt: number;
}

/** A time in [from, to], clamped to the window. */
export function timeBetween(rng: Prng, from: number, to: number): number {
  const lo = Math.max(TIME_START, Math.min(from, TIME_END));
  const hi = Math.max(lo, Math.min(to, TIME_END));
  return rng.range(lo, hi);
}

/**
 * A meta created in [from, to] and, with probability `touched`, updated later (up to `until`); an
 * untouched record has updatedAt = createdAt, as freshly imported data does.
 */
export function metaBetween(rng: Prng, from: number, to: number, touched = 0.7, until = TIME_END): MetaTimes {
  const createdAt = timeBetween(rng, from, to);
  const updatedAt = rng.chance(touched) ? timeBetween(rng, createdAt, until) : createdAt;
  return { createdAt, updatedAt };
}
