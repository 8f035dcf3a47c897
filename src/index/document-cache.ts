/**
 * The stored documents of an index's records most recently sent, kept by row id within a byte
 * budget, each dropped the moment the index applies a write of its record (follower.ts `follow`).
 *
 * Why: beside writes, SQLite drops a connection's whole page cache whenever another connection
 * committed since its last read, so at 100 commits a second every page would read its documents' B-tree
 * and overflow pages again from the operating system (docs/performance.md, "Writes"), and a page of
 * 250 documents would cost half as much again. The index follows every write record by record through
 * the change feed, so it can drop exactly what a write changed and keep the rest. On PostgreSQL a
 * hit also saves the round trip. The store stays the source of truth: a miss reads it.
 *
 * A read that began before a write was applied may return the document as it was; such a read
 * keeps nothing (`mark` / `keep`), so an answer never comes from a document older than the writes
 * its request waited for.
 */
export class DocumentCache {
  /** In the order of last use: the first is the one dropped when the budget is spent. */
  private readonly docs = new Map<number, Buffer>();
  private held = 0;
  /** Moves at every drop of a written record. */
  private drops = 0;

  constructor(private readonly maxBytes: number) {}

  /** The document of `rid` when kept. */
  get(rid: number): Buffer | undefined {
    const doc = this.docs.get(rid);
    if (doc !== undefined) {
      this.docs.delete(rid);
      this.docs.set(rid, doc);
    }
    return doc;
  }

  /** Taken before a read of the store: what `keep` checks that no write was applied meanwhile. */
  mark(): number {
    return this.drops;
  }

  /** Keeps a document read since `mark`, unless a written record was dropped meanwhile. */
  keep(mark: number, rid: number, doc: Buffer): void {
    // A single document of more than a sixteenth of the budget would push out too many others.
    if (mark !== this.drops || doc.length > this.maxBytes / 16) return;
    this.remove(rid);
    // A copy: the read's documents are views of one buffer for the whole read, which a kept view would hold.
    this.docs.set(rid, Buffer.from(doc));
    this.held += doc.length;
    for (const [oldest, kept] of this.docs) {
      if (this.held <= this.maxBytes) break;
      this.docs.delete(oldest);
      this.held -= kept.length;
    }
  }

  /** Record `rid` was written: its document as kept is no longer the stored one. */
  drop(rid: number): void {
    this.drops++;
    this.remove(rid);
  }

  bytes(): number {
    return this.held;
  }

  private remove(rid: number): void {
    const doc = this.docs.get(rid);
    if (doc === undefined) return;
    this.docs.delete(rid);
    this.held -= doc.length;
  }
}
