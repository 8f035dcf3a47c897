/**
 * The webhook operations that read, and ping (docs/webhooks.md), in the OpenAPI document: the two
 * listings described as every resource's query is (read-paths.ts), from their declarations
 * (src/webhooks/listings.ts); the writes come with every declared operation (write-paths.ts).
 */
import { type ServedResource } from '../../resources/registry.js';
import { asStored } from '../../resources/view.js';
import { deliveryListing, webhookListing } from '../../webhooks/listings.js';
import { WebhookIdBody } from '../../webhooks/schemas.js';
import { filterName, filterSchema, sortingName, sortingSchema } from './envelopes.js';
import { ref, shownExample, viewName } from './names.js';
import { otherRequestExamples } from './examples/other-examples.js';
import { readAnswerExamples, type ExampleObject } from './examples/read-examples.js';
import { readComponents, readPaths } from './read-paths.js';
import { COMMON_HEADERS, errors } from './responses.js';
import { plain, viewSchema } from './views.js';

type Schema = Record<string, unknown>;

const LISTINGS: ServedResource[] = [
  { decl: webhookListing, operations: ['query', 'find'], view: asStored },
  { decl: deliveryListing, operations: ['query'], view: asStored },
];

const tagged = (paths: Record<string, Schema>): Record<string, Schema> => Object.fromEntries(Object.entries(paths).map(([path, item]) =>
  [path, Object.fromEntries(Object.entries(item).map(([method, op]) => [method, { ...(op as Schema), tags: ['webhooks'] }]))]));

export function webhookComponents(): Record<string, Schema> {
  const out: Record<string, Schema> = { WebhookPingRequest: plain(WebhookIdBody) };
  for (const listing of LISTINGS) {
    const { decl } = listing;
    Object.assign(out, { [viewName(decl)]: viewSchema(listing), [filterName(decl)]: filterSchema(decl), [sortingName(decl)]: sortingSchema(decl) }, readComponents(listing));
  }
  return out;
}

/** The listings' answer examples (components/examples): `Webhook`, `WebhookPage`, `Delivery`, `DeliveryPage`. */
export const webhookExamples = (): Record<string, ExampleObject> => Object.assign({}, ...LISTINGS.map((l) => readAnswerExamples(l)));

export function webhookPaths(): Record<string, Schema> {
  const { webhooksPing } = otherRequestExamples();
  return {
    ...tagged(Object.assign({}, ...LISTINGS.map((l) => readPaths(l))) as Record<string, Schema>),
    '/v4/webhooks/ping': {
      post: {
        tags: ['webhooks'], operationId: 'webhooksPing', summary: 'Sends a webhook one `catalog.ping` request now',
        description: 'Signed as every batch; the answer is the delivery with its outcome (no retry; the webhook\'s position does not move).',
        requestBody: { required: true, description: webhooksPing!.note, content: { 'application/json': { schema: ref('WebhookPingRequest'), example: webhooksPing!.body } } },
        responses: {
          200: {
            description: 'The ping\'s delivery.', headers: COMMON_HEADERS,
            content: { 'application/json': { schema: { type: 'object', required: ['delivery'], additionalProperties: false, properties: { delivery: ref('Delivery') } }, ...shownExample('Delivery') } },
          },
          ...errors(400, 401, 403, 404, 413, 415, 422, 429, 500, 503),
        },
      },
    },
  };
}
