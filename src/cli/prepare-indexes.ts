/**
 * The end of `catalog import` and of the demo's load: the in-memory index files written for the
 * next server start (src/index/prepare-files.ts; README "Command line"), one step each, and a line
 * saying what was written, so that an operator knows the start will not read the store.
 */
import { prepareIndexFiles } from '../index/prepare-files.js';
import { TABLES } from '../resources/registry.js';
import { type Store } from '../store/store.js';
import { count, mb, say, type Steps } from './progress.js';

export async function prepareIndexes(store: Store, dir: string, steps: Steps): Promise<void> {
  for (const resource of TABLES.filter((r) => r.memoryIndex)) {
    steps.start(`writing the in-memory index file of ${resource.path} for the next server start`);
    const [file] = await prepareIndexFiles(store, dir, [resource]);
    steps.end();
    if (file) say(`  ${count(file.records)} ${resource.path}, ${mb(file.bytes)} MB: ${file.path}`);
  }
}
