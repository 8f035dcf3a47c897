/**
 * StreamPace (src/http/stream-pace.ts) never fails the stream it paces: a reading older than the
 * pace's window (the event loop held for seconds under load, a client that paused) left no sample
 * to measure from, and the stream failed with `internal_error` after its first batch; a reading
 * that cannot be made leaves the stream unpaced. A client's pace counts only once two windows were
 * seen, the lesser of them, so that the burst its own kernel takes at first does not let the queue
 * grow past what it drains before a shutdown's end.
 */
import { type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionKey, type KernelQueues, type Reading } from '../../src/http/kernel-queues.js';
import { StreamPace } from '../../src/http/stream-pace.js';

const socket = { localPort: 8080, remotePort: 40_000, bytesWritten: 10_000_000, writableLength: 0, destroyed: false } as unknown as Socket;
const key = connectionKey(8080, 40_000);

function kernel(reading: () => Reading | undefined, fails = false): KernelQueues {
  return {
    fresh: () => reading(),
    read: async () => {
      if (fails) throw new Error('no /proc here');
      return reading();
    },
  } as unknown as KernelQueues;
}

describe('StreamPace', () => {
  it('a reading older than its window, the queue full: held, then let go when the queue drains, never thrown', async () => {
    let queue = 5_000_000;
    const pace = new StreamPace(socket, kernel(() => ({ at: Date.now() - 3_000, queues: new Map([[key, queue]]) })));
    expect(await pace.observe()).toMatchObject({ perMs: 0 });
    const held = pace.ready();
    expect(held).toBeInstanceOf(Promise);
    setTimeout(() => { queue = 0; }, 50);
    await expect(held).resolves.toBeUndefined();
  });

  it('a queue that cannot be read leaves the stream unpaced', async () => {
    const pace = new StreamPace(socket, kernel(() => undefined, true));
    const ready = pace.ready();
    await expect(ready ?? Promise.resolve()).resolves.toBeUndefined();
  });

  /** A socket and a kernel whose reading is as the test sets it, on a clock the test moves. */
  function setup() {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sock = { ...socket, bytesWritten: 0, writableLength: 0 } as unknown as { bytesWritten: number };
    const state = { queue: 0, at: Date.now() };
    const pace = new StreamPace(sock as unknown as Socket, kernel(() => ({ at: state.at, queues: new Map([[key, state.queue]]) })));
    /** `ms` later, `bytes` more written and acknowledged: the pace as observed then. */
    const after = async (ms: number, bytes: number, queue = 0) => {
      vi.setSystemTime(Date.now() + ms);
      sock.bytesWritten += bytes;
      state.at = Date.now();
      state.queue = queue;
      return (await pace.observe())!.perMs;
    };
    return { after };
  }

  afterEach(() => vi.useRealTimers());

  it('no pace before two windows were seen; then the lesser of the two: the burst a client\'s own buffer takes at first does not count', async () => {
    const { after } = setup();
    expect(await after(0, 0)).toBe(0);
    // 1 MB at once (the client's kernel filling its buffer), then 64 KB a second.
    expect(await after(600, 1_048_576)).toBe(0);
    expect(await after(1_000, 65_536)).toBeCloseTo(65.536, 3);
    expect(await after(1_000, 65_536)).toBeCloseTo(65.536, 3);
  });

  it('a client that stops reading has no pace within a window', async () => {
    const { after } = setup();
    await after(0, 0);
    await after(800, 52_429);
    expect(await after(1_000, 65_536)).toBeGreaterThan(60);
    expect(await after(1_000, 0, 0)).toBe(0);
  });

  it('after two windows with one reading (the loop held), the pace last measured stands: a shutdown still ends the stream in time', async () => {
    const { after } = setup();
    await after(0, 0);
    await after(600, 65_536);
    const measured = await after(1_000, 131_072);
    // The lesser of 65,536 in 600 ms and 131,072 in 1,000 ms.
    expect(measured).toBeCloseTo(109.23, 1);
    expect(await after(2_100, 0, 10_000)).toBe(measured);
  });
});
