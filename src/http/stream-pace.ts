/**
 * Paces a stream to its client (docs/deployment.md "Shutdown"). What a process hands its socket
 * goes to the kernel's send queue, which the kernel lets grow to megabytes ahead of a slow client;
 * a stream ended at a shutdown puts its last line behind all of that (at 64 KB a second, a minute
 * behind). So a stream hands on more only while its connection's queue holds less than its client
 * takes in AHEAD_MS, within MIN_AHEAD and MAX_AHEAD: a client reading at any pace has the bytes it
 * needs next, and a last line queued now reaches the kernel, and so the client, in seconds.
 * Where the queue cannot be read (src/http/kernel-queues.ts), streams are not paced.
 */
import { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectionKey, type KernelQueues } from './kernel-queues.js';

/** The client's bytes the queue may hold: its last second's pace times this... */
const AHEAD_MS = 2_000;
/** ...at least this much... */
const MIN_AHEAD = 256 * 1024;
/**
 * ...and at most this much. A client's pace is seen through its kernel's acknowledgements, which
 * run far ahead of the client while its receive buffer fills (megabytes on a fast link): without a
 * bound the queue would take that pace's allowance and hold a minute of a slow client's reading.
 * 1 MB in flight is about 20 MB a second to a client 50 ms away, 100 MB a second at 10 ms.
 */
const MAX_AHEAD = 1024 * 1024;
/** The span a client's pace is measured over. */
const WINDOW_MS = 1_000;
/** How long a held stream waits before it looks again (a reading of the queues is this fresh). */
const LOOK_MS = 100;
/** How far back a stream keeps what the kernel had taken: longer than a reading can be old. */
const HANDED_MS = 1_000;

/** A connection's send queue and its client's pace, as last seen. */
export interface Observed {
  /** Bytes in the kernel's send queue, not yet acknowledged by the client. */
  queue: number;
  /** Bytes a millisecond the client acknowledged over the last second; 0 when unknown. */
  perMs: number;
}

export class StreamPace {
  private readonly key: number | undefined;
  /** (time, bytes the client has acknowledged) samples within WINDOW_MS. */
  private readonly samples: Array<[number, number]> = [];
  /** (time, bytes the kernel had taken) when the stream asked to hand on more, over the last HANDED_MS. */
  private readonly handed: Array<[number, number]> = [];

  constructor(private readonly socket: Socket, private readonly kernel: KernelQueues) {
    this.key = socket.localPort !== undefined && socket.remotePort !== undefined ? connectionKey(socket.localPort, socket.remotePort) : undefined;
  }

  /** Bytes the kernel has taken from the socket: written less what still waits in the process. */
  private get taken(): number {
    return this.socket.bytesWritten - this.socket.writableLength;
  }

  /** The connection's queue and pace now; undefined where the queue cannot be read. */
  async observe(): Promise<Observed | undefined> {
    if (this.key === undefined || this.socket.destroyed) return undefined;
    const reading = await this.kernel.read();
    const queued = reading?.queues.get(this.key);
    if (reading === undefined || queued === undefined) return undefined;
    // The reading may be up to a tenth of a second old: what the kernel took since counts as
    // still queued (a fast link takes megabytes in that time).
    const then = this.takenAt(reading.at);
    const now = Date.now();
    // Acknowledged: what the kernel had taken, less what it still held.
    this.samples.push([reading.at, then - queued]);
    // Only this window's samples: a pace from before a pause would be stale.
    while (now - this.samples[0]![0] > WINDOW_MS) this.samples.shift();
    const [since, before] = this.samples[0]!;
    const [last, acknowledged] = this.samples.at(-1)!;
    return { queue: queued + this.taken - then, perMs: last > since ? (acknowledged - before) / (last - since) : 0 };
  }

  /** Resolves once the stream may hand its socket more. */
  async ready(): Promise<void> {
    const now = Date.now();
    this.handed.push([now, this.taken]);
    while (this.handed.length > 1 && now - this.handed[1]![0] > HANDED_MS) this.handed.shift();
    for (;;) {
      const seen = await this.observe();
      if (!seen || seen.queue <= Math.min(MAX_AHEAD, Math.max(MIN_AHEAD, seen.perMs * AHEAD_MS))) return;
      await sleep(LOOK_MS);
    }
  }

  /** What the kernel had taken at `at`, as the stream last noted it then or before (the least it could have been). */
  private takenAt(at: number): number {
    let taken = this.handed[0]?.[1] ?? this.taken;
    for (const [time, value] of this.handed) {
      if (time > at) break;
      taken = value;
    }
    return taken;
  }
}
