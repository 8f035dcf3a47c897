/**
 * Bulk import (decisions section 9): one NDJSON file per resource, every line validated against
 * its schema, all files written in one transaction. Any invalid line rejects the whole import;
 * the error names file, line (1-based) and field.
 *
 * Lines are read in chunks and prepared (parse, validate, extract) on worker threads while this
 * thread writes the chunks before them, in order.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type ResourceDecl } from '../query/declare.js';
import { type Store, type Writer } from '../store/store.js';
import { chunkPreparer, type ChunkPreparer } from './chunk-preparer.js';
import { type Prepared } from './prepare.js';

export interface ImportProblem { file: string; line: number; field: string; message: string }

export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.field} ${p.message}`).join('\n'));
    this.name = 'ImportError';
  }
}

export interface ImportProgress {
  start(file: string, bytes: number): void;
  advance(bytes: number, records: number): void;
  finish(): void;
}

export interface ImportSummary { records: Record<string, number>; seconds: Record<string, number>; totalSeconds: number }

/** Stop collecting problems after this many: the first few are what a person fixes first. */
const MAX_PROBLEMS = 20;
const CHUNK_LINES = 500;
/** Chunks being prepared ahead of the writer: enough to keep workers busy, bounded memory. */
const AHEAD = 6;

export const fileOf = (resource: ResourceDecl) => `${resource.path}.ndjson`;

export async function importDirectory(store: Store, dir: string, resources: readonly ResourceDecl[], progress?: ImportProgress): Promise<ImportSummary> {
  const started = performance.now();
  const present = resources.filter((r) => existsSync(join(dir, fileOf(r))));
  if (present.length === 0) {
    throw new ImportError([{ file: dir, line: 0, field: '/', message: `holds none of the bulk files (${resources.map(fileOf).join(', ')})` }]);
  }
  const problems: ImportProblem[] = [];
  const records: Record<string, number> = {};
  const seconds: Record<string, number> = {};
  const preparer = chunkPreparer();
  try {
    await store.write(async (writer) => {
      for (const resource of present) {
        const fileStarted = performance.now();
        records[resource.path] = await importFile(writer, preparer, resource, join(dir, fileOf(resource)), problems, progress);
        seconds[resource.path] = (performance.now() - fileStarted) / 1000;
        if (problems.length >= MAX_PROBLEMS) break;
      }
      if (problems.length > 0) throw new ImportError(problems);
    });
  } finally {
    await preparer.close();
  }
  return { records, seconds, totalSeconds: (performance.now() - started) / 1000 };
}

async function importFile(writer: Writer, preparer: ChunkPreparer, resource: ResourceDecl, path: string,
  problems: ImportProblem[], progress?: ImportProgress): Promise<number> {
  const file = fileOf(resource);
  progress?.start(file, statSync(path).size);
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity });
  const pending: Array<{ firstLine: number; bytes: number; result: Promise<Prepared[]> }> = [];
  let count = 0;
  let lineNo = 0;

  const drainOne = async () => {
    const chunk = pending.shift()!;
    const prepared = await chunk.result;
    for (let i = 0; i < prepared.length; i++) {
      const p = prepared[i]!;
      if ('problem' in p) {
        if (problems.length < MAX_PROBLEMS) problems.push({ file, line: chunk.firstLine + i, ...p.problem });
      } else if ('stored' in p && problems.length === 0) {
        // Once anything is wrong nothing will be kept: only go on validating.
        await writer.upsert(resource, p.stored);
        count++;
      }
    }
    progress?.advance(chunk.bytes, prepared.length);
  };

  let batch: string[] = [];
  let bytes = 0;
  const send = () => {
    pending.push({ firstLine: lineNo - batch.length + 1, bytes, result: preparer.prepare(resource, batch) });
    batch = [];
    bytes = 0;
  };
  try {
    for await (const text of lines) {
      lineNo++;
      batch.push(text);
      bytes += text.length + 1;
      if (batch.length >= CHUNK_LINES) {
        send();
        if (pending.length >= AHEAD) await drainOne();
        if (problems.length >= MAX_PROBLEMS) break;
      }
    }
    if (batch.length > 0 && problems.length < MAX_PROBLEMS) send();
    while (pending.length > 0) await drainOne();
  } finally {
    lines.close();
    await Promise.allSettled(pending.map((c) => c.result));
    progress?.finish();
  }
  return count;
}
