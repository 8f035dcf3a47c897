/**
 * A thousand webhooks on one server process (issue 33: "a thousand webhooks must not move the read
 * API's p99"; docs/performance.md "Webhooks"). The read mix is measured, in this order:
 * alone; with WEBHOOKS enabled webhooks and nothing to deliver (each commit wakes the worker, which
 * reads every enabled webhook); with them and one product update a second (each delivered to every
 * webhook); then, the webhooks deleted, with the same updates and none. The ratios compare each
 * with webhooks to its neighbour without; deliveries a second and the lag left when the updates
 * stop say whether the worker kept up.
 */
import { type LoadClient, type LoadRequest } from './load-client.js';
import { ratio, round } from './figures.js';
import { metricSum } from './server-process.js';

export const WEBHOOKS = 1_000;

export interface ManyOptions { client: LoadClient; reads: LoadRequest[]; seconds: number; connections: number }

export async function manyWebhooks(port: number, call: (path: string, body: unknown) => Promise<Record<string, any>>,
  receiver: { url: string; batches: () => number },
  updatesUntil: (done: Promise<unknown>, perSecond: number) => Promise<number[]>, options: ManyOptions, log: (line: string) => void) {
  const reads = () => options.client.run(port, options.reads, options.seconds, options.connections);
  const withUpdates = async () => {
    const measured = reads();
    const batchesBefore = receiver.batches();
    const updates = (await updatesUntil(measured, 1)).length;
    return { reads: await measured, updates, batches: receiver.batches() - batchesBefore };
  };
  await reads();
  const alone = await reads();
  const ids: number[] = [];
  try {
    const started = performance.now();
    for (let i = 0; i < WEBHOOKS; i++) {
      ids.push((await call('webhooks/create', { webhook: { url: `${receiver.url}?n=${i}`, resources: ['products'] } })).webhook.id as number);
    }
    log(`${WEBHOOKS} webhooks created in ${round((performance.now() - started) / 1000)} s`);
    const atRest = await reads();
    const delivering = await withUpdates();
    const stopped = performance.now();
    const lagAtStop = await metricSum(port, 'catalog_webhook_lag_changes');
    let lag = lagAtStop;
    while (lag > 0 && performance.now() - stopped < 120_000) {
      await new Promise((r) => setTimeout(r, 500));
      lag = await metricSum(port, 'catalog_webhook_lag_changes');
    }
    const drainedSeconds = round((performance.now() - stopped) / 1000);
    for (const id of ids.splice(0)) await call('webhooks/delete', { id });
    const noneWithUpdates = await withUpdates();
    const result = {
      webhooks: WEBHOOKS,
      readsAlone: alone, readsAtRest: atRest, atRestP99Ratio: ratio(atRest.p99, alone.p99),
      delivering: { ...delivering, batchesPerSecond: round(delivering.batches / options.seconds), lagAtStop, drainedSeconds },
      updatesWithoutWebhooks: noneWithUpdates,
      deliveringP99Ratio: ratio(delivering.reads.p99, noneWithUpdates.reads.p99),
    };
    log(`${WEBHOOKS} webhooks: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const id of ids) await call('webhooks/delete', { id }).catch(() => undefined);
  }
}
