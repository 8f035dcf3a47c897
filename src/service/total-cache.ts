/**
 * `meta.total` is exact (decisions section 5) and counting a broad filter over a million records
 * is the costliest part of a page. Integrators page through the same filter, so totals are
 * cached per compiled count query and store generation.
 */
import { type CompiledQuery } from 'kysely';
import { PerGeneration } from './per-generation.js';

export class TotalCache {
  private readonly totals = new PerGeneration<number>(2_000);

  async get(generation: number, query: CompiledQuery, count: () => Promise<number>): Promise<number> {
    const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    const hit = this.totals.of(generation).get(key);
    if (hit !== undefined) return hit;
    const total = await count();
    this.totals.set(generation, key, total);
    return total;
  }
}
