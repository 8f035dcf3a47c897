/**
 * Worker thread that computes the MACs of signed URLs for a batch of products, so a stream's
 * thread reads and writes while another core signs (src/signing/signed-urls.ts).
 */
import { createSecretKey } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { macHex } from './mac.js';

export interface MacRequest { seq: number; ids: readonly string[]; embedExpiry: number; pageExpiry: number }
/**
 * For the request's ids in order, the embed MAC then the page MAC, 64 hex characters each, as one
 * string: one string crosses the threads instead of two per product.
 */
export interface MacResult { seq: number; macs: string }

const key = createSecretKey(Buffer.from(workerData.secret as string, 'utf8'));

parentPort!.on('message', (request: MacRequest) => {
  let macs = '';
  for (const id of request.ids) {
    macs += macHex(key, 'embed', id, request.embedExpiry) + macHex(key, 'page', id, request.pageExpiry);
  }
  parentPort!.postMessage({ seq: request.seq, macs } satisfies MacResult);
});
