/**
 * GET /v4/products/get-fields and /v4/media/get-fields (docs/contract.md §13): the members of the
 * result views with what the writes do with them, derived from the declarations
 * (src/command/fields.ts) once, at start.
 */
import { type FastifyInstance } from 'fastify';
import { MEDIA_FIELDS, PRODUCT_FIELDS } from '../../command/fields.js';
import { JSON_TYPE } from '../content-types.js';


export function registerFieldRoutes(app: FastifyInstance): void {
  const products = JSON.stringify({ fields: PRODUCT_FIELDS });
  const media = JSON.stringify({ fields: MEDIA_FIELDS });
  app.get('/v4/products/get-fields', { config: { permission: 'read' } }, async (_request, reply) => reply.type(JSON_TYPE).send(products));
  // docs/contract.md §1: media operations need a User-Agent.
  app.get('/v4/media/get-fields', { config: { permission: 'read', userAgent: true } }, async (_request, reply) => reply.type(JSON_TYPE).send(media));
}
