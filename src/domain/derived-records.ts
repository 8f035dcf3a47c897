/**
 * Records derived from the views other records embed (docs/contract.md §9): an import without
 * `active-ingredients.ndjson` gets active ingredients from its products' `activeIngredients[]`,
 * one without both attribute files gets attributes and options from `attributes[]`. The member
 * that embeds them declares how (src/domain/product-embeds.ts `derives`); this module only collects
 * them (the store writes them: src/store/write-derived.ts).
 *
 * Derived records fill what the store lacks: a record the store already has (imported earlier
 * from a file, with its real code) is kept, so a later import of products alone loses nothing.
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { type ProductRecord } from '../resources/products/record.js';
import { products } from '../resources/products/resource.js';
import { DERIVATIONS } from './product-embeds.js';

/** Derived records by resource path, by id. */
export type Derived = Map<string, Map<string | number, Row>>;

/**
 * The resources an import derives: those with a derivation, none of whose group's files it has,
 * when it reads the products that embed them.
 */
export function derivationsFor(resources: readonly ResourceDecl[], present: (resource: ResourceDecl) => boolean): ResourceDecl[] {
  const groupPresent = (group: string) => resources.some((r) => DERIVATIONS.get(r.path)?.group === group && present(r));
  const sourcePresent = resources.some((s) => s.path === products.path && present(s));
  return resources.filter((r) => sourcePresent && DERIVATIONS.has(r.path) && !groupPresent(DERIVATIONS.get(r.path)!.group));
}

/** Of the derived `targets`, those the records of `source` embed views of. */
export const derivedFrom = (source: ResourceDecl, targets: readonly ResourceDecl[]): ResourceDecl[] =>
  (source.path === products.path ? [...targets] : []);

/** Adds the views one source record embeds, for each target deriving from its resource. */
export function collectViews(source: ResourceDecl, record: Row, targets: readonly ResourceDecl[], into: Derived): void {
  if (source.path !== products.path) return;
  const product = record as ProductRecord;
  for (const target of targets) {
    const rule = DERIVATIONS.get(target.path)!;
    let records = into.get(target.path);
    if (!records) into.set(target.path, (records = new Map()));
    for (const view of rule.member.views(product)) {
      const derived = rule.record(view, product);
      const id = derived.id as string | number;
      const known = records.get(id);
      records.set(id, known ? rule.merge(known, derived) : derived);
    }
  }
}

/** Merges records collected elsewhere (a preparing thread's chunk) into `into`. */
export function mergeDerived(into: Derived, more: Record<string, Row[]>, targets: readonly ResourceDecl[]): void {
  for (const target of targets) {
    const incoming = more[target.path];
    if (!incoming) continue;
    const { merge } = DERIVATIONS.get(target.path)!;
    let records = into.get(target.path);
    if (!records) into.set(target.path, (records = new Map()));
    for (const record of incoming) {
      const id = record.id as string | number;
      const known = records.get(id);
      records.set(id, known ? merge(known, record) : record);
    }
  }
}

/** A plain form of `Derived` for one chunk, to cross threads. */
export function derivedOfChunk(derived: Derived): Record<string, Row[]> {
  return Object.fromEntries([...derived].map(([path, records]) => [path, [...records.values()]]));
}
