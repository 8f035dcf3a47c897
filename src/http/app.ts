/**
 * The HTTP application: Fastify with the project's body parser, hooks, routes and the one error
 * handler. Built from its dependencies so tests can use `app.inject()` on a real store.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerJsonBody, BODY_LIMIT } from './body.js';
import { type AppDeps } from './context.js';
import { ApiError, sendError, toApiError } from './errors.js';
import { registerRequestHooks } from './hooks/on-request.js';
import { registerResponseHooks } from './hooks/on-response.js';
import { registerCloseHooks } from './hooks/on-close.js';
import { registerDocsRoutes } from './routes/docs-routes.js';
import { registerHealthRoutes } from './routes/health-routes.js';
import { answerFrameworkError, refuseUnparsed } from './protocol-errors.js';
import { holdIdleConnections, keepAliveOptions } from './keep-alive.js';
import { OwedAnswers } from './owed-answers.js';
import { registerCorrectionTypes } from './routes/correction-types.js';
import { registerCommandRoutes } from './routes/command-routes.js';
import { registerWebhookRoutes } from './routes/webhook-routes.js';
import { registerChangeRoutes } from './routes/change-routes.js';
import { registerFieldRoutes } from './routes/field-routes.js';
import { registerSubscriptionRoutes } from './routes/subscription-routes.js';
import { registerPageRoutes } from './routes/page-routes.js';
import { registerFaviconRoutes } from './routes/favicon-routes.js';
import { registerMediaFileRoutes } from './routes/media-file-routes.js';
import { BodyBuffers } from './body-buffers.js';
import { registerResourceRoutes } from './routes/resource-routes.js';

/** Fastify's `trustProxy` for the configured value: a number of hops becomes a test of the hop. */
const trustProxy = (value: boolean | number | string) => (typeof value === 'number' ? (_address: string, hop: number) => hop < value : value);

const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export function buildApp(deps: AppDeps, logger?: FastifyBaseLogger): FastifyInstance {
  const owed = new OwedAnswers();
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request, written when it is answered (src/http/hooks/on-response.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // docs/contract.md §1: echo the client's request id when it is sane, else make one.
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: false,
    clientErrorHandler: refuseUnparsed(owed),
    // The idle timeout advertised and kept, and the headers' (docs/deployment.md "Connections").
    ...keepAliveOptions(deps.config.keepAliveTimeoutSeconds),
    trustProxy: trustProxy(deps.config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });

  owed.watch(app.server);
  holdIdleConnections(app.server);
  registerJsonBody(app);

  // A request pipelined behind an answer that ends its connection (a body refused before it was
  // read, src/http/unread-body.ts) gets no answer: it is not run either, since the client will send
  // it again on a new connection.
  app.addHook('onRequest', async function skipBehindClose(request, reply) {
    if (owed.endsConnection(request.raw.socket)) reply.hijack();
  });
  // Before any hook that may refuse the request: the requests in flight are counted, and a request
  // whose client goes away before its answer is complete is logged and counted all the same (not
  // one skipped above, which is never run).
  registerCloseHooks(app, deps);

  // docs/contract.md §2: 503 while shutting down; requests in flight finish normally; health and
  // metrics go on answering (readiness says the process is draining).
  app.addHook('preClose', async () => deps.lifecycle.startDraining());
  app.addHook('onRequest', async function refuseWhileDraining(request) {
    if (deps.lifecycle.draining && !request.routeOptions.config.health) {
      throw new ApiError('unavailable', 'The server is shutting down; retry shortly.', { 'Retry-After': '5', Connection: 'close' });
    }
  });

  registerRequestHooks(app, deps);
  registerResponseHooks(app, deps);

  app.addHook('onSend', async function tagRequestId(request, reply, payload) {
    reply.header('X-Request-Id', request.id);
    // Answers are what their Content-Type says: JSON is never read as HTML.
    reply.header('X-Content-Type-Options', 'nosniff');
    // A draining process closes each connection after its answer, so the shutdown is not held by idle ones.
    if (deps.lifecycle.draining) reply.header('Connection', 'close');
    // Whatever ends the connection after this answer, a request pipelined behind it is not run (skipBehindClose).
    if (/\bclose\b/i.test(String(reply.getHeader('connection') ?? ''))) owed.markEnding(request.raw.socket);
    return payload;
  });

  const allowed = new Map<string, string[]>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    allowed.set(route.url, [...(allowed.get(route.url) ?? []), ...methods]);
  });

  // One set of page buffers for all resources: a process's pages take turns with them.
  const bodies = new BodyBuffers();
  for (const served of deps.resources) registerResourceRoutes(app, deps, served, bodies);
  registerCorrectionTypes(app);
  // The process's one change feed (src/server.ts): waiting long polls and following streams end
  // before the server drains its connections.
  const { feed } = deps;
  app.addHook('preClose', async () => feed.close());
  registerCommandRoutes(app, deps);
  registerChangeRoutes(app, deps, feed);
  registerWebhookRoutes(app, deps);
  registerFieldRoutes(app);
  registerSubscriptionRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerFaviconRoutes(app);
  registerMediaFileRoutes(app, deps);
  registerHealthRoutes(app, deps);
  registerDocsRoutes(app, deps.openApi);

  /** 405 with `Allow` for a known path, else 404; neither names the path, which may be anything. */
  const routeMissing = (request: FastifyRequest): ApiError => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    const methods = allowed.get(path);
    if (methods) return new ApiError('method_not_allowed', `This method is not allowed here; use ${methods.join(', ')}.`, { Allow: methods.join(', ') });
    return new ApiError('not_found', 'There is no operation at this path; every path starts with /v4.');
  };

  app.setNotFoundHandler(async (request, reply) => sendError(reply, routeMissing(request)));

  // A request no route takes may still fail before the not-found handler (a QUERY without a
  // content type): it is answered as any request no route takes.
  app.setErrorHandler(async (error, request, reply) =>
    sendError(reply, request.routeOptions.url === undefined ? routeMissing(request) : toApiError(error, request, deps.store)));

  return app;
}
