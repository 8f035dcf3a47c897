/**
 * A bounded map whose entries belong to one store generation: any committed write, by any
 * process, moves the generation and retires every entry. Shared by the caches of the query
 * service (totals, keyset positions). When full it starts afresh, which also keeps Map deletions
 * from piling up.
 */
export class PerGeneration<V> {
  private readonly entries = new Map<string, V>();
  private generation = -1;

  constructor(private readonly max: number) {}

  /** The entries of `generation`; an older generation's are dropped first. */
  of(generation: number): Map<string, V> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    return this.entries;
  }

  set(generation: number, key: string, value: V): void {
    // A value computed under an older generation is not kept.
    if (generation !== this.generation) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, value);
  }
}
