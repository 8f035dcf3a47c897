/**
 * Which generation a cached answer belongs to (docs/contract.md §13: caches follow writes
 * precisely). A total or a page position is computed from some parts of a resource's records:
 * the columns, side tables and search entries its filter and order read, plus which records exist
 * (`rows`); and, through some filters, from another resource's records (the category trees of
 * `publicCategory`, the organizations of the users' `vatNr`). Its generation is the sum of those
 * parts' generations (src/store/touched.ts), which moves exactly when a write changes one of them:
 * a write to brands leaves the cached totals of corrections alone, and a product's new price those
 * of every product filter that reads no price.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Condition, type Predicate } from '../query/predicate.js';
import { type SegmentOrder } from '../query/sql/segments.js';
import { TABLES } from '../resources/registry.js';
import { tablesOf } from './ddl.js';
import { type StoreVersion } from './store.js';
import { searchColumns, searchTerms } from '../query/search-text.js';
import { PARTS, partKey } from './touched.js';

const owners = new Map<string, string>();
for (const resource of TABLES) for (const table of tablesOf(resource)) owners.set(table, resource.path);

/** The generation keys an answer of `resource` reads: its rows, the parts named, other resources whole. */
export function readsOf(resource: ResourceDecl, predicates: readonly Predicate[], orders: readonly SegmentOrder[] = []): Set<string> {
  const keys = new Set([partKey(resource.path, PARTS.rows)]);
  /** A table of this resource is one of its parts; another resource's table reads that resource whole. */
  const table = (name: string) => {
    const owner = owners.get(name);
    keys.add(owner === undefined || owner === resource.path ? partKey(resource.path, PARTS.table(name)) : partKey(owner));
  };
  const column = (name: string) => keys.add(partKey(resource.path, PARTS.column(name)));
  const condition = (c: Condition) => {
    if (c.kind === 'subtree') table(c.tree.table);
  };
  const walk = (p: Predicate): void => {
    switch (p.kind) {
      case 'and': case 'or': p.items.forEach(walk); return;
      case 'not': walk(p.item); return;
      case 'const': return;
      case 'in': case 'present': case 'range': column(p.column); return;
      case 'exists': table(p.table); p.conditions.forEach(condition); return;
      case 'lookup': column(p.column); table(p.table); return;
      case 'search': for (const column of searchRead(resource, p)) keys.add(partKey(resource.path, PARTS.search(column))); return;
    }
  };
  predicates.forEach(walk);
  for (const order of orders) {
    if (order.kind === 'column') column(order.column);
    else table(order.table);
  }
  return keys;
}

/** The search index columns a search reads: those of its terms (its scope's; the plain ones alone without a locale). */
function searchRead(resource: ResourceDecl, p: Extract<Predicate, { kind: 'search' }>): string[] {
  const decl = resource.search;
  if (!decl) return [];
  if (decl.name !== p.index) return searchColumns(decl);
  return [...new Set(searchTerms(decl, p).flat().flatMap((t) => t.columns))];
}

export const generationOf = (version: StoreVersion, keys: Iterable<string>): number => {
  let sum = 0;
  for (const key of keys) sum += version.resources[key] ?? 0;
  return sum;
};
