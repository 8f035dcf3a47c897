/**
 * A generator thread of the parallel writer (parallel.ts). Every thread runs the whole product pass,
 * which is cheap and sequential (IDs and random streams run through it), and encodes only the
 * chunks numbered `thread` modulo `threads`, which is where the time goes. It may run at most
 * `credits` chunks ahead of the file writer; each chunk written earns one more.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { productPass } from './catalog/pass.js';
import { chunked, encodeChunk, STREAMED, type EncodedChunk } from './chunks.js';
import { buildReference } from './reference/index.js';

export interface WorkerInput {
  readonly seed: number;
  readonly products: number;
  readonly thread: number;
  readonly threads: number;
  readonly credits: number;
}

export type WorkerMessage =
  | { readonly type: 'chunk'; readonly chunk: EncodedChunk }
  | { readonly type: 'done'; readonly chunks: number };

async function run(port: NonNullable<typeof parentPort>, input: WorkerInput): Promise<void> {
  let credits = input.credits;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    credits++;
    wake?.();
  });
  const ref = buildReference(input.seed, input.products);
  let chunks = 0;
  for (const { index, batches } of chunked(productPass(input.seed, input.products, ref))) {
    chunks = index + 1;
    if (index % input.threads !== input.thread) continue;
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    const chunk = encodeChunk(index, batches);
    const message: WorkerMessage = { type: 'chunk', chunk };
    port.postMessage(message, STREAMED.map((r) => chunk.files[r].data.buffer as ArrayBuffer));
  }
  const done: WorkerMessage = { type: 'done', chunks };
  port.postMessage(done);
  // Let the thread end once the last messages are out; the parent stops sending credits by then.
  port.unref();
}

if (parentPort) await run(parentPort, workerData as WorkerInput);
