/**
 * Worker thread of the bulk import: prepares chunks of lines (src/bulk/prepare.ts) while the
 * importing thread writes earlier chunks to the store.
 */
import { parentPort } from 'node:worker_threads';
import { STORED } from '../resources/registry.js';
import { prepareChunk } from './prepare.js';
import { type PreparedChunk } from './prepared-chunk.js';

export interface ChunkRequest { id: number; resource: string; bytes: Uint8Array; derive: string[] }
export interface ChunkResult { id: number; prepared: PreparedChunk }

const byPath = new Map(STORED.map((r) => [r.path, r]));

parentPort!.on('message', (request: ChunkRequest) => {
  const derive = request.derive.map((path) => byPath.get(path)!);
  const result: ChunkResult = { id: request.id, prepared: prepareChunk(byPath.get(request.resource)!, request.bytes, derive) };
  parentPort!.postMessage(result);
});
