/**
 * Bulk import (docs/contract.md §9): one NDJSON file per resource, every line validated against
 * its schema, all files written in one transaction. Any invalid line rejects the whole import;
 * the error names file, line (1-based) and field, every problem of a bad line (up to
 * MAX_LINE_PROBLEMS). An `.ndjson` file that is not a bulk file rejects it too
 * (src/bulk/bulk-files.ts). Active ingredients and attributes a catalogue leaves out are derived
 * from its products (src/domain/derived-records.ts), in the same transaction.
 *
 * Files are read in chunks of whole lines, as bytes, and prepared (decode, parse, validate,
 * extract) on worker threads while this thread writes the chunks before them, in order.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { RESOURCE_NAMES } from '../resources/records.js';
import { type Store, type Writer } from '../store/store.js';
import { listDirectory, strayFiles } from './bulk-files.js';
import { chunkPreparer, type ChunkPreparer } from './chunk-preparer.js';
import { derivationsFor, derivedFrom, mergeDerived, type Derived } from '../domain/derived-records.js';
import { writeDerived } from '../store/write-derived.js';
import { lineChunks, type LineChunk } from './line-chunks.js';
import { MAX_LINE } from './prepare.js';
import { unpackRecords, type PreparedChunk } from './prepared-chunk.js';

/**
 * `line` (1-based) and `field` (a JSON Pointer) where the problem has them: a directory or a whole
 * file has neither, and a line's closing "and 3 more problems" has no field.
 */
export interface ImportProblem { file: string; line?: number; field?: string; message: string }

/** `products.ndjson:42: /status must be one of ...`, `brand.ndjson: not a bulk file; ...`. */
export function problemText(p: ImportProblem): string {
  return `${p.file}${p.line === undefined ? '' : `:${p.line}`}: ${p.field === undefined ? '' : `${p.field} `}${p.message}`;
}

export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map(problemText).join('\n'));
    this.name = 'ImportError';
  }
}

export interface ImportProgress {
  start(file: string, bytes: number): void;
  advance(bytes: number, records: number): void;
  finish(): void;
  /** A step after the files, without a bar (deriving records; building indexes and committing). */
  phase(name: string): void;
}

export interface ImportSummary {
  records: Record<string, number>;
  /** Records derived from the products' views, by resource, where the import had no file for them. */
  derived: Record<string, number>;
  seconds: Record<string, number>;
  totalSeconds: number;
}

/**
 * Stop collecting problems after this many, once the line at hand is complete: the first few are
 * what a person fixes first.
 */
const MAX_PROBLEMS = 20;
/** Bytes of whole lines per chunk: about 300 products. */
export const CHUNK_BYTES = 2 << 20;
/** Chunks being prepared ahead of the writer: enough to keep workers busy, bounded memory. */
const AHEAD = 6;

export const fileOf = (resource: ResourceDecl) => `${resource.path}.ndjson`;

/**
 * Every bulk file of this build, whichever `resources` an import is given: a file of a resource it
 * leaves out is not misnamed, only not read.
 */
const BULK_FILES = RESOURCE_NAMES.map((name) => `${name}.ndjson`);

export async function importDirectory(store: Store, dir: string, resources: readonly ResourceDecl[], progress?: ImportProgress): Promise<ImportSummary> {
  const started = performance.now();
  const names = listDirectory(dir);
  if (!Array.isArray(names)) throw new ImportError([names]);
  const present = resources.filter((r) => names.includes(fileOf(r)));
  const stray = strayFiles(names, BULK_FILES);
  if (present.length === 0) {
    throw new ImportError([{ file: dir, message: `holds none of the bulk files (${resources.map(fileOf).join(', ')})` }, ...stray]);
  }
  if (stray.length > 0) throw new ImportError(stray);
  const problems: ImportProblem[] = [];
  const records: Record<string, number> = {};
  const seconds: Record<string, number> = {};
  // docs/contract.md §9: active ingredients and attributes a catalogue leaves out come from its products.
  const targets = derivationsFor(resources, (r) => present.includes(r));
  const derived: Derived = new Map();
  let written: Record<string, number> = {};
  const preparer = chunkPreparer();
  try {
    await store.write(async (writer) => {
      for (const resource of present) {
        const fileStarted = performance.now();
        const derive = derivedFrom(resource, targets);
        const file = { path: join(dir, fileOf(resource)), derive, derived };
        records[resource.path] = await importFile(writer, preparer, resource, file, problems, progress);
        seconds[resource.path] = (performance.now() - fileStarted) / 1000;
        if (problems.length >= MAX_PROBLEMS) break;
      }
      if (problems.length > 0) throw new ImportError(problems);
      if (targets.length > 0) progress?.phase(`deriving ${targets.map((t) => t.path).join(', ')} from the products`);
      written = await writeDerived(writer, targets, derived);
      // What the store does once the work returns: indexes of the tables loaded empty, the commit.
      progress?.phase('building indexes and committing');
    });
  } finally {
    await preparer.close();
  }
  return { records, derived: written, seconds, totalSeconds: (performance.now() - started) / 1000 };
}

interface FileJob { path: string; derive: readonly ResourceDecl[]; derived: Derived }

async function importFile(writer: Writer, preparer: ChunkPreparer, resource: ResourceDecl, job: FileJob,
  problems: ImportProblem[], progress?: ImportProgress): Promise<number> {
  const { path } = job;
  const file = fileOf(resource);
  progress?.start(file, statSync(path).size);
  const pending: Array<{ chunk: LineChunk; result: Promise<PreparedChunk> }> = [];
  let count = 0;

  const drainOne = async () => {
    const { chunk, result } = pending.shift()!;
    const prepared = await result;
    for (const p of prepared.problems) {
      const line = chunk.firstLine + p.line;
      // A line's problems are kept together: the cap may stop after a line, never inside one.
      const sameLine = problems.at(-1)?.file === file && problems.at(-1)?.line === line;
      if (problems.length < MAX_PROBLEMS || sameLine) problems.push({ file, line, field: p.field, message: p.message });
    }
    // Once anything is wrong nothing will be kept: only go on validating.
    if (problems.length === 0) {
      for (const stored of unpackRecords(resource, prepared, chunk.bytes)) await writer.upsert(resource, stored);
      if (prepared.derived) mergeDerived(job.derived, prepared.derived, job.derive);
      count += prepared.records;
    }
    progress?.advance(chunk.fileBytes, prepared.lines);
  };

  try {
    for await (const chunk of lineChunks(path, CHUNK_BYTES, MAX_LINE)) {
      pending.push({ chunk, result: preparer.prepare(resource, chunk.bytes, job.derive) });
      if (pending.length >= AHEAD) await drainOne();
      if (problems.length >= MAX_PROBLEMS) break;
    }
    while (pending.length > 0 && problems.length < MAX_PROBLEMS) await drainOne();
  } finally {
    await Promise.allSettled(pending.map((c) => c.result));
    progress?.finish();
  }
  return count;
}
