/**
 * The body of organizations/check/subscription (docs/contract.md §13): the organizations query's
 * filter, read by its planner.
 */
import Type from 'typebox';
import { Doc, StrictObject } from '../common/schema.js';
import { type Permission } from '../subscription-types/resource.js';

/** What the caller's subscription must grant (docs/contract.md §13: managers and administrators). */
export const SUBSCRIPTION_CHECK_PERMISSION: Permission = 'write';

export const SubscriptionCheckBody = StrictObject({
  filter: Doc(Type.Optional(Type.Unknown()), 'The organizations to check, as the organizations query filters them; left out: all.'),
});
export type SubscriptionCheckBody = Type.Static<typeof SubscriptionCheckBody>;

/** What organizations/check/subscription answers: per organization, its subscriptions now and its keys (never a secret). */
export const SubscriptionCheckAnswer = StrictObject({
  results: Type.Array(StrictObject({
    organization: Doc(Type.Integer({ minimum: 1 }), 'ID of the organization.'),
    name: Doc(Type.String(), 'Its name.'),
    activeSubscriptions: Doc(Type.Array(StrictObject({
      type: Doc(Type.Integer({ minimum: 1 }), 'The subscription type\'s id.'),
      name: Doc(Type.String(), 'Its name: reader, manager, administrator.'),
      start: Doc(Type.Union([Type.Integer(), Type.Null()]), 'When the earliest such subscription began (unix seconds), or null.'),
      end: Doc(Type.Union([Type.Integer(), Type.Null()]), 'When the last one ends (unix seconds), or null when open-ended.'),
    })), 'The subscription types its enabled users hold now, one entry per type.'),
    apiKeys: Doc(Type.Array(StrictObject({
      id: Type.String(),
      user: Type.Integer({ minimum: 1 }),
      name: Type.String(),
      isEnabled: Type.Boolean(),
    })), 'Its users\' API keys, never a secret.'),
  })),
});
