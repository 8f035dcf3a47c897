/**
 * The breaker of a PostgreSQL server (src/store/postgres/database-health.ts) on its own, with a
 * probe the test answers: which failures start a probe, what statements meet while it runs and
 * after, and how the server is taken back. The real server frozen and thawed is
 * test/store/frozen-postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseHealth, isNoAnswer, NotAnsweringError } from '../../src/store/postgres/database-health.js';
import { QueryTimeoutError } from '../../src/store/store.js';

/** A probe whose answers the test gives, one per call, and the calls it got. */
function scriptedProbe() {
  const calls: boolean[] = [];
  const pending: Array<(answered: boolean) => void> = [];
  return {
    calls,
    probe: (rejoining: boolean) => {
      calls.push(rejoining);
      return new Promise<boolean>((resolve) => pending.push(resolve));
    },
    answer(answered: boolean) {
      pending.shift()!(answered);
    },
  };
}

const timeout = () => new Error('Query read timeout');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tick = () => sleep(0);

describe('the health of a database server', () => {
  it('takes waits that ran out for possible silence, and errors the server sent for answers', () => {
    expect(isNoAnswer(timeout())).toBe(true);
    expect(isNoAnswer(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isNoAnswer(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isNoAnswer(new QueryTimeoutError(300))).toBe(true);
    expect(isNoAnswer(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isNoAnswer(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });

  it('a timeout that the probe answers changes nothing; one it does not answer refuses every statement at once', async () => {
    const script = scriptedProbe();
    const health = new DatabaseHealth({ name: 'primary', probe: script.probe, probeIntervalMs: 0 });
    try {
      health.failed(Object.assign(new Error('canceling statement due to user request'), { code: '57014' }));
      expect(script.calls).toEqual([]);

      health.failed(timeout());
      expect(script.calls).toEqual([false]);
      // While the probe runs, statements wait for its verdict, and a second timeout starts no second probe.
      let admitted = false;
      const waiting = health.admit().then(() => (admitted = true));
      health.failed(timeout());
      await tick();
      expect(admitted).toBe(false);
      script.answer(true);
      await waiting;
      expect(admitted).toBe(true);
      expect(health.answering).toBe(true);

      health.failed(timeout());
      expect(script.calls).toEqual([false, false]);
      const refused = health.admit();
      script.answer(false);
      await expect(refused).rejects.toBeInstanceOf(NotAnsweringError);
      expect(health.answering).toBe(false);
      await expect(health.admit()).rejects.toThrow(/the primary database is not answering/);
    } finally {
      health.close();
    }
  });

  it('while silent, probes until one answers (rejoining), then admits again and says so', async () => {
    const script = scriptedProbe();
    const changes: boolean[] = [];
    const health = new DatabaseHealth({ name: 'replica', probe: script.probe, probeIntervalMs: 5, onChange: (answering) => changes.push(answering) });
    try {
      health.failed(timeout());
      script.answer(false);
      await expect(health.admit()).rejects.toBeInstanceOf(NotAnsweringError);
      expect(changes).toEqual([false]);
      // One probe after another, each when the one before got no answer.
      for (const [calls, answered] of [[2, false], [3, false], [4, true]] as const) {
        for (let i = 0; i < 200 && script.calls.length < calls; i++) await sleep(5);
        expect(script.calls).toHaveLength(calls);
        script.answer(answered);
      }
      for (let i = 0; i < 200 && !health.answering; i++) await sleep(5);
      expect(script.calls).toEqual([false, true, true, true]);
      expect(health.answering).toBe(true);
      expect(changes).toEqual([false, true]);
      await health.admit();
    } finally {
      health.close();
    }
  });

  it('a timeout soon after an answered probe is a slow query\'s: no probe for it', async () => {
    const script = scriptedProbe();
    const health = new DatabaseHealth({ name: 'primary', probe: script.probe, probeIntervalMs: 60_000 });
    try {
      health.failed(timeout());
      script.answer(true);
      await health.admit();
      health.failed(timeout());
      expect(script.calls).toEqual([false]);
      expect(health.answering).toBe(true);
    } finally {
      health.close();
    }
  });
});
