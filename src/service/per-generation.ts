/**
 * A bounded map whose entries belong to one generation of one resource (src/service/generations.ts):
 * a committed write to the resource, by any process, moves the generation and retires every
 * entry. Shared by the caches of the query service (totals, keyset positions), one per resource.
 * When full it starts afresh, which also keeps Map deletions from piling up.
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

/** One PerGeneration per resource, so that a write to one resource retires only its own entries. */
export class PerResource<V> {
  private readonly maps = new Map<string, PerGeneration<V>>();

  constructor(private readonly max: number) {}

  of(path: string): PerGeneration<V> {
    let map = this.maps.get(path);
    if (!map) {
      map = new PerGeneration<V>(this.max);
      this.maps.set(path, map);
    }
    return map;
  }
}
