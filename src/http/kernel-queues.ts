/**
 * How many bytes each TCP connection of this machine holds in its kernel send queue: sent by the
 * process, not yet acknowledged by the client (Linux: the `tx_queue` column of /proc/net/tcp and
 * tcp6). Node has no other way to ask, and the queue can hold megabytes (the kernel grows a send
 * buffer up to `net.ipv4.tcp_wmem`, 4 MB by default). Elsewhere the files are missing, and the
 * answer is "unknown".
 */
import { readFile } from 'node:fs/promises';

const FILES = ['/proc/net/tcp', '/proc/net/tcp6'];
/** How long one reading serves: every stream asks, one read answers them all. */
const FRESH_MS = 100;
const ESTABLISHED = '01';

/** The key of a connection in a reading: its local and remote ports. */
export const connectionKey = (localPort: number, remotePort: number) => localPort * 65_536 + remotePort;

/** One reading: the send queue of each established connection by `connectionKey`, as of `at`. */
export interface Reading { at: number; queues: Map<number, number> }

export class KernelQueues {
  private reading: Promise<Reading | undefined> | undefined;
  private readAt = 0;
  private available = true;
  /** The last reading done. */
  private last: Reading | undefined;

  /** The last reading done, when it is at most FRESH_MS old: no waiting. */
  fresh(): Reading | undefined {
    return this.last && Date.now() - this.last.at < FRESH_MS ? this.last : undefined;
  }

  /**
   * A reading at most `maxAgeMs` old (FRESH_MS unless told) and begun at `notBefore` or later;
   * undefined where the queues cannot be read.
   */
  read(maxAgeMs = FRESH_MS, notBefore = 0): Promise<Reading | undefined> {
    if (!this.available) return Promise.resolve(undefined);
    const now = Date.now();
    if (!this.reading || now - this.readAt >= maxAgeMs || this.readAt < notBefore) {
      this.readAt = now;
      this.reading = this.readFiles().then((queues) => (this.last = queues && { at: now, queues }));
    }
    return this.reading;
  }

  private async readFiles(): Promise<Map<number, number> | undefined> {
    const out = new Map<number, number>();
    let any = false;
    for (const file of FILES) {
      let text: string;
      try {
        text = await readFile(file, 'latin1');
      } catch {
        continue;
      }
      any = true;
      parseInto(text, out);
    }
    if (!any) this.available = false;
    return any ? out : undefined;
  }
}

/** Lines `sl local rem st tx:rx ...`, addresses as `HEXADDR:HEXPORT`. */
export function parseInto(text: string, out: Map<number, number>): void {
  let at = text.indexOf('\n') + 1;
  while (at > 0 && at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end < 0 ? text.length : end);
    at = end < 0 ? text.length : end + 1;
    const fields = line.trim().split(/\s+/);
    if (fields.length < 5 || fields[3] !== ESTABLISHED) continue;
    const local = parseInt(fields[1]!.slice(fields[1]!.lastIndexOf(':') + 1), 16);
    const remote = parseInt(fields[2]!.slice(fields[2]!.lastIndexOf(':') + 1), 16);
    const tx = parseInt(fields[4]!.slice(0, fields[4]!.indexOf(':')), 16);
    out.set(connectionKey(local, remote), tx);
  }
}
