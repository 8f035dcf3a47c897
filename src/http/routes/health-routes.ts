/**
 * GET /health/live and GET /health/ready, for load balancers and orchestrators: no credentials,
 * no rate limit, not under /v4. Live: the process answers. Ready: it should be sent traffic, that
 * is the store answers within a second, its schema is this build's, the process is not draining
 * for a shutdown, and its in-memory index has been read (unless READY_BEFORE_INDEX=on); otherwise
 * 503 with the error body and the failed checks named. A database server the store has seen stop
 * answering is named at once.
 */
import { type FastifyInstance } from 'fastify';
import { schemaStatus } from '../../store/migrations/runner.js';
import { type AppDeps } from '../context.js';
import { ApiError } from '../errors.js';
import { JSON_TYPE } from '../content-types.js';

/** A store slower than this to answer the smallest read is not ready. */
const STORE_CHECK_MS = 1_000;

type Check = 'ok' | string;

class TooSlow extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TooSlow()), ms);
    }),
  ]);
}

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const config = { health: true };

  app.get('/health/live', { config }, async (_request, reply) => reply.type(JSON_TYPE).send('{"status":"live"}'));

  app.get('/health/ready', { config }, async (_request, reply) => {
    const checks: Record<string, Check> = { draining: 'ok', store: 'ok', schema: 'ok' };
    if (deps.lifecycle.draining) checks.draining = 'the process is shutting down';
    const silent = deps.store.databases().filter((d) => !d.answering);
    const refused = silent.filter((d) => d.meanwhile === undefined);
    if (refused.length > 0) {
      // Known at once, without waiting for a server that has not answered a probe: the store
      // refuses what needs it until one answers (src/store/postgres/database-health.ts).
      checks.store = `not answering: the ${refused.map((d) => d.name).join(' and ')} database${refused.length > 1 ? 's' : ''}`;
      checks.schema = 'unknown';
    } else {
      try {
        await within(deps.store.version(), STORE_CHECK_MS);
        const status = await within(schemaStatus(deps.store.migrations), STORE_CHECK_MS);
        if (status.pending.length > 0) checks.schema = `the store is at schema version ${status.version}, this build needs ${status.latest}`;
        else if (status.owed > 0) checks.schema = `the store's derived data of its last migrations is not filled yet: run catalog migrate`;
      } catch (error) {
        // What failed, never how (no driver message on an unauthenticated route).
        checks.store = error instanceof TooSlow ? `no answer within ${STORE_CHECK_MS} ms` : deps.store.isUnavailable(error) ? 'unreachable' : 'failed';
        checks.schema = 'unknown';
      }
    }
    // A server the store serves without meanwhile (a replica whose reads go to the primary) is
    // named, and does not make the process unready: every process shares it, and each can answer.
    for (const d of silent) if (d.meanwhile !== undefined) checks[d.name] = `not answering; ${d.meanwhile}`;
    // Until its index is read, a process answers pages from SQL at a thirtieth of the rate, with
    // seconds of latency (docs/deployment.md, "Health checks"): not ready, unless told to be.
    const index = deps.indexReadiness?.();
    const gated = ['draining', 'store', 'schema'];
    if (index) {
      checks.index = index.ready ? 'ok' : deps.config.readyBeforeIndex ? `${index.state}; pages are SQL until it is read` : index.state;
      if (!index.ready && !deps.config.readyBeforeIndex) gated.push('index');
    }
    const failed = gated.map((k) => [k, checks[k]!] as const).filter(([, v]) => v !== 'ok');
    if (failed.length > 0) {
      throw new ApiError('unavailable', `Not ready: ${failed.map(([k, v]) => `${k}: ${v}`).join('; ')}.`, { 'Retry-After': '5' });
    }
    return reply.type(JSON_TYPE).send(JSON.stringify({ status: 'ready', checks }));
  });

  app.get('/metrics', { config }, async (_request, reply) => reply.type(deps.metrics.contentType).send(await deps.metrics.text()));
}
