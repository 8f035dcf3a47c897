/**
 * The webhook operations' bodies and answers (docs/webhooks.md), declared once as schemas: they
 * validate requests (422 at the member's path) and are the OpenAPI document's.
 */
import Type from 'typebox';
import { PositionText } from '../feed/requests.js';
import { Doc, Enum, IntId, Meta, StrictObject, Timestamp } from '../resources/common/schema.js';
import { followed } from '../resources/registry.js';
import { MAX_URL } from './destination.js';

export const MAX_DESCRIPTION = 500;

const Url = Doc(Type.String({ minLength: 1, maxLength: MAX_URL }), 'Where the batches are POSTed: an `https://` (or `http://`) URL without user or password, '
  + 'whose host resolves to public addresses only.');
const Description = Type.String({ maxLength: MAX_DESCRIPTION });
const Id = Doc(IntId, 'ID of the webhook.');

/** The bodies of a served set of resources (those with a query operation, which a webhook may follow). */
export function webhookBodies(resources: readonly string[]) {
  const Resources = Doc(Type.Array(Enum(resources), { minItems: 1, maxItems: resources.length, uniqueItems: true }),
    'The resources whose changes the webhook receives; left out: every resource its owner may query.');
  return {
    create: StrictObject({
      webhook: Doc(StrictObject({
        url: Url,
        resources: Type.Optional(Resources),
        description: Doc(Type.Optional(Description), 'A note for people: what the endpoint is.'),
      }), 'The webhook: where to send, and which changes.'),
    }),
    update: StrictObject({
      id: Id,
      webhook: Doc(StrictObject({
        url: Type.Optional(Url),
        resources: Type.Optional(Resources),
        description: Doc(Type.Optional(Type.Union([Description, Type.Null()])), 'A note for people; null removes it.'),
        isEnabled: Doc(Type.Optional(Type.Boolean()), 'false stops deliveries; true starts them again from the webhook\'s position.'),
      }), 'The members to change; those left out stay as they are.'),
    }),
    resources: Resources,
  };
}
export type WebhookBodies = ReturnType<typeof webhookBodies>;

export interface WebhookCreateBody { webhook: { url: string; resources?: string[]; description?: string } }
export interface WebhookUpdateBody { id: number; webhook: { url?: string; resources?: string[]; description?: string | null; isEnabled?: boolean } }

export const WebhookIdBody = StrictObject({ id: Id });
export type WebhookIdBody = Type.Static<typeof WebhookIdBody>;

export const WebhookRedeliverBody = StrictObject({
  id: Id,
  after: Doc(PositionText, 'The position to send everything after again: one the webhook was sent, a change feed answer or a stream gave.'),
});
export type WebhookRedeliverBody = Type.Static<typeof WebhookRedeliverBody>;

/** What every webhook operation answers under `webhook`; `secret` only in the answers of create and rotate-secret. */
export const WebhookAnswer = StrictObject({
  id: Doc(IntId, 'ID of the webhook.'),
  url: Doc(Type.String(), 'Where the batches are POSTed.'),
  resources: Doc(Type.Array(Type.String()), 'The resources whose changes it receives.'),
  description: Doc(Type.Optional(Type.String()), 'The note given for people.'),
  isEnabled: Doc(Type.Boolean(), 'Whether changes are delivered.'),
  disabledReason: Doc(Type.Optional(Type.String()), 'Why the server disabled it (the endpoint answered 410, or failed every retry, or its owner or key was disabled).'),
  position: Doc(PositionText, 'Everything up to this position was acknowledged; the next batch starts after it.'),
  secret: Doc(Type.Optional(Type.String()), 'The signing secret (`whsec_...`): shown once, in the answer of create and of rotate-secret.'),
  meta: Meta,
});

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const DeliveryAnswer = StrictObject({
  id: Doc(IntId, 'ID of the delivery.'),
  webhook: Doc(IntId, 'ID of the webhook.'),
  type: Doc(Enum(['catalog.changes', 'catalog.ping']), 'A batch of changes, or a ping.'),
  messageId: Doc(Type.String(), 'The `webhook-id` header: the same for every attempt of the delivery.'),
  positionFrom: Doc(Type.Optional(PositionText), 'The position the batch starts after.'),
  position: Doc(Type.Optional(PositionText), 'The position the batch brings the webhook to when acknowledged.'),
  changes: Doc(Type.Integer({ minimum: 0 }), 'Changes in the batch.'),
  attempts: Doc(Type.Integer({ minimum: 0 }), 'Attempts made so far.'),
  status: Doc(Enum(DELIVERY_STATUSES), '`pending` (to be sent or sent again), `succeeded` (a 2xx came), `failed` (no more attempts).'),
  createdAt: Doc(Timestamp, 'When the batch was made.'),
  lastAttempt: Doc(Type.Optional(StrictObject({
    at: Doc(Timestamp, 'When it was made.'),
    httpStatus: Doc(Type.Optional(Type.Integer()), 'The status the endpoint answered.'),
    ms: Doc(Type.Integer({ minimum: 0 }), 'Milliseconds until the answer or the failure.'),
    error: Doc(Type.Optional(Type.String()), 'Why it failed without a status (timeout, connection refused, a refused address).'),
  })), 'The last attempt.'),
  nextAttemptAt: Doc(Type.Optional(Timestamp), 'When the next attempt is due.'),
});

/** The resources a webhook may follow: those integrators query (src/resources/registry.ts). */
export const FOLLOWED: readonly string[] = [...followed().keys()];
export const WEBHOOK_BODIES = webhookBodies(FOLLOWED);
