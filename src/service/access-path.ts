/**
 * Which way to read a page (src/query/sql/compile.ts): walk the order's index and probe each
 * record, or collect the matches through the filter's indexes and sort them. Walking is right
 * when matches are common enough that offset + limit of them come soon: it reads about
 * (offset + limit) x records / matches rows, against `matches` rows plus a sort for the other
 * way. The counts are known before the page is read (meta.total), so the choice is free.
 */
import { type AccessPath } from '../query/sql/compile.js';

/** Rows walked in order may cost this many times a collected row before sorting wins. */
const WALK_ADVANTAGE = 2;

export function accessPath(matches: number, records: number, offset: number, limit: number): AccessPath {
  if (matches === 0 || records === 0) return 'filter';
  const walked = ((offset + limit) * records) / matches;
  return walked <= matches * WALK_ADVANTAGE ? 'order' : 'filter';
}
