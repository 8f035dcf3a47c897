/**
 * The body of organizations/check/subscription (decisions section 13): the organizations query's
 * filter, read by its planner.
 */
import Type from 'typebox';
import { Doc, StrictObject } from '../common/schema.js';

export const SubscriptionCheckBody = StrictObject({
  filter: Doc(Type.Optional(Type.Unknown()), 'The organizations to check, as the organizations query filters them; left out: all.'),
});
export type SubscriptionCheckBody = Type.Static<typeof SubscriptionCheckBody>;
