/**
 * A slow query beside id lookups on one server process: the finds' latency alone, then while
 * slow queries run back to back (an `or` of two list filters sorted by name, page 2: several
 * hundred ms to seconds on the 1,000,000-product catalogue). On SQLite once with the reader
 * processes (DATABASE_READERS as configured) and once without (0: the query on the event loop),
 * which is what a slow query cost every other request before them.
 */
import { startServer } from './server-process.js';
import { round } from './figures.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
};
const summary = (ms: number[]) => ({ n: ms.length, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), max: percentile(ms, 1) });

/** A slow query that no cached total answers (the salt makes each one new). */
const slowBody = (salt: number) => JSON.stringify({
  filter: { and: [{ or: [{ brand: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, { activeIngredient: [1, 2, 3, 4, 5] }] }, { not: { brand: [1_000_000 + salt] } }] },
  sorting: { name: { direction: 'ASC', locale: 'nl' } },
  page: { no: 2, size: 100 },
});

export async function isolation(env: NodeJS.ProcessEnv, auth: string, ids: string[], finds: number) {
  const server = await startServer({ ...env, QUERY_TIMEOUT_MS: '600000' });
  const base = `http://127.0.0.1:${server.port}/v4/products`;
  const find = async (id: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/find?id=${encodeURIComponent(id)}`, { headers: { authorization: auth } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`find: HTTP ${res.status}`);
    return performance.now() - started;
  };
  try {
    for (const id of ids.slice(0, 20)) await find(id);
    const alone: number[] = [];
    for (const id of ids.slice(0, finds)) alone.push(await find(id));
    let running = true;
    const slow: number[] = [];
    const loop = (async () => {
      for (let salt = 0; running; salt++) {
        const started = performance.now();
        const res = await fetch(`${base}/query`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: slowBody(salt) });
        await res.arrayBuffer();
        slow.push(performance.now() - started);
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const beside: number[] = [];
    for (const id of ids.slice(0, finds)) beside.push(await find(id));
    running = false;
    await loop;
    return { findsAloneMs: summary(alone), findsBesideSlowMs: summary(beside), slowQueryMs: summary(slow) };
  } finally {
    await server.stop();
  }
}
