/**
 * `npm run bench [-- --store sqlite|postgres --products N --seed S --duration SECONDS --skip-import --only media|index|changes|webhooks|cluster|cold|memory
 *   --workers N --client wrk|autocannon]`
 *
 * On a generated catalogue (1,000,000 products by default, generated once and cached in
 * .bench-cache): the import's CPU floor (bench/import-floor.ts) and import products/s; the fixed
 * query mix at 16 concurrent connections (p50, p99, requests/s, overall and per query) against
 * `catalog serve --workers N` (one per core unless told), loaded by wrk when installed
 * (bench/load-client.ts); embed cards and public pages per second (bench/pages.ts); full-catalogue
 * stream products/s and the server's peak RSS; the change feed's catch-up and notification latency
 * (bench/changes.ts). `--only cold` and `--only memory`: the first starts after an import and the
 * memory of one machine's processes (bench/cold-memory.ts).
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError, Option } from 'commander';
import { positiveInt } from '../src/cli/options.js';
import { ensureDataset, generationSeconds, sample } from './dataset.js';
import { importFloor } from './import-floor.js';
import { broadQueries, INDEX_PARTS, indexPhase, PLAIN, type IndexPart } from './index-phase.js';
import { isolation } from './isolation.js';
import { mediaPhase } from './media.js';
import { writesPhase } from './writes.js';
import { changesPhase } from './changes.js';
import { webhooksPhase } from './webhooks.js';
import { loadClient, type LoadClient } from './load-client.js';
import { pageRequests } from './pages.js';
import { queryMix, type MixQuery } from './query-mix.js';
import { cli, peakRssMb, startServer } from './server-process.js';
import { streamInChild } from './stream-client.js';
import { ensurePostgres, storeTarget, type BenchStore } from './store-target.js';
import { clusterPhase } from './cluster.js';
import { coldPhase, importer, memoryPhase } from './cold-memory.js';
import { round } from './figures.js';

interface Options {
  store: BenchStore; products: number; seed: number; duration: number; skipImport: boolean; connections: number; workers: number;
  client?: LoadClient['name'];
  only?: 'media' | 'index' | 'changes' | 'webhooks' | 'cluster' | 'cold' | 'memory';
  indexParts?: Set<IndexPart>;
}

function indexParts(value: string): Set<IndexPart> {
  const parts = value.split(',').filter((p) => p !== '');
  const unknown = parts.filter((p) => !(INDEX_PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new InvalidArgumentError(`--index-parts: ${unknown.join(', ')} is not one of ${INDEX_PARTS.join(', ')}`);
  return new Set(parts as IndexPart[]);
}

function parseArgs(argv: string[]): Options {
  const program = new Command('bench')
    .addOption(new Option('--store <store>', 'the store to measure').choices(['sqlite', 'postgres']).default('sqlite'))
    .option('--products <n>', 'products in the generated catalogue', positiveInt('--products'), 1_000_000)
    .option('--seed <s>', 'seed of the generated catalogue', positiveInt('--seed'), 1)
    .option('--duration <seconds>', 'seconds of the query mix', positiveInt('--duration'), 20)
    .option('--connections <c>', 'concurrent connections of the query phases', positiveInt('--connections'), 16)
    // As an operator would run it: one server process per core (docs/deployment.md).
    .option('--workers <n>', 'server processes for the query phases', positiveInt('--workers'), availableParallelism())
    .addOption(new Option('--client <client>', 'load client (default: wrk when on the PATH)').choices(['wrk', 'autocannon']))
    .option('--skip-import', 'reuse the imported store', false)
    .addOption(new Option('--only <phase>', 'run one phase after the import (and its setup)').choices(['media', 'index', 'changes', 'webhooks', 'cluster', 'cold', 'memory']))
    .option('--index-parts <parts>', `parts of the index phase (${INDEX_PARTS.join(',')}; without start, the index file of an earlier run is read)`, indexParts)
    .parse(argv, { from: 'user' });
  return program.opts<Options>();
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** The load requests of a mix of queries. */
function requestsOf(auth: string, mix: MixQuery[]) {
  const headers = { authorization: auth, 'content-type': 'application/json', 'user-agent': 'catalog-bench/1.0' };
  return mix.map((q) => ({ path: q.path ?? '/v4/products/query', body: JSON.stringify(q.body), headers }));
}

function load(client: LoadClient, port: number, auth: string, mix: MixQuery[], seconds: number, connections: number) {
  return client.run(port, requestsOf(auth, mix), seconds, connections);
}

async function timeOnce(port: number, auth: string, q: MixQuery): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/v4/products/query`, {
    method: 'POST', body: JSON.stringify(q.body), headers: { authorization: auth, 'content-type': 'application/json' },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${q.name}: HTTP ${response.status}`);
  return performance.now() - started;
}


async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = await ensureDataset(options.products, options.seed, log);
  ensurePostgres(options.store);
  const target = storeTarget(options.store, options.products, options.seed);
  // The phases of earlier issues measure the SQL path, as their figures always have; the index phase
  // (bench/index-phase.ts) turns the in-memory index on and measures both.
  const env = { ...target.env, RATE_LIMIT_PER_MINUTE: '0', CI: '1', DATABASE_POOL_SIZE: String(options.connections), MEMORY_INDEX: 'off' };
  const report: Record<string, unknown> = { store: options.store, products: options.products, generateSeconds: generationSeconds(dir) };

  if (!options.only) {
    log('measuring the import floor (parse and schema check only)...');
    report.importFloor = await importFloor(dir, options.products);
    log(`import floor: ${JSON.stringify(report.importFloor)}`);
  }

  if (!options.skipImport || !(await target.exists())) {
    await target.reset();
    log('importing...');
    const started = performance.now();
    cli(['import', dir], env);
    const seconds = (performance.now() - started) / 1000;
    report.import = { seconds: round(seconds), productsPerSecond: Math.round(options.products / seconds) };
    log(`import: ${JSON.stringify(report.import)}`);
  } else {
    // A store kept from an older build: bring it to this build's schema (a no-op when it is).
    log('reusing the imported store; migrating it if an older build made it...');
    cli(['migrate'], env);
  }

  // Bytes on disk per product (documents, side tables, indexes and search index of every resource).
  const size = await target.size();
  report.storeSize = { mb: Math.round(size.bytes / 1e6), bytesPerProduct: Math.round(size.bytes / options.products),
    ...(size.walBytes !== undefined ? { walMb: Math.round(size.walBytes / 1e6) } : {}) };
  log(`store size: ${JSON.stringify(report.storeSize)}`);

  const users = await sample(dir, 'users.ndjson', 5000);
  const admin = users.find((u) => u.isEnabled && u.subscription.type === 3)!;
  const issued = JSON.parse(cli(['keys', 'create', '--user', String(admin.id), '--name', 'bench'], env).trim().split('\n').pop()!) as { key: string; secret: string };
  const auth = `Basic ${Buffer.from(`${issued.key}:${issued.secret}`).toString('base64')}`;
  const productSample = await sample(dir, 'products.ndjson', 2000);
  const categorySample = await sample(dir, 'public-categories.ndjson', 1000);
  const mix = queryMix(productSample, categorySample);
  const ids = (await sample(dir, 'products.ndjson', 300)).map((p) => String(p.id));

  const client = loadClient(options.client);
  const mediaOptions = { client, reads: requestsOf(auth, mix), seconds: options.duration / 2, connections: options.connections };
  const indexOptions = {
    client, seconds: options.duration, connections: options.connections, productIds: ids, products: options.products, parts: options.indexParts,
    requestsOf: (queries: MixQuery[]) => requestsOf(auth, queries),
  };
  const changesOptions = { productIds: ids, waiters: 1000, seconds: options.duration / 2 };
  if (options.only) {
    if (options.only === 'media') report.media = await mediaPhase(env, auth, mediaOptions, log);
    else if (options.only === 'changes') report.changes = await changesPhase(env, auth, changesOptions, log);
    else if (options.only === 'webhooks') report.webhooks = await webhooksPhase(env, auth, { ...mediaOptions, productIds: ids }, log);
    else if (options.only === 'cluster') report.cluster = await clusterPhase(env, auth, mediaOptions, log);
    else if (options.only === 'cold') {
      report.cold = await coldPhase(env, {
        client, connections: options.connections, products: options.products, plain: (a) => requestsOf(a, [PLAIN]),
        reimport: importer(dir, admin.id as number, () => target.reset()),
      }, log);
    } else if (options.only === 'memory') report.memory = await memoryPhase(env, auth, log);
    else report.index = await indexPhase(env, auth, broadQueries(productSample, categorySample), indexOptions, log);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  const server = await startServer(env, options.workers);
  report.serverProcesses = options.workers;
  report.loadClient = client.name;
  try {
    // Cold: each query once on a fresh process, before any total is cached.
    const cold: Record<string, number> = {};
    for (const q of mix) cold[q.name] = round(await timeOnce(server.port, auth, q));
    report.coldMs = cold;
    log(`cold: ${JSON.stringify(cold)}`);
    log('warming up...');
    await load(client, server.port, auth, mix, 3, options.connections);
    log(`query mix, ${options.connections} connections, ${options.duration} s...`);
    report.queryMix = await load(client, server.port, auth, mix, options.duration, options.connections);
    const perQuery: Record<string, unknown> = {};
    for (const q of mix) perQuery[q.name] = await load(client, server.port, auth, [q], 3, options.connections);
    report.perQuery = perQuery;
    // Issue 3: an organizations and a brands query (small records, optional envelopes).
    const others: MixQuery[] = [
      { name: 'organizations by type, name order', path: '/v4/organizations/query', body: { filter: { type: 'supplier' }, sorting: { name: 'ASC' }, page: { no: 0, size: 50 } } },
      { name: 'brands search, name order', path: '/v4/brands/query', body: { filter: { search: 'a' }, sorting: { name: 'DESC' }, page: { no: 1, size: 50 } } },
    ];
    report.otherQueries = await load(client, server.port, auth, others, Math.max(1, Math.round(options.duration / 2)), options.connections);
    // Issue 11: embed cards and public pages of 100 products, by their signed URLs.
    const pages = await pageRequests(server.port, auth);
    const pageSeconds = Math.max(1, Math.round(options.duration / 2));
    log(`embed cards and public pages, ${options.connections} connections, ${pageSeconds} s each...`);
    report.embedCards = await client.run(server.port, pages.embed, pageSeconds, options.connections);
    report.publicPages = await client.run(server.port, pages.page, pageSeconds, options.connections);
  } finally {
    await server.stop();
  }
  // Issue 12: a slow query does not hold up id lookups on its process (SQLite: thanks to the
  // reader processes; measured without them too).
  log('id lookups beside a slow query...');
  report.slowQueryIsolation = options.store === 'sqlite'
    ? { readers: await isolation(env, auth, ids, 200), noReaders: await isolation({ ...env, DATABASE_READERS: '0' }, auth, ids, 20) }
    : await isolation(env, auth, ids, 200);
  log(`slow query isolation: ${JSON.stringify(report.slowQueryIsolation)}`);
  // Issue 13: single writes alone and beside the read mix; a brand's propagation into its products.
  log('writes...');
  report.writes = await writesPhase(env, auth, {
    client, reads: requestsOf(auth, mix), seconds: options.duration / 2, connections: options.connections, productIds: ids,
  }, log);
  // Issue 32: the change feed's catch-up, its notification latency, and idle long polls.
  log('change feed...');
  report.changes = await changesPhase(env, auth, changesOptions, log);
  // Issue 15: broad queries through the in-memory index, alone and beside writes, against SQL alone.
  log('in-memory index...');
  report.index = await indexPhase(env, auth, broadQueries(productSample, categorySample), indexOptions, log);
  // Issue 14: uploads, the read mix beside them, big uploads' memory, file serving against a floor.
  log('media...');
  report.media = await mediaPhase(env, auth, mediaOptions, log);
  log('streaming the whole catalogue...');
  report.stream = await measureStream(env, auth, '/v4/products/stream', 'productsPerSecond');
  // Once more: the first stream after an import reads part of the 11 GB store from disk; the
  // second finds its documents in the OS page cache, as a server that has been up a while does.
  log('streaming the whole catalogue again...');
  report.streamAgain = await measureStream(env, auth, '/v4/products/stream', 'productsPerSecond');
  log('streaming all media...');
  report.mediaStream = await measureStream(env, auth, '/v4/media/stream', 'itemsPerSecond');
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

/** A whole stream on a fresh server process, so that its peak RSS is that of the stream. */
async function measureStream(env: NodeJS.ProcessEnv, auth: string, path: string, rate: string): Promise<Record<string, number>> {
  const server = await startServer(env);
  try {
    const run = await streamInChild(server.port, auth, path);
    return {
      lines: run.lines, seconds: round(run.seconds), [rate]: Math.round(run.lines / run.seconds),
      firstLineMs: round(run.firstLineMs), serverPeakRssMb: round(peakRssMb(server.child.pid!)),
    };
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
