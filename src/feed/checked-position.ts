/**
 * Whether a position a request names can be followed (docs/api.md "Following changes"): not a
 * position at all (altered, cut short, made up) is a 422 at its member; another store's, another
 * epoch's (a sandbox reset) or one older than the kept history is a 410. For the feed's requests
 * and for a webhook's redelivery alike.
 */
import { ValidationError } from '../query/errors.js';
import { PositionExpiredError } from './errors.js';
import { type FeedHead } from './feed-sql.js';
import { decodePosition, type FeedIdentity, type Position } from './position.js';

export const EXPIRED_MESSAGE = 'This position is older than the changes the server keeps, from before a sandbox reset, or of another store; '
  + 'take the catalogue again with a stream and follow from the position its answer names.';

/** The position `value` names; 422 at `path` when it is none, 410 when it is another store's. */
export function checkedPosition(identity: FeedIdentity, value: string, path: string): Position {
  const position = decodePosition(identity, value);
  if (position === 'malformed') {
    throw new ValidationError([{ path, message: 'is not a position: send one as a change feed answer, a stream\'s X-Catalog-Position header or a webhook batch gave it, unchanged' }]);
  }
  if (position === 'other-store') throw new PositionExpiredError(EXPIRED_MESSAGE);
  return position;
}

/** A position that has lost changes: of another epoch, or before the oldest change kept. */
export const isExpired = (position: Position, head: FeedHead): boolean => position.epoch !== head.epoch || position.seq < head.pruned;
