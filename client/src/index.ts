/** The Catalog Data API v4 client: `new CatalogClient({baseUrl, key, secret})`. */
export {
  CatalogClient, CLIENT_VERSION, type AllOptions, type CallOptions, type ChangesOptions, type ClientOptions, type Found, type StreamOptions, type WriteOptions, type Written,
} from './client.js';
export {
  CatalogApiError, ConflictError, ConnectionError, ForbiddenError, NotAuthenticatedError, NotFoundError, PositionExpiredError, PreconditionFailedError, RateLimitedError,
  UnavailableError, ValidationError, type ErrorCode, type Violation,
} from './errors.js';
export { RESOURCES, WRITES } from './generated/catalog.js';
export { type components, type paths } from './generated/openapi.js';
export { replicate, type ReplicateOptions } from './replicate.js';
export { verifyWebhook, WebhookVerificationError, type VerifyOptions, type WebhookEvent } from './webhooks.js';
export type {
  Change, ChangesAnswer, ChangesRequest, Filter, FindResource, Page, QueryRequest, QueryResource, ResourceName, Result, Sorting, StreamLine, StreamRequest, StreamResource,
  WriteAnswer, WriteBody, WritePath, Webhook, WebhookQuery, WebhookPage, Delivery, DeliveryQuery, DeliveryPage,
} from './types.js';
