/**
 * What a result view needs of a request (src/resources/view.ts): the signer and the caller's key
 * for a product's signed URLs, the time they are signed at (the signer's clock, which the public
 * page checks its links by too), and whether the same rows are likely asked for again (pages and
 * finds: signatures kept; streams and writes: not).
 */
import { type FastifyRequest } from 'fastify';
import { type ViewContext } from '../resources/view.js';
import { type AppDeps } from './context.js';

export const viewContext = (deps: AppDeps, request: FastifyRequest, repeated: boolean): ViewContext =>
  ({ signer: deps.signer, keyId: request.principal?.keyId ?? '', nowSeconds: deps.signer.now(), repeated });
