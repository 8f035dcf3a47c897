/**
 * What an operator meets after an import, a deploy or on a new machine (issue 35), and what one
 * machine holds:
 *
 * - `cold`: a fresh import (timed, writing the in-memory index file as every import does), then
 *   three server starts on it, each measured from the spawn: with the index off (the floor: the
 *   SQL pages of a store without an index), with the file the import wrote, and with no file (a
 *   new machine: the index read from the store). Every second, the plain page's requests/s and
 *   p99 (wrk's, corrected samples included, as in every phase) until the index is ready and five
 *   seconds more; the time to the first answer and to the index being ready.
 * - `memory`: `serve --workers N` for N = 1, 2, 4 with the index on, each reading the index file
 *   (a first start leaves it): the resident memory of the whole process tree (RSS summed, and PSS,
 *   which counts a page shared by several processes once) at rest once every worker's index is
 *   read, and its peak during a whole products stream.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { round } from './figures.js';
import { type LoadClient, type LoadRequest } from './load-client.js';
import { cli, metricValue, startServer, type ServerProcess } from './server-process.js';
import { streamInChild } from './stream-client.js';

export interface ColdOptions {
  client: LoadClient;
  connections: number;
  products: number;
  /** The plain page as the load client sends it, with this authorization. */
  plain(auth: string): LoadRequest[];
  /** Resets the store, imports the catalogue into it and makes a key: the authorization to use. */
  reimport(env: NodeJS.ProcessEnv): Promise<string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const indexReady = async (port: number) => (await metricValue(port, 'catalog_memory_index_ready_seconds', '{resource="products"}').catch(() => undefined)) !== undefined;

/** One start, measured from the spawn: the seconds' page rates and p99s until the index is ready (if on) and `after` s more. */
async function measuredStart(env: NodeJS.ProcessEnv, options: ColdOptions, plain: LoadRequest[], indexOn: boolean, after = 5, limitS = 300) {
  const started = performance.now();
  const server = await startServer(env);
  const firstAnswerMs = round(performance.now() - started);
  const seconds: Array<{ at: number; rps: number; p99: number; errors: number }> = [];
  let readyMs: number | undefined;
  try {
    for (;;) {
      const at = round((performance.now() - started) / 1000);
      const run = await options.client.run(server.port, plain, 1, options.connections);
      seconds.push({ at, rps: Math.round(run.rps), p99: round(run.p99), errors: run.errors });
      if (indexOn && readyMs === undefined && await indexReady(server.port)) readyMs = round(performance.now() - started);
      // Without the index, `after` seconds of answers in all: the floor the loading start is held to.
      const doneAtMs = indexOn ? (readyMs === undefined ? Infinity : readyMs + after * 1000) : firstAnswerMs + after * 1000;
      if (performance.now() - started >= doneAtMs) break;
      if (performance.now() - started > limitS * 1000) break;
    }
  } finally {
    await server.stop();
  }
  const before = seconds.filter((s) => readyMs === undefined || s.at * 1000 < readyMs);
  const after5 = indexOn ? seconds.slice(-after) : [];
  const mean = (list: typeof seconds) => (list.length ? Math.round(list.reduce((n, s) => n + s.rps, 0) / list.length) : undefined);
  return {
    firstAnswerMs, indexReadyMs: indexOn ? readyMs : undefined,
    whileLoading: { meanRps: mean(before), worstP99: before.length ? Math.max(...before.map((s) => s.p99)) : undefined, errors: before.reduce((n, s) => n + s.errors, 0) },
    afterReady: indexOn ? { meanRps: mean(after5), worstP99: Math.max(...after5.map((s) => s.p99)) } : undefined,
    seconds,
  };
}

export async function coldPhase(env: NodeJS.ProcessEnv, options: ColdOptions, log: (line: string) => void) {
  const dir = join(process.cwd(), '.bench-cache', `cold-index-${env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'}`);
  const indexed = { ...env, MEMORY_INDEX: 'on', MEMORY_INDEX_DIR: dir };
  rmSync(dir, { recursive: true, force: true });
  log('cold: a fresh import...');
  const importStarted = performance.now();
  const plain = options.plain(await options.reimport(indexed));
  const importSeconds = (performance.now() - importStarted) / 1000;
  const report: Record<string, unknown> = { import: { seconds: round(importSeconds), productsPerSecond: Math.round(options.products / importSeconds) } };
  log(`cold: import ${JSON.stringify(report.import)}; the index file: ${readdirSync(dir).join(', ')}`);
  log('cold: a start with the index off (the floor)...');
  report.indexOff = await measuredStart({ ...env, MEMORY_INDEX: 'off' }, options, plain, false, 10);
  log('cold: the first start after the import (the index file it wrote)...');
  report.fromImportFile = await measuredStart(indexed, options, plain, true);
  rmSync(dir, { recursive: true, force: true });
  log('cold: a start without an index file (a new machine: the index read from the store)...');
  report.fromStore = await measuredStart(indexed, options, plain, true);
  for (const name of ['indexOff', 'fromImportFile', 'fromStore'] as const) {
    const { seconds: _, ...rest } = report[name] as { seconds: unknown };
    log(`cold ${name}: ${JSON.stringify(rest)}`);
  }
  return report;
}

/** The process and its descendants (node:cluster workers, child processes). */
function tree(pid: number): number[] {
  const out = [pid];
  for (const task of safeList(`/proc/${pid}/task`)) {
    const children = safeRead(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(/\s+/) : []) out.push(...tree(Number(child)));
  }
  return out;
}

function safeList(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** RSS and PSS of a process tree, in MB (a page shared by several processes counts in each RSS, once in PSS). */
export function treeMemoryMb(pid: number): { rss: number; pss: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const pids = tree(pid);
  for (const p of pids) {
    const rollup = safeRead(`/proc/${p}/smaps_rollup`);
    rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return { rss: round(rss / 1024), pss: round(pss / 1024), processes: pids.length };
}

/** Waits until every worker has read its index: the tree's RSS steady for three seconds after one answers ready. */
async function settled(server: ServerProcess, limitMs = 300_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await indexReady(server.port)) && Date.now() < deadline) await sleep(500);
  let last = treeMemoryMb(server.child.pid!).rss;
  let steady = 0;
  while (steady < 6 && Date.now() < deadline) {
    await sleep(500);
    const now = treeMemoryMb(server.child.pid!).rss;
    steady = Math.abs(now - last) <= Math.max(2, last * 0.01) ? steady + 1 : 0;
    last = now;
  }
}

export async function memoryPhase(env: NodeJS.ProcessEnv, auth: string, log: (line: string) => void) {
  const dir = join(process.cwd(), '.bench-cache', `memory-index-${env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'}`);
  const indexed = { ...env, MEMORY_INDEX: 'on', MEMORY_INDEX_DIR: dir };
  const report: Record<string, unknown> = {};
  // Every measured start reads the index file, as a machine's processes do after the first.
  const fileThere = () => safeList(dir).some((f) => f.endsWith('-products.bin'));
  if (!fileThere()) {
    log('memory: a first start, to leave the index file...');
    const first = await startServer(indexed);
    try {
      await settled(first);
      const deadline = Date.now() + 120_000;
      while (!fileThere() && Date.now() < deadline) await sleep(500);
    } finally {
      await first.stop();
    }
  }
  for (const workers of [1, 2, 4]) {
    log(`memory: serve --workers ${workers}...`);
    const server = await startServer(indexed, workers);
    try {
      await settled(server);
      const atRest = treeMemoryMb(server.child.pid!);
      let peak = atRest;
      let streaming = true;
      const sampler = (async () => {
        while (streaming) {
          const now = treeMemoryMb(server.child.pid!);
          if (now.rss > peak.rss) peak = now;
          await sleep(200);
        }
      })();
      const run = await streamInChild(server.port, auth);
      streaming = false;
      await sampler;
      report[`workers${workers}`] = {
        atRest, duringStream: peak,
        stream: { lines: run.lines, seconds: round(run.seconds) },
      };
      log(`memory --workers ${workers}: ${JSON.stringify(report[`workers${workers}`])}`);
    } finally {
      await server.stop();
    }
  }
  return report;
}

/** The import as the CLI runs it, into a store the target has just emptied, and a new key of `user`. */
export function importer(dir: string, user: number, reset: () => Promise<void>) {
  return async (env: NodeJS.ProcessEnv): Promise<string> => {
    await reset();
    cli(['import', dir], env);
    const issued = JSON.parse(cli(['keys', 'create', '--user', String(user), '--name', 'bench-cold'], env).trim().split('\n').pop()!) as { key: string; secret: string };
    return `Basic ${Buffer.from(`${issued.key}:${issued.secret}`).toString('base64')}`;
  };
}
