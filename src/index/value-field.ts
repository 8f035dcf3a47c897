/**
 * One filterable field of a resource held in memory: per value, the bitmap of the records that
 * have it (a posting list), and per record its values (to take a rewritten record out of the
 * postings of its former values). A column is a field of at most one value per record; a side
 * table's column, or several columns of its rows joined (`row` filters), one of any number.
 */
import { Bitmap, type ReadonlyBitmap, union } from './bitmaps.js';
import { compareText } from './keys.js';
import { partitionPoint } from './partition.js';
import { type SectionRef, type Sections, type SectionWriter } from './sections.js';

export type Value = string | number;

/** Prefixes whose records a field keeps (`startingWith`): each at most 128 KB for 1M records. */
const PREFIXES = 256;

export interface ValueFieldFile { values: Value[]; postings: SectionRef[]; present: SectionRef; start: SectionRef; flat: SectionRef }

/** What a record's values were as the field was read: row ids and value ids, in row id order. */
class Growable {
  data = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

export class ValueField {
  private readonly ids = new Map<Value, number>();
  private readonly values: Value[] = [];
  private postings: Bitmap[] = [];
  private presentSet = new Bitmap();
  private sorted: string[] | undefined;
  /** Answers of `startingWith` by prefix, in the order they were last asked; changed here only, by `set`. */
  private readonly prefixes = new Map<string, Bitmap>();
  // Values per record as read (start[rid] .. start[rid + 1] in `flat`), and those written since.
  private start = new Uint32Array(1);
  private flat = new Uint32Array(0);
  private readonly rewritten = new Map<number, Uint32Array>();
  private loading: { rids: Growable; values: Growable } | undefined = { rids: new Growable(), values: new Growable() };

  /** Records with at least one value: a leaf's answer (evaluate.ts), shared; changed here only. */
  get present(): ReadonlyBitmap {
    return this.presentSet;
  }

  /** While reading the store: one value of record `rid`; rows come in row id order. */
  load(rid: number, value: Value): void {
    this.loading!.rids.push(rid);
    this.loading!.values.push(this.intern(value));
  }

  /** Reading is over: the postings are made and the per-record lists packed. */
  loaded(): void {
    const { rids, values } = this.loading!;
    this.loading = undefined;
    // Each value's records grouped in one pass (a counting sort, which keeps their row id order),
    // then added to its posting at once: one call into the bitmap library per value, not per row
    // read (a fifth of a read's own work went to those calls: docs/performance.md).
    const offsets = new Uint32Array(this.values.length + 1);
    for (let i = 0; i < values.length; i++) offsets[values.data[i]! + 1]!++;
    for (let v = 1; v < offsets.length; v++) offsets[v]! += offsets[v - 1]!;
    const next = offsets.slice(0, -1);
    const grouped = new Uint32Array(values.length);
    for (let i = 0; i < values.length; i++) grouped[next[values.data[i]!]!++] = rids.data[i]!;
    this.postings.forEach((posting, v) => posting.addMany(grouped.subarray(offsets[v]!, offsets[v + 1]!)));
    this.presentSet.addMany(rids.data.subarray(0, rids.length));
    const last = rids.length > 0 ? rids.data[rids.length - 1]! : 0;
    this.start = new Uint32Array(last + 2);
    let at = 0;
    for (let rid = 0; rid <= last + 1; rid++) {
      while (at < rids.length && rids.data[at]! < rid) at++;
      this.start[rid] = at;
    }
    this.flat = values.data.slice(0, values.length);
    for (const posting of this.postings) posting.runOptimize();
  }

  /**
   * A record's values now (none when it is gone), replacing those it had. Linear in its values: a
   * product has a hundred search words, so nothing here compares them pairwise or tests each
   * against every kept prefix (docs/performance.md, "Writes").
   */
  set(rid: number, values: readonly Value[]): void {
    const before = this.idsOf(rid);
    const ids = new Set<number>();
    for (const value of values) ids.add(this.intern(value));
    const had = new Set(before);
    const removed = before.filter((id) => !ids.has(id));
    const added = [...ids].filter((id) => !had.has(id));
    // Unchanged (most rewrites leave most fields as they were): nothing to do, nothing to keep.
    if (removed.length === 0 && added.length === 0) return;
    for (const id of removed) this.postings[id]!.remove(rid);
    for (const id of added) this.postings[id]!.add(rid);
    const after = Uint32Array.from(ids);
    if (after.length > 0) this.presentSet.add(rid);
    else this.presentSet.remove(rid);
    this.rewritten.set(rid, after);
    // A kept prefix's answer changes only through a value added or taken away that starts with it.
    for (const [prefix, records] of this.prefixes) {
      const starts = (id: number) => { const v = this.values[id]; return typeof v === 'string' && v.startsWith(prefix); };
      if (added.some(starts)) records.add(rid);
      else if (removed.some(starts) && !after.some(starts)) records.remove(rid);
    }
  }

  /** Records having one of the values. */
  matching(values: readonly Value[]): Bitmap {
    const sets: Bitmap[] = [];
    for (const value of values) {
      const id = this.ids.get(value);
      if (id !== undefined) sets.push(this.postings[id]!);
    }
    return union(sets);
  }

  /** Records having a value that starts with one of the prefixes (text values), a new bitmap. */
  prefixed(prefixes: readonly string[]): Bitmap {
    return union(prefixes.map((prefix) => this.startingWith(prefix)));
  }

  /**
   * Records having a value that starts with `prefix`: kept (PREFIXES of them, the least recently
   * asked dropped first) and kept exact by `set`, since a search word or a code prefix is asked
   * again and again while writes go on. Shared with every search that asks it, so read-only.
   */
  startingWith(prefix: string): ReadonlyBitmap {
    const kept = this.prefixes.get(prefix);
    if (kept) {
      this.prefixes.delete(prefix);
      this.prefixes.set(prefix, kept);
      return kept;
    }
    this.sorted ??= this.values.filter((v): v is string => typeof v === 'string').sort(compareText);
    const sorted = this.sorted;
    const found: Value[] = [];
    const first = partitionPoint(sorted.length, (i) => compareText(sorted[i]!, prefix) < 0);
    for (let i = first; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
    const answer = this.matching(found);
    if (this.prefixes.size >= PREFIXES) this.prefixes.delete(this.prefixes.keys().next().value!);
    this.prefixes.set(prefix, answer);
    return answer;
  }

  /** Every value some record has or had. */
  distinct(): Value[] {
    return this.values.filter((_, id) => !this.postings[id]!.isEmpty);
  }

  /** The field for the index file, the values written since it was read folded into the lists. */
  save(out: SectionWriter): ValueFieldFile {
    this.fold();
    return {
      // A copy: the header is written after every structure, and values the follow adds meanwhile have no postings here.
      values: this.values.slice(),
      postings: this.postings.map((posting) => out.put(posting.serialize('portable'))),
      present: out.put(this.present.serialize('portable')),
      start: out.put(this.start),
      flat: out.put(this.flat),
    };
  }

  static restore(file: ValueFieldFile, sections: Sections): ValueField {
    const field = new ValueField();
    field.loading = undefined;
    for (const value of file.values) field.intern(value);
    field.postings = file.postings.map((ref) => Bitmap.deserialize(sections.bytes(ref), 'portable'));
    field.presentSet = Bitmap.deserialize(sections.bytes(file.present), 'portable');
    field.start = sections.u32(file.start);
    field.flat = sections.u32(file.flat);
    return field;
  }

  /**
   * Bytes held, roughly, piece by piece: postings, kept prefix answers, per-record lists and the
   * value table. A search field has hundreds of thousands of postings (90 ms to size them all), so
   * the caller adds them up a slice at a time (ResourceIndex.sizes).
   */
  *sizes(): Generator<number> {
    yield this.flat.byteLength + this.start.byteLength + this.present.getSerializationSizeInBytes('croaring') + this.values.length * 64;
    for (const posting of this.postings) yield posting.getSerializationSizeInBytes('croaring') + 48;
    for (const posting of this.prefixes.values()) yield posting.getSerializationSizeInBytes('croaring') + 48;
    for (const list of this.rewritten.values()) yield list.byteLength + 64;
  }

  /** The per-record lists made one again: those as read and those written since. */
  private fold(): void {
    if (this.rewritten.size === 0) return;
    let last = this.start.length - 2;
    for (const rid of this.rewritten.keys()) last = Math.max(last, rid);
    const start = new Uint32Array(last + 2);
    const flat = new Growable();
    for (let rid = 0; rid <= last; rid++) {
      start[rid] = flat.length;
      for (const id of this.idsOf(rid)) flat.push(id);
    }
    start[last + 1] = flat.length;
    this.start = start;
    this.flat = flat.data.slice(0, flat.length);
    this.rewritten.clear();
  }

  private idsOf(rid: number): Uint32Array {
    const rewritten = this.rewritten.get(rid);
    if (rewritten) return rewritten;
    if (rid + 1 >= this.start.length) return new Uint32Array(0);
    return this.flat.subarray(this.start[rid]!, this.start[rid + 1]!);
  }

  private intern(value: Value): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
      this.postings.push(new Bitmap());
      // Kept sorted rather than sorted again at the next new prefix: a sort of a search field's
      // hundreds of thousands of words would hold the event loop for about 30 ms after each new word.
      const { sorted } = this;
      if (sorted && typeof value === 'string') sorted.splice(partitionPoint(sorted.length, (i) => compareText(sorted[i]!, value) < 0), 0, value);
    }
    return id;
  }
}
