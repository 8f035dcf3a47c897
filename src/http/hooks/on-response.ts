/**
 * onResponse: what is known once an answer is complete (for a stream, its last byte): one log line
 * per request and the request metrics.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppDeps } from '../context.js';

export function registerResponseHooks(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onResponse', async function logAndCount(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    deps.metrics.requests.inc({ route, method: request.method, status });
    deps.metrics.latency.observe({ route, method: request.method }, ms / 1000);
    const keyId = request.principal?.keyId;
    const path = request.url.split('?')[0];
    const line = `${request.method} ${path} ${status} ${ms} ms${keyId ? ` key=${keyId}` : ''}`;
    // The request id is on every line of the request's logger already.
    const fields = { ...(keyId ? { keyId } : {}), route, method: request.method, status, ms, ip: request.ip };
    // Probes come every few seconds from every load balancer: kept out of the info log.
    if (request.routeOptions.config.health) request.log.debug(fields, line);
    else if (status >= 500) request.log.warn(fields, line);
    else request.log.info(fields, line);
  });
}
