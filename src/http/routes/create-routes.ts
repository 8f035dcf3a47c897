/**
 * POST /v4/users/create and /v4/organizations/create: restricted by subscription (decisions
 * section 3), answered in the query view wrapped as decisions section 8 says.
 */
import { type FastifyInstance } from 'fastify';
import { createOrganization, createUser } from '../../service/create-service.js';
import { type AppDeps } from '../context.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerCreateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const config = { permission: 'create' as const };
  app.post('/v4/users/create', { config }, async (request, reply) => {
    const user = await createUser(deps.store, request.principal!, request.body);
    return reply.type(JSON_TYPE).send(`{"user":${user}}`);
  });
  app.post('/v4/organizations/create', { config }, async (request, reply) => {
    const organization = await createOrganization(deps.store, request.body);
    return reply.type(JSON_TYPE).send(`{"organization":${organization}}`);
  });
}
