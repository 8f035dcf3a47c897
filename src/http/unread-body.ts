/**
 * A refusal sent before its request's body was read whole (a 401 before the body arrives, a 413, a
 * 415, a multipart body that went wrong midway), and the connection after it
 * (docs/deployment.md "Connections").
 *
 * The rest of the body is read and dropped: the connection then serves the client's next request,
 * and a client still sending is not reset (which could cost it the answer). When there is too much
 * to read (a declared length over DRAIN_BYTES) or no telling how much (a chunked body), the answer
 * says `Connection: close`, and the connection closes once the body has been read, the client has
 * stopped sending, or the bound is reached, never before the answer is whole.
 *
 * Fastify asks for `Connection: close` after any body its content-type parsers refused, read or not
 * (a body that is not JSON): such a connection stays open too, as the body is read here.
 */
import { type IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { type FastifyReply } from 'fastify';

/** The most of a refused body read before the connection is closed after all. */
export const DRAIN_BYTES = 64 * 1024 * 1024;
/** How long a refused body that ends the connection may take to arrive. */
const DRAIN_MS = 10_000;

/** Whether the client asked for the connection to stay open (HTTP/1.1 unless it said close; HTTP/1.0 if it said keep-alive). */
function persistent(request: IncomingMessage): boolean {
  const tokens = (request.headers.connection ?? '').toLowerCase();
  return request.httpVersion === '1.0' ? /\bkeep-alive\b/.test(tokens) : !/\bclose\b/.test(tokens);
}

/**
 * The payload of the error answer `body` on `reply`, with the connection headers and the reading of
 * the rest of the request body it calls for. `close`: the answer ends the connection anyway.
 */
export function refusalPayload(reply: FastifyReply, body: string, close: boolean): string | Readable {
  const request = reply.request.raw;
  const whole = request.complete || request.destroyed;
  // A request with neither header has no body; a chunked one, a body of unknown length.
  const declared = request.headers['transfer-encoding'] === undefined ? Number(request.headers['content-length'] ?? 0) : Number.NaN;
  if (!close && persistent(request) && (whole || declared <= DRAIN_BYTES)) {
    // Node writes the connection headers itself unless one was set (Fastify's close): then they
    // are what Node would have written.
    if (reply.hasHeader('connection')) {
      reply.header('Connection', 'keep-alive').header('Keep-Alive', `timeout=${Math.floor(reply.server.server.keepAliveTimeout / 1000)}`);
    }
    // The parser ends the body where its length says: then the next request is read. A client that
    // stops sending is closed as an idle one (src/http/keep-alive.ts).
    if (!whole) request.resume();
    return body;
  }
  reply.header('Connection', 'close');
  if (whole) return body;
  reply.header('Content-Length', String(Buffer.byteLength(body)));
  return answerWhileDraining(request, body);
}

/**
 * `body` at once, then the end of the answer only when the request's body has been read (or the
 * client stopped, or a bound was reached): Node closes the connection when the answer ends.
 */
function answerWhileDraining(request: IncomingMessage, body: string): Readable {
  const answer = new PassThrough();
  answer.write(body);
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_BYTES) done();
  };
  const done = () => {
    clearTimeout(timer);
    request.off('data', count).off('end', done).off('close', done);
    request.socket.off('end', done).off('close', done);
    answer.end();
  };
  const timer = setTimeout(done, DRAIN_MS);
  request.on('data', count).once('end', done).once('close', done);
  // A client that ends its side mid-body has stopped sending.
  request.socket.once('end', done).once('close', done);
  request.resume();
  return answer;
}
