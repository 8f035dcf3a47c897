/**
 * Webhooks (issue 33, docs/performance.md "Webhooks"), one server process delivering to a receiver
 * in the bench process on loopback, answering 204 at once:
 * - throughput: the changes of a rename of the brand CROWD products embed, delivered from the
 *   position before it, once the propagation has written them (target: 5,000 changes a second);
 * - latency: `products/update` at 100 a second, from each answer to the arrival of its change
 *   (target: p99 under 500 ms);
 * - the read mix's p99 while those 50,000 changes are delivered, against the same without
 *   (target: within a tenth): rounds alternating the mix alone and beside a delivery, each
 *   beside against the two alone around it, since one 10 s p99 of the mix alone moves by more
 *   than that between runs; the median of the rounds' ratios is the figure;
 * - a thousand webhooks: the read mix beside them (bench/many-webhooks.ts).
 */
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type LoadClient, type LoadRequest, type LoadResult } from './load-client.js';
import { startServer } from './server-process.js';
import { manyWebhooks } from './many-webhooks.js';
import { crowdedBrand, summary, writeDriver } from './writes.js';
import { ratio, round } from './figures.js';

export interface WebhooksOptions { client: LoadClient; reads: LoadRequest[]; seconds: number; connections: number; productIds: string[] }

interface Arrival { id: string; at: number }

/** Rounds of the read mix beside a delivery, each between two runs of it alone. */
const READ_MIX_ROUNDS = 3;

/** The receiver: every change's product id and when its batch arrived. */
async function receiver(onChanges: (changes: Arrival[]) => void): Promise<{ server: Server; url: string; batches: () => number }> {
  let batches = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      batches++;
      const event = JSON.parse(Buffer.concat(chunks).toString()) as { data: { changes?: Array<{ id: string }> } };
      onChanges((event.data.changes ?? []).map((c) => ({ id: String(c.id), at })));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, batches: () => batches };
}

export async function webhooksPhase(env: NodeJS.ProcessEnv, auth: string, options: WebhooksOptions, log: (line: string) => void) {
  const crowd = await crowdedBrand(env, log);
  const server = await startServer({ ...env, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_SECRETS_KEY: 'bench'.repeat(8) });
  let listener: (changes: Arrival[]) => void = () => undefined;
  const hook = await receiver((changes) => listener(changes));
  const { post: write, backlog, updatesUntil } = writeDriver(server.port, auth, options.productIds);
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${server.port}/v4/${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, any>;
  };
  try {
    // Measured once the process is ready (its in-memory index read), as a load balancer would send it traffic.
    for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
      const ready = await fetch(`http://127.0.0.1:${server.port}/health/ready`).then((r) => r.status, () => 0);
      if (ready === 200) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    // Webhooks an interrupted earlier run left in the kept store would be delivered to, and lag, beside these.
    for (let left = await call('webhooks/query', {}); left.results.length > 0; left = await call('webhooks/query', {})) {
      for (const { id } of left.results as Array<{ id: number }>) await call('webhooks/delete', { id });
    }
    // Throughput: the rename's changes written first (the webhook disabled), then delivered.
    const webhook = (await call('webhooks/create', { webhook: { url: hook.url, resources: ['products'] } })).webhook as { id: number; position: string };
    await call('webhooks/update', { id: webhook.id, webhook: { isEnabled: false } });
    await write('brands/update', { id: crowd.id, brand: { name: `Hook Bench ${Date.now()}` } });
    while ((await backlog()) > 0) await new Promise((r) => setTimeout(r, 200));
    const received = new Set<string>();
    let last = 0;
    listener = (changes) => {
      for (const c of changes) received.add(c.id);
      if (changes.length > 0) last = changes.at(-1)!.at;
    };
    const deliver = async () => {
      received.clear();
      const started = performance.now();
      const batchesBefore = hook.batches();
      await call('webhooks/update', { id: webhook.id, webhook: { isEnabled: true } });
      while (received.size < crowd.products) await new Promise((r) => setTimeout(r, 50));
      const seconds = (last - started) / 1000;
      return { changes: received.size, batches: hook.batches() - batchesBefore, seconds: round(seconds), perSecond: Math.round(received.size / seconds) };
    };
    const throughput = await deliver();
    log(`throughput: ${JSON.stringify(throughput)}`);

    // The read mix alone, then while the same 50,000 changes are delivered again, in turn.
    // Warmed for as long as it is measured; each round beside is between two alone.
    const mix = () => options.client.run(server.port, options.reads, options.seconds, options.connections);
    await mix();
    const alone = [await mix()];
    const rounds = [];
    for (let round = 0; round < READ_MIX_ROUNDS; round++) {
      await call('webhooks/update', { id: webhook.id, webhook: { isEnabled: false } });
      await call('webhooks/redeliver', { id: webhook.id, after: webhook.position });
      const reads = mix();
      const again = deliver();
      const beside = await reads;
      const delivered = await again;
      alone.push(await mix());
      const [before, after] = alone.slice(-2) as [LoadResult, LoadResult];
      rounds.push({
        alone: [before.p99, after.p99], beside, deliveriesMeanwhile: delivered,
        p99Ratio: ratio(beside.p99, (before.p99 + after.p99) / 2), p50Ratio: ratio(beside.p50, (before.p50 + after.p50) / 2),
        rpsRatio: ratio(beside.rps, (before.rps + after.rps) / 2),
      });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const readMix = {
      alone, rounds,
      p99Ratio: median(rounds.map((r) => r.p99Ratio)), p50Ratio: median(rounds.map((r) => r.p50Ratio)), rpsRatio: median(rounds.map((r) => r.rpsRatio)),
    };
    log(`read mix alone and beside deliveries: ${JSON.stringify(readMix)}`);

    // Latency: single updates at 100 a second, each from its answer to its change's arrival.
    const answered = new Map<string, number>();
    const latencies: number[] = [];
    listener = (changes) => {
      for (const c of changes) {
        const sent = answered.get(c.id);
        if (sent !== undefined) {
          latencies.push(c.at - sent);
          answered.delete(c.id);
        }
      }
    };
    const started = performance.now();
    for (let n = 0; performance.now() - started < options.seconds * 1000; n++) {
      const due = started + n * 10 - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      const id = options.productIds[n % options.productIds.length]!;
      if (answered.has(id)) continue;
      await write('products/update', { id, product: { vat: n % 2 === 0 ? 6 : 21 } });
      answered.set(id, performance.now());
    }
    await new Promise((r) => setTimeout(r, 2000));
    const latency = { ...summary(latencies), undelivered: answered.size, updatesPerSecond: round(latencies.length / options.seconds) };
    log(`latency at 100 updates a second: ${JSON.stringify(latency)}`);
    await call('webhooks/delete', { id: webhook.id });
    listener = () => undefined;
    const many = await manyWebhooks(server.port, call, hook, updatesUntil, options, log);
    return { throughput, latency, readMix, many };
  } finally {
    hook.server.closeAllConnections();
    hook.server.close();
    await server.stop();
  }
}
