/**
 * Assembles the service from configuration: store, query service, authenticator, URL signer and
 * the HTTP app.
 */
import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { Authenticator } from './auth/authenticator.js';
import { type Config } from './config.js';
import { type Logger } from 'pino';
import { COMMANDS } from './command/registry.js';
import { pendingPropagations } from './command/propagation/jobs.js';
import { BackgroundPropagation } from './command/propagation/background.js';
import { buildApp } from './http/app.js';
import { Lifecycle } from './http/lifecycle.js';
import { Metrics } from './http/metrics.js';
import { openMediaStorage } from './media/open-storage.js';
import { followed, SERVED, TABLES } from './resources/registry.js';
import { MemoryIndex } from './index/memory-index.js';
import { QueryService } from './service/query-service.js';
import { UrlSigner } from './signing/signed-urls.js';
import { openConfigured } from './store/open-store.js';
import { type Store } from './store/store.js';
import { ChangeFeed } from './feed/change-feed.js';
import { feedIdentity } from './feed/identity.js';
import { WebhookDeliverer } from './webhooks/deliverer.js';
import { DestinationGuard, type Resolve } from './webhooks/destination.js';
import { SecretBox } from './webhooks/secret-box.js';
import { secretsKeyMaterial } from './webhooks/secrets-key.js';
import { renderOpenApi } from './docs/openapi/render.js';
import { type WebhookServices } from './webhooks/services.js';

export interface Service {
  app: FastifyInstance;
  store: Store;
  signer: UrlSigner;
  lifecycle: Lifecycle;
  /** The in-memory index, when MEMORY_INDEX is on. */
  index?: MemoryIndex;
}

export interface ServiceOptions {
  /** Run the background propagation (default true); tests that drive it themselves (PropagationWorker.drain) turn it off. */
  propagate?: boolean;
  /** Run the webhook delivery worker (default true). */
  deliver?: boolean;
  /** How webhook hosts resolve (tests give names the addresses they need); the system's resolver by default. */
  resolve?: Resolve;
  /**
   * The time in unix seconds that signed URLs are made and checked at (tests move it across the
   * public page's 30-day windows, docs/api.md "The public page's address"); the system's clock by default.
   */
  clock?: () => number;
}

export async function signerFor(config: Config, store: Store, clock?: () => number): Promise<UrlSigner> {
  // One secret for every process of the deployment: from the environment, else kept in the store.
  const secret = config.signingSecret ?? await store.state('signing_secret', () => randomBytes(32).toString('hex'));
  return new UrlSigner(secret, config.publicBaseUrl, clock);
}

export async function createService(config: Config, logger?: Logger, store?: Store, options: ServiceOptions = {}): Promise<Service> {
  // Before anything is opened: a server whose media files cannot be kept does not start.
  const media = await openMediaStorage(config);
  await media.check();
  // Once per change, not per refused request: which server, and what the store does meanwhile.
  const opened = store ?? await openConfigured(config, 'serve', (database) => {
    if (database.answering) logger?.info({ database: database.name }, `the ${database.name} database answers again`);
    else logger?.warn({ database: database.name }, `the ${database.name} database is not answering; ${database.meanwhile ?? 'what needs it is refused'} until a probe gets an answer`);
  });
  const signer = await signerFor(config, opened, options.clock);
  const lifecycle = new Lifecycle();
  const index = config.memoryIndex
    ? new MemoryIndex(opened, TABLES.filter((r) => r.memoryIndex), {
      dir: config.memoryIndexDir,
      documentBytes: config.memoryIndexDocumentsMb * 1024 * 1024,
      log: (message, fields) => logger?.info(fields, message),
      warn: (message, fields) => logger?.warn(fields, message),
      thread: config,
    })
    : undefined;
  const metrics = new Metrics(() => opened.connections(), () => pendingPropagations(opened), index && (() => index.stats()), () => opened.databases());
  index?.start();
  // One change feed per process: the feed's routes and the webhook deliveries share its watcher.
  const feed = new ChangeFeed(opened, SERVED.map((r) => r.decl));
  const webhooks: WebhookServices = {
    box: new SecretBox(secretsKeyMaterial(config.webhookSecretsKey, config.webhookSecretsKeyFile)),
    guard: new DestinationGuard(config.webhookAllowPrivateNetworks, options.resolve),
    identity: () => feedIdentity(opened),
  };
  const deliverer = new WebhookDeliverer({
    store: opened, feed, signer, services: webhooks,
    served: followed(SERVED),
    schedule: config.webhookRetrySchedule, leaseMs: config.webhookLeaseSeconds * 1000, log: logger,
    requestsBegun: () => lifecycle.requestsBegun,
    onAttempt: (outcome) => metrics.webhookDeliveries.inc({ outcome }),
  });
  metrics.webhookLags(() => deliverer.lags);
  const background = new BackgroundPropagation(opened, config, { log: logger, onProducts: (n) => metrics.propagatedProducts.inc(n) });
  const app = buildApp({
    config,
    store: opened,
    service: new QueryService(opened, index),
    authenticator: new Authenticator(opened, config.environment, config.authFailuresPerMinute),
    signer,
    resources: SERVED,
    commands: COMMANDS,
    // After a write of this process: the propagation may have work, and the feed's waiting requests
    // (the webhooks' worker among them, while it has webhooks to serve) wake at once (docs/api.md
    // "Following changes"). A webhook operation may give the worker its first webhook: it looks now.
    onWrite: (path) => {
      background.poke();
      feed.watcher.poke();
      if (path.startsWith('webhooks/')) deliverer.poke();
    },
    feed,
    webhooks,
    deliverer,
    lifecycle,
    metrics,
    media,
    indexReadiness: index && (() => index.readiness()),
    openApi: renderOpenApi,
  }, logger);
  if (options.propagate ?? true) background.start();
  if (options.deliver ?? true) deliverer.start();
  app.addHook('onClose', async () => {
    await deliverer.stop();
    await background.stop();
    index?.close();
    await index?.persist();
    await signer.close();
    if (!store) await opened.close();
  });
  return { app, store: opened, signer, lifecycle, index };
}
