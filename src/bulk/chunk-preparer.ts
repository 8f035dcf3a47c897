/**
 * Prepares chunks of bulk lines on worker threads when the built worker exists (the CLI), in the
 * calling thread otherwise (tests running the TypeScript sources). Results come back in order.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ResourceDecl } from '../query/declare.js';
import { prepareChunk } from './prepare.js';
import { type PreparedChunk } from './prepared-chunk.js';
import type { ChunkRequest, ChunkResult } from './prepare-worker.js';

export interface ChunkPreparer {
  /** `derive`: the resources this chunk's records embed views of, to derive (src/domain/derived-records.ts). */
  prepare(resource: ResourceDecl, bytes: Uint8Array, derive?: readonly ResourceDecl[]): Promise<PreparedChunk>;
  close(): Promise<void>;
}

const inline: ChunkPreparer = {
  prepare: async (resource, bytes, derive = []) => prepareChunk(resource, bytes, derive),
  close: async () => {},
};

/**
 * A young generation larger than V8's default: parsing a chunk makes thousands of short-lived
 * objects, and fewer scavenges made the products import 10-15% faster (docs/performance.md).
 */
const YOUNG_GENERATION_MB = 64;

export function chunkPreparer(): ChunkPreparer {
  const url = new URL('./prepare-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return inline;
  // As many preparing threads as cores, beside the importing thread that writes: that thread
  // waits on SQLite's I/O part of the time. On 2 cores, 2 workers prepared 100,000 products in
  // 11.8-12.0 s against 13.3-13.7 s with 1 (docs/performance.md).
  const count = Math.max(1, Math.min(4, availableParallelism()));
  const workers = Array.from({ length: count }, () => new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  const waiting = new Map<number, { resolve: (p: PreparedChunk) => void; reject: (e: unknown) => void }>();
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
    prepare(resource, bytes, derive = []) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: ChunkRequest = { id, resource: resource.path, bytes, derive: derive.map((r) => r.path) };
        workers[id % workers.length]!.postMessage(request);
      });
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
