/**
 * `node dist/bench/index-stages.js [--products N] [--seed S] [--rounds R]`
 *
 * Where a page of the in-memory index (issue 15) spends its time, measured in one process with no
 * HTTP: for the plain page and each broad query of the index phase, the mean microseconds of its
 * stages over R rounds (after one untimed): the filter's bitmap (`matches`, leaf answers kept as the
 * server keeps them), the total and the page's row ids (`selection`: the bitmap again, each order
 * segment's part and its rows), the page's documents from the store
 * (`documents`), and the whole `indexPage`. Reads the bench store and the index file the index
 * phase wrote (.bench-cache/index-sqlite); run `npm run bench -- --only index` once first.
 * The ratios between the stages are what to read: the machine drifts between runs.
 */
import { join } from 'node:path';
import { Command } from 'commander';
import { positiveInt } from '../src/cli/options.js';
import { MemoryIndex } from '../src/index/memory-index.js';
import { planRequest } from '../src/query/plan.js';
import { orderSegments } from '../src/query/sql/segments.js';
import { products } from '../src/resources/products/resource.js';
import { indexPage, indexSelection } from '../src/service/index-page.js';
import { pageDocuments } from '../src/service/page-documents.js';
import { storeFor } from '../src/store/open-store.js';
import { CACHE, ensureDataset, sample } from './dataset.js';
import { broadQueries, PLAIN } from './index-phase.js';
import { round } from './figures.js';
import { storeTarget } from './store-target.js';

const options = new Command('index-stages')
  .option('--products <n>', 'products in the bench catalogue', positiveInt('--products'), 1_000_000)
  .option('--seed <s>', 'seed of the bench catalogue', positiveInt('--seed'), 1)
  .option('--rounds <r>', 'timed rounds per query', positiveInt('--rounds'), 50)
  .parse(process.argv.slice(2), { from: 'user' })
  .opts<{ products: number; seed: number; rounds: number }>();

async function main() {
  const dir = await ensureDataset(options.products, options.seed, () => undefined);
  const store = storeFor(storeTarget('sqlite', options.products, options.seed).env.DATABASE_URL);
  const memory = new MemoryIndex(store, [products], { dir: join(CACHE, 'index-sqlite') });
  const started = performance.now();
  memory.start();
  await memory.ready();
  const readyMs = performance.now() - started;
  // The file may be behind the store by the last writes of the bench: until the index has followed them, it answers none.
  let version = await store.version();
  let index = await memory.current(products, version);
  while (!index) {
    await new Promise((r) => setTimeout(r, 100));
    version = await store.version();
    index = await memory.current(products, version);
  }
  const queries = [PLAIN, ...broadQueries(await sample(dir, 'products.ndjson', 2000), await sample(dir, 'public-categories.ndjson', 1000))];
  const report: Record<string, unknown> = { readyMs: round(readyMs) };
  for (const q of queries) {
    const plan = planRequest(products, q.body, 'query');
    const segments = orderSegments(plan.order);
    const sums = { matches: 0, selection: 0, documents: 0, indexPage: 0 };
    let total = 0;
    for (let round = 0; round <= options.rounds; round++) {
      const timed = round > 0;
      let t = performance.now();
      await memory.answers.matches(index, plan.where, version);
      if (timed) sums.matches += performance.now() - t;
      t = performance.now();
      const { rids } = await indexSelection(memory, index, plan, segments, version);
      if (timed) sums.selection += performance.now() - t;
      t = performance.now();
      await pageDocuments(store, products, rids.map((rid) => ({ rid, id: index.ids.get(rid)! })), version.epoch);
      if (timed) sums.documents += performance.now() - t;
      t = performance.now();
      const page = await indexPage(store, memory, index, plan, segments, version);
      if (timed) sums.indexPage += performance.now() - t;
      if (typeof page !== 'symbol') total = page.total;
    }
    const us = (ms: number) => Math.round((ms / options.rounds) * 1000);
    report[q.name] = { total, matchesUs: us(sums.matches), selectionUs: us(sums.selection), documentsUs: us(sums.documents), indexPageUs: us(sums.indexPage) };
    process.stderr.write(`${q.name}: ${JSON.stringify(report[q.name])}\n`);
  }
  await store.close();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

await main();
