/**
 * Paces a stream to its client (docs/deployment.md "Shutdown"). What a process hands its socket
 * goes to the kernel's send queue, which the kernel lets grow to megabytes ahead of a slow client;
 * a stream ended at a shutdown puts its last line behind all of that (at 64 KB a second, a minute
 * behind). So a stream hands on more only while its connection's queue holds less than its client
 * takes in AHEAD_MS, and at least MIN_AHEAD: a client reading at any pace has the bytes it needs
 * next, and a last line queued now reaches the kernel, and so the client, in seconds.
 * Where the queue cannot be read (src/http/kernel-queues.ts), streams are not paced.
 */
import { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectionKey, type KernelQueues, type Reading } from './kernel-queues.js';

/** The client's bytes the queue may hold: its last second's pace times this... */
const AHEAD_MS = 2_000;
/** ...and at least this much. */
const MIN_AHEAD = 256 * 1024;
/**
 * The span a client's pace is measured over. The pace counted is the lesser of the last two such
 * spans, and none (MIN_AHEAD only) until two were seen: a client's first second includes what its
 * own kernel's buffer takes at once (a 64 KB/s reader acknowledged 400 KB in its first 20 ms), and
 * a pace taken from it lets the queue grow past what that client drains before a shutdown's end.
 */
const WINDOW_MS = 1_000;
/** How long a held stream waits before it looks again: at first, then at most (a reading of the queues is this fresh). */
const FIRST_LOOK_MS = 5;
const LOOK_MS = 100;
/** The age of a reading a stream asks for before it is held. */
const FRESH_LOOK_MS = 1;
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
  /**
   * (time, least, most bytes the client had acknowledged) samples within two windows. A reading
   * is made while the process goes on writing, so what the kernel had taken at its moment is
   * known only between what was noted before it started and what the kernel has taken when it
   * is used; a span's pace is the least the samples allow.
   */
  private readonly samples: Array<[number, number, number]> = [];
  /** (time, bytes the kernel had taken) when the stream asked to hand on more, over the last HANDED_MS. */
  private readonly handed: Array<[number, number]> = [];
  /** Bytes a millisecond the client acknowledged, as last measured over two windows; 0 until then. */
  private pace = 0;

  /** When the stream started: a reading from before it may lack its connection. */
  private readonly started = Date.now();

  constructor(private readonly socket: Socket, private readonly kernel: KernelQueues) {
    this.key = socket.localPort !== undefined && socket.remotePort !== undefined ? connectionKey(socket.localPort, socket.remotePort) : undefined;
  }

  /** Bytes the kernel has taken from the socket: written less what still waits in the process. */
  private get taken(): number {
    return this.socket.bytesWritten - this.socket.writableLength;
  }

  /** The connection's queue and pace now, from a reading at most `maxAgeMs` old; undefined where the queue cannot be read. */
  async observe(maxAgeMs?: number): Promise<Observed | undefined> {
    if (this.key === undefined || this.socket.destroyed) return undefined;
    // Noted before the reading that may start now, so that it finds what the kernel had taken.
    this.note();
    // Never a reading from before the stream: one that lacks its connection would leave the
    // stream unpaced, and its first burst could fill the kernel's whole send buffer.
    const reading = await this.kernel.read(maxAgeMs, this.started);
    return reading && this.observed(reading);
  }

  /** Notes what the kernel has taken now, one note a millisecond. */
  private note(): void {
    const now = Date.now();
    if (this.handed.at(-1)?.[0] !== now) this.handed.push([now, this.taken]);
    while (this.handed.length > 1 && now - this.handed[1]![0] > HANDED_MS) this.handed.shift();
  }

  /** The queue and pace by `reading`; undefined when it has no such connection. */
  private observed(reading: Reading): Observed | undefined {
    const queued = reading.queues.get(this.key!);
    if (queued === undefined) return undefined;
    const then = this.takenAt(reading.at);
    const now = Date.now();
    // Acknowledged: what the kernel had taken, less what it still held.
    if (this.samples.at(-1)?.[0] !== reading.at) this.samples.push([reading.at, then - queued, this.taken - queued]);
    // Only the last two windows' samples: a pace from before a pause would be stale. The newest
    // stays, even when the reading itself is older than that (an event loop held for a second),
    // and so does the pace last measured: a shutdown still ends a slow client's stream in time.
    while (this.samples.length > 1 && now - this.samples[0]![0] > 2 * WINDOW_MS) this.samples.shift();
    const newest = this.samples.at(-1)!;
    const middle = this.samples.findLast(([at]) => at <= newest[0] - WINDOW_MS);
    const oldest = this.samples[0]!;
    if (middle && middle[0] - oldest[0] >= WINDOW_MS / 2) this.pace = Math.min(paceBetween(oldest, middle), paceBetween(middle, newest));
    const perMs = this.pace;
    // The reading may be a tenth of a second old (a fast link takes megabytes in that time): what
    // the kernel took since counts as queued, less what the client's pace drained meanwhile.
    const drained = perMs * (now - reading.at);
    return { queue: Math.max(0, queued + this.taken - then - drained), perMs };
  }

  /** Undefined when the stream may hand its socket more now, else a promise resolved once it may. */
  ready(): Promise<void> | undefined {
    if (this.key === undefined) return undefined;
    this.note();
    const reading = this.kernel.fresh();
    if (reading && reading.at >= this.started && this.within(this.observed(reading))) return undefined;
    return this.held();
  }

  private async held(): Promise<void> {
    try {
      await this.waitWithin();
    } catch {
      // Pacing only spares the shutdown's last line a long queue: a reading it cannot make leaves
      // the stream unpaced rather than failing it.
    }
  }

  private async waitWithin(): Promise<void> {
    if (this.within(await this.observe())) return;
    // A reading that says too much may be one a fast client has outrun, or catch a fast link's
    // burst in flight: fresh readings are asked, soon at first, then less often for a slow client.
    for (let wait = FIRST_LOOK_MS; ; wait = Math.min(LOOK_MS, wait * 2)) {
      if (this.within(await this.observe(FRESH_LOOK_MS))) return;
      await sleep(wait);
    }
  }

  private within(seen: Observed | undefined): boolean {
    return !seen || seen.queue <= Math.max(MIN_AHEAD, seen.perMs * AHEAD_MS);
  }

  /** What the kernel had taken at `at`, as the stream last noted it then or before (the least it could have been). */
  private takenAt(at: number): number {
    const notes = this.handed;
    if (notes.length === 0 || notes[0]![0] > at) return notes[0]?.[1] ?? this.taken;
    let lo = 0;
    let hi = notes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (notes[mid]![0] <= at) lo = mid;
      else hi = mid - 1;
    }
    return notes[lo]![1];
  }
}

/** The least pace two samples allow: the later one's least acknowledged, less the earlier one's most. */
function paceBetween([from, , most]: [number, number, number], [to, least]: [number, number, number]): number {
  return to > from ? Math.max(0, least - most) / (to - from) : 0;
}
