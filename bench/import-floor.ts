/**
 * The CPU floor of an import: what `JSON.parse` and the record schema check alone cost for the
 * bench catalogue, nothing decoded into stored parts, nothing written. An import cannot be faster
 * than this floor spread over every core, so it bounds the issue 2 import target on this machine
 * (docs/performance.md).
 *
 * Measured on this thread over the head of each bulk file (whole lines, read as the import reads
 * them, until SAMPLE_BYTES) and scaled to the file's size: the files are generated, so their
 * heads are like the rest.
 */
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CHUNK_BYTES, fileOf } from '../src/bulk/import.js';
import { lineChunks } from '../src/bulk/line-chunks.js';
import { MAX_LINE } from '../src/bulk/prepare.js';
import { checkRecord } from '../src/bulk/record-validator.js';
import { STORED } from '../src/resources/registry.js';
import { round } from './figures.js';

const SAMPLE_BYTES = 64 * 1024 * 1024;

export interface ImportFloor {
  /** Estimated CPU seconds for the whole catalogue on one core. */
  parseSeconds: number;
  checkSeconds: number;
  /** Products per second if that CPU were spread perfectly over every core and nothing else ran. */
  productsPerSecondOnAllCores: number;
  cores: number;
}

export async function importFloor(dir: string, products: number): Promise<ImportFloor> {
  let parse = 0;
  let check = 0;
  for (const resource of STORED) {
    const path = join(dir, fileOf(resource));
    let sampled = 0;
    let parseMs = 0;
    let checkMs = 0;
    for await (const { bytes, fileBytes } of lineChunks(path, CHUNK_BYTES, MAX_LINE)) {
      for (let at = 0; at < bytes.length;) {
        const newline = bytes.indexOf(0x0a, at);
        const end = newline < 0 ? bytes.length : newline;
        const text = bytes.toString('utf8', at, end);
        at = end + 1;
        if (text.trim() === '') continue;
        const started = performance.now();
        const value: unknown = JSON.parse(text);
        const parsed = performance.now();
        if (checkRecord(resource, value)) throw new Error(`${fileOf(resource)}: a line does not pass its own schema`);
        checkMs += performance.now() - parsed;
        parseMs += parsed - started;
      }
      sampled += fileBytes;
      if (sampled >= SAMPLE_BYTES) break;
    }
    if (sampled === 0) continue;
    const scale = (await stat(path)).size / sampled / 1000;
    parse += parseMs * scale;
    check += checkMs * scale;
  }
  const cores = availableParallelism();
  return { parseSeconds: round(parse), checkSeconds: round(check), productsPerSecondOnAllCores: Math.round((products * cores) / (parse + check)), cores };
}
