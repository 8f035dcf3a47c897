/**
 * Sends an NDJSON stream (docs/contract.md §7) with what every stream of this process shares:
 * back-pressure paced to the client (stream-pace.ts), the open-streams gauge, a last error line
 * when the source fails after the first line, and an end in time when the process shuts down
 * (stream-ends.ts). A route gives the lines and the words of its last lines.
 */
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppDeps } from './context.js';
import { STREAM_CONTENT_TYPE } from './content-types.js';
import { errorBody, toApiError } from './errors.js';
import { KernelQueues } from './kernel-queues.js';
import { countLines } from './request-log.js';
import { StreamBody } from './stream-body.js';
import { StreamPace } from './stream-pace.js';

/** The kernel's send queues, read once for every stream of this process (src/http/stream-pace.ts). */
const kernelQueues = new KernelQueues();

export interface StreamReply {
  lines: AsyncIterator<Buffer | string>;
  /** What its lines are, for the last line's "after 120 results": "results", "changes". */
  unit: string;
  /** How many of them the stream has given so far. */
  count(): number;
  /** What the shutdown's last line adds: how to go on ("resume with the last line's cursor"). */
  resumeHint: string;
  /** Frees what the stream holds (its snapshot); called once. */
  close(): Promise<void>;
}

export function sendStream(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, stream: StreamReply): FastifyReply {
  const { lifecycle, metrics } = deps;
  metrics.streamsOpen.inc();
  let closed: (() => void) | undefined;
  const response = reply.raw;
  const pace = response.socket ? new StreamPace(response.socket, kernelQueues) : undefined;
  const body = new StreamBody({
    source: stream.lines,
    // The same mapping as any other error (a store that went away is `unavailable`), worded for a stream.
    failureLine: (error) => {
      const failure = toApiError(error, request, deps.store);
      return `${errorBody(failure.code, failure.code === 'unavailable'
        ? `The catalogue became unavailable after ${stream.count()} ${stream.unit}; retry shortly.`
        : `The stream failed after ${stream.count()} ${stream.unit}; quote request id ${request.id}.`)}\n`;
    },
    endLine: (sent) => `${errorBody('unavailable', `The server is shutting down; the stream ended after ${sent} ${stream.unit}. ${stream.resumeHint}`)}\n`,
    stopped: () => metrics.streamsOpen.dec(),
    cleanup: async () => {
      closed?.();
      await stream.close();
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
  // The request's log line says how many lines were written, however the stream ended.
  countLines(reply, () => body.sent);
  return reply.header('content-type', STREAM_CONTENT_TYPE).send(body);
}
