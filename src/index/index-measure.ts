/**
 * The bytes a resource's in-memory index holds, for /metrics and the bench. Measuring walks every
 * structure of the index (ResourceIndex.measure), too long for a request, so it runs in the
 * background, at most once every `measureEveryMs` (tuning.ts) while stats are asked for, and the
 * last figure is kept with the index it was taken of: a figure of an index since replaced is none.
 */
import { type ResourceIndex } from './resource-index.js';

export class IndexMeasure {
  private last?: { of: ResourceIndex; bytes: number; at: number };
  private underWay = false;

  /** The bytes of `index` as last measured; undefined before its first measure. */
  bytesOf(index: ResourceIndex | undefined): number | undefined {
    return index !== undefined && this.last?.of === index ? this.last.bytes : undefined;
  }

  /** Measures `index` in the background, unless it was measured in the last `everyMs` or a measure is under way. */
  refresh(index: ResourceIndex | undefined, everyMs: number): void {
    if (!index || this.underWay || (this.last?.of === index && performance.now() - this.last.at < everyMs)) return;
    this.underWay = true;
    void index.measure()
      .then((bytes) => { this.last = { of: index, bytes, at: performance.now() }; }, () => undefined)
      .finally(() => { this.underWay = false; });
  }
}
