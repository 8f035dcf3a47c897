/**
 * Prepares chunks of bulk lines on worker threads when the built worker exists (the CLI), in the
 * calling thread otherwise (tests running the TypeScript sources). Results come back in order.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ResourceDecl } from '../query/declare.js';
import { prepareLine, type Prepared } from './prepare.js';
import type { ChunkRequest, ChunkResult } from './prepare-worker.js';

export interface ChunkPreparer {
  prepare(resource: ResourceDecl, lines: string[]): Promise<Prepared[]>;
  close(): Promise<void>;
}

const inline: ChunkPreparer = {
  prepare: async (resource, lines) => lines.map((line) => prepareLine(resource, line)),
  close: async () => {},
};

export function chunkPreparer(): ChunkPreparer {
  const url = new URL('./prepare-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return inline;
  // The importing thread writes to the store; the others prepare.
  const count = Math.max(1, Math.min(4, availableParallelism() - 1));
  const workers = Array.from({ length: count }, () => new Worker(url));
  const waiting = new Map<number, { resolve: (p: Prepared[]) => void; reject: (e: unknown) => void }>();
  for (const worker of workers) {
    worker.on('message', (result: ChunkResult) => {
      waiting.get(result.id)?.resolve(result.prepared);
      waiting.delete(result.id);
    });
    worker.on('error', (error) => {
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    });
  }
  let next = 0;
  return {
    prepare(resource, lines) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: ChunkRequest = { id, resource: resource.path, lines };
        workers[id % workers.length]!.postMessage(request);
      });
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
