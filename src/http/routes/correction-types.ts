/**
 * GET /v4/corrections/types: the correction types (docs/contract.md §6 fixes the values; the
 * answer's shape is this project's choice, docs/api.md).
 */
import { type FastifyInstance } from 'fastify';
import { CORRECTION_TYPES } from '../../resources/common/schema.js';
import { JSON_TYPE } from '../content-types.js';

const BODY = JSON.stringify({ types: CORRECTION_TYPES.map((id) => ({ id })) });

export function registerCorrectionTypes(app: FastifyInstance): void {
  app.get('/v4/corrections/types', { config: { permission: 'read' } }, async (_request, reply) =>
    reply.type(JSON_TYPE).send(BODY));
}
