/**
 * The routes of the write operations, derived from their declarations (src/command/registry.ts):
 * `POST /v4/<path>`, the subscription permission of the declaration checked before the body is
 * read. Handlers only translate HTTP to the runner and back: the Idempotency-Key and If-Match
 * headers in, a multipart upload's fields and file (multipart-body.ts), the answer with its ETag
 * (and Idempotent-Replayed) out (docs/contract.md §13).
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type CommandDecl, type Written } from '../../command/declare.js';
import { IDEMPOTENCY_KEY } from '../../command/idempotency.js';
import { runCommand } from '../../command/runner.js';
import { joinPieces, type Pieces } from '../../resources/pieces.js';
import { needsUserAgent } from '../../resources/registry.js';
import { type AppDeps } from '../context.js';
import { ApiError } from '../errors.js';
import { viewContext } from '../view-context.js';
import { JSON_TYPE } from '../content-types.js';
import { readMultipart, UNREAD_MULTIPART } from '../multipart-body.js';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

export function registerCommandRoutes(app: FastifyInstance, deps: AppDeps): void {
  const views = new Map(deps.resources.map((r) => [r.decl, r.view]));
  /** `{"<result>": ...}`: a record in its resource's view (a product with its signed URLs). */
  const render = (request: FastifyRequest) => (decl: CommandDecl, written: Written): string => {
    const out: Pieces = [`{"${decl.result}":`];
    const view = written.resource && views.get(written.resource);
    // The answer's own text is not ASCII in general (a key's name): pieces take it as bytes (src/resources/pieces.ts).
    if (written.shown !== undefined || !view) out.push(Buffer.from(written.shown ?? written.doc));
    else view(viewContext(deps, request, false))({ id: written.id, doc: Buffer.from(written.doc) }, out);
    out.push('}');
    return joinPieces(out).toString('utf8');
  };

  const handle = (decl: CommandDecl) => async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotencyKey = decl.kind === 'create' ? header(request, 'idempotency-key') : undefined;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ApiError('bad_request', 'An Idempotency-Key has 1 to 255 visible ASCII characters.');
    }
    const multipart = request.body === UNREAD_MULTIPART ? await readMultipart(request, decl) : undefined;
    try {
      const answer = await runCommand(deps.store, decl, {
        principal: request.principal!,
        body: multipart?.body ?? request.body,
        attachment: multipart?.attachment,
        ifMatch: decl.kind === 'update' ? header(request, 'if-match') : undefined,
        idempotencyKey,
      }, render(request), { environment: deps.config.environment, files: deps.media, baseUrl: deps.config.publicBaseUrl, webhooks: deps.webhooks });
      if (answer.etag) reply.header('ETag', answer.etag);
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      deps.onWrite?.(decl.path);
      return await reply.type(JSON_TYPE).send(answer.body);
    } finally {
      await multipart?.dispose();
    }
  };

  for (const decl of deps.commands) {
    // An operation that takes a file takes its larger body and multipart/form-data (body.ts).
    const config = { permission: decl.permission, userAgent: needsUserAgent(decl.path, deps.resources), upload: decl.upload !== undefined };
    app.post(`/v4/${decl.path}`, { config, ...(decl.upload ? { bodyLimit: decl.upload.bodyLimit } : {}) }, handle(decl));
  }
}
