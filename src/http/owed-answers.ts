/**
 * The answers a connection still owes its client: one per request parsed on it whose response has
 * not been written in full. A client may send requests one after the other without waiting
 * (pipelining), and their answers go out in the same order; a refusal written straight on the
 * socket (src/http/protocol-errors.ts) must wait for them, or they are lost when it closes.
 */
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type Socket } from 'node:net';

export class OwedAnswers {
  private readonly owed = new WeakMap<Socket, Set<ServerResponse>>();
  private readonly waiting = new WeakMap<Socket, () => void>();
  /** Connections that an answer given on them ends (`Connection: close`). */
  private readonly ending = new WeakSet<Socket>();

  watch(server: Server): void {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      let answers = this.owed.get(socket);
      if (!answers) this.owed.set(socket, (answers = new Set()));
      answers.add(response);
      // Written in full, or cut when the connection closed.
      response.once('close', () => {
        answers.delete(response);
        this.wake(socket);
      });
    });
  }

  /** `socket` closes after an answer given on it: a request parsed behind that answer will not be answered. */
  markEnding(socket: Socket): void {
    this.ending.add(socket);
  }

  endsConnection(socket: Socket): boolean {
    return this.ending.has(socket);
  }

  /**
   * Calls `then` once the answers owed on `socket` have been written: at once when none is owed.
   * A request still arriving is left out when its answer has not begun: it cannot be answered now
   * that the rest of it cannot be read.
   */
  afterOwed(socket: Socket, then: () => void): void {
    this.waiting.set(socket, then);
    this.wake(socket);
  }

  private wake(socket: Socket): void {
    const then = this.waiting.get(socket);
    if (!then) return;
    for (const response of this.owed.get(socket) ?? []) {
      if (response.req.complete || response.headersSent) return;
    }
    this.waiting.delete(socket);
    then();
  }
}
