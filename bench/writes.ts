/**
 * Writes (issue 13): `products/update` latency on one server process, alone and while the read
 * mix runs (and the read mix's p99 beside it), then the propagation of a brand renamed while it is
 * embedded in CROWD products: products rewritten per second, alone and with the read mix running,
 * and the read mix's p99 meanwhile.
 * The crowded brand is made once per bench store (the products of the brand with the most gain
 * it until it has CROWD) and remembered in the store's state, so later runs reuse it.
 */
import { loadConfig } from '../src/config.js';
import { brandView } from '../src/domain/product-views.js';
import { brands } from '../src/resources/brands/resource.js';
import { type BrandRecord } from '../src/resources/brands/record.js';
import { type ProductRecord } from '../src/resources/products/record.js';
import { products } from '../src/resources/products/resource.js';
import { docsTable } from '../src/query/sql/compile.js';
import { openConfigured } from '../src/store/open-store.js';
import { recordOf, storedRecord } from '../src/store/stored-record.js';
import { type LoadClient, type LoadRequest, type LoadResult } from './load-client.js';
import { metricValue, startServer } from './server-process.js';
import { round } from './figures.js';

export const CROWD = 50_000;
const STATE = 'bench:crowded-brand';

const percentile = (values: number[], p: number) => round([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!);
export const summary = (ms: number[]) => ({ n: ms.length, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), max: percentile(ms, 1) });

/** The brand embedded in CROWD products (or more), made the first time: its id and how many products embed it. */
export async function crowdedBrand(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<{ id: number; products: number }> {
  const store = await openConfigured(loadConfig(env));
  try {
    const { db } = store.dialect;
    const embedding = async (id: number) => Number((await store.rows<{ n: number }>(db.selectFrom('product_brands')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('value', '=', id).compile()))[0]!.n);
    const known = await store.state(STATE, () => '');
    if (known) return { id: Number(known), products: await embedding(Number(known)) };
    const [top] = await store.rows<{ value: number; n: number }>(db.selectFrom('product_brands').select(['value', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('value').orderBy('n', 'desc').limit(1).compile());
    const id = Number(top!.value);
    const brand = JSON.parse((await store.find(brands, id))!.toString()) as BrandRecord;
    let missing = CROWD - Number(top!.n);
    log(`making brand ${id} embedded in ${CROWD} products (it has ${top!.n})...`);
    let after = 0;
    while (missing > 0) {
      const rows = await store.rows<{ rid: number; doc: string; hidden: string | null }>(db.selectFrom(`${docsTable(products)} as d`)
        .select(['d.rid', 'd.doc', 'd.hidden']).where('d.rid', '>', after)
        .where((eb) => eb.not(eb('d.rid', 'in', eb.selectFrom('product_brands').select('rid').where('value', '=', id))))
        .orderBy('d.rid').limit(Math.min(missing, 2000)).compile());
      if (rows.length === 0) break;
      await store.write(async (w) => {
        for (const row of rows) {
          const product = recordOf(String(row.doc), row.hidden) as ProductRecord;
          await w.upsert(products, storedRecord({ ...product, brands: [...product.brands, brandView(brand)] }, products));
        }
      });
      missing -= rows.length;
      after = Number(rows.at(-1)!.rid);
    }
    await store.write((w) => w.run(db.updateTable('store_state').set({ value: String(id) }).where('name', '=', STATE).compile()));
    return { id, products: await embedding(id) };
  } finally {
    await store.close();
  }
}

export interface WritesOptions { client: LoadClient; reads: LoadRequest[]; seconds: number; connections: number; productIds: string[] }

/** Writes sent to a server: any operation, product updates at a set rate, the propagation backlog. */
export function writeDriver(port: number, auth: string, productIds: string[]) {
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}/v4/${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return performance.now() - started;
  };
  let n = 0;
  const update = () => post('products/update', { id: productIds[n % productIds.length], product: { vat: (n++ % 2) === 0 ? 6 : 21 } });
  /** Updates one after another, at most `perSecond`, until `done` resolves. */
  const updatesUntil = async (done: Promise<unknown>, perSecond: number) => {
    let over = false;
    void done.then(() => { over = true; });
    const ms: number[] = [];
    while (!over) {
      const started = performance.now();
      ms.push(await update());
      const rest = 1000 / perSecond - (performance.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
    return ms;
  };
  /** Updates started every 1/perSecond s whatever the earlier ones take (at most 32 in flight), until `done` resolves. */
  const updatesAtRate = async (done: Promise<unknown>, perSecond: number) => {
    let over = false;
    void done.then(() => { over = true; });
    const ms: number[] = [];
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    for (let n = 0; !over; n++) {
      const wait = started + (n * 1000) / perSecond - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight.size >= 32) await Promise.race(inFlight);
      const one: Promise<void> = update().then((t) => { ms.push(t); }).finally(() => inFlight.delete(one));
      inFlight.add(one);
    }
    await Promise.all(inFlight);
    return { ms, perSecond: ms.length / ((performance.now() - started) / 1000) };
  };
  const backlog = async () => (await metricValue(port, 'catalog_propagation_backlog')) ?? 0;
  return { post, update, updatesUntil, updatesAtRate, backlog };
}

export async function writesPhase(env: NodeJS.ProcessEnv, auth: string, options: WritesOptions, log: (line: string) => void) {
  const crowd = await crowdedBrand(env, log);
  const server = await startServer(env);
  const { post, update, updatesUntil, backlog } = writeDriver(server.port, auth, options.productIds);
  try {
    for (let i = 0; i < 20; i++) await update();
    const alone: number[] = [];
    for (let i = 0; i < 300; i++) alone.push(await update());
    log(`products/update alone: ${JSON.stringify(summary(alone))}`);
    // The read mix once untimed: its first counts over the store are not what writes change.
    await options.client.run(server.port, options.reads, Math.min(5, options.seconds), options.connections);
    const readsAlone = await options.client.run(server.port, options.reads, options.seconds, options.connections);
    log(`read mix alone: ${JSON.stringify(readsAlone)}`);
    const mixed = options.client.run(server.port, options.reads, options.seconds, options.connections);
    const besideReads = await updatesUntil(mixed, 100);
    const readsWithUpdates = await mixed;
    log(`products/update beside the read mix (up to 100/s): ${JSON.stringify(summary(besideReads))}; read mix: ${JSON.stringify(readsWithUpdates)}`);

    // The propagation: a rename of the crowded brand, first alone, then with the read mix running until it is done.
    const rename = async (withReads: boolean) => {
      const started = performance.now();
      await post('brands/update', { id: crowd.id, brand: { name: `Bench Brand ${Date.now()}` } });
      let finished = 0;
      const done = (async () => {
        while ((await backlog()) > 0) await new Promise((r) => setTimeout(r, 200));
        finished = performance.now();
      })();
      const during: LoadResult[] = [];
      while (withReads && finished === 0) during.push(await options.client.run(server.port, options.reads, 3, options.connections));
      await done;
      const seconds = (finished - started) / 1000;
      return { products: crowd.products, seconds: round(seconds), productsPerSecond: Math.round(crowd.products / seconds), during };
    };
    const { during: _, ...propagation } = await rename(false);
    log(`propagation alone: ${JSON.stringify(propagation)}`);
    const { during, ...propagationBesideReads } = await rename(true);
    const readsDuring = during.sort((a, b) => b.p99 - a.p99)[0];
    log(`propagation beside the read mix: ${JSON.stringify(propagationBesideReads)}; read mix meanwhile (the worst of ${during.length} 3 s runs): ${JSON.stringify(readsDuring)}`);
    return {
      updateAloneMs: summary(alone), readMixAlone: readsAlone, updateBesideReadsMs: summary(besideReads), readMixBesideUpdates: readsWithUpdates,
      propagation, propagationBesideReads, readMixDuringPropagation: readsDuring,
    };
  } finally {
    await server.stop();
  }
}
