/**
 * Positions (docs/api.md "Following changes"): an opaque, URL-safe string naming a point in the
 * store's history of committed changes: the last change row before it (`seq`), the store's epoch
 * (moved by a sandbox reset) and the store's id, checked with the store's key (seal.ts). Pure:
 * whether a position is still good (kept history, this store, this epoch) is decided by the reader.
 */
import { seal } from './seal.js';

export interface Position {
  /** The last change row the position has seen (0: none). */
  seq: number;
  epoch: number;
  storeId: string;
}

/** What makes positions this store's own: its id and its key. */
export interface FeedIdentity { storeId: string; key: string }

const VERSION = '1';
/** docs/contract.md §17: a position is at most 200 characters; these are about 50. */
export const MAX_POSITION = 200;

export function encodePosition(identity: FeedIdentity, seq: number, epoch: number): string {
  const text = `${VERSION}.${seq.toString(36)}.${epoch.toString(36)}.${identity.storeId}`;
  return `${text}.${seal(identity.key, text)}`;
}

/** Why a string is not a good position here. */
export type PositionProblem = 'malformed' | 'other-store';

const SHAPE = /^1\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{11})$/;

/**
 * The position a string names, or why it names none: `malformed` (not a position, or altered:
 * 422), `other-store` (a position of another store: 410).
 */
export function decodePosition(identity: FeedIdentity, value: string): Position | PositionProblem {
  if (value.length > MAX_POSITION) return 'malformed';
  const match = SHAPE.exec(value);
  if (!match) return 'malformed';
  const [, seq, epoch, storeId, check] = match;
  if (storeId !== identity.storeId) return 'other-store';
  if (seal(identity.key, value.slice(0, value.length - check!.length - 1)) !== check) return 'malformed';
  const out = { seq: parseInt(seq!, 36), epoch: parseInt(epoch!, 36), storeId: storeId! };
  return Number.isSafeInteger(out.seq) && Number.isSafeInteger(out.epoch) ? out : 'malformed';
}
