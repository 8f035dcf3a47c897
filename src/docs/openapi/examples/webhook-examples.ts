/**
 * Examples of what the demo does not hold until a request makes it: a webhook, a delivery, a
 * change feed position. A position names its store and is sealed with the store's key
 * (src/feed/position.ts), so the one here shows the form only: a request that needs a real one
 * (webhooks/redeliver) says where to take it from. Times are fixed, never the clock's.
 */

/** 1.<seq>.<epoch>.<store id>.<seal>, as src/feed/position.ts writes it. */
export const POSITION_EXAMPLE = '1.2bi.0.5f3c9a1e7d2b4c6a.Qx7_kP2mVn4';
export const LATER_POSITION_EXAMPLE = '1.2bk.0.5f3c9a1e7d2b4c6a.Jr0-hW8sTa1';

/** 1 January 2026: the examples' times. */
export const EXAMPLE_TIME = 1767225600;
const AT = EXAMPLE_TIME;

/** What the webhooks/create example makes on a fresh demo store: webhook 1 (docs/webhooks.md). */
export const WEBHOOK_EXAMPLE = {
  id: 1,
  url: 'https://example.com/catalog-webhook',
  resources: ['products', 'media'],
  description: 'Shop sync: products and media',
  isEnabled: true,
  position: POSITION_EXAMPLE,
  meta: { createdAt: AT, updatedAt: AT },
};

/** What a person trying an example that names webhook 1 should know. */
export const FIRST_WEBHOOK_NOTE = `Webhook ${WEBHOOK_EXAMPLE.id} is the one the webhooks/create example makes on a fresh demo; send that first.`;

/** The create's and rotate-secret's answer: the only ones that show the secret. */
const { meta, ...fields } = WEBHOOK_EXAMPLE;
export const WEBHOOK_WITH_SECRET_EXAMPLE = { ...fields, secret: 'whsec_MfKQ9r8GKYqXz3b7Nn5pVw2LrT1uYd0aHc6sEe4jOo8=', meta };

/** A ping to the example webhook's URL (src/webhooks/deliverer.ts). */
export const DELIVERY_EXAMPLE = {
  id: 1,
  webhook: 1,
  type: 'catalog.ping',
  messageId: 'msg_3q2mVb0cRk8tYw5LxN1ePg',
  changes: 0,
  attempts: 1,
  status: 'succeeded',
  createdAt: AT + 60,
  lastAttempt: { at: AT + 60, httpStatus: 200, ms: 184 },
};
