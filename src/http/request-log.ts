/**
 * Each request's one log line and its request metrics (docs/deployment.md "Logs" and "Metrics"):
 * written when its answer is complete (src/http/hooks/on-response.ts), or when its connection
 * closed before that, the client having gone away (src/http/hooks/on-close.ts), and only once
 * whichever comes first: an answer whose writing failed is both.
 */
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Metrics } from './metrics.js';
import { answeredError } from './errors.js';

/**
 * The status logged and counted when the connection closed before any status was sent: no status
 * reached the client, and the request was not answered (docs/deployment.md "Logs").
 */
export const CLIENT_CLOSED = 499;

/** The longest violation path a line carries: a path quotes the client's member names, of any length. */
const MAX_VIOLATION = 200;

const recorded = new WeakSet<FastifyRequest>();
const streamLines = new WeakMap<FastifyReply, () => number>();

/** A stream's answer: its log line counts the lines `sent` says were written (src/http/stream-reply.ts). */
export function countLines(reply: FastifyReply, sent: () => number): void {
  streamLines.set(reply, sent);
}

export function recordRequest(request: FastifyRequest, reply: FastifyReply, metrics: Metrics): void {
  if (recorded.has(request)) return;
  recorded.add(request);
  const response = reply.raw;
  // Its last byte never reached the connection: the connection closed under it.
  const aborted = !response.writableFinished;
  const status = aborted && !response.headersSent ? CLIENT_CLOSED : reply.statusCode;
  const route = request.routeOptions.url ?? 'unmatched';
  const { method } = request;
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  metrics.requests.inc({ route, method, status });
  metrics.latency.observe({ route, method }, ms / 1000);
  if (aborted) metrics.requestsAborted.inc({ route, method });
  const keyId = request.principal?.keyId;
  const path = request.url.split('?')[0];
  const line = `${method} ${path} ${status} ${ms} ms${keyId ? ` key=${keyId}` : ''}`;
  const lines = streamLines.get(reply)?.();
  // The request id is on every line of the request's logger already (reqId).
  const fields = {
    ...(keyId ? { keyId } : {}), route, method, status, ms, ip: request.ip,
    ...(lines === undefined ? {} : { lines }),
    ...(aborted ? { aborted: true } : {}),
    ...errorFields(reply, status),
  };
  // Probes come every few seconds from every load balancer: kept out of the info log.
  if (request.routeOptions.config.health) request.log.debug(fields, line);
  else if (status >= 500) request.log.warn(fields, line);
  else request.log.info(fields, line);
}

/** Why an error answer was given: its body's `code`, and the path of its first violation. */
function errorFields(reply: FastifyReply, status: number): { errorCode?: string; violation?: string } {
  const error = answeredError(reply);
  // An error noted for an answer that never went out (the client had gone) is not what it got.
  if (!error || status !== error.status) return {};
  const first = error.violations?.[0]?.path;
  if (first === undefined) return { errorCode: error.code };
  return { errorCode: error.code, violation: first.length > MAX_VIOLATION ? `${first.slice(0, MAX_VIOLATION)}…` : first };
}
