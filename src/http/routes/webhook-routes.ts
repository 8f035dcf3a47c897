/**
 * The webhook operations that read, and ping (docs/webhooks.md): webhooks/query, webhooks/find,
 * webhooks/deliveries/query, webhooks/ping. The writes are declared operations
 * (src/command/operations/webhooks.ts) with every other write. Each answer shows only the webhooks
 * the caller may manage; a secret is never shown here.
 */
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Principal } from '../../auth/authenticator.js';
import { ForbiddenError, NotFoundError } from '../../command/errors.js';
import { ValidationError, Violations } from '../../query/errors.js';
import { planRequest } from '../../query/plan.js';
import { and, FALSE, type Predicate } from '../../query/predicate.js';
import { findIdKind } from '../../query/value-kinds.js';
import { checkBody } from '../../resources/common/check-body.js';
import { deliveryListing, listingQueries, manageable, webhookListing } from '../../webhooks/listings.js';
import { WebhookIdBody } from '../../webhooks/schemas.js';
import { deliveryJson, deliveryRow, selectWebhook, webhookJson, webhookRow, type WebhookRow } from '../../webhooks/webhook-rows.js';
import { type AppDeps } from '../context.js';
import { JSON_TYPE } from '../content-types.js';

const NOT_FOUND = 'No webhook has this id.';

export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { store } = deps;
  const { dialect } = store;
  const config = { permission: 'read' as const };

  /** `{"meta":{"total":…,"page":…},"results":[…]}` of a planned listing. */
  const page = async (plan: ReturnType<typeof planRequest>, decl: typeof webhookListing, visible: Predicate, json: (row: Record<string, unknown>) => string) => {
    const { count, rows } = listingQueries(dialect, decl, plan, visible);
    const [[counted], found] = await Promise.all([store.rows<{ n: unknown }>(count), store.rows<Record<string, unknown>>(rows)]);
    const paged = plan.page ? `,"page":{"no":${plan.page.no},"offset":${plan.page.offset},"size":${plan.page.size}}` : '';
    return `{"meta":{"total":${Number(counted!.n)}${paged}},"results":[${found.map(json).join(',')}]}`;
  };

  /** The webhook the caller names, when it may manage it: 404 when there is none, 403 when it is another's. */
  const managed = async (principal: Principal, id: number): Promise<WebhookRow> => {
    const visible = listingQueries(dialect, webhookListing, { where: { kind: 'in', column: 'id', values: [id] }, order: { sort: webhookListing.sorts.id!, direction: 'asc' } }, manageable(principal));
    const [raw] = await store.rows<Record<string, unknown>>(visible.rows);
    if (raw) return webhookRow(raw);
    const [any] = await store.rows<Record<string, unknown>>(selectWebhook(dialect, id));
    if (!any) throw new NotFoundError(NOT_FOUND);
    throw new ForbiddenError('You may manage only your own webhooks, or as a manager those of your organization\'s users.');
  };

  app.post('/v4/webhooks/query', { config }, async (request, reply) => {
    const plan = planRequest(webhookListing, request.body, 'query');
    const body = await page(plan, webhookListing, manageable(request.principal!), (row) => webhookJson(webhookRow(row)));
    return reply.type(JSON_TYPE).send(body);
  });

  app.get('/v4/webhooks/find', { config }, async (request, reply) => {
    const row = await managed(request.principal!, readId(request));
    return reply.type(JSON_TYPE).send(`{"webhook":${webhookJson(row)}}`);
  });

  app.post('/v4/webhooks/deliveries/query', { config }, async (request, reply) => {
    const plan = planRequest(deliveryListing, request.body, 'query');
    // The deliveries of the webhooks the caller may manage (a few per user: their ids are listed).
    const mine = listingQueries(dialect, webhookListing, { where: and([]), order: { sort: webhookListing.sorts.id!, direction: 'asc' } }, manageable(request.principal!));
    const ids = (await store.rows<{ id: unknown }>(mine.rows)).map((r) => Number(r.id));
    const body = await page(plan, deliveryListing, ids.length > 0 ? { kind: 'in', column: 'webhook_id', values: ids } : FALSE, (row) => deliveryJson(deliveryRow(row)));
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

function readId(request: FastifyRequest): number {
  const raw = (request.query as Record<string, unknown>).id;
  const violations = new Violations();
  const id = findIdKind('integer').parse(Array.isArray(raw) ? raw[0] : raw, '/query/id', violations);
  violations.throwIfAny();
  return id as number;
}
