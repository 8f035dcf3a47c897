/**
 * onRequest hooks, in the order docs/contract.md §2 fixes: authentication (401), rate limit
 * (429), permission of the subscription (403), required headers (400). Body checks come later,
 * when Fastify reads the body. Before them, the deprecation headers of docs/contract.md §16.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { grants } from '../../resources/subscription-types/resource.js';
import { type AppDeps } from '../context.js';
import { Throttled } from '../../auth/authenticator.js';
import { ApiError } from '../errors.js';

const WINDOW_MS = 60_000;

const notAuthenticated = () => new ApiError('authentication.not_authenticated',
  'Send a valid API key and secret with HTTP Basic authentication.',
  { 'WWW-Authenticate': 'Basic realm="catalog", charset="UTF-8"' });

export function registerRequestHooks(app: FastifyInstance, deps: AppDeps): void {
  // First, so that every answer of a deprecated operation says so, refusals included.
  app.addHook('onRequest', async function markDeprecated(request: FastifyRequest, reply: FastifyReply) {
    const deprecated = request.routeOptions.config.deprecated;
    if (deprecated) reply.headers({ Deprecation: 'true', Link: `<${deprecated.successor}>; rel="successor-version"` });
  });

  app.addHook('onRequest', async function authenticate(request: FastifyRequest) {
    if (!request.routeOptions.config.permission) return;
    const result = await deps.authenticator.authenticate(request.headers.authorization, request.ip);
    if (result instanceof Throttled) {
      deps.metrics.authFailures.inc({ reason: 'throttled' });
      throw new ApiError('too_many_requests', `Too many failed authentication attempts ${result.by === 'address' ? 'from this address' : 'for this key'}; retry after ${result.retryAfter} s.`,
        { 'Retry-After': String(result.retryAfter) });
    }
    if (typeof result === 'string') {
      deps.metrics.authFailures.inc({ reason: result });
      throw notAuthenticated();
    }
    request.principal = result;
  });

  app.addHook('onRequest', async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const limit = deps.config.rateLimitPerMinute;
    if (!request.principal || limit === 0) return;
    const decision = await deps.store.hitRateLimit(request.principal.keyId, Date.now(), limit, WINDOW_MS);
    const headers = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(decision.resetSeconds),
    };
    if (!decision.allowed) {
      deps.metrics.rateLimited.inc();
      throw new ApiError('too_many_requests', `At most ${limit} requests per minute; retry after ${decision.resetSeconds} s.`,
        { ...headers, 'Retry-After': String(decision.resetSeconds) });
    }
    reply.headers(headers);
  });

  app.addHook('onRequest', async function authorize(request: FastifyRequest) {
    const needed = request.routeOptions.config.permission;
    if (!needed || !request.principal) return;
    if (!grants(request.principal.subscriptionType, needed)) {
      throw new ApiError('authorization.forbidden', 'Your subscription does not include this operation.');
    }
  });

  app.addHook('onRequest', async function requireUserAgent(request: FastifyRequest) {
    if (request.routeOptions.config.userAgent && !request.headers['user-agent']?.trim()) {
      throw new ApiError('user_agent_required', 'Media requests need a descriptive User-Agent header.');
    }
  });
}
