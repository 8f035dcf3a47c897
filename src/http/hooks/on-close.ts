/**
 * When a response closes before its answer was complete: the client went away (a stream read
 * with `| head`, a loop left early) or the connection failed. Fastify runs no onResponse hook then,
 * so the request's log line and metrics are written here (src/http/request-log.ts), with
 * `aborted: true` (docs/deployment.md "Logs").
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppDeps } from '../context.js';
import { recordRequest } from '../request-log.js';

export function registerCloseHooks(app: FastifyInstance, deps: AppDeps): void {
  // Watched from the request's start, so that a request refused by a later onRequest hook is
  // covered too.
  app.addHook('onRequest', async function logWhenCut(request: FastifyRequest, reply: FastifyReply) {
    const response = reply.raw;
    // 'close' comes once for every response: after 'finish' when it was answered in full (logged
    // by onResponse), without it when cut.
    response.once('close', () => {
      if (!response.writableFinished) recordRequest(request, reply, deps.metrics);
    });
  });
}
