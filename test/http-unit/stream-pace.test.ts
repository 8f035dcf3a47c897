/**
 * StreamPace (src/http/stream-pace.ts) never fails the stream it paces: a reading older than the
 * pace's window (the event loop held for seconds under load, a client that paused) left no sample
 * to measure from, and the stream failed with `internal_error` after its first batch; a reading
 * that cannot be made leaves the stream unpaced.
 */
import { type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
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

  it('after a second with one reading (the loop held), the pace last measured stands: a shutdown still ends the stream in time', async () => {
    const sock = { ...socket, bytesWritten: 0, writableLength: 0 } as unknown as { bytesWritten: number };
    let at = Date.now();
    let queue = 0;
    const pace = new StreamPace(sock as unknown as Socket, kernel(() => ({ at, queues: new Map([[key, queue]]) })));
    await pace.observe();
    // 64 KB taken and acknowledged in 500 ms: 131 bytes a millisecond.
    await new Promise((r) => setTimeout(r, 500));
    sock.bytesWritten = 65_536;
    at = Date.now();
    const measured = (await pace.observe())!.perMs;
    expect(measured).toBeGreaterThan(100);
    expect(measured).toBeLessThan(160);
    await new Promise((r) => setTimeout(r, 1_100));
    at = Date.now();
    queue = 10_000;
    expect((await pace.observe())!.perMs).toBe(measured);
  });
});

