/**
 * Records derived from the views other records embed (docs/contract.md §9): an import without
 * `active-ingredients.ndjson` gets active ingredients from its products' `activeIngredients[]`,
 * one without both attribute files gets attributes and options from `attributes[]`. Each derived
 * resource declares how (`ResourceDecl.derived`); this module only collects them (the store writes
 * them: src/store/write-derived.ts).
 *
 * Derived records fill what the store lacks: a record the store already has (imported earlier
 * from a file, with its real code) is kept, so a later import of products alone loses nothing.
 */
import { type ResourceDecl, type Row } from '../query/declare.js';

/** Derived records by resource path, by id. */
export type Derived = Map<string, Map<string | number, Row>>;

/**
 * The resources an import derives: those declaring a derivation whose source it reads and none of
 * whose group's files it has.
 */
export function derivationsFor(resources: readonly ResourceDecl[], present: (resource: ResourceDecl) => boolean): ResourceDecl[] {
  const groupPresent = (group: string) => resources.some((r) => r.derived?.group === group && present(r));
  return resources.filter((r) => r.derived && !groupPresent(r.derived.group)
    && resources.some((s) => s.path === r.derived!.source && present(s)));
}

/** Adds the views one source record embeds, for each target deriving from its resource. */
export function collectViews(source: ResourceDecl, record: Row, targets: readonly ResourceDecl[], into: Derived): void {
  for (const target of targets) {
    const rule = target.derived!;
    if (rule.source !== source.path) continue;
    let records = into.get(target.path);
    if (!records) into.set(target.path, (records = new Map()));
    for (const view of rule.views(record)) {
      const id = view.id as string | number;
      const known = records.get(id);
      records.set(id, known ? rule.merge(known, view) : view);
    }
  }
}

/** Merges records collected elsewhere (a preparing thread's chunk) into `into`. */
export function mergeDerived(into: Derived, more: Record<string, Row[]>, targets: readonly ResourceDecl[]): void {
  for (const target of targets) {
    const incoming = more[target.path];
    if (!incoming) continue;
    let records = into.get(target.path);
    if (!records) into.set(target.path, (records = new Map()));
    for (const record of incoming) {
      const id = record.id as string | number;
      const known = records.get(id);
      records.set(id, known ? target.derived!.merge(known, record) : record);
    }
  }
}

/** A plain form of `Derived` for one chunk, to cross threads. */
export function derivedOfChunk(derived: Derived): Record<string, Row[]> {
  return Object.fromEntries([...derived].map(([path, records]) => [path, [...records.values()]]));
}
