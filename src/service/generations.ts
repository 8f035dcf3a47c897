/**
 * Which generation a resource's cached answers belong to (decisions section 13: caches follow
 * writes precisely). A resource's answers read its own tables and, through some filters, another
 * resource's (the category trees of `publicCategory`, the organizations of the users' `vatNr`): its
 * generation is the sum of those resources' generations, which moves exactly when one of them
 * is written. A write to brands leaves the cached totals of corrections alone.
 */
import { type ResourceDecl } from '../query/declare.js';
import { TABLES } from '../resources/registry.js';
import { tablesOf } from '../store/ddl.js';
import { type StoreVersion } from '../store/store.js';

const owners = new Map<string, string>();
for (const resource of TABLES) for (const table of tablesOf(resource)) owners.set(table, resource.path);

const dependencies = new WeakMap<ResourceDecl, readonly string[]>();

/** The resources whose records a resource's answers depend on: itself, and those its filters read. */
export function dependenciesOf(resource: ResourceDecl): readonly string[] {
  let paths = dependencies.get(resource);
  if (!paths) {
    const set = new Set([resource.path]);
    for (const filter of Object.values(resource.filters)) {
      const table = filter.match === 'subtree' ? filter.tree.table : filter.match === 'via' ? filter.table : undefined;
      const owner = table && owners.get(table);
      if (owner) set.add(owner);
    }
    paths = [...set];
    dependencies.set(resource, paths);
  }
  return paths;
}

export const generationOf = (version: StoreVersion, resource: ResourceDecl): number =>
  dependenciesOf(resource).reduce((sum, path) => sum + (version.resources[path] ?? 0), 0);
