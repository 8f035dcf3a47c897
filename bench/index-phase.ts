/**
 * The in-memory index (issue 15), on one server process as the issue measured: how long a fresh
 * process takes to answer and to have its index (read from the store, then from its file), the
 * index's bytes per product, then the plain page (status, by id), the cycled mix of broad queries
 * and each alone, first with the index and then with SQL alone, and the same with writes running
 * (100 product updates a second, and a brand propagation through 50,000 products; the plain page
 * and the mix taking turns, so both are measured over the same stretch of the writes), and the
 * reads again with no documents kept by the index (what its document cache adds).
 * Latencies are wrk's percentiles, which include wrk's corrected samples for slow requests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type PageCounts } from '../src/index/held.js';
import { words } from '../src/text/fold.js';
import { ratio, round } from './figures.js';
import { type LoadClient, type LoadRequest, type LoadResult } from './load-client.js';
import { type MixQuery } from './query-mix.js';
import { currentRssMb, metricValue, startServer, type ServerProcess } from './server-process.js';
import { crowdedBrand, summary, writeDriver } from './writes.js';

export interface IndexPhaseOptions {
  client: LoadClient;
  seconds: number;
  connections: number;
  productIds: string[];
  requestsOf: (mix: MixQuery[]) => LoadRequest[];
  products: number;
  /** The parts to run (default all): a start from the store (else the index file of an earlier run is read), writes, SQL alone. */
  parts?: ReadonlySet<IndexPart>;
}

export const INDEX_PARTS = ['start', 'writes', 'no-documents', 'sql'] as const;
export type IndexPart = (typeof INDEX_PARTS)[number];

const page = (no: number, size: number) => ({ no, size });

/** The queries and two combinations it names as taking seconds, with values from the catalogue. */
export function broadQueries(products: Array<Record<string, any>>, publicCategories: Array<Record<string, any>>): MixQuery[] {
  const root = publicCategories.find((c) => c.parent === null)!;
  const brands = [...new Set(products.flatMap((p) => p.brands.map((b: { id: number }) => b.id)))].slice(0, 2);
  const atc = products.find((p) => p.atcCategory.length > 0)!.atcCategory[0] as string;
  const word = words(products.find((p) => typeof p.name.nl === 'string' && words(p.name.nl).length >= 2)!.name.nl as string)[0]!;
  const updated = products.map((p) => p.meta.updatedAt as number).sort((a, b) => a - b);
  const since = updated[Math.floor(updated.length * 0.99)]!;
  const categories = publicCategories.filter((c) => c.parent !== null).slice(0, 2).map((c) => c.id);
  return [
    { name: 'publicCategory with descendants, by id', body: { filter: { publicCategory: root.id }, sorting: { id: 'ASC' }, page: page(0, 100) } },
    { name: 'atcCategory prefix, by id', body: { filter: { atcCategory: atc.slice(0, 3) }, sorting: { id: 'ASC' }, page: page(0, 100) } },
    { name: 'search one word nl, by id', body: { filter: { search: { query: word, locale: 'nl' } }, sorting: { id: 'ASC' }, page: page(0, 100) } },
    {
      name: '(brand or category or ATC) and not (inactive or replaced), page 1 by createdAt DESC',
      body: {
        filter: { and: [{ or: [{ brand: brands }, { publicCategory: categories }, { atcCategory: atc.slice(0, 1) }] }, { not: { status: ['inactive', 'replaced'] } }] },
        sorting: { createdAt: 'DESC' }, page: page(1, 50),
      },
    },
    { name: 'status active, page 30 of 250 by name nl', body: { filter: { status: 'active' }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: page(30, 250) } },
    { name: 'updatedSince, 250 by touchedAt', body: { filter: { updatedSince: since }, sorting: { touchedAt: 'ASC' }, page: page(0, 250) } },
    { name: 'or of two list filters, by name', body: { filter: { or: [{ brand: brands }, { publicCategory: categories }] }, sorting: { name: { direction: 'ASC', locale: 'fr' } }, page: page(2, 50) } },
    {
      name: 'search and content flags, by pzn',
      body: { filter: { search: { query: word.slice(0, 3), locale: 'nl' }, hasContent: { flag: 'photo', locale: 'nl' }, minimumContent: true }, sorting: { pzn: 'DESC' }, page: page(0, 50) },
    },
  ];
}

export const PLAIN: MixQuery = { name: 'plain page: status active, 100 by id', body: { filter: { status: 'active' }, sorting: { id: 'ASC' }, page: page(0, 100) } };

const metric = (port: number, name: string) => metricValue(port, name, '{resource="products"}');

/** A fresh process with the index on: ms until it answers a query, until its index is ready, and from where. */
async function freshStart(env: NodeJS.ProcessEnv, auth: string): Promise<{ server: ServerProcess; firstAnswerMs: number; indexReadyMs: number; fromFile: boolean }> {
  const started = performance.now();
  const server = await startServer(env);
  const response = await fetch(`http://127.0.0.1:${server.port}/v4/products/query`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(PLAIN.body),
  });
  await response.arrayBuffer();
  const firstAnswerMs = performance.now() - started;
  for (;;) {
    const ready = await metric(server.port, 'catalog_memory_index_ready_seconds');
    if (ready !== undefined) {
      return { server, firstAnswerMs: round(firstAnswerMs), indexReadyMs: round(performance.now() - started), fromFile: (await metric(server.port, 'catalog_memory_index_from_file')) === 1 };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const SQL_REASONS = ['reading', 'behind', 'waited'] as const satisfies ReadonlyArray<keyof PageCounts>;
/** Turns of the plain page and the mix while writes run (`reads`' `alternate`). */
const ALTERNATIONS = 2;

/** The server's pages of products so far answered by SQL (the index was being read, or behind the store), and in all. */
async function pagesSoFar(port: number): Promise<{ sql: number; all: number }> {
  const by = async (who: string) => (await metricValue(port, 'catalog_memory_index_pages_total', `{resource="products",by="${who}"}`)) ?? 0;
  let sql = 0;
  for (const why of SQL_REASONS) sql += await by(why);
  return { sql, all: sql + await by('index') };
}

/** Runs of equal length as one: requests/s and p50 averaged, the worst p99 (a tail is not averaged away). */
function merged(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => round(runs.reduce((n, r) => n + f(r), 0) / runs.length);
  return {
    p50: mean((r) => r.p50), p99: Math.max(...runs.map((r) => r.p99)), rps: mean((r) => r.rps),
    errors: runs.reduce((n, r) => n + r.errors, 0), total: runs.reduce((n, r) => n + r.total, 0),
  };
}

/**
 * The plain page, the cycled mix (with its ratio to the plain page) and each query alone, with
 * the share of the plain page's and the mix's pages that SQL answered rather than the index
 * (`sqlShare`). With `alternate` (while writes run: a propagation is not the same from one second
 * to the next), the plain page and the mix take turns, `ALTERNATIONS` times each, so that both
 * are measured over the same stretch of the writes.
 */
async function reads(server: ServerProcess, queries: MixQuery[], options: IndexPhaseOptions, perQuery: boolean, alternate = false) {
  const run = (mix: readonly MixQuery[], seconds: number) => options.client.run(server.port, options.requestsOf([...mix]), seconds, options.connections);
  await run([PLAIN, ...queries], 3);
  const turns = alternate ? ALTERNATIONS : 1;
  const kinds = { plain: { mix: [PLAIN], runs: [] as LoadResult[], sql: 0, all: 0 }, mix: { mix: queries, runs: [] as LoadResult[], sql: 0, all: 0 } };
  for (let turn = 0; turn < turns; turn++) {
    for (const kind of Object.values(kinds)) {
      const before = await pagesSoFar(server.port);
      kind.runs.push(await run(kind.mix, Math.max(1, Math.round(options.seconds / turns))));
      const after = await pagesSoFar(server.port);
      kind.sql += after.sql - before.sql;
      kind.all += after.all - before.all;
    }
  }
  // The share of the pages that SQL answered rather than the index.
  const sqlShare = ({ sql, all }: { sql: number; all: number }) => (all === 0 ? 0 : Math.round((sql / all) * 1e4) / 1e4);
  const plain = merged(kinds.plain.runs);
  const mix = merged(kinds.mix.runs);
  const out: Record<string, unknown> = { plain, mix, mixToPlain: ratio(mix.rps, plain.rps), sqlShare: { plain: sqlShare(kinds.plain), mix: sqlShare(kinds.mix) } };
  if (alternate) out.turns = { plain: kinds.plain.runs, mix: kinds.mix.runs };
  if (perQuery) {
    const each: Record<string, LoadResult> = {};
    for (const q of queries) each[q.name] = await run([q], Math.max(3, Math.round(options.seconds / 4)));
    out.each = each;
  }
  return out;
}

/** The reads again with 100 product updates a second, then with a brand propagation and the updates. */
async function besideWrites(
  server: ServerProcess, auth: string, queries: MixQuery[], options: IndexPhaseOptions, crowd: { id: number; products: number }, log: (line: string) => void,
) {
  log('index: reads with writes running (100 product updates/s, then a brand propagation)...');
  const writes = writeDriver(server.port, auth, options.productIds);
  // Each query alone too, after the turns, the writes still running.
  const mixed = reads(server, queries, options, true, true);
  const updates = await writes.updatesAtRate(mixed, 100);
  const withIndexBesideUpdates = { ...(await mixed), updatesMs: summary(updates.ms), updatesPerSecond: round(updates.perSecond) };
  log(`index: beside updates: ${JSON.stringify(withIndexBesideUpdates)}`);
  // The propagation's pace while the reads run: a faster one gives the reads more to follow.
  const propagated = async () => (await metricValue(server.port, 'catalog_propagated_products_total')) ?? 0;
  const before = await propagated();
  const started = performance.now();
  await writes.post('brands/update', { id: crowd.id, brand: { name: `Bench Brand ${Date.now()}` } });
  const duringPropagation = reads(server, queries, options, true, true);
  const moreUpdates = await writes.updatesAtRate(duringPropagation, 100);
  const withIndexBesidePropagation = {
    ...(await duringPropagation), updatesMs: summary(moreUpdates.ms), updatesPerSecond: round(moreUpdates.perSecond),
    propagatedPerSecond: Math.round(((await propagated()) - before) / ((performance.now() - started) / 1000)), backlogAfter: await writes.backlog(),
  };
  log(`index: beside a propagation of ${crowd.products} products and updates: ${JSON.stringify(withIndexBesidePropagation)}`);
  // The propagation finished before the process stops, so that the index file it writes is complete.
  while ((await writes.backlog()) > 0) await new Promise((r) => setTimeout(r, 500));
  return { withIndexBesideUpdates, withIndexBesidePropagation };
}

export async function indexPhase(env: NodeJS.ProcessEnv, auth: string, queries: MixQuery[], options: IndexPhaseOptions, log: (line: string) => void) {
  const parts = options.parts ?? new Set(INDEX_PARTS);
  const dir = join(process.cwd(), '.bench-cache', `index-${env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'}`);
  const indexed = { ...env, MEMORY_INDEX: 'on', MEMORY_INDEX_DIR: dir };
  const crowd = await crowdedBrand(env, log);
  const report: Record<string, unknown> = {};

  let cold: Awaited<ReturnType<typeof freshStart>> | undefined;
  if (parts.has('start')) {
    rmSync(dir, { recursive: true, force: true });
    log('index: a fresh process without an index file...');
    cold = await freshStart(indexed, auth);
    await cold.server.stop();
  }
  log('index: a fresh process with the file the first one wrote...');
  const warm = await freshStart(indexed, auth);
  const server = warm.server;
  try {
    // The index measures its bytes in the background once it is read (memory-index.ts `measure`).
    let bytes: number | undefined;
    while ((bytes = await metric(server.port, 'catalog_memory_index_bytes')) === undefined) await new Promise((r) => setTimeout(r, 100));
    report.start = { fromStore: cold && { ...cold, server: undefined }, fromFile: { ...warm, server: undefined } };
    const memory: Record<string, number> = { indexMb: round(bytes / 1e6), bytesPerProduct: Math.round(bytes / options.products), processRssMb: round(currentRssMb(server.child.pid!)) };
    report.memory = memory;
    log(`index: ${JSON.stringify(report.start)} ${JSON.stringify(memory)}`);

    log('index: reads with the index...');
    report.withIndex = await reads(server, queries, options, true);
    // What the reads left held: the documents kept for their pages, and the process as a whole.
    memory.documentsKeptMb = round(((await metric(server.port, 'catalog_memory_index_document_bytes')) ?? 0) / 1e6);
    memory.processRssAfterReadsMb = round(currentRssMb(server.child.pid!));
    log(`index: ${JSON.stringify(report.withIndex)}`);

    if (parts.has('writes')) Object.assign(report, await besideWrites(server, auth, queries, options, crowd, log));
  } finally {
    await server.stop();
  }

  if (parts.has('no-documents')) {
    // What the documents kept by the index (src/index/document-cache.ts) add: the same reads with none kept.
    log('index: the same reads with no documents kept...');
    const { server: bare } = await freshStart({ ...indexed, MEMORY_INDEX_DOCUMENTS_MB: '0' }, auth);
    try {
      report.withIndexNoDocuments = await reads(bare, queries, options, false);
      log(`index: no documents kept: ${JSON.stringify(report.withIndexNoDocuments)}`);
    } finally {
      await bare.stop();
    }
  }
  if (!parts.has('sql')) return report;
  log('index: the same reads with SQL alone...');
  const sqlServer = await startServer({ ...env, MEMORY_INDEX: 'off' });
  try {
    report.sqlOnly = await reads(sqlServer, queries, options, true);
    log(`index: SQL alone: ${JSON.stringify(report.sqlOnly)}`);
  } finally {
    await sqlServer.stop();
  }
  return report;
}
