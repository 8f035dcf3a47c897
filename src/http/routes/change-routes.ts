/**
 * POST /v4/changes/query and POST /v4/changes/stream (docs/api.md "Following changes"): the
 * change feed's answers as JSON and as NDJSON lines, each record shown as its resource's query
 * shows it to this caller. Handlers only translate HTTP to the feed's stages and back.
 */
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type ChangeFeed } from '../../feed/change-feed.js';
import { parseChangesQuery, parseChangesStream } from '../../feed/parse-request.js';
import { type Position } from '../../feed/position.js';
import { type Change, type ChangesAnswer } from '../../feed/read-changes.js';
import { type ServedResource } from '../../resources/registry.js';
import { joinPieces, type Pieces } from '../../resources/pieces.js';
import { type AppDeps } from '../context.js';
import { JSON_TYPE, STREAM_CONTENT_TYPE } from '../content-types.js';
import { ApiError } from '../errors.js';
import { viewContext } from '../view-context.js';
import { sendStream } from '../stream-reply.js';

/** Changes read per answer while a stream catches up. */
const STREAM_READ = 1_000;
/** decisions: a following stream sends its position after this long without a change. */
export const QUIET_LINE_MS = 15_000;

/** Renders changes as the resources' views show their records to this caller. */
function changeRenderer(deps: AppDeps, request: FastifyRequest, positionOf: (seq: number) => string) {
  const served = new Map(deps.resources.map((r) => [r.decl.path, r]));
  const context = viewContext(deps, request, false);
  const position = (seq: number) => `"${positionOf(seq)}"`;
  return {
    position,
    /** Prepares what the views need (signatures) and writes each change's JSON into `out`, one per call of `each`. */
    async render(changes: readonly Change[], each: (change: Change, json: Pieces) => void): Promise<void> {
      const extras = new Map<ServedResource, Awaited<ReturnType<NonNullable<ServedResource['view']['prepare']>>>>();
      for (const [path, resource] of served) {
        const rows = changes.filter((c) => c.resource === path && c.row).map((c) => c.row!);
        if (rows.length > 0 && resource.view.prepare) extras.set(resource, await resource.view.prepare(context, rows));
      }
      const views = new Map<string, ReturnType<ServedResource['view']>>();
      for (const change of changes) {
        const resource = served.get(change.resource);
        if (!resource) continue;
        let view = views.get(change.resource);
        if (!view) views.set(change.resource, (view = resource.view({ ...context, ...extras.get(resource) })));
        const out: Pieces = [`{"position":${position(change.seq)},"resource":"${change.resource}","id":${JSON.stringify(change.id)},"action":"${change.action}","at":${change.at}`];
        if (change.row) {
          out.push(',"record":');
          view(change.row, out);
        }
        out.push('}');
        each(change, out);
      }
    },
  };
}

export function registerChangeRoutes(app: FastifyInstance, deps: AppDeps, feed: ChangeFeed): void {
  const known = deps.resources.filter((r) => r.operations.includes('query')).map((r) => r.decl.path);
  const config = { permission: 'read' as const };

  app.post('/v4/changes/query', { config }, async (request, reply) => {
    const body = parseChangesQuery(request.body, known);
    const identity = await feed.identity();
    const after = await feed.position(body.after);
    const gone = clientGone(reply.raw);
    const read = { after, resources: body.resources, limit: body.limit };
    const answer = body.wait > 0 && after ? await feed.readWaiting(read, body.wait * 1000, gone.signal) : await feed.read(read);
    gone.done();
    const renderer = changeRenderer(deps, request, (seq) => feed.encode(identity, seq, answer.head.epoch));
    const out: Pieces = [`{"meta":{"position":${renderer.position(answer.position)},"more":${answer.more}},"results":[`];
    let first = true;
    await renderer.render(answer.changes, (_change, json) => {
      if (!first) out.push(',');
      first = false;
      out.push(...json);
    });
    out.push(']}');
    return reply.type(JSON_TYPE).send(joinPieces(out));
  });

  app.post('/v4/changes/stream', { config }, async (request, reply) => {
    const body = parseChangesStream(request.body, known);
    const identity = await feed.identity();
    const start: Position | null = await feed.position(body.after);
    const followUntil = Date.now() + body.follow * 1000;
    // Where the stream starts: the caller's position, or now.
    let answer: ChangesAnswer = await feed.read({ after: start ?? null, resources: body.resources, limit: STREAM_READ });
    let at = start ? start.seq : answer.position;
    if (!start) answer = { ...answer, changes: [] };
    if (answer.changes.length === 0 && body.follow === 0) {
      reply.header('X-Catalog-Position', feed.encode(identity, start ? answer.position : at, answer.head.epoch));
      return reply.code(204).header('content-type', STREAM_CONTENT_TYPE).send();
    }
    const renderer = changeRenderer(deps, request, (seq) => feed.encode(identity, seq, answer.head.epoch));
    const stop = new AbortController();
    let sent = 0;
    const read = (after: number) => feed.read({ after: { seq: after, epoch: answer.head.epoch, storeId: identity.storeId }, resources: body.resources, limit: STREAM_READ });
    async function* lines(): AsyncGenerator<Buffer | string> {
      let current: ChangesAnswer | undefined = start ? answer : undefined;
      let quietSince = Date.now();
      for (;;) {
        if (current && current.changes.length > 0) {
          const out: Pieces = [];
          await renderer.render(current.changes, (change, json) => {
            out.push(`{"meta":{"position":${renderer.position(change.seq)}},"result":`, ...json, '}\n');
            sent++;
          });
          at = current.position;
          quietSince = Date.now();
          yield joinPieces(out);
          if (current.more) {
            current = await read(at);
            continue;
          }
        } else if (current) {
          at = Math.max(at, current.position);
        }
        const left = followUntil - Date.now();
        if (left <= 0 || stop.signal.aborted) return;
        if (feed.watcher.closed) throw new ApiError('unavailable', 'The server is shutting down.');
        const quietLeft = quietSince + QUIET_LINE_MS - Date.now();
        const moved = await feed.watcher.wait(at, Math.min(left, Math.max(quietLeft, 0)), stop.signal, body.resources);
        if (moved) {
          current = await read(at);
        } else {
          current = undefined;
          if (Date.now() - quietSince >= QUIET_LINE_MS && Date.now() < followUntil) {
            quietSince = Date.now();
            yield `{"meta":{"position":${renderer.position(at)}}}\n`;
          }
        }
      }
    }
    reply.header('X-Catalog-Position', feed.encode(identity, at, answer.head.epoch));
    return sendStream(request, reply, deps, {
      lines: lines(),
      unit: 'changes',
    progress: () => `after ${sent} changes`,
      resumeHint: 'Follow on from the position of the last line received.',
      close: async () => stop.abort(),
    });
  });
}

/** Aborts when the client goes away before its answer, so that a long poll stops waiting. */
function clientGone(response: import('node:http').ServerResponse): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const closed = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', closed);
  return { signal: controller.signal, done: () => response.off('close', closed) };
}
