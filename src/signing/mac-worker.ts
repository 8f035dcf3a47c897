/**
 * Worker thread that computes the MACs of signed URLs for a batch of products, so a stream's
 * thread reads and writes while another core signs (src/signing/signed-urls.ts).
 */
import { createHmac, createSecretKey } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface MacRequest { seq: number; messages: string[] }
export interface MacResult { seq: number; macs: string[] }

const key = createSecretKey(Buffer.from(workerData.secret as string, 'utf8'));

parentPort!.on('message', (request: MacRequest) => {
  const macs = request.messages.map((m) => createHmac('sha256', key).update(m).digest('hex'));
  parentPort!.postMessage({ seq: request.seq, macs } satisfies MacResult);
});
