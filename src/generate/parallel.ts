/**
 * The product pass on several threads. Encoding lines is most of the work of generating a large
 * catalogue, so each worker thread (worker.ts) encodes every n-th chunk while this thread writes
 * the chunks to the files strictly in order. Back-pressure: a worker holds at most CREDITS chunks
 * that are not yet on disk, and a chunk's credit returns only after the files drained it.
 */
import { Worker } from 'node:worker_threads';
import type { EncodedChunk } from './chunks.js';
import { STREAMED } from './chunks.js';
import type { WorkerInput, WorkerMessage } from './worker.js';
import type { NdjsonWriter } from './write-ndjson.js';

const CREDITS = 2;

export interface ParallelInput {
  readonly seed: number;
  readonly products: number;
  readonly threads: number;
  readonly writers: Readonly<Record<(typeof STREAMED)[number], NdjsonWriter>>;
  readonly onProgress?: (done: number, total: number) => void;
}

export function runInWorkers(input: ParallelInput): Promise<void> {
  const { threads, writers } = input;
  return new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    const arrived = new Map<number, EncodedChunk>();
    let next = 0;
    let total: number | undefined;
    let finishedWorkers = 0;
    let done = 0;
    let writing = false;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };

    /** Writes every chunk that is next in line; one writing loop at a time. */
    const drain = async () => {
      if (writing || settled) return;
      writing = true;
      try {
        for (let chunk = arrived.get(next); chunk !== undefined; chunk = arrived.get(next)) {
          arrived.delete(next);
          for (const resource of STREAMED) writers[resource].writeEncoded(chunk.files[resource].data, chunk.files[resource].records);
          await Promise.all(STREAMED.map((resource) => writers[resource].ready()));
          done += chunk.products;
          input.onProgress?.(done, input.products);
          workers[next % threads]!.postMessage('credit');
          next++;
        }
      } catch (error) {
        fail(error);
        return;
      } finally {
        writing = false;
      }
      if (total !== undefined && finishedWorkers === threads && next >= total && !settled) {
        settled = true;
        resolve();
      }
    };

    for (let thread = 0; thread < threads; thread++) {
      const workerData: WorkerInput = { seed: input.seed, products: input.products, thread, threads, credits: CREDITS };
      const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData });
      let reported = false;
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'chunk') arrived.set(message.chunk.index, message.chunk);
        else {
          reported = true;
          total = message.chunks;
          finishedWorkers++;
        }
        void drain();
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (code !== 0 || !reported) fail(new Error(`generator thread ${thread} ended early (exit code ${code})`));
      });
      workers.push(worker);
    }
  });
}
