/**
 * The `id` query parameter of a find: the first value when it is repeated, read as the resource's
 * id kind; 422 at `/query/id` when it is not one.
 */
import { type FastifyRequest } from 'fastify';
import { Violations } from '../query/errors.js';
import { findIdKind } from '../query/value-kinds.js';

export function readId(request: FastifyRequest, idType: 'text' | 'integer'): string | number {
  const raw = (request.query as Record<string, unknown>).id;
  const violations = new Violations();
  const id = findIdKind(idType).parse(Array.isArray(raw) ? raw[0] : raw, '/query/id', violations);
  violations.throwIfAny();
  return id as string | number;
}
