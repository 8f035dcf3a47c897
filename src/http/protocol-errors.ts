/**
 * Refusals made below the routes, by the HTTP parser (a malformed request line or header, headers
 * over the size limit, headers too slow to arrive) and by the router (a malformed percent-escape in
 * the path): answered with the error body of the catalogue (src/http/errors.ts) and an
 * `X-Request-Id` like every other answer, never with the request echoed back.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { type Socket } from 'node:net';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError, errorBody, ERROR_STATUS, sendError, type ErrorCode } from './errors.js';
import { type OwedAnswers } from './owed-answers.js';

/** How long a refusal may take to reach a client before its connection is closed regardless. */
const FLUSH_MS = 10_000;

/** What the parser refused, as a code of the catalogue and a sentence that names no part of the request. */
function parserRefusal(error: Error & { code?: string }): [ErrorCode, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return ['headers_too_large', 'The request headers are larger than 16 KiB in all.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return ['request_timeout', 'The request did not arrive in time.'];
    case 'HPE_INVALID_METHOD':
      return ['bad_request', 'The request method is not a valid HTTP method (methods are upper case).'];
    default:
      return ['bad_request', 'The request is not valid HTTP (its request line or a header is malformed).'];
  }
}

/** The answer to a request the parser refused, ending the connection. */
function refusalText(error: Error & { code?: string }): string {
  const [code, message] = parserRefusal(error);
  const status = ERROR_STATUS[code];
  const body = errorBody(code, message);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: the socket carries no parsed request, so the answer is written on
 * it, after the answers the connection still owes for the requests before (pipelined; written as
 * they come, in order), and then the connection ends: nothing after the refused bytes can be read.
 */
export function refuseUnparsed(owed: OwedAnswers): (error: Error & { code?: string }, socket: Socket) => void {
  const refused = new WeakSet<Socket>();
  return (error, socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // The parser stops at its first error and reports it again for every later byte: one answer.
    if (refused.has(socket)) return;
    refused.add(socket);
    const answer = refusalText(error);
    owed.afterOwed(socket, () => {
      // The last answer owed may have ended the connection itself (it said Connection: close).
      if (!socket.writable) return void socket.destroy();
      // Ended rather than destroyed: the answer is flushed before the connection closes (within
      // FLUSH_MS: a client that reads nothing does not hold it open).
      const timer = setTimeout(() => socket.destroy(), FLUSH_MS);
      socket.once('close', () => clearTimeout(timer));
      socket.end(answer, () => socket.destroy());
    });
  };
}

/** Fastify's `frameworkErrors`: refusals before routing (a malformed path), through the catalogue. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Answered before the hooks that tag every other answer.
  reply.header('X-Request-Id', request.id).header('X-Content-Type-Options', 'nosniff');
  const refusal = error.code === 'FST_ERR_BAD_URL'
    ? new ApiError('bad_request', 'The request path is not valid: it has a malformed percent-escape.')
    : new ApiError('bad_request', 'The request could not be read.');
  void sendError(reply, refusal);
}
