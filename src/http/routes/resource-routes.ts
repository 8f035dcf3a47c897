/**
 * The routes of one resource, derived from its declaration: POST query, POST stream, GET find.
 * Handlers only translate HTTP to the query stages and back.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { etagOf, matches } from '../../command/etag.js';
import { routeOf } from '../../query/declare.js';
import { planRequest } from '../../query/plan.js';
import { Violations } from '../../query/errors.js';
import { findIdKind } from '../../query/value-kinds.js';
import { type ServedResource } from '../../resources/registry.js';
import { joinPieces, type Pieces } from '../../resources/pieces.js';
import { type View, type ViewContext } from '../../resources/view.js';
import { type StoredRow } from '../../store/store.js';
import { type AppDeps } from '../context.js';
import { ApiError, errorBody, toApiError } from '../errors.js';
import { viewContext } from '../view-context.js';
import { readBudget } from '../read-budget.js';
import { KernelQueues } from '../kernel-queues.js';
import { StreamBody } from '../stream-body.js';
import { StreamPace } from '../stream-pace.js';
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
      const page = plan.page ? `,"page":{"no":${plan.page.no},"offset":${plan.page.offset},"size":${plan.page.size}}` : '';
      const out: Pieces = [`{"meta":{"total":${total}${page}},"results":[`];
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
      // decisions section 13: the tag of the stored version; a client that has it gets 304.
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

function readId(request: FastifyRequest, idType: 'text' | 'integer'): string | number {
  const raw = (request.query as Record<string, unknown>).id;
  const violations = new Violations();
  const id = findIdKind(idType).parse(Array.isArray(raw) ? raw[0] : raw, '/query/id', violations);
  violations.throwIfAny();
  return id as string | number;
}

/**
 * decisions section 7: one line per result, 204 when nothing matches, first line sent before the
 * whole result is read, batches read only as fast as the client takes them, the event loop given
 * back between batches, and a last error line if reading fails midway or the process's shutdown
 * deadline ends the stream (src/http/stream-body.ts).
 */
/** The kernel's send queues, read once for every stream of this process (src/http/stream-pace.ts). */
const kernelQueues = new KernelQueues();

async function streamResults(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, served: ServedResource) {
  const plan = planRequest(served.decl, request.body, 'stream');
  const result = await deps.service.stream(served.decl, plan);
  if (result.total === 0) {
    await result.close();
    return reply.code(204).header('content-type', STREAM_CONTENT_TYPE).send();
  }
  // A stream's results are not repeated: nothing is remembered for later requests.
  const context = viewContext(deps, request, false);
  const prepare = (rows: StoredRow[]) => served.view.prepare?.(context, rows) ?? Promise.resolve({});
  const { total } = result;
  let index = 0;
  const render = (batch: StoredRow[], extra: Partial<ViewContext>) => {
    const view = served.view({ ...context, ...extra });
    const out: Pieces = [];
    for (const row of batch) {
      out.push(`{"meta":{"total":${total},"index":${index++}},"result":`);
      view(row, out);
      out.push('}\n');
    }
    return joinPieces(out);
  };
  async function* lines(): AsyncGenerator<Buffer> {
    // A batch is prepared (signed, on a worker) while the next one is read from the store.
    let previous: { rows: StoredRow[]; ready: Promise<Partial<ViewContext>> } | undefined;
    for await (const batch of result.batches) {
      const ready = prepare(batch);
      if (previous) {
        yield render(previous.rows, await previous.ready);
        await yieldToLoop();
      }
      previous = { rows: batch, ready };
    }
    if (previous) yield render(previous.rows, await previous.ready);
  }
  const { lifecycle, metrics } = deps;
  metrics.streamsOpen.inc();
  let closed: (() => void) | undefined;
  const response = reply.raw;
  const pace = response.socket ? new StreamPace(response.socket, kernelQueues) : undefined;
  const body = new StreamBody({
    source: lines(),
    // The same mapping as any other error (a store that went away is `unavailable`), worded for a stream.
    failureLine: (error) => {
      const failure = toApiError(error, request, deps.store);
      return `${errorBody(failure.code, failure.code === 'unavailable'
        ? `The catalogue became unavailable after ${index} results; retry shortly.`
        : `The stream failed after ${index} results; quote request id ${request.id}.`)}\n`;
    },
    endLine: (sent) => `${errorBody('unavailable', `The server is shutting down; the stream ended after ${sent} results. Retry, or resume with updatedSince.`)}\n`,
    cleanup: async () => {
      closed?.();
      metrics.streamsOpen.dec();
      await result.close();
    },
    paced: pace && (() => pace.ready()),
  });
  // What the shutdown needs to end it in time (src/http/stream-ends.ts): the bytes this process
  // holds for the client, the connection's send queue and the client's pace.
  closed = lifecycle.streamOpened({
    pending: () => body.buffered + response.writableLength,
    observe: async () => pace?.observe(),
    end: () => body.endForShutdown(),
  });
  return reply.header('content-type', STREAM_CONTENT_TYPE).send(body);
}
