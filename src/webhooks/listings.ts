/**
 * webhooks/query and webhooks/deliveries/query (docs/webhooks.md "Managing webhooks"): their
 * filters, sort keys and envelope declared as data, planned by the same plan stage as every
 * resource's query (src/query/plan.ts), compiled by the same WHERE compiler, and narrowed to what
 * the caller may manage: its own user's webhooks, as a manager its organization's users', as an
 * administrator all.
 */
import { type CompiledQuery } from 'kysely';
import { type Principal } from '../auth/authenticator.js';
import { type ResourceDecl } from '../query/declare.js';
import { equals, is, oneOf, sortColumn, within, intIds } from '../query/filters.js';
import { type QueryPlan } from '../query/plan.js';
import { and, or, TRUE, type Predicate } from '../query/predicate.js';
import { compileWhere } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { booleanKind, timeKind } from '../query/value-kinds.js';
import { grants } from '../resources/subscription-types/resource.js';
import { DELIVERY_STATUSES, DeliveryAnswer, WebhookAnswer } from './schemas.js';

const listing = (path: string, singular: string, table: string, record: ResourceDecl['record'], filters: ResourceDecl['filters']): ResourceDecl => ({
  path, singular, table, idType: 'integer', record, hidden: [], columns: [], sideTables: [], filters,
  sorts: { id: sortColumn('id') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
});

export const webhookListing = listing('webhooks', 'webhook', 'webhooks', WebhookAnswer, {
  id: equals('id', intIds),
  isEnabled: is('is_enabled', booleanKind),
});

export const deliveryListing = listing('webhooks/deliveries', 'delivery', 'webhook_deliveries', DeliveryAnswer, {
  webhook: equals('webhook_id', intIds),
  status: equals('status', oneOf(DELIVERY_STATUSES)),
  createdAt: within('created_at', timeKind),
});

/** The webhooks the caller may manage. */
export function manageable(principal: Principal): Predicate {
  if (grants(principal.subscriptionType, 'administer')) return TRUE;
  const own: Predicate = { kind: 'in', column: 'user_id', values: [principal.userId] };
  if (!grants(principal.subscriptionType, 'write') || principal.organizationId === null) return own;
  return or([own, { kind: 'lookup', column: 'user_id', table: 'users', key: 'id', target: 'organization', values: [principal.organizationId] }]);
}

/** Every webhook the caller may manage that `where` selects, in id order. */
export const manageableWebhooks = (dialect: SqlDialect, principal: Principal, where: Predicate = TRUE): CompiledQuery =>
  listingQueries(dialect, webhookListing, { where, order: { sort: webhookListing.sorts.id!, direction: 'asc' } }, manageable(principal)).rows;

/** The count and the page's rows of a planned listing, narrowed by `visible`. */
export function listingQueries(dialect: SqlDialect, decl: ResourceDecl, plan: QueryPlan, visible: Predicate): { count: CompiledQuery; rows: CompiledQuery } {
  const where = and([plan.where, visible]);
  const from = () => dialect.db.selectFrom(`${decl.table} as t`).where((eb) => compileWhere(eb, where, dialect, decl));
  let rows = from().selectAll('t').orderBy('t.id', plan.order.direction);
  if (plan.page) rows = rows.offset(plan.page.offset).limit(plan.page.limit);
  return { count: from().select((eb) => eb.fn.countAll().as('n')).compile(), rows: rows.compile() };
}
