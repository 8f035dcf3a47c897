/**
 * POST /v4/organizations/check/subscription (docs/contract.md §13): managers and administrators;
 * a reader's subscription does not include it (403).
 */
import { type FastifyInstance } from 'fastify';
import { SUBSCRIPTION_CHECK_PERMISSION } from '../../resources/organizations/check-subscription.js';
import { checkSubscriptions } from '../../service/subscription-check.js';
import { type AppDeps } from '../context.js';
import { JSON_TYPE } from '../content-types.js';

export function registerSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/v4/organizations/check/subscription', { config: { permission: SUBSCRIPTION_CHECK_PERMISSION } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await checkSubscriptions(deps.store, deps.service, request.principal!, request.body)));
}
