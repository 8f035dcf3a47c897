/**
 * onResponse: what is known once an answer is complete (for a stream, its last byte): one log line
 * per request and the request metrics (src/http/request-log.ts).
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppDeps } from '../context.js';
import { recordRequest } from '../request-log.js';

export function registerResponseHooks(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onResponse', async function logAndCount(request: FastifyRequest, reply: FastifyReply) {
    recordRequest(request, reply, deps.metrics);
  });
}
