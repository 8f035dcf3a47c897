/**
 * What the webhook operations need of the server beyond the store: the box that seals secrets,
 * the guard of destinations, the feed's identity (a new webhook starts at the current position),
 * and a nudge for the deliverer after a write that gives it work.
 */
import { type FeedIdentity } from '../feed/position.js';
import { type DestinationGuard } from './destination.js';
import { type SecretBox } from './secret-box.js';

export interface WebhookServices {
  box: SecretBox;
  guard: DestinationGuard;
  identity(): Promise<FeedIdentity>;
}
