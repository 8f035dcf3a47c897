/**
 * POST /v4/changes/query and POST /v4/changes/stream (docs/api.md "Following changes"): the
 * change feed's answers as JSON and as NDJSON lines, each record shown as its resource's query
 * shows it to this caller. Handlers only translate HTTP to the feed's stages and back.
 */
import { type FastifyInstance } from 'fastify';
import { type ChangeFeed } from '../../feed/change-feed.js';
import { encodePosition } from '../../feed/position.js';
import { type ChangesAnswer } from '../../feed/read-changes.js';
import { renderChanges } from '../../feed/render-changes.js';
import { changeBodies, parseChangesQuery, parseChangesStream } from '../../feed/requests.js';
import { joinPieces, type Pieces } from '../../resources/pieces.js';
import { followed } from '../../resources/registry.js';
import { type AppDeps } from '../context.js';
import { JSON_TYPE, STREAM_CONTENT_TYPE } from '../content-types.js';
import { ApiError } from '../errors.js';
import { readBudget } from '../read-budget.js';
import { sendStream } from '../stream-reply.js';
import { viewContext } from '../view-context.js';

/** Changes read per answer while a stream catches up. */
const STREAM_READ = 1_000;
/** docs/api.md: a following stream sends its position after this long without a change. */
export const QUIET_LINE_MS = 15_000;

export function registerChangeRoutes(app: FastifyInstance, deps: AppDeps, feed: ChangeFeed): void {
  const served = followed(deps.resources);
  const bodies = changeBodies([...served.keys()]);
  const config = { permission: 'read' as const };

  app.post('/v4/changes/query', { config }, async (request, reply) => {
    const body = parseChangesQuery(bodies, request.body);
    const identity = await feed.identity();
    const after = await feed.position(body.after);
    const read = { after, resources: body.resources, limit: body.limit };
    // A long poll waits its `wait`, then has the time of any read: gone with its client.
    const budget = readBudget(reply, body.wait * 1000 + deps.config.queryTimeoutMs, deps.metrics);
    let answer: ChangesAnswer;
    try {
      // A caller paging through a catch-up has its next page read while it takes this one.
      const options = { readAhead: true };
      answer = body.wait > 0 && after ? await feed.readWaiting(read, body.wait * 1000, budget.signal, options) : await feed.read(read, options);
    } finally {
      budget.done();
    }
    const positionOf = (seq: number) => encodePosition(identity, seq, answer.head.epoch);
    const out: Pieces = [`{"meta":{"position":"${positionOf(answer.position)}","more":${answer.more}},"results":[`];
    await renderChanges(served, viewContext(deps, request, false), positionOf, answer.changes, (json) => {
      if (out.length > 1) out.push(',');
      out.push(...json);
    });
    out.push(']}');
    return reply.type(JSON_TYPE).send(joinPieces(out));
  });

  app.post('/v4/changes/stream', { config }, async (request, reply) => {
    const body = parseChangesStream(bodies, request.body);
    const identity = await feed.identity();
    const start = await feed.position(body.after);
    const followUntil = Date.now() + body.follow * 1000;
    // The watcher's mark before each read: a commit told between a read and the wait after it is not missed.
    let since = feed.watcher.mark;
    // Without a position the first answer has no changes, and its position is now.
    const first = await feed.read({ after: start, resources: body.resources, limit: STREAM_READ });
    const { epoch } = first.head;
    const positionOf = (seq: number) => encodePosition(identity, seq, epoch);
    // Where the stream starts: the caller's position, or now.
    reply.header('X-Catalog-Position', positionOf(start?.seq ?? first.position));
    if (first.changes.length === 0 && body.follow === 0) {
      return reply.header('X-Catalog-Position', positionOf(first.position)).code(204).header('content-type', STREAM_CONTENT_TYPE).send();
    }
    const read = (after: number) => {
      since = feed.watcher.mark;
      return feed.read({ after: { seq: after, epoch, storeId: identity.storeId }, resources: body.resources, limit: STREAM_READ });
    };
    const stop = new AbortController();
    let sent = 0;
    async function* lines(): AsyncGenerator<Buffer | string> {
      let current: ChangesAnswer | undefined = first;
      let at = first.position;
      let quietSince = Date.now();
      for (;;) {
        if (current) {
          at = current.position;
          if (current.changes.length > 0) {
            // The next answer is read while this one is rendered and sent.
            const next: Promise<ChangesAnswer> | undefined = current.more ? read(at) : undefined;
            next?.catch(() => undefined);
            const out: Pieces = [];
            await renderChanges(served, viewContext(deps, request, false), positionOf, current.changes, (json, change) => {
              out.push(`{"meta":{"position":"${positionOf(change.seq)}"},"result":`, ...json, '}\n');
              sent++;
            });
            quietSince = Date.now();
            yield joinPieces(out);
            if (next) {
              current = await next;
              continue;
            }
          }
        }
        const left = followUntil - Date.now();
        if (left <= 0 || stop.signal.aborted) return;
        if (feed.watcher.closed) throw new ApiError('unavailable', 'The server is shutting down.');
        const quietLeft = Math.max(0, quietSince + QUIET_LINE_MS - Date.now());
        current = (await feed.watcher.wait(at, Math.min(left, quietLeft), { signal: stop.signal, resources: body.resources, since })) ? await read(at) : undefined;
        if (!current && Date.now() - quietSince >= QUIET_LINE_MS && Date.now() < followUntil) {
          quietSince = Date.now();
          yield `{"meta":{"position":"${positionOf(at)}"}}\n`;
        }
      }
    }
    return sendStream(request, reply, deps, {
      lines: lines(),
      unit: 'changes',
      count: () => sent,
      resumeHint: 'Follow on from the position of the last line received.',
      close: async () => stop.abort(),
    });
  });
}
