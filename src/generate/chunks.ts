/**
 * Chunks of the product pass, for the parallel writer (parallel.ts): consecutive batches grouped
 * into numbered chunks, and a chunk's lines encoded per file. The lines are exactly those the
 * in-process writer produces (`JSON.stringify(record) + "\n"`), so output does not depend on how
 * many threads wrote it.
 */
import type { Batch } from './catalog/pass.js';

/** Batches (of about 256 products) per chunk: about 1000 products, 8 MB of lines. */
export const CHUNK_BATCHES = 4;

/** The files the product pass feeds, in RESOURCE_FILES order. */
export const STREAMED = ['media', 'products', 'corrections', 'updates'] as const;
export type Streamed = (typeof STREAMED)[number];

export interface EncodedChunk {
  readonly index: number;
  readonly products: number;
  /** UTF-8 lines and their count, per file. */
  readonly files: Readonly<Record<Streamed, { readonly data: Uint8Array; readonly records: number }>>;
}

/** Groups the pass's batches into chunks numbered from 0. */
export function* chunked(batches: Iterable<Batch>): Generator<{ index: number; batches: Batch[] }> {
  let index = 0;
  let pending: Batch[] = [];
  for (const batch of batches) {
    pending.push(batch);
    if (pending.length === CHUNK_BATCHES) {
      yield { index: index++, batches: pending };
      pending = [];
    }
  }
  if (pending.length > 0) yield { index, batches: pending };
}

const encoder = new TextEncoder();

export function encodeChunk(index: number, batches: readonly Batch[]): EncodedChunk {
  const files = {} as Record<Streamed, { data: Uint8Array; records: number }>;
  let products = 0;
  for (const batch of batches) products += batch.products.length;
  for (const resource of STREAMED) {
    const lines: string[] = [];
    for (const batch of batches) for (const record of batch[resource]) lines.push(JSON.stringify(record));
    // TextEncoder gives each chunk its own ArrayBuffer, which can then be transferred, not copied.
    files[resource] = { data: encoder.encode(lines.length > 0 ? `${lines.join('\n')}\n` : ''), records: lines.length };
  }
  return { index, products, files };
}
