/**
 * Several machines (issue 34, docs/deployment.md "Several machines"), on the bench store with an
 * S3 bucket (s3rver) and nginx with deploy/nginx/catalog-api.conf in front:
 * - serving a file (thumbnail.jpg, huge.jpg) from the bucket against the same file from a
 *   directory, through the same kind of server process (target: the bucket at 0.7 or more);
 * - the read mix and uploads through nginx to one server process against two (on a machine of few
 *   cores a second process mostly shares the same cores: the figures say what bounds them).
 * Runs alternate so that the machine's drift falls on both sides.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ratio } from './figures.js';
import { type LoadClient, type LoadRequest } from './load-client.js';
import { photo, uploader, uploadRate } from './media.js';
import { startNginx } from './nginx.js';
import { startS3Server } from './s3-server.js';
import { startServer, type ServerProcess } from './server-process.js';

const UA = 'catalog-bench/1.0';

export interface ClusterOptions { client: LoadClient; reads: LoadRequest[]; seconds: number; connections: number }

const best = (values: number[]) => Math.round(Math.max(...values));

export async function clusterPhase(env: NodeJS.ProcessEnv, auth: string, options: ClusterOptions, log: (line: string) => void) {
  const s3 = await startS3Server();
  const local = mkdtempSync(join(tmpdir(), 'catalog-bench-cluster-'));
  const servers: ServerProcess[] = [];
  const serve = async (extra: Record<string, string>) => {
    const server = await startServer({ ...env, ...extra });
    servers.push(server);
    return server;
  };
  const machine = (name: string) => {
    mkdirSync(join(local, name, 'index'), { recursive: true });
    return { ...s3.env('bench/'), MEMORY_INDEX_DIR: join(local, name, 'index'), MEDIA_DIR: join(local, name, 'media'), SIGNING_SECRET: 'bench-cluster' };
  };
  const report: Record<string, unknown> = {};
  const jpeg = await photo(1500, 90);
  try {
    // A bucket's file against a directory's, each through its own server process.
    const onDirectory = await serve({ MEDIA_DIR: join(local, 'directory'), SIGNING_SECRET: 'bench-cluster' });
    const onBucket = await serve(machine('a'));
    const files = {
      directory: (await uploader(onDirectory.port, auth)(jpeg, 'multipart')).id, bucket: (await uploader(onBucket.port, auth)(jpeg, 'multipart')).id,
    };
    const serving: Record<string, unknown> = {};
    for (const file of ['thumbnail.jpg', 'huge.jpg']) {
      const runs = { directory: [] as number[], bucket: [] as number[] };
      for (let turn = 0; turn < 2; turn++) {
        for (const [kind, server] of [['directory', onDirectory], ['bucket', onBucket]] as const) {
          const request: LoadRequest[] = [{ method: 'GET', path: `/media/${files[kind]}/${file}`, headers: { 'user-agent': UA } }];
          runs[kind].push((await options.client.run(server.port, request, Math.max(3, options.seconds / 2), options.connections)).rps);
        }
      }
      serving[file] = { directoryRps: best(runs.directory), bucketRps: best(runs.bucket), ratio: ratio(best(runs.bucket), best(runs.directory)) };
      log(`${file} from a bucket against a directory: ${JSON.stringify(serving[file])}`);
    }
    report.fileServing = serving;
    await onDirectory.stop();

    // The read mix and uploads through nginx: to one machine, then to two.
    const second = await serve(machine('b'));
    const toOne = await startNginx([onBucket.port]);
    const toTwo = await startNginx([onBucket.port, second.port]);
    try {
      const runs = { one: [] as Array<{ rps: number; p99: number }>, two: [] as Array<{ rps: number; p99: number }> };
      const uploads = { one: [] as number[], two: [] as number[] };
      await options.client.run(toTwo.port, options.reads, Math.min(5, options.seconds), options.connections);
      for (let turn = 0; turn < 2; turn++) {
        for (const [kind, front] of [['one', toOne], ['two', toTwo]] as const) {
          const result = await options.client.run(front.port, options.reads, options.seconds, options.connections);
          runs[kind].push({ rps: result.rps, p99: result.p99 });
          uploads[kind].push((await uploadRate(uploader(front.port, auth), jpeg, 16, 4)).uploadsPerSecond);
        }
      }
      const summary = (kind: 'one' | 'two') => ({
        readRps: best(runs[kind].map((r) => r.rps)), readP99Ms: Math.min(...runs[kind].map((r) => r.p99)), uploadsPerSecond: Math.max(...uploads[kind]),
      });
      report.throughNginx = {
        oneProcess: summary('one'), twoProcesses: summary('two'),
        readRatio: ratio(summary('two').readRps, summary('one').readRps), uploadRatio: ratio(summary('two').uploadsPerSecond, summary('one').uploadsPerSecond),
      };
      log(`through nginx, one process against two: ${JSON.stringify(report.throughNginx)}`);
    } finally {
      toOne.stop();
      toTwo.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
    await s3.stop();
    rmSync(local, { recursive: true, force: true });
  }
  return report;
}
