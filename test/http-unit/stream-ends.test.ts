/**
 * The shutdown's choice of when to end each stream (src/http/stream-ends.ts), and the reading of
 * the kernel's send queues it and the pacing rely on (src/http/kernel-queues.ts).
 */
import { describe, expect, it } from 'vitest';
import { connectionKey, parseInto } from '../../src/http/kernel-queues.js';
import { endStreamsInTime, type OpenStream } from '../../src/http/stream-ends.js';

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

describe('kernel send queues', () => {
  it('reads each established connection\'s tx_queue by its ports, IPv4 and IPv6 alike, and skips the others', () => {
    const row = (i: number, local: string, remote: string, state: string, tx: number) =>
      `  ${i}: ${local} ${remote} ${state} ${hex(tx, 8)}:00000000 00:00000000 00000000   101        0 ${1000 + i} 1 0000000000000000 20 4 1 10 -1`;
    const v4 = (port: number) => `0100007F:${hex(port, 4)}`;
    const v6 = (port: number) => `0000000000000000FFFF00000100007F:${hex(port, 4)}`;
    const text = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      row(0, v4(8080), '00000000:0000', '0A', 0),
      row(1, v4(8080), v4(40_001), '01', 3_915_776),
      row(2, v4(40_001), v4(8080), '01', 0),
      row(3, v6(8080), v6(40_002), '01', 65_536),
      row(4, v4(8080), v4(40_003), '06', 777),
    ].join('\n');
    const out = new Map<number, number>();
    parseInto(text, out);
    expect(out.get(connectionKey(8080, 40_001))).toBe(3_915_776);
    expect(out.get(connectionKey(40_001, 8080))).toBe(0);
    expect(out.get(connectionKey(8080, 40_002))).toBe(65_536);
    expect(out.has(connectionKey(8080, 40_003))).toBe(false);
    expect(out.size).toBe(3);
  });
});

describe('ending streams in time for their clients', () => {
  const stream = (queue: number, pending: number, perMs: number | undefined) => {
    const s = { ended: false, pending: () => pending, observe: async () => (perMs === undefined ? undefined : { queue, perMs }), end: () => { s.ended = true; } };
    return s satisfies OpenStream;
  };

  it('ends a stream whose bytes ahead would need the rest of the time, and leaves fast, unknown and stalled ones to the end', async () => {
    // 10 s left: 1 MB at 64 KB a second needs 16 s; 1 MB at 4 MB a second, a quarter of one.
    const slow = stream(1024 * 1024, 100_000, 64);
    const fast = stream(1024 * 1024, 100_000, 4_096);
    const unknown = stream(1024 * 1024, 100_000, undefined);
    const stalled = stream(1024 * 1024, 100_000, 0);
    const stop = endStreamsInTime(new Set([slow, fast, unknown, stalled]), Date.now() + 10_000);
    await new Promise((r) => setTimeout(r, 600));
    stop();
    expect([slow.ended, fast.ended, unknown.ended, stalled.ended]).toEqual([true, false, false, false]);
  });

  it('ends a fast one too once the end is near', async () => {
    const fast = stream(1024 * 1024, 100_000, 4_096);
    const stop = endStreamsInTime(new Set([fast]), Date.now() + 1_200);
    await new Promise((r) => setTimeout(r, 300));
    stop();
    expect(fast.ended).toBe(true);
  });
});
