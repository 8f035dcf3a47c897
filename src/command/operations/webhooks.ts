/**
 * The webhook operations that write (docs/webhooks.md): create, update, delete, rotate-secret and
 * redeliver. A webhook belongs to the user whose key created it; a key manages its own user's
 * webhooks, a manager those of its organization's users, an administrator all (ownership.ts
 * `managesUser`). Secrets are sealed before they are stored (src/webhooks/secret-box.ts) and shown
 * only in the answers of create and rotate-secret. A URL is checked (src/webhooks/destination.ts)
 * before the transaction, so that a slow DNS answer never holds the store's write lock.
 */
import { headOf, headQuery } from '../../feed/feed-sql.js';
import { PositionExpiredError } from '../../feed/errors.js';
import { encodePosition } from '../../feed/position.js';
import { checkedPosition, EXPIRED_MESSAGE, isExpired } from '../../feed/checked-position.js';
import { ValidationError } from '../../query/errors.js';
import { type UserRecord } from '../../resources/users/record.js';
import { users } from '../../resources/users/resource.js';
import { type StoredState } from '../../store/store.js';
import { newWebhookSecret } from '../../webhooks/secret-box.js';
import {
  FOLLOWED, WEBHOOK_BODIES, WebhookAnswer, WebhookIdBody, WebhookRedeliverBody, type WebhookCreateBody, type WebhookUpdateBody,
} from '../../webhooks/schemas.js';
import { type WebhookServices } from '../../webhooks/services.js';
import { REFUSED, selectWebhook, webhookJson, webhookRow, type WebhookRow } from '../../webhooks/webhook-rows.js';
import { command, type CommandContext, type CommandDecl } from '../declare.js';
import { isAdministrator, managesUser } from '../../auth/ownership.js';

const WEBHOOKS = 'webhooks';
/** docs/webhooks.md: after a rotation the old secret signs beside the new one for a day. */
export const OLD_SECRET_SECONDS = 24 * 3600;

function services(webhooks: WebhookServices | undefined): WebhookServices {
  if (!webhooks) throw new Error('webhook operations need the server\'s webhook services');
  return webhooks;
}

/** A URL a webhook may send to, checked before the transaction; 422 at /webhook/url if not. */
async function checkedUrl(webhooks: WebhookServices | undefined, url: string | undefined): Promise<undefined> {
  if (url === undefined) return undefined;
  const check = await services(webhooks).guard.check(url);
  if (!check.ok) throw new ValidationError([{ path: '/webhook/url', message: check.problem }]);
  return undefined;
}


/** Why the caller may not manage this webhook, or undefined. */
async function refusal(ctx: CommandContext, row: WebhookRow): Promise<string | undefined> {
  const owner = (await ctx.writer.read(users, row.user_id))?.record as UserRecord | undefined;
  // A webhook whose user is gone: only an administrator may still manage it.
  if (!owner) return isAdministrator(ctx.principal) ? undefined : REFUSED;
  return managesUser(ctx.principal, owner) ? undefined : REFUSED;
}

async function loadWebhook(ctx: CommandContext, id: string | number): Promise<StoredState | undefined> {
  const [raw] = await ctx.writer.run(selectWebhook(ctx.dialect, Number(id)));
  if (!raw) return undefined;
  const row = webhookRow(raw);
  return { record: row as unknown as Record<string, unknown>, doc: webhookJson(row) };
}

const rowOf = (state: StoredState) => state.record as unknown as WebhookRow;

/** An operation on one webhook, by the body's `id`: 404 when there is none, 403 unless the caller manages it. */
const onWebhook = <I extends { id: number }>(): Pick<CommandDecl<I>, 'target' | 'authorize'> => ({
  target: { what: 'webhook', id: (input) => input.id, load: loadWebhook },
  authorize: async (ctx, _input, found) => refusal(ctx, rowOf(found!.state)),
});

/** The store's current position, read inside the transaction. */
async function currentPosition(ctx: CommandContext): Promise<string> {
  const [head] = await ctx.writer.run(headQuery(ctx.dialect));
  const { head: seq, epoch } = headOf(head);
  return encodePosition(await services(ctx.webhooks).identity(), seq, epoch);
}

async function rewrite(ctx: CommandContext, id: number, set: Partial<WebhookRow>): Promise<WebhookRow> {
  await ctx.writer.run(ctx.dialect.db.updateTable('webhooks').set({ ...set, updated_at: ctx.now }).where('id', '=', id).compile());
  const [raw] = await ctx.writer.run(selectWebhook(ctx.dialect, id));
  return webhookRow(raw!);
}

export const webhooksCreate = command<WebhookCreateBody, undefined>({
  path: 'webhooks/create',
  permission: 'read',
  summary: 'Creates a webhook: the changes after the current position are POSTed to its URL, signed, in order; the answer shows its secret, once.',
  body: WEBHOOK_BODIES.create,
  result: 'webhook',
  answer: WebhookAnswer,
  kind: 'create',
  prepare: async (input, _attachment, { webhooks }) => checkedUrl(webhooks, input.webhook.url),
  authorize: async () => undefined,
  async apply(ctx, input) {
    const { writer, dialect, principal, now, changes } = ctx;
    const [highest] = await writer.run(dialect.db.selectFrom('webhooks').select((eb) => eb.fn.max('id').as('n')).compile());
    const id = await changes.newId(WEBHOOKS, Number(highest?.n ?? 0));
    const secret = newWebhookSecret();
    const { box } = services(ctx.webhooks);
    await writer.run(dialect.db.insertInto('webhooks').values({
      id, user_id: principal.userId, key_id: principal.keyId, url: input.webhook.url,
      resources: JSON.stringify(input.webhook.resources ?? FOLLOWED), description: input.webhook.description ?? null,
      is_enabled: 1, disabled_reason: null, position: await currentPosition(ctx), secret: box.seal(secret, id),
      old_secret: null, old_secret_until: null, created_at: now, updated_at: now, lease_owner: null, lease_until: null, next_attempt_at: null,
    }).compile());
    await changes.log(WEBHOOKS, id, { action: 'create' });
    const [raw] = await writer.run(selectWebhook(dialect, id));
    const row = webhookRow(raw!);
    // A replay of this create answers the webhook without its secret: the store keeps no secret in clear.
    return { id, doc: webhookJson(row), shown: webhookJson(row, secret), replay: webhookJson(row) };
  },
});

export const webhooksUpdate = command<WebhookUpdateBody, undefined>({
  path: 'webhooks/update',
  permission: 'read',
  summary: 'Changes a webhook\'s URL, resources, description, or whether it is enabled (enabled again, it receives everything after its position).',
  body: WEBHOOK_BODIES.update,
  result: 'webhook',
  answer: WebhookAnswer,
  kind: 'update',
  ...onWebhook<WebhookUpdateBody>(),
  prepare: async (input, _attachment, { webhooks }) => checkedUrl(webhooks, input.webhook.url),
  async apply(ctx, input, found) {
    const patch = input.webhook;
    const set: Partial<WebhookRow> = {};
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.resources !== undefined) set.resources = JSON.stringify(patch.resources);
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.isEnabled !== undefined) {
      set.is_enabled = patch.isEnabled ? 1 : 0;
      // Enabled again: the next attempt is due now, from the kept position; disabled by its owner: no server reason.
      set.disabled_reason = null;
      if (patch.isEnabled && rowOf(found!.state).is_enabled !== 1) set.next_attempt_at = null;
    }
    const row = await rewrite(ctx, input.id, set);
    await ctx.changes.log(WEBHOOKS, input.id, { action: 'update', members: Object.keys(patch) });
    return { id: input.id, doc: webhookJson(row) };
  },
});

export const webhooksDelete = command<WebhookIdBody>({
  path: 'webhooks/delete',
  permission: 'read',
  summary: 'Deletes a webhook and its deliveries log; nothing more is sent to it.',
  body: WebhookIdBody,
  result: 'webhook',
  answer: WebhookAnswer,
  kind: 'delete',
  ...onWebhook<WebhookIdBody>(),
  async apply({ writer, dialect, changes }, input, found) {
    await writer.run(dialect.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', input.id).compile());
    await writer.run(dialect.db.deleteFrom('webhooks').where('id', '=', input.id).compile());
    await changes.log(WEBHOOKS, input.id, { action: 'delete' });
    return { id: input.id, doc: found!.state.doc };
  },
});

export const webhooksRotateSecret = command<WebhookIdBody>({
  path: 'webhooks/rotate-secret',
  permission: 'read',
  summary: 'Gives a webhook a new secret, shown once in the answer; the old one keeps signing beside it for 24 hours.',
  body: WebhookIdBody,
  result: 'webhook',
  answer: WebhookAnswer,
  kind: 'action',
  ...onWebhook<WebhookIdBody>(),
  async apply(ctx, input, found) {
    const secret = newWebhookSecret();
    const row = await rewrite(ctx, input.id, {
      secret: services(ctx.webhooks).box.seal(secret, input.id), old_secret: rowOf(found!.state).secret, old_secret_until: ctx.now + OLD_SECRET_SECONDS,
    });
    await ctx.changes.log(WEBHOOKS, input.id, { action: 'update', members: ['secret'] });
    return { id: input.id, doc: webhookJson(row), shown: webhookJson(row, secret) };
  },
});

export const webhooksRedeliver = command<WebhookRedeliverBody>({
  path: 'webhooks/redeliver',
  permission: 'read',
  summary: 'Moves a webhook\'s position back, so that everything after the given position is sent again.',
  body: WebhookRedeliverBody,
  result: 'webhook',
  answer: WebhookAnswer,
  kind: 'action',
  ...onWebhook<WebhookRedeliverBody>(),
  async apply(ctx, input) {
    const { writer, dialect } = ctx;
    const position = checkedPosition(await services(ctx.webhooks).identity(), input.after, '/after');
    const [raw] = await writer.run(headQuery(dialect));
    if (isExpired(position, headOf(raw))) throw new PositionExpiredError(EXPIRED_MESSAGE);
    // A batch in flight is superseded: its acknowledgement no longer moves the position (src/webhooks/deliverer.ts).
    await writer.run(dialect.db.updateTable('webhook_deliveries').set({ status: 'failed', last_error: 'superseded by webhooks/redeliver', next_attempt_at: null })
      .where('webhook_id', '=', input.id).where('status', '=', 'pending').where('type', '=', 'catalog.changes').compile());
    const row = await rewrite(ctx, input.id, { position: input.after, next_attempt_at: null });
    await ctx.changes.log(WEBHOOKS, input.id, { action: 'update', members: ['position'] });
    return { id: input.id, doc: webhookJson(row) };
  },
});
