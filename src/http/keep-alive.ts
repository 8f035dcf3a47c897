/**
 * How long a connection may wait between requests (docs/deployment.md "Connections").
 *
 * Every kept-alive answer advertises KEEP_ALIVE_TIMEOUT_SECONDS (`Keep-Alive: timeout=N`, written
 * by Node from `server.keepAliveTimeout`), and the server closes an idle connection no sooner than
 * IDLE_MARGIN_MS after that. A client that trusts the advertised timeout may send its next request
 * just before it passes; if the server closed at that very moment, the request would cross the
 * close and find the connection gone without an answer.
 *
 * Headers that stop arriving are answered 408 (src/http/protocol-errors.ts) within the same
 * timeout, so the idle close never drops a request that has started to arrive.
 */
import { type IncomingMessage, type Server } from 'node:http';
import { type Socket } from 'node:net';

/** How much longer than it advertises the server waits before closing an idle connection. */
export const IDLE_MARGIN_MS = 2_000;
/** The longest a request's headers may take to arrive (docs/api.md "Limits"). */
export const HEADERS_TIMEOUT_MS = 60_000;

/** Fastify's options for a keep-alive timeout of `seconds`. */
export function keepAliveOptions(seconds: number): { keepAliveTimeout: number; http: { headersTimeout: number; connectionsCheckingInterval: number } } {
  return {
    keepAliveTimeout: seconds * 1000,
    http: {
      // Node's idle timer restarts with every byte, headers included: a request whose headers stall
      // must get its 408 before the connection counts as idle (at the soonest `seconds` after the
      // headers began). Node looks for late headers every connectionsCheckingInterval.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, seconds * 1000),
      connectionsCheckingInterval: 1_000,
    },
  };
}

/**
 * Holds idle connections IDLE_MARGIN_MS past Node's keep-alive timeout. With a listener of the
 * server's 'timeout' event, Node no longer closes a connection whose timer fired: this does. The
 * timer fires only between requests (and not during them: `connectionTimeout` is 0), or when a
 * client stops sending the rest of a body whose refusal it already has.
 */
export function holdIdleConnections(server: Server): void {
  /** socket.bytesRead when its idle time was extended: a byte since means a request has begun. */
  const extendedAt = new WeakMap<Socket, number>();
  server.on('timeout', (socket: Socket) => {
    const at = extendedAt.get(socket);
    if (at === socket.bytesRead) {
      socket.destroy();
      return;
    }
    extendedAt.set(socket, socket.bytesRead);
    // Once past the margin a request has begun arriving: its headers get their 408 first.
    socket.setTimeout(at === undefined ? IDLE_MARGIN_MS : server.keepAliveTimeout + IDLE_MARGIN_MS);
  });
  server.on('request', (request: IncomingMessage) => extendedAt.delete(request.socket));
}
