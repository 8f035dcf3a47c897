/**
 * Bulk export (decisions section 9): the import format, one file per resource, each line the
 * stored document plus its hidden fields. Computed fields and password hashes are never written.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { type ResourceDecl } from '../query/declare.js';
import { countRecords, type Store } from '../store/store.js';
import { fileOf } from './import.js';

export async function exportDirectory(store: Store, dir: string, resources: readonly ResourceDecl[], onProgress?: (file: string, records: number, total: number) => void): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const resource of resources) {
    const file = fileOf(resource);
    const total = await countRecords(store, resource);
    const out = createWriteStream(join(dir, file), { encoding: 'utf8' });
    let written = 0;
    for await (const batch of store.exportLines(resource)) {
      // Respect the disk's pace: wait for drain instead of buffering the whole catalogue.
      if (!out.write(`${batch.join('\n')}\n`)) await once(out, 'drain');
      written += batch.length;
      onProgress?.(file, written, total);
    }
    out.end();
    await once(out, 'finish');
    counts[resource.path] = written;
  }
  return counts;
}
