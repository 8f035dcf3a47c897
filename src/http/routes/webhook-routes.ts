/**
 * The webhook operations that read, and ping (docs/webhooks.md): webhooks/query, webhooks/find,
 * webhooks/deliveries/query, webhooks/ping. The writes are declared operations
 * (src/command/operations/webhooks.ts) with every other write. Each answer shows only the webhooks
 * the caller may manage; a secret is never shown here.
 */
import { type FastifyInstance } from 'fastify';
import { type Principal } from '../../auth/authenticator.js';
import { ForbiddenError, NotFoundError } from '../../command/errors.js';
import { ValidationError } from '../../query/errors.js';
import { filterPredicate, planRequest, type QueryPlan } from '../../query/plan.js';
import { type ResourceDecl } from '../../query/declare.js';
import { FALSE, type Predicate } from '../../query/predicate.js';
import { checkBody } from '../../resources/common/check-body.js';
import { deliveryListing, listingQueries, manageable, manageableWebhooks, webhookListing } from '../../webhooks/listings.js';
import { WebhookIdBody } from '../../webhooks/schemas.js';
import { deliveryJson, deliveryRow, REFUSED, selectWebhook, webhookJson, webhookRow, type WebhookRow } from '../../webhooks/webhook-rows.js';
import { type AppDeps } from '../context.js';
import { pageHead } from '../page-head.js';
import { readId } from '../read-id.js';
import { JSON_TYPE } from '../content-types.js';

const NOT_FOUND = 'No webhook has this id.';

export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { store } = deps;
  const { dialect } = store;
  const config = { permission: 'read' as const };

  /** A planned listing's answer, narrowed to what the caller may see. */
  const page = async (plan: QueryPlan, decl: ResourceDecl, visible: Predicate, json: (row: Record<string, unknown>) => string) => {
    const { count, rows } = listingQueries(dialect, decl, plan, visible);
    const [[counted], found] = await Promise.all([store.rows<{ n: unknown }>(count), store.rows<Record<string, unknown>>(rows)]);
    return `${pageHead(Number(counted!.n), plan)}${found.map(json).join(',')}]}`;
  };

  /** The webhook the caller names, when it may manage it: 404 when there is none, 403 when it is another's. */
  const managed = async (principal: Principal, id: number): Promise<WebhookRow> => {
    const [raw] = await store.rows<Record<string, unknown>>(manageableWebhooks(dialect, principal, filterPredicate(webhookListing, 'id', id)));
    if (raw) return webhookRow(raw);
    const [any] = await store.rows<Record<string, unknown>>(selectWebhook(dialect, id));
    if (!any) throw new NotFoundError(NOT_FOUND);
    throw new ForbiddenError(REFUSED);
  };

  app.post('/v4/webhooks/query', { config }, async (request, reply) => {
    const plan = planRequest(webhookListing, request.body, 'query');
    const body = await page(plan, webhookListing, manageable(request.principal!), (row) => webhookJson(webhookRow(row)));
    return reply.type(JSON_TYPE).send(body);
  });

  app.get('/v4/webhooks/find', { config }, async (request, reply) => {
    const row = await managed(request.principal!, readId(request, webhookListing.idType) as number);
    return reply.type(JSON_TYPE).send(`{"webhook":${webhookJson(row)}}`);
  });

  app.post('/v4/webhooks/deliveries/query', { config }, async (request, reply) => {
    const plan = planRequest(deliveryListing, request.body, 'query');
    // The deliveries of the webhooks the caller may manage: all for an administrator, else those of
    // its webhooks (a few per user, listed by id; any number of them).
    const scope = manageable(request.principal!);
    const ids = scope.kind === 'const' ? [] : (await store.rows<{ id: unknown }>(manageableWebhooks(dialect, request.principal!))).map((r) => Number(r.id));
    const visible: Predicate = scope.kind === 'const' ? scope : ids.length > 0 ? { kind: 'in', column: 'webhook_id', values: ids } : FALSE;
    const body = await page(plan, deliveryListing, visible, (row) => deliveryJson(deliveryRow(row)));
    return reply.type(JSON_TYPE).send(body);
  });

  app.post('/v4/webhooks/ping', { config }, async (request, reply) => {
    const violations = checkBody(WebhookIdBody, request.body ?? {});
    if (violations.length > 0) throw new ValidationError(violations);
    const row = await managed(request.principal!, (request.body as WebhookIdBody).id);
    const delivery = await deps.deliverer.ping(row);
    return reply.type(JSON_TYPE).send(`{"delivery":${deliveryJson(delivery)}}`);
  });
}
