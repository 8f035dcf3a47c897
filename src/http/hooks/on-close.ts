/**
 * What is known when a response closes, which it does once whatever happened (answered, ended by
 * the client, cut by the server): the request is no longer in flight (src/http/lifecycle.ts;
 * health checks and metrics are not counted), and, when it closed before its answer was complete
 * (the client went away: a stream read with `| head`, a loop left early), its log line and metrics
 * are written here with `aborted: true`, since Fastify runs no onResponse hook then
 * (src/http/request-log.ts, docs/deployment.md "Logs"). One listener per request for both.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppDeps } from '../context.js';
import { recordRequest } from '../request-log.js';

export function registerCloseHooks(app: FastifyInstance, deps: AppDeps): void {
  // Watched from the request's start, so that a request refused by a later onRequest hook is
  // covered too.
  app.addHook('onRequest', async function watchClose(request: FastifyRequest, reply: FastifyReply) {
    const counted = !request.routeOptions.config.health;
    if (counted) deps.lifecycle.started();
    const response = reply.raw;
    response.once('close', () => {
      if (counted) deps.lifecycle.finished();
      // Answered in full: logged by onResponse already.
      if (!response.writableFinished) recordRequest(request, reply, deps.metrics);
    });
  });
}
