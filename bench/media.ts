/**
 * Media (issue 14), on one server process of the bench store with its own MEDIA_DIR:
 * - uploads per second of a 1500 x 1500 JPEG (multipart, all eight formats written), one at a
 *   time and four at once;
 * - the read mix's p99 alone and while uploads run back to back (target: within half again);
 * - the peak RSS of a fresh server process during 8 concurrent uploads of a 20 MiB JPEG
 *   (target: <= 500 MB), multipart and JSON;
 * - serving an image file (huge.jpg, thumbnail.jpg) against a static file server floor: a bare
 *   node:http process streaming the same files from the same directory with the same headers'
 *   worth of work, nothing else.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { type LoadClient, type LoadRequest } from './load-client.js';
import { freePort, peakRssMb, startServer } from './server-process.js';
import { ratio, round } from './figures.js';
import { MAX_FILE_BYTES, UPLOAD_BODY_LIMIT } from '../src/resources/media/write.js';

const UA = 'catalog-bench/1.0';

/** A photo-like square JPEG: smooth colour fields with noise, so it compresses as photos do. */
export async function photo(side: number, quality: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: side, height: side, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).raw().toBuffer();
  const tint = await sharp({ create: { width: side, height: side, channels: 3, background: '#3a7ca5' } }).raw().toBuffer();
  for (let i = 0; i < tint.length; i++) tint[i] = (tint[i]! + noise[i]!) >> 1;
  return sharp(tint, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality }).toBuffer();
}

/** The largest such JPEG of at most `max` bytes (20 MiB: the file limit; about 18.7 MiB fits a 25 MiB JSON body). */
async function largestPhoto(max: number): Promise<Buffer> {
  let best = await photo(1500, 90);
  for (const side of [3000, 3500, 4000, 4250, 4500, 4750, 5000]) {
    const candidate = await photo(side, 97);
    if (candidate.length > max) break;
    best = candidate;
  }
  return best;
}

export interface Uploader { (bytes: Buffer, form: 'multipart' | 'json'): Promise<{ ms: number; id: number }> }

export function uploader(port: number, auth: string): Uploader {
  return async (bytes, form) => {
    const started = performance.now();
    let res: Response;
    if (form === 'multipart') {
      const body = new FormData();
      body.set('organization', '1');
      body.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'bench-pa-front.jpg');
      res = await fetch(`http://127.0.0.1:${port}/v4/media/upload`, { method: 'POST', headers: { authorization: auth, 'user-agent': UA }, body });
    } else {
      res = await fetch(`http://127.0.0.1:${port}/v4/media/upload`, {
        method: 'POST', headers: { authorization: auth, 'user-agent': UA, 'content-type': 'application/json' },
        body: JSON.stringify({ file: { name: 'bench-pa-front.jpg', content: bytes.toString('base64') }, organization: 1 }),
      });
    }
    const text = await res.text();
    if (res.status !== 200) throw new Error(`media/upload: HTTP ${res.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, id: (JSON.parse(text) as { mediaItem: { id: number } }).mediaItem.id };
  };
}

/** `count` uploads, `parallel` at a time: uploads per second. */
export async function uploadRate(upload: Uploader, bytes: Buffer, count: number, parallel: number) {
  const started = performance.now();
  let next = 0;
  const ids: number[] = [];
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next++ < count) ids.push((await upload(bytes, 'multipart')).id);
  }));
  const seconds = (performance.now() - started) / 1000;
  return { uploads: count, parallel, seconds: round(seconds), uploadsPerSecond: round(count / seconds), ids };
}

/** The server's image processing children (src/media/processors.ts). */
function processingChildren(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('process-child'));
}

/** The floor: node:http streaming a file of MEDIA_DIR, as bare as a static server gets. */
async function staticFloor(mediaDir: string): Promise<{ port: number; stop(): void }> {
  const port = await freePort();
  const source = `
    const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
    http.createServer((req, res) => {
      const file = path.join(${JSON.stringify(mediaDir)}, req.url.replace(/^\\/media\\//, '').replace(/\\.\\./g, ''));
      fs.stat(file, (error, info) => {
        if (error) { res.statusCode = 404; return res.end(); }
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': info.size, 'cache-control': 'public, max-age=31536000, immutable', etag: '"' + info.size.toString(16) + '-' + Math.floor(info.mtimeMs).toString(16) + '"' });
        fs.createReadStream(file).pipe(res);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      await (await fetch(`http://127.0.0.1:${port}/media/none`)).arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { port, stop: () => child.kill('SIGTERM') };
}

export interface MediaOptions { client: LoadClient; reads: LoadRequest[]; seconds: number; connections: number }

export async function mediaPhase(env: NodeJS.ProcessEnv, auth: string, options: MediaOptions, log: (line: string) => void) {
  const mediaDir = join(process.cwd(), '.bench-cache', 'media');
  mkdirSync(mediaDir, { recursive: true });
  const serverEnv = { ...env, MEDIA_DIR: mediaDir };
  const jpeg = await photo(1500, 90);
  const report: Record<string, unknown> = { jpegBytes: jpeg.length };
  let server = await startServer(serverEnv);
  try {
    const upload = uploader(server.port, auth);
    for (let i = 0; i < 3; i++) await upload(jpeg, 'multipart');
    const { ids, ...oneAtATime } = await uploadRate(upload, jpeg, 20, 1);
    const fourAtOnce = await uploadRate(upload, jpeg, 24, 4);
    report.uploads = { oneAtATime, fourAtOnce: { ...fourAtOnce, ids: undefined } };
    log(`uploads of a 1500 x 1500 JPEG (${jpeg.length} bytes): ${JSON.stringify(report.uploads)}`);

    await options.client.run(server.port, options.reads, Math.min(5, options.seconds), options.connections);
    const readsAlone = await options.client.run(server.port, options.reads, options.seconds, options.connections);
    let over = false;
    const beside = options.client.run(server.port, options.reads, options.seconds, options.connections).finally(() => { over = true; });
    let besideUploads = 0;
    await Promise.all([0, 1].map(async () => {
      while (!over) {
        await upload(jpeg, 'multipart');
        besideUploads++;
      }
    }));
    const readsWithUploads = await beside;
    report.readMix = { alone: readsAlone, beside2Uploaders: readsWithUploads, uploadsMeanwhile: besideUploads, p99Ratio: ratio(readsWithUploads.p99, readsAlone.p99) };
    log(`read mix alone and beside uploads: ${JSON.stringify(report.readMix)}`);

    // File serving against the floor, alternating, on the same files.
    const floor = await staticFloor(mediaDir);
    try {
      const id = ids[0]!;
      const serving: Record<string, unknown> = {};
      for (const file of ['huge.jpg', 'thumbnail.jpg']) {
        const request: LoadRequest[] = [{ method: 'GET', path: `/media/${id}/${file}`, headers: { 'user-agent': UA } }];
        const runs = { server: [] as number[], floor: [] as number[] };
        for (let turn = 0; turn < 2; turn++) {
          runs.server.push((await options.client.run(server.port, request, Math.max(3, options.seconds / 2), options.connections)).rps);
          runs.floor.push((await options.client.run(floor.port, request, Math.max(3, options.seconds / 2), options.connections)).rps);
        }
        const best = (values: number[]) => Math.round(Math.max(...values));
        serving[file] = { serverRps: best(runs.server), floorRps: best(runs.floor), ratio: ratio(best(runs.server), best(runs.floor)) };
      }
      report.fileServing = serving;
      log(`file serving against a bare node:http floor: ${JSON.stringify(serving)}`);
    } finally {
      floor.stop();
    }
  } finally {
    await server.stop();
  }

  // Peak RSS of a fresh process during 8 concurrent uploads of the largest file allowed.
  // The JSON form's file is what fits the body limit once in base64 (4 bytes per 3), less room for the rest of the body.
  const biggest = { multipart: await largestPhoto(MAX_FILE_BYTES), json: await largestPhoto(Math.floor(UPLOAD_BODY_LIMIT * 3 / 4) - 4096) };
  for (const form of ['multipart', 'json'] as const) {
    const big = biggest[form];
    server = await startServer(serverEnv);
    try {
      const upload = uploader(server.port, auth);
      const before = round(peakRssMb(server.child.pid!));
      const started = performance.now();
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => upload(big, form)));
      const failed = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason).slice(0, 120));
      const processing = processingChildren(server.child.pid!);
      report[`eightBigUploads_${form}`] = {
        fileBytes: big.length, seconds: round((performance.now() - started) / 1000), peakRssMbBefore: before,
        peakRssMb: round(peakRssMb(server.child.pid!)),
        // The processing children's own peaks, added up (an upper bound of what they held at once).
        processingChildren: processing.length, processingPeakRssMb: round(processing.reduce((sum, pid) => sum + peakRssMb(pid), 0)),
        failed,
      };
      log(`8 concurrent uploads of ${big.length} bytes (${form}): ${JSON.stringify(report[`eightBigUploads_${form}`])}`);
    } finally {
      await server.stop();
    }
  }
  return report;
}
