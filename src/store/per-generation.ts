/**
 * A bounded map whose entries each belong to the generation they were computed under
 * (src/store/generations.ts): an entry is found only by a request that sees the same
 * generation, so a committed write, by any process, to what an entry read retires it, and only
 * such a write. Shared by the caches of the query service (totals, keyset positions), one map per
 * resource so that one resource's traffic does not evict another's. When full it starts afresh,
 * which also keeps Map deletions from piling up.
 */
interface Entry<V> { generation: number; value: V }

export class PerGeneration<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly max: number) {}

  /** The value of `key` computed under `generation`, if any. */
  get(generation: number, key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry?.generation === generation ? entry.value : undefined;
  }

  set(generation: number, key: string, value: V): void {
    if (this.entries.size >= this.max && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { generation, value });
  }

  /** The value of `key` under `generation`, computed and kept when there is none yet. */
  async through(generation: number, key: string, compute: () => V | Promise<V>): Promise<V> {
    const hit = this.get(generation, key);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(generation, key, value);
    return value;
  }
}

/** One PerGeneration per resource. */
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
