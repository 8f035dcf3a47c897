/**
 * The in-memory index files an import leaves behind (docs/deployment.md "The in-memory index"): the
 * import has just written every record, so it reads the index from the store once and saves the
 * file that the next server process reads in a second or two, instead of each first start after an
 * import reading the store (about a minute and a half for 1,000,000 products) while its pages go to
 * SQL. The file is a cache like any other (index-file.ts): a server started on another machine, or
 * after another write, still checks it against the store's change feed.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { indexFilePath, saveIndexFile } from './index-file.js';
import { loadIndex } from './load.js';
import { type LoadProgress } from './load-progress.js';

export interface PreparedFile { resource: string; path: string; records: number; bytes: number; seconds: number }

/**
 * For each resource that declares `memoryIndex`, its index read from the store and saved to
 * `dir`, where a server with that MEMORY_INDEX_DIR looks for it. A store whose change feed is
 * empty has no position for a file to be complete up to: nothing is written for it.
 */
export async function prepareIndexFiles(store: Store, dir: string, resources: readonly ResourceDecl[],
  progress?: (resource: ResourceDecl) => LoadProgress | undefined): Promise<PreparedFile[]> {
  const written: PreparedFile[] = [];
  for (const resource of resources.filter((r) => r.memoryIndex)) {
    const started = performance.now();
    const { index, at } = await loadIndex(store, resource, progress?.(resource));
    if (at.seq === 0) continue;
    const path = indexFilePath(dir, store.migrations.location, resource);
    const bytes = await saveIndexFile(path, index, at);
    written.push({ resource: resource.path, path, records: index.all.size, bytes, seconds: (performance.now() - started) / 1000 });
  }
  return written;
}
