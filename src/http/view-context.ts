/**
 * What a result view needs of a request (src/resources/view.ts): the signer and the caller's key
 * for a product's signed URLs, the time they are signed at, and whether the same rows are likely
 * asked for again (pages and finds: signatures kept; streams and writes: not).
 */
import { type FastifyRequest } from 'fastify';
import { type ViewContext } from '../resources/view.js';
import { type AppDeps } from './context.js';

export const viewContext = (deps: AppDeps, request: FastifyRequest, repeated: boolean): ViewContext =>
  ({ signer: deps.signer, keyId: request.principal?.keyId ?? '', nowSeconds: Math.floor(Date.now() / 1000), repeated });
