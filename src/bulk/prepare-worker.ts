/**
 * Worker thread of the bulk import: prepares chunks of lines (src/bulk/prepare.ts) while the
 * importing thread writes earlier chunks to the store.
 */
import { parentPort } from 'node:worker_threads';
import { STORED } from '../resources/registry.js';
import { prepareLine, type Prepared } from './prepare.js';

export interface ChunkRequest { id: number; resource: string; lines: string[] }
export interface ChunkResult { id: number; prepared: Prepared[] }

const byPath = new Map(STORED.map((r) => [r.path, r]));

parentPort!.on('message', (request: ChunkRequest) => {
  const resource = byPath.get(request.resource)!;
  const result: ChunkResult = { id: request.id, prepared: request.lines.map((line) => prepareLine(resource, line)) };
  parentPort!.postMessage(result);
});
