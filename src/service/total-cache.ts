/**
 * `meta.total` is exact (decisions section 5) and counting a broad filter over a million records
 * is the costliest part of a page. Integrators page through the same filter, so totals are
 * cached per compiled count query and store generation: any committed write, by any process,
 * moves the generation and retires every older entry.
 */
import { type CompiledQuery } from 'kysely';

export class TotalCache {
  private readonly entries = new Map<string, number>();
  private generation = -1;

  constructor(private readonly max = 2_000) {}

  async get(generation: number, query: CompiledQuery, count: () => Promise<number>): Promise<number> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const total = await count();
    if (this.generation === generation) {
      this.entries.set(key, total);
      if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    return total;
  }
}
