/**
 * The change feed (issue 32, docs/performance.md "Change feed"), on one server process:
 * - catch-up: after a rename of the brand CROWD products embed, the products' changes read from
 *   the position before it through `changes/stream` and through `changes/query` pages of 1,000,
 *   against a products stream of the same products (the target: at least half its lines a second);
 * - notification: from a `products/update`'s answer to a waiting long poll's answer of it, p50 and
 *   p99, with 100 updates a second, alone and with 1,000 more long polls waiting (on another
 *   resource, as idle followers are), and what those 1,000 cost the process: memory, and CPU with
 *   nothing written.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { crowdedBrand, summary, writeDriver } from './writes.js';
import { currentRssMb, startServer } from './server-process.js';
import { round } from './figures.js';

export interface ChangesOptions { productIds: string[]; waiters: number; seconds: number }

/** One POST over a given agent; the answer's status and body. */
function post(port: number, agent: Agent, auth: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, agent, headers: { authorization: auth, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Lines of a stream a second, counted as they arrive (the client keeps nothing). */
function streamRate(port: number, auth: string, path: string, body: unknown): Promise<{ lines: number; seconds: number; perSecond: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lines = 0;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { authorization: auth, 'content-type': 'application/json', 'user-agent': 'catalog-bench/1.0' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        resolve({ lines, seconds: round(seconds), perSecond: Math.round(lines / seconds) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The share of a core a process used over the next `ms`, in percent. */
async function cpuPercentOver(pid: number, ms: number): Promise<number> {
  const start = cpuSeconds(pid);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return round((100 * (cpuSeconds(pid) - start)) / ((performance.now() - started) / 1000));
}

export async function changesPhase(env: NodeJS.ProcessEnv, auth: string, options: ChangesOptions, log: (line: string) => void) {
  const crowd = await crowdedBrand(env, log);
  const server = await startServer(env);
  const agent = new Agent({ keepAlive: true, maxSockets: options.waiters + 16 });
  const { port } = server;
  const ask = async (body: unknown) => {
    const res = await post(port, agent, auth, '/v4/changes/query', body);
    if (res.status !== 200) throw new Error(`changes/query: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { meta: { position: string; more: boolean }; results: Array<{ id: string }> };
  };
  const { post: write, backlog } = writeDriver(port, auth, options.productIds);
  try {
    // Catch-up after a rename that 50,000 products follow.
    const before = (await ask({})).meta.position;
    await write('brands/update', { id: crowd.id, brand: { name: `Feed Bench ${Date.now()}` } });
    while ((await backlog()) > 0) await new Promise((r) => setTimeout(r, 200));
    log(`catch-up: reading the changes of ${crowd.products} products...`);
    const viaStream = await streamRate(port, auth, '/v4/changes/stream', { after: before, filter: { resource: 'products' } });
    const pagesStarted = performance.now();
    let changes = 0;
    for (let after = before; ;) {
      const answer = await ask({ after, filter: { resource: 'products' }, limit: 1000 });
      changes += answer.results.length;
      after = answer.meta.position;
      if (!answer.meta.more) break;
    }
    const pageSeconds = (performance.now() - pagesStarted) / 1000;
    const viaPages = { changes, seconds: round(pageSeconds), perSecond: Math.round(changes / pageSeconds) };
    const productsStream = await streamRate(port, auth, '/v4/products/stream', { filter: { brand: crowd.id }, sorting: { id: 'ASC' } });
    const catchUp = {
      changesStream: viaStream, changesPages: viaPages, productsStreamSameProducts: productsStream,
      streamRatio: round(viaStream.perSecond / productsStream.perSecond), pagesRatio: round(viaPages.perSecond / productsStream.perSecond),
    };
    log(`catch-up: ${JSON.stringify(catchUp)}`);

    // Notification latency: a long poll waiting on products, 100 updates a second.
    const latency = async (label: string) => {
      const answered = new Map<string, number>();
      const notified: number[] = [];
      let position = (await ask({})).meta.position;
      let running = true;
      const poller = (async () => {
        while (running) {
          const answer = await ask({ after: position, filter: { resource: 'products' }, wait: 5, limit: 1000 });
          const at = performance.now();
          for (const change of answer.results) {
            const sent = answered.get(change.id);
            if (sent !== undefined) {
              notified.push(at - sent);
              answered.delete(change.id);
            }
          }
          position = answer.meta.position;
        }
      })();
      const ids = options.productIds;
      const started = performance.now();
      for (let n = 0; performance.now() - started < options.seconds * 1000; n++) {
        const due = started + n * 10 - performance.now();
        if (due > 0) await new Promise((r) => setTimeout(r, due));
        const id = ids[n % ids.length]!;
        // Each product once in flight: its notification is matched to this update's answer.
        if (answered.has(id)) continue;
        await write('products/update', { id, product: { vat: n % 2 === 0 ? 6 : 21 } });
        answered.set(id, performance.now());
      }
      await new Promise((r) => setTimeout(r, 1000));
      running = false;
      await write('products/update', { id: ids[0], product: { vat: 6 } });
      await poller;
      const result = { ...summary(notified), missed: answered.size };
      log(`notification ${label}: ${JSON.stringify(result)}`);
      return result;
    };
    const alone = await latency('alone');

    // 1,000 long polls waiting on another resource: what they cost at rest, and beside the writes.
    // The process's CPU with nobody waiting first: its own timers (propagation, webhooks, the
    // index's follow) are the floor the waiters' cost is measured against.
    const idleCpuPercent = await cpuPercentOver(server.child.pid!, 10_000);
    const rssBefore = currentRssMb(server.child.pid!);
    const head = (await ask({})).meta.position;
    let waiting = true;
    const waiters = Array.from({ length: options.waiters }, async () => {
      while (waiting) await ask({ after: head, filter: { resource: 'colors' }, wait: 30 });
    });
    await new Promise((r) => setTimeout(r, 3000));
    const cpuPercent = await cpuPercentOver(server.child.pid!, 10_000);
    const atRest = {
      waiters: options.waiters,
      rssMbGrowth: round(currentRssMb(server.child.pid!) - rssBefore),
      cpuPercent,
      idleCpuPercent,
    };
    log(`${options.waiters} long polls waiting, nothing written: ${JSON.stringify(atRest)}`);
    const besideWaiters = await latency(`with ${options.waiters} long polls waiting`);
    waiting = false;
    // The waiters return at their 30 s: they are left to end with the server.
    void Promise.allSettled(waiters);
    return { catchUp, notification: { alone, besideWaiters }, waitersAtRest: atRest };
  } finally {
    agent.destroy();
    await server.stop();
  }
}
