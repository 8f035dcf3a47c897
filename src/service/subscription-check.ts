/**
 * POST /v4/organizations/check/subscription (docs/contract.md §13): for each organization the
 * filter matches (the organizations query's filters), the subscription types its enabled users
 * hold now, one entry per type, and its users' API keys, never a secret. A manager sees its own
 * organization only (when the filter matches it); an administrator any. At most MAX_ORGANIZATIONS
 * organizations are checked at once: a broader filter is refused, so that no answer is cut short.
 */
import type Type from 'typebox';
import { type Principal } from '../auth/authenticator.js';
import { isAdministrator } from '../auth/ownership.js';
import { ValidationError } from '../query/errors.js';
import { planRequest } from '../query/plan.js';
import { asObject } from '../query/value-kinds.js';
import { checkBody } from '../resources/common/check-body.js';
import { SubscriptionCheckAnswer, SubscriptionCheckBody } from '../resources/organizations/check-subscription.js';
import { organizations } from '../resources/organizations/resource.js';
import { subscriptionTypeName } from '../resources/subscription-types/resource.js';
import { type Store } from '../store/store.js';
import { type QueryService } from './query-service.js';
import { storedUsers } from './stored-users.js';

export const MAX_ORGANIZATIONS = 250;

/** The answer as declared (the OpenAPI document shows the same schema). */
type Answer = Type.Static<typeof SubscriptionCheckAnswer>;
type Entry = Answer['results'][number]['activeSubscriptions'][number];

export async function checkSubscriptions(store: Store, service: QueryService, principal: Principal, body: unknown): Promise<string> {
  // docs/contract.md §1: `[]` stands for `{}`.
  const sent = (asObject(body ?? {}) ?? body) as SubscriptionCheckBody;
  const violations = checkBody(SubscriptionCheckBody, sent);
  if (violations.length > 0) throw new ValidationError(violations);
  const filter = sent.filter ?? {};
  // A manager: its own organization, if the filter matches it.
  const scoped = isAdministrator(principal) ? filter : { and: [filter, { id: [principal.organizationId ?? 0] }] };
  const plan = planRequest(organizations, { filter: scoped, sorting: { id: 'ASC' }, page: { no: 0, size: MAX_ORGANIZATIONS } }, 'query');
  const page = await service.page(organizations, plan);
  if (page.total > MAX_ORGANIZATIONS) {
    throw new ValidationError([{ path: '/filter', message: `matches ${page.total} organizations; at most ${MAX_ORGANIZATIONS} are checked at once: narrow it` }]);
  }
  const ids = page.rows.map((r) => Number(r.id));
  if (ids.length === 0) return '{"results":[]}';
  const { db } = store.dialect;
  const people = await storedUsers(store, 'organization', ids);
  const keys = people.length === 0 ? [] : await store.rows<Record<string, unknown>>(db.selectFrom('api_keys')
    .select(['id', 'user_id', 'name', 'is_enabled']).where('user_id', 'in', people.map((u) => u.id)).orderBy('id').compile());
  const now = Math.floor(Date.now() / 1000);
  const results: Answer['results'] = page.rows.map((row) => {
    const organization = JSON.parse(row.doc.toString('utf8')) as { id: number; name: string };
    const members = people.filter((u) => u.organization === organization.id);
    const active = new Map<number, Entry>();
    for (const { isEnabled, subscription: s } of members) {
      if (!isEnabled || (s.start !== undefined && s.start > now) || (s.end !== undefined && s.end < now)) continue;
      const start = s.start ?? null;
      const end = s.end ?? null;
      const known = active.get(s.type);
      if (!known) {
        active.set(s.type, { type: s.type, name: subscriptionTypeName(s.type) ?? String(s.type), start, end });
        continue;
      }
      // One entry per type: from the earliest start to the latest end among its holders (null: unbounded).
      known.start = known.start === null || start === null ? null : Math.min(known.start, start);
      known.end = known.end === null || end === null ? null : Math.max(known.end, end);
    }
    const memberIds = new Set(members.map((u) => u.id));
    return {
      organization: organization.id,
      name: organization.name,
      activeSubscriptions: [...active.values()].sort((a, b) => a.type - b.type),
      apiKeys: keys.filter((k) => memberIds.has(Number(k.user_id)))
        .map((k) => ({ id: String(k.id), user: Number(k.user_id), name: String(k.name), isEnabled: Number(k.is_enabled) === 1 })),
    };
  });
  return JSON.stringify({ results });
}
