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
import { seal, Sealer } from './seal.js';

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

/**
 * A cursor: `c2.<position>.<epoch>.<fingerprint>.<segment>.<index>.<key>.<id>.<check>`, numbers in
 * base 36, the key and id each a field of its own kind (`field`), the check over all before it.
 * Nothing but plain characters and one hash a line: the cursor costs a stream under 5% (docs/performance.md).
 */
const SHAPE = /^c2\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{11})\.([0-9a-z]{1,4})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{11})$/;
const PLAIN = /^[A-Za-z0-9]{1,300}$/;

/**
 * A sort value or id as a field: `s` and the text when it is letters and digits only (ids, codes,
 * names' keys mostly), `n` and base 36 for a non-negative integer, `i` for a key equal to the id,
 * `z` for none, else `j` and the base64url of its JSON.
 */
function field(value: unknown): string {
  if (typeof value === 'string' && PLAIN.test(value)) return `s${value}`;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return `n${value.toString(36)}`;
  if (value === null || value === undefined) return 'z';
  return `j${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
}

const NOT_A_FIELD = Symbol('not a field');

function readField(text: string): unknown {
  const rest = text.slice(1);
  switch (text[0]) {
    case 's': return PLAIN.test(rest) ? rest : NOT_A_FIELD;
    case 'n': {
      const n = /^[0-9a-z]{1,11}$/.test(rest) ? parseInt(rest, 36) : Number.NaN;
      return Number.isSafeInteger(n) ? n : NOT_A_FIELD;
    }
    case 'z': return rest === '' ? null : NOT_A_FIELD;
    case 'j':
      try {
        return JSON.parse(Buffer.from(rest, 'base64url').toString('utf8')) as unknown;
      } catch {
        return NOT_A_FIELD;
      }
    default: return NOT_A_FIELD;
  }
}

/** Writes the cursors of one stream's lines: the constant part, and its share of the check, once. */
export class CursorWriter {
  private readonly prefix: string;
  private readonly sealer: Sealer;

  constructor(identity: FeedIdentity, fingerprint: string, positionSeq: number, epoch: number) {
    this.prefix = `c2.${positionSeq.toString(36)}.${epoch.toString(36)}.${fingerprint}.`;
    this.sealer = new Sealer(identity.key, this.prefix);
  }

  cursor(segment: number, index: number, key: unknown, id: string | number): string {
    const rest = `${segment.toString(36)}.${index.toString(36)}.${key === id ? 'i' : field(key)}.${field(id)}`;
    return `${this.prefix}${rest}.${this.sealer.seal(rest)}`;
  }
}

const refuse = (): never => {
  throw new ValidationError([{ path: '/after', message: 'is not a cursor of this stream: send the `meta.cursor` of one of its lines, as it was sent, with the same filter and sorting' }]);
};

/** The place a cursor names, if it is one of this store's for this very request; else 422 at /after. */
export function readCursor(identity: FeedIdentity, fingerprint: string, value: string): StreamCursor {
  const match = SHAPE.exec(value);
  if (!match) return refuse();
  const [, seq, epoch, print, segment, index, key, id, check] = match;
  if (seal(identity.key, value.slice(0, value.length - check!.length - 1)) !== check || print !== fingerprint) return refuse();
  const idValue = readField(id!);
  const keyValue = key === 'i' ? idValue : readField(key!);
  if (idValue === NOT_A_FIELD || keyValue === NOT_A_FIELD || (typeof idValue !== 'string' && typeof idValue !== 'number')) return refuse();
  const place = { segment: parseInt(segment!, 36), index: parseInt(index!, 36), positionSeq: parseInt(seq!, 36), epoch: parseInt(epoch!, 36) };
  if (!Object.values(place).every(Number.isSafeInteger)) return refuse();
  return { ...place, key: keyValue, id: idValue };
}
