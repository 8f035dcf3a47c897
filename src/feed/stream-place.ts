/**
 * Where a products or media stream stands in the change feed (docs/api.md "Streams that resume"):
 * the cursor it resumes after, if any, and, once its snapshot has read the feed's head, the
 * position its lines are as of (a resumed stream repeats its first request's) and the writer of
 * its lines' cursors. Knows neither HTTP nor a driver.
 */
import { type QueryPlan } from '../query/plan.js';
import { type Store } from '../store/store.js';
import { CursorWriter, fingerprintOf, readCursor, type StreamCursor } from './cursor.js';
import { PositionExpiredError } from './errors.js';
import { type FeedHead } from './feed-sql.js';
import { feedIdentity } from './identity.js';
import { encodePosition, type FeedIdentity } from './position.js';

export class StreamPlace {
  private constructor(private readonly identity: FeedIdentity, private readonly fingerprint: string, readonly resume?: StreamCursor) {}

  /** The place of a stream request of resource `path`: its `after` read as a cursor of this very request (else 422). */
  static async of(store: Store, path: string, plan: QueryPlan): Promise<StreamPlace> {
    const identity = await feedIdentity(store);
    const fingerprint = fingerprintOf(identity, path, plan);
    return new StreamPlace(identity, fingerprint, plan.after === undefined ? undefined : readCursor(identity, fingerprint, plan.after));
  }

  /**
   * The position (`X-Catalog-Position`) and the cursor writer of a stream whose snapshot read
   * `head`; 410 for a cursor from before a sandbox reset.
   */
  at(head: FeedHead): { position: string; cursors: CursorWriter } {
    const { resume } = this;
    if (resume && resume.epoch !== head.epoch) {
      throw new PositionExpiredError('The catalogue was replaced (a sandbox reset) since this cursor was sent; take the stream again from its start.');
    }
    const [seq, epoch] = resume ? [resume.positionSeq, resume.epoch] : [head.head, head.epoch];
    return { position: encodePosition(this.identity, seq, epoch), cursors: new CursorWriter(this.identity, this.fingerprint, seq, epoch) };
  }
}
