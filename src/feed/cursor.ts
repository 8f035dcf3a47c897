/**
 * Stream cursors (docs/api.md "Streams that resume"): every line of a products or media stream
 * carries one; the same request with `"after": cursor` continues after that line. A cursor holds
 * the line's place in the order (segment, sort value, id), its index, the request it belongs to (a
 * fingerprint of filter and sorting) and the position the first request was taken at, all checked
 * with the store's key (seal.ts): no server state, so it holds across restarts and processes.
 * Pure.
 */
import { ValidationError } from '../query/errors.js';
import { type QueryPlan } from '../query/plan.js';
import { type FeedIdentity } from './position.js';
import { seal } from './seal.js';

/** Where a stream resumes: after this line. */
export interface StreamCursor {
  /** The position the first request's answer named (`X-Catalog-Position`): repeated on resumption. */
  positionSeq: number;
  epoch: number;
  /** The order segment of the line (src/query/sql/segments.ts), its sort value and id. */
  segment: number;
  key: unknown;
  id: string | number;
  /** The line's `meta.index`: the resumed stream goes on from the next. */
  index: number;
}

/** What a cursor is checked against: another filter or sorting makes another fingerprint. */
export const fingerprintOf = (identity: FeedIdentity, path: string, plan: QueryPlan): string =>
  seal(identity.key, JSON.stringify([path, plan.where, plan.order.sort, plan.order.direction, plan.order.locale ?? null]));

const SHAPE = /^c1\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{11})$/;

/** Writes the cursors of one stream's lines: the constant part once, each line's own part after. */
export class CursorWriter {
  private readonly prefix: string;

  constructor(private readonly identity: FeedIdentity, fingerprint: string, positionSeq: number, epoch: number) {
    this.prefix = `c1.${positionSeq.toString(36)}.${epoch.toString(36)}.${fingerprint}.`;
  }

  cursor(segment: number, index: number, key: unknown, id: string | number): string {
    const text = this.prefix + Buffer.from(JSON.stringify([segment, index, key, id])).toString('base64url');
    return `${text}.${seal(this.identity.key, text)}`;
  }
}

const refuse = (): never => {
  throw new ValidationError([{ path: '/after', message: 'is not a cursor of this stream: send the `meta.cursor` of one of its lines, as it was sent, with the same filter and sorting' }]);
};

/** The place a cursor names, if it is one of this store's for this very request; else 422 at /after. */
export function readCursor(identity: FeedIdentity, fingerprint: string, value: string): StreamCursor {
  const match = SHAPE.exec(value);
  if (!match) return refuse();
  const [, seq, epoch, print, body, check] = match;
  if (seal(identity.key, value.slice(0, value.length - check!.length - 1)) !== check || print !== fingerprint) return refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
  } catch {
    return refuse();
  }
  if (!Array.isArray(parts) || parts.length !== 4) return refuse();
  const [segment, index, key, id] = parts as [unknown, unknown, unknown, unknown];
  if (!Number.isSafeInteger(segment) || !Number.isSafeInteger(index) || (typeof id !== 'string' && typeof id !== 'number')) return refuse();
  return { positionSeq: parseInt(seq!, 36), epoch: parseInt(epoch!, 36), segment: segment as number, key, id, index: index as number };
}
