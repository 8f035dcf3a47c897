/**
 * The routes of one resource, derived from its declaration: POST query, POST stream, GET find.
 * Handlers only translate HTTP to the query stages and back.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { etagOf, matches } from '../../command/etag.js';
import { routeOf } from '../../query/declare.js';
import { planRequest } from '../../query/plan.js';
import { type ServedResource } from '../../resources/registry.js';
import { joinPieces, type Pieces } from '../../resources/pieces.js';
import { type View, type ViewContext } from '../../resources/view.js';
import { type StoredRow } from '../../store/store.js';
import { type CursorWriter } from '../../feed/cursor.js';
import { StreamPlace } from '../../feed/stream-place.js';
import { type StreamBatch } from '../../service/query-service.js';
import { type AppDeps } from '../context.js';
import { pageHead } from '../page-head.js';
import { readId } from '../read-id.js';
import { ApiError } from '../errors.js';
import { sendStream } from '../stream-reply.js';
import { viewContext } from '../view-context.js';
import { readBudget } from '../read-budget.js';
import { JSON_TYPE, STREAM_CONTENT_TYPE } from '../content-types.js';
import { type BodyBuffers } from '../body-buffers.js';

function viewFor(served: ServedResource, deps: AppDeps, request: FastifyRequest): View {
  return served.view(viewContext(deps, request, true));
}

export function registerResourceRoutes(app: FastifyInstance, deps: AppDeps, served: ServedResource, bodies: BodyBuffers): void {
  const { decl } = served;
  const config = { permission: 'read' as const, userAgent: served.userAgentRequired ?? false, deprecated: served.deprecated };
  const base = `/v4/${routeOf(decl)}`;

  if (served.operations.includes('query')) {
    app.post(`${base}/query`, { config }, async (request, reply) => {
      const plan = planRequest(decl, request.body, 'query');
      const budget = readBudget(reply, deps.config.queryTimeoutMs, deps.metrics);
      let result: Awaited<ReturnType<typeof deps.service.page>>;
      try {
        result = await deps.service.page(decl, plan, { signal: budget.signal });
      } finally {
        budget.done();
      }
      const { total, rows } = result;
      const view = viewFor(served, deps, request);
      const out: Pieces = [pageHead(total, plan)];
      rows.forEach((row, i) => {
        if (i > 0) out.push(',');
        view(row, out);
      });
      out.push(']}');
      return reply.type(JSON_TYPE).send(joinPieces(out, bodies.for(reply.raw)));
    });
  }

  if (served.operations.includes('stream')) {
    app.post(`${base}/stream`, { config }, async (request, reply) => streamResults(request, reply, deps, served));
  }

  if (served.operations.includes('find')) {
    app.get(`${base}/find`, { config }, async (request, reply) => {
      const id = readId(request, decl.idType);
      const doc = await deps.service.find(decl, id);
      if (doc === undefined) throw new ApiError('not_found', `No ${decl.singular} has this id.`);
      // docs/contract.md §13: the tag of the stored version; a client that has it gets 304.
      const etag = etagOf(doc);
      reply.header('ETag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag, true)) return reply.code(304).send();
      const out: Pieces = [`{"${decl.singular}":`];
      viewFor(served, deps, request)({ id, doc }, out);
      out.push('}');
      return reply.type(JSON_TYPE).send(joinPieces(out));
    });
  }
}

/**
 * docs/contract.md §7: one line per result, 204 when nothing matches, first line sent before the
 * whole result is read, batches read only as fast as the client takes them, the event loop given
 * back between batches, and a last error line if reading fails midway or the process's shutdown
 * deadline ends the stream (src/http/stream-body.ts).
 */
async function streamResults(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, served: ServedResource) {
  const { decl } = served;
  const plan = planRequest(decl, request.body, 'stream');
  // docs/api.md "Streams that resume": lines carry cursors, a request may resume after one, and
  // the answer names the position its lines are as of.
  const place = decl.envelope.resumable ? await StreamPlace.of(deps.store, decl.path, plan) : undefined;
  const result = await deps.service.stream(decl, plan, place?.resume);
  let cursors: CursorWriter | undefined;
  if (place) {
    try {
      const at = place.at(result.head);
      reply.header('X-Catalog-Position', at.position);
      cursors = at.cursors;
    } catch (error) {
      await result.close();
      throw error;
    }
  }
  // Nothing matches, or nothing is left after the cursor: 204 (docs/contract.md §7).
  const first = result.total === 0 ? undefined : await result.batches.next();
  if (!first || first.done) {
    await result.close();
    return reply.code(204).header('content-type', STREAM_CONTENT_TYPE).send();
  }
  const firstBatch = first.value;
  // A stream's results are not repeated: nothing is remembered for later requests.
  const context = viewContext(deps, request, false);
  const prepare = (rows: StoredRow[]) => served.view.prepare?.(context, rows) ?? Promise.resolve({});
  const { total } = result;
  let index = place?.resume ? place.resume.index + 1 : 0;
  const render = (batch: StreamBatch, extra: Partial<ViewContext>) => {
    const view = served.view({ ...context, ...extra });
    const out: Pieces = [];
    for (const row of batch.rows) {
      out.push(cursors
        ? `{"meta":{"total":${total},"index":${index},"cursor":"${cursors.cursor(batch.segment, index, 'sort_key' in row ? row.sort_key : row.id, row.id)}"},"result":`
        : `{"meta":{"total":${total},"index":${index}},"result":`);
      index++;
      view(row, out);
      out.push('}\n');
    }
    return joinPieces(out);
  };
  async function* lines(): AsyncGenerator<Buffer> {
    // A batch is prepared (signed, on a worker) while the next one is read from the store.
    let previous = { batch: firstBatch, ready: prepare(firstBatch.rows) };
    for await (const batch of result.batches) {
      const ready = prepare(batch.rows);
      yield render(previous.batch, await previous.ready);
      await yieldToLoop();
      previous = { batch, ready };
    }
    yield render(previous.batch, await previous.ready);
  }
  return sendStream(request, reply, deps, {
    lines: lines(),
    unit: 'results',
    count: () => index,
    resumeHint: cursors ? 'Resume with the `after` cursor of the last line received.' : 'Retry, or resume with updatedSince.',
    close: () => result.close(),
  });
}
