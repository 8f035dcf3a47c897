/**
 * When each stream still open at a shutdown is ended (docs/deployment.md "Shutdown"): early enough
 * that what this process holds for its client reaches the kernel before the process exits. The
 * kernel then delivers it, and the last line after it, at the client's own pace, even after the
 * process has gone. A stream is ended once the bytes ahead of its last line (its connection's send
 * queue and what the process still holds), at half its client's pace, would take
 * until the end, less a margin. A client that takes nothing at all cannot be helped, nor one whose
 * queue cannot be read (src/http/kernel-queues.ts): those are ended with the others,
 * `LAST_LINE_MS` before the end.
 */
import { type Observed } from './stream-pace.js';

/** A stream as the shutdown sees it. */
export interface OpenStream {
  /** Bytes in this process not yet taken by the socket's kernel buffer. */
  pending(): number;
  /** Its connection's send queue and its client's pace; undefined when unknown. */
  observe(): Promise<Observed | undefined>;
  /** Ends the stream now with its last line. */
  end(): void;
}

/** How often the shutdown looks at the open streams. */
const TICK_MS = 250;
/** Time kept in hand for the process to close its connections and exit. */
const MARGIN_MS = 1_500;
/**
 * The client's pace may drop while its last bytes drain (its own machine busy): the time they
 * take at the measured pace is counted twice. Ending a stream early costs its client a resume
 * from the last line's cursor; ending it late cuts its last line.
 */
const SLOWER = 2;

/** Ends each stream of `streams` in time for its client, by `endAt`. Returns a stop. */
export function endStreamsInTime(streams: ReadonlySet<OpenStream>, endAt: number, now: () => number = Date.now): () => void {
  let stopped = false;
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      for (const stream of streams) {
        const seen = await stream.observe();
        if (stopped) return;
        // No pace yet, or none at all: left to the end of the others.
        if (!seen || seen.perMs <= 0) continue;
        if (now() + (SLOWER * (seen.queue + stream.pending())) / seen.perMs + MARGIN_MS >= endAt) stream.end();
      }
    } finally {
      ticking = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), TICK_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
