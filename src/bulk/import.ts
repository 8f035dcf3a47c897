/**
 * Bulk import (decisions section 9): one NDJSON file per resource, every line validated against
 * its schema, all files written in one transaction. Any invalid line rejects the whole import;
 * the error names file, line (1-based) and field.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { checkRecord, dropComputed } from './record-validator.js';

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

export interface ImportSummary { records: Record<string, number>; seconds: number }

/** Stop collecting problems after this many: the first few are what a person fixes first. */
const MAX_PROBLEMS = 20;
/** Longest accepted line; longer is a problem, not an out-of-memory. */
const MAX_LINE = 4 * 1024 * 1024;

export const fileOf = (resource: ResourceDecl) => `${resource.path}.ndjson`;

export async function importDirectory(store: Store, dir: string, resources: readonly ResourceDecl[], progress?: ImportProgress): Promise<ImportSummary> {
  const started = performance.now();
  const present = resources.filter((r) => existsSync(join(dir, fileOf(r))));
  if (present.length === 0) {
    throw new ImportError([{ file: dir, line: 0, field: '/', message: `holds none of the bulk files (${resources.map(fileOf).join(', ')})` }]);
  }
  const problems: ImportProblem[] = [];
  const records: Record<string, number> = {};
  try {
    await store.write(async (writer) => {
      for (const resource of present) {
        const file = fileOf(resource);
        const path = join(dir, file);
        progress?.start(file, statSync(path).size);
        let count = 0;
        let lineNo = 0;
        const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity });
        for await (const text of lines) {
          lineNo++;
          progress?.advance(Buffer.byteLength(text) + 1, 1);
          if (text.trim() === '') continue;
          const problem = (field: string, message: string) => problems.push({ file, line: lineNo, field, message });
          if (text.length > MAX_LINE) {
            problem('/', `is longer than ${MAX_LINE} characters`);
          } else {
            let value: unknown;
            try {
              value = JSON.parse(text);
            } catch {
              problem('/', 'is not valid JSON');
            }
            if (value !== undefined) {
              const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? dropComputed(value as Row) : value;
              const bad = checkRecord(resource, record);
              if (bad) problem(bad.field, bad.message);
              else if (problems.length === 0) {
                // Once anything is wrong nothing will be kept: only go on validating.
                await writer.upsert(resource, resource.normalize ? resource.normalize(record as Row) : (record as Row));
                count++;
              }
            }
          }
          if (problems.length >= MAX_PROBLEMS) break;
        }
        lines.close();
        progress?.finish();
        records[resource.path] = count;
        if (problems.length >= MAX_PROBLEMS) break;
      }
      if (problems.length > 0) throw new ImportError(problems);
    });
  } finally {
    progress?.finish();
  }
  return { records, seconds: (performance.now() - started) / 1000 };
}
