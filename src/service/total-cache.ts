/**
 * `meta.total` is exact (docs/contract.md §5) and counting a broad filter over a million records
 * is the costliest part of a page. Integrators page through the same filter, so totals are
 * cached per resource and predicate, with the generation of what the predicate reads.
 *
 * The key is the planned predicate itself, not its SQL: a hit then costs no compiling (20-40 us a
 * count query with Kysely, measured on the bench's mix), and the predicate is what decides the
 * SQL for a given store.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type Predicate } from '../query/predicate.js';
import { PerResource } from '../store/per-generation.js';

export class TotalCache {
  private readonly totals = new PerResource<number>(2_000);

  /** `generation`: of what `where` reads (src/store/generations.ts). */
  async get(generation: number, resource: ResourceDecl, where: Predicate, count: () => Promise<number>): Promise<number> {
    return this.totals.of(resource.path).through(generation, JSON.stringify(where), count);
  }
}
