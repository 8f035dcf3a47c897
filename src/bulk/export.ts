/**
 * Bulk export (docs/contract.md §9): the import format, one file per resource, each line the
 * stored document plus its hidden fields. Computed fields and password hashes are never written.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { countRecords, type Store } from '../store/store.js';
import { fileOf } from './import.js';

/** News of an export: each file as it starts, grows and ends. */
export interface ExportProgress {
  start(file: string, total: number): void;
  advance(written: number): void;
  finish(written: number): void;
}

export async function exportDirectory(store: Store, dir: string, resources: readonly ResourceDecl[], progress?: ExportProgress): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const resource of resources) {
    const file = fileOf(resource);
    const total = await countRecords(store, resource);
    progress?.start(file, total);
    const out = createWriteStream(join(dir, file), { encoding: 'utf8' });
    let written = 0;
    for await (const batch of store.exportLines(resource)) {
      // Respect the disk's pace: wait for drain instead of buffering the whole catalogue.
      if (!out.write(`${batch.join('\n')}\n`)) await once(out, 'drain');
      written += batch.length;
      progress?.advance(written);
    }
    out.end();
    await once(out, 'finish');
    progress?.finish(written);
    counts[resource.path] = written;
  }
  return counts;
}
