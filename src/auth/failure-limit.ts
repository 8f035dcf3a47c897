/**
 * Failed authentication attempts, per client address and per key id, in a rolling minute. Checking
 * a secret costs a slow hash (src/auth/secrets.ts) on purpose; past the limit, an address or a key
 * id is refused (429) before any hashing, so failed attempts cannot burn the server's CPU. Kept in
 * each process (each protects its own CPU); bounded in memory.
 */

const WINDOW_MS = 60_000;
/** Addresses and key ids remembered at most; past it the oldest half is forgotten. */
const MAX_TRACKED = 50_000;

export class FailureLimit {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly perMinute: number) {}

  /** Seconds until `who` may try again, or 0 when it may now. */
  retryAfter(who: string, nowMs = Date.now()): number {
    if (this.perMinute === 0) return 0;
    const times = this.recent(who, nowMs);
    if (times.length < this.perMinute) return 0;
    return Math.max(1, Math.ceil((times[0]! + WINDOW_MS - nowMs) / 1000));
  }

  record(who: string, nowMs = Date.now()): void {
    if (this.perMinute === 0) return;
    const times = this.recent(who, nowMs);
    times.push(nowMs);
    if (times.length > this.perMinute) times.shift();
    this.failures.delete(who);
    this.failures.set(who, times);
    if (this.failures.size > MAX_TRACKED) {
      let drop = this.failures.size / 2;
      for (const key of this.failures.keys()) {
        if (drop-- <= 0) break;
        this.failures.delete(key);
      }
    }
  }

  private recent(who: string, nowMs: number): number[] {
    const times = this.failures.get(who) ?? [];
    while (times.length > 0 && times[0]! <= nowMs - WINDOW_MS) times.shift();
    return times;
  }
}
