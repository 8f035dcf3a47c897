/**
 * An HTTP/1.1 client on one raw socket (node:net), for tests of what the server does with a
 * connection: requests written as given (pipelined, split, malformed), answers read in order and
 * framed as a client must frame them (1xx interim answers, HEAD, Content-Length, chunked), and when
 * and how the server ended the connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** performance.now() when its last byte arrived. */
  at: number;
}

export class RawConnection {
  /** Final answers, in order (interim 1xx answers are in `interim`). */
  readonly answers: RawAnswer[] = [];
  readonly interim: number[] = [];
  /** performance.now() when the server ended or reset the connection; undefined while open. */
  closedAt: number | undefined;
  reset = false;
  private buffer = Buffer.alloc(0);
  /** Methods of the requests written whose final answer has not been read, in order: HEAD answers have no body. */
  private readonly methods: string[] = [];
  private readonly waiters = new Set<() => void>();
  private destroyedByUs = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.frame();
      this.wake();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') this.reset = true;
    });
    const ended = () => {
      if (this.closedAt === undefined && !this.destroyedByUs) this.closedAt = performance.now();
      this.wake();
    };
    socket.on('end', ended);
    socket.on('close', ended);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.closedAt !== undefined;
  }

  /** Bytes received that are not (yet) a whole answer. */
  get pendingBytes(): number {
    return this.buffer.length;
  }

  /** Writes `bytes`, which hold requests of these methods (their answers are framed by them), and waits until the socket took them. */
  async write(bytes: Buffer | string, methods: readonly string[] = []): Promise<void> {
    this.methods.push(...methods);
    if (this.socket.destroyed || this.socket.writableEnded) return;
    await new Promise<void>((resolve) => {
      this.socket.write(bytes, () => resolve());
    });
  }

  /** Resolves once `count` final answers have arrived, or the connection closed, or `ms` passed. */
  async waitFor(count: number, ms = 20_000): Promise<void> {
    await this.until(() => this.answers.length >= count || this.closed, ms);
  }

  /** Resolves once the server ended the connection, or `ms` passed. */
  async waitClosed(ms = 20_000): Promise<void> {
    await this.until(() => this.closed, ms);
  }

  /** Ends the client's side: the server sees a client that is done. */
  end(): void {
    this.socket.end();
  }

  destroy(): void {
    this.destroyedByUs = true;
    this.socket.destroy();
  }

  private until(done: () => boolean, ms: number): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        resolve();
      }, ms);
      this.waiters.add(check);
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Takes every whole answer off the front of the buffer. */
  private frame(): void {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(lines[0]!.split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let at = end + 4;
      let body = '';
      if (status >= 100 && status < 200) {
        this.interim.push(status);
        this.buffer = this.buffer.subarray(at);
        continue;
      }
      const method = this.methods[0];
      if (method === 'HEAD' || status === 204 || status === 304) {
        // No body, whatever Content-Length says.
      } else if (headers['content-length'] !== undefined) {
        const length = Number(headers['content-length']);
        if (this.buffer.length < at + length) return;
        body = this.buffer.subarray(at, at + length).toString('utf8');
        at += length;
      } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const chunks: Buffer[] = [];
        for (;;) {
          const lineEnd = this.buffer.indexOf('\r\n', at);
          if (lineEnd < 0) return;
          const size = parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
          if (this.buffer.length < lineEnd + 2 + size + 2) return;
          chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
          if (size === 0) break;
        }
        body = Buffer.concat(chunks).toString('utf8');
      } else {
        // Framed by the end of the connection only: not an answer a kept-alive connection may carry.
        return;
      }
      this.methods.shift();
      this.answers.push({ status, headers, body, at: performance.now() });
      this.buffer = this.buffer.subarray(at);
    }
  }
}
