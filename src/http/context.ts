/**
 * What the HTTP layer is built from, and what it adds to a request.
 */
import { type Authenticator, type Principal } from '../auth/authenticator.js';
import { type CommandDecl } from '../command/declare.js';
import { type Config } from '../config.js';
import { type ChangeFeed } from '../feed/change-feed.js';
import { type WebhookDeliverer } from '../webhooks/deliverer.js';
import { type WebhookServices } from '../webhooks/services.js';
import { type IndexReadiness } from '../index/read-attempts.js';
import { type MediaStorage } from '../media/storage.js';
import { type ServedResource } from '../resources/registry.js';
import { type Permission } from '../resources/subscription-types/resource.js';
import { type QueryService } from '../service/query-service.js';
import { type UrlSigner } from '../signing/signed-urls.js';
import { type Store } from '../store/store.js';
import { type Lifecycle } from './lifecycle.js';
import { type Metrics } from './metrics.js';

export interface AppDeps {
  config: Config;
  store: Store;
  service: QueryService;
  authenticator: Authenticator;
  signer: UrlSigner;
  resources: readonly ServedResource[];
  /** The write operations (src/command/registry.ts). */
  commands: readonly CommandDecl[];
  /** After a write operation (its path, `brands/update`) committed: background work may have more to do. */
  onWrite?: (path: string) => void;
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Where media files are kept (MEDIA_DIR). */
  media: MediaStorage;
  /** The process's change feed (docs/api.md "Following changes"). */
  feed: ChangeFeed;
  /** What the webhook operations need beyond the store, and the process's delivery worker (ping). */
  webhooks: WebhookServices;
  deliverer: WebhookDeliverer;
  /** Whether the in-memory index has been read (readiness); absent with MEMORY_INDEX=off. */
  indexReadiness?: () => IndexReadiness;
  /**
   * The OpenAPI document as JSON text (src/docs/openapi/, which documents this layer and so sits
   * above it: docs/architecture.md "Layers"), rendered on its first request.
   */
  openApi: () => string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** Permission the caller's subscription needs; routes without one need no credentials. */
    permission?: Permission;
    /** docs/contract.md §1: media operations need a User-Agent header. */
    userAgent?: boolean;
    /** An operation that takes a file: multipart/form-data besides JSON (docs/contract.md §14). */
    upload?: boolean;
    /** docs/contract.md §16: a deprecated operation names its successor on every answer. */
    deprecated?: { successor: string };
    /** Health and metrics routes: answered while draining too. */
    health?: boolean;
  }
}
