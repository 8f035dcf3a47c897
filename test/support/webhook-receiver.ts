/**
 * A webhook receiver on loopback for the tests (docs/webhooks.md): real HTTP, each request kept
 * with its headers, body and time, answered as the test tells it (a status, headers, a delay, or
 * never).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface Received { headers: IncomingHttpHeaders; body: string; at: number; json: any }

/** How to answer one request: a status with headers, after `delayMs`; `hang`: never. */
export interface Answer { status?: number; headers?: Record<string, string>; delayMs?: number; hang?: boolean }

export class Receiver {
  readonly received: Received[] = [];
  /** Answers for the next requests, in order; then `fallback`. */
  readonly answers: Answer[] = [];
  fallback: Answer = { status: 200 };
  private readonly server: Server;
  private readonly hung: ServerResponse[] = [];
  private waiters: Array<() => void> = [];

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try { json = JSON.parse(body); } catch { json = undefined; }
        this.received.push({ headers: req.headers, body, at: Date.now(), json });
        for (const wake of this.waiters.splice(0)) wake();
        const answer = this.answers.shift() ?? this.fallback;
        if (answer.hang) {
          this.hung.push(res);
          return;
        }
        setTimeout(() => res.writeHead(answer.status ?? 200, answer.headers ?? {}).end('ok'), answer.delayMs ?? 0);
      });
    });
  }

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Waits until `count` requests have come (or fails after `ms`). */
  async until(count: number, ms = 15_000): Promise<Received[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the receiver got ${this.received.length} requests, not ${count}, within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  async close(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
