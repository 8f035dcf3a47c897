/**
 * A resource's records in memory, as its layout (layout.ts) says: posting lists per value and per
 * search token, ranked orders per sort key, every record's row id and id. Filled by the loader (load.ts) and kept up
 * by `apply`, one written record at a time, from its columns and side rows as the store's tables
 * hold them (load.ts `loadParts`).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { type ResourceDecl } from '../query/declare.js';
import { parseSearchText } from '../query/search-text.js';
import { type StoredRecord } from '../store/stored-record.js';
import { Bitmap } from './bitmaps.js';
import { keyColumn, restoreKeyColumn, type KeyColumn, type KeyColumnFile } from './keys.js';
import { layoutOf, sideKey, type IndexLayout, type IndexPart } from './layout.js';
import { RankedOrder, type KeyAccess } from './ranked-order.js';
import { type SectionRef, type Sections, type SectionWriter } from './sections.js';
import { timeSlices } from './time-slice.js';
import { ValueField, type Value, type ValueFieldFile } from './value-field.js';

/** A record's parts as the index applies them; a side table undefined is kept as the index has it (loadParts `only`). */
export type RecordParts = Pick<StoredRecord, 'id' | 'columns'> & { side: Array<StoredRecord['side'][number] | undefined> };

/** A sort order and the keys it is ordered by (ties by id). */
export interface Sorted { keys: KeyColumn; order: RankedOrder }

/** A sort order as the index file holds it; `keys` null: the ids (the `id` order). */
interface SortedFile { keys: KeyColumnFile | null; order: SectionRef }

/** A resource index as the index file holds it: JSON naming the file's sections. */
export interface ResourceIndexFile {
  all: SectionRef;
  ids: KeyColumnFile;
  values: Record<string, ValueFieldFile>;
  sides: Record<string, ValueFieldFile>;
  searches: Record<string, ValueFieldFile>;
  orders: Record<string, SortedFile>;
  localized: Record<string, Record<string, SortedFile>>;
}

export class ResourceIndex {
  readonly layout: IndexLayout;
  /** Every record's row id. */
  all = new Bitmap();
  ids: KeyColumn;
  readonly values = new Map<string, ValueField>();
  readonly sides = new Map<string, ValueField>();
  /** Per localized search column (layout `search`), posting lists of its tokens (`nl_creme`: src/query/search-text.ts). */
  readonly searches = new Map<string, ValueField>();
  /** Orders by column (the loader or the file fills them), and per-locale orders by table then locale. */
  readonly orders = new Map<string, Sorted>();
  readonly localized = new Map<string, Map<string, Sorted>>();
  /** Positions (in the declaration's `sideTables`) of the side tables the index holds something of. */
  readonly heldTables: readonly number[];
  /** Their names, in the same order. */
  readonly heldTableNames: readonly string[];
  /** Where each side field's values are in a record's parts: its table's position, its columns' positions in a row. */
  private readonly sideSources: ReadonlyArray<{ key: string; table: number; columns: readonly number[] }>;
  /** Position of the search index's column in the declaration's `columns`. */
  private readonly searchColumn: number;
  /** Each per-locale sort key table by name, with its position. */
  private readonly localizedSources: ReadonlyArray<{ name: string; table: number }>;

  constructor(readonly resource: ResourceDecl) {
    this.layout = layoutOf(resource);
    this.ids = keyColumn(resource.idType === 'integer');
    for (const column of this.layout.values) this.values.set(column, new ValueField());
    for (const side of this.layout.sides) this.sides.set(sideKey(side.table, side.columns), new ValueField());
    for (const table of this.layout.localized) this.localized.set(table, new Map());
    for (const field of this.layout.search?.fields ?? []) this.searches.set(field, new ValueField());
    const position = (table: string) => resource.sideTables.findIndex((t) => t.name === table);
    this.sideSources = this.layout.sides.map((side) => ({
      key: sideKey(side.table, side.columns),
      table: position(side.table),
      columns: side.columns.map((c) => resource.sideTables[position(side.table)]!.columns.findIndex((d) => d.name === c)),
    }));
    this.searchColumn = resource.columns.findIndex((c) => c.name === this.layout.search?.column);
    this.localizedSources = this.layout.localized.map((name) => ({ name, table: position(name) }));
    this.heldTables = [...new Set([...this.layout.sides.map((s) => s.table), ...this.layout.localized].map(position))];
    this.heldTableNames = this.heldTables.map((t) => resource.sideTables[t]!.name);
  }

  /** An order of `base` (row ids in order) over `keys`, ties broken by id. */
  sorted(keys: KeyColumn, base: Uint32Array, numeric: boolean): Sorted {
    const { ids } = this;
    const access: KeyAccess = { has: (rid) => keys.has(rid), compare: (a, b) => keys.compare(a, b) || ids.compare(a, b), number: (rid) => keys.get(rid) as number };
    return { keys, order: new RankedOrder(base, access, numeric) };
  }

  /** A record written: its parts now, or undefined when it is gone. */
  apply(rid: number, parts: RecordParts | undefined): void {
    const { resource } = this;
    if (parts) this.all.add(rid);
    else this.all.remove(rid);
    // Only what changed is touched: a rewrite that leaves a sort key as it was (most of them: a
    // price, an embedded brand's name) costs no order any work.
    // A record that comes or goes (its id changes) takes every order's tie-break with it.
    const idChanged = this.ids.get(rid) !== (parts?.id ?? undefined);
    // Set only when it changed: a text key written again is appended to its arena, and the id of
    // every rewritten record written again would grow the ids' arena with garbage (36 MB for 1M ids of
    // 7 bytes after a few million rewrites), copied whole at each growth (33-78 ms of the event
    // loop at the first rewrite after a start from the index file).
    if (idChanged) this.ids.set(rid, parts?.id);
    resource.columns.forEach((column, i) => {
      const value = parts?.columns[i] ?? null;
      this.values.get(column.name)?.set(rid, value === null ? [] : [value]);
      const sorted = this.orders.get(column.name);
      if (!sorted || sorted.keys.get(rid) === (value ?? undefined)) return;
      sorted.keys.set(rid, value);
      if (!idChanged) sorted.order.touch(rid);
    });
    if (this.layout.search) for (const [field, tokens] of this.searchTokens(parts?.columns[this.searchColumn] ?? null)) field.set(rid, tokens);
    if (idChanged) for (const { order } of this.orders.values()) order.touch(rid);
    // A side table the parts leave out (undefined) did not change: kept. A record gone has none.
    const sideRows = (table: number) => (parts ? parts.side[table] : []);
    for (const { key, table, columns } of this.sideSources) {
      const rows = sideRows(table);
      if (rows) this.sides.get(key)!.set(rid, rows.map((row) => joinValues(columns.map((i) => row[i]!))));
    }
    for (const { name, table } of this.localizedSources) {
      const rows = sideRows(table);
      if (rows) this.applyLocalized(name, rid, rows, idChanged);
    }
  }

  /** A record's tokens of each held search column, from the column that keeps them (a loader's read, or a write's). */
  searchTokens(text: Value | null): Array<[ValueField, readonly string[]]> {
    const lines = parseSearchText(text === null ? null : String(text));
    return this.layout.search!.fields.map((name, i) => [this.searches.get(name)!, lines[i] ?? []]);
  }

  private applyLocalized(table: string, rid: number, rows: ReadonlyArray<readonly Value[]>, idChanged: boolean): void {
    // Sort key rows are (locale, key, id): src/query/tables.ts sortKeyTable.
    const now = new Map(rows.map((row) => [String(row[0]), String(row[1])]));
    const locales = this.localized.get(table)!;
    // A locale none of the records had until now gets an empty order.
    for (const locale of now.keys()) if (!locales.has(locale)) locales.set(locale, this.sorted(keyColumn(false), new Uint32Array(0), false));
    for (const [locale, { keys, order }] of locales) {
      const key = now.get(locale);
      if (keys.get(rid) === key && !idChanged) continue;
      keys.set(rid, key);
      order.touch(rid);
    }
  }

  /**
   * The index for the index file (index-file.ts), one structure at a time, with `pause` between
   * them (the file writer writes out what was put, the event loop is free). The follow goes on
   * meanwhile (index-saver.ts `save`): each structure is written as it stands when its turn
   * comes, whole (an order with its keys, a field with its per-record lists), and whatever was
   * applied after the file's position is applied again from the feed by the process that reads
   * it, which puts every structure at the record's state then.
   */
  async save(out: SectionWriter, pause: () => Promise<void> = () => yieldToLoop()): Promise<ResourceIndexFile> {
    const each = async <T, F>(map: Map<string, T>, save: (item: T) => F) => {
      const saved: Record<string, F> = {};
      for (const [name, item] of map) {
        saved[name] = save(item);
        await pause();
      }
      return saved;
    };
    const field = (f: ValueField) => f.save(out);
    const sorted = ({ keys, order }: Sorted): SortedFile => ({ keys: keys === this.ids ? null : keys.save(out), order: order.save(out) });
    const all = out.put(this.all.serialize('portable'));
    // The order by id is ordered by the ids themselves: both written in one step, as one structure.
    const ids = this.ids.save(out);
    const byId = [...this.orders.values()].find((s) => s.keys === this.ids);
    const idOrder = byId && sorted(byId);
    await pause();
    const values = await each(this.values, field);
    const sides = await each(this.sides, field);
    const searches = await each(this.searches, field);
    const orders = await each(this.orders, (s) => (s === byId ? idOrder! : sorted(s)));
    const localized: Record<string, Record<string, SortedFile>> = {};
    for (const [table, locales] of this.localized) localized[table] = await each(locales, sorted);
    return { all, ids, values, sides, searches, orders, localized };
  }

  /**
   * An index as a file held it; the caller has checked the file is of this layout. Each order's
   * ranks and each field take tens of milliseconds to rebuild on 1M records: the event loop is free
   * between them, so the SQL pages answered while a process starts do not wait for all of it at once
   * (0.65 s in one go on the bench store).
   */
  static async restore(resource: ResourceDecl, file: ResourceIndexFile, sections: Sections): Promise<ResourceIndex> {
    const index = new ResourceIndex(resource);
    await index.fill(file, sections, index.wholePart());
    return index;
  }

  /** Everything the index holds, as one part of a read (load.ts `readPart`). */
  wholePart(): IndexPart {
    return { records: true, tables: this.heldTableNames };
  }

  /**
   * What a file holds of `part` put in this index (load-combine.ts: the parts of a read made on
   * several threads): the records' own structures and orders, or the fields and per-locale orders
   * of some side tables. The records' part goes first, since every order breaks its ties by id.
   */
  async fill(file: ResourceIndexFile, sections: Sections, part: IndexPart): Promise<void> {
    const tables = new Set(part.tables);
    const sorted = (saved: SortedFile, numeric: boolean) =>
      this.sorted(saved.keys ? restoreKeyColumn(saved.keys, sections) : this.ids, sections.u32(saved.order), numeric);
    const restoreFields = async (map: Map<string, ValueField>, saved: Record<string, ValueFieldFile>, take: (name: string) => boolean) => {
      for (const [name, field] of Object.entries(saved)) {
        if (!take(name)) continue;
        map.set(name, ValueField.restore(field, sections));
        await yieldToLoop();
      }
    };
    if (part.records) {
      this.all = Bitmap.deserialize(sections.bytes(file.all), 'portable');
      this.ids = restoreKeyColumn(file.ids, sections);
      await restoreFields(this.values, file.values, () => true);
      await restoreFields(this.searches, file.searches, () => true);
      for (const { column, numeric } of this.layout.orders) {
        this.orders.set(column, sorted(file.orders[column]!, numeric));
        await yieldToLoop();
      }
    }
    const sideTable = new Map(this.layout.sides.map((side) => [sideKey(side.table, side.columns), side.table]));
    await restoreFields(this.sides, file.sides, (name) => tables.has(sideTable.get(name)!));
    for (const [table, locales] of Object.entries(file.localized)) {
      if (!tables.has(table)) continue;
      for (const [locale, saved] of Object.entries(locales)) {
        this.localized.get(table)!.set(locale, sorted(saved, false));
        await yieldToLoop();
      }
    }
  }

  /** Bytes held, piece by piece (their sum is the index's size): summed a slice at a time by `measure`. */
  *sizes(): Generator<number> {
    yield this.all.getSerializationSizeInBytes('croaring') + this.ids.bytes();
    for (const field of [...this.values.values(), ...this.sides.values(), ...this.searches.values()]) yield* field.sizes();
    for (const { keys, order } of [...this.orders.values(), ...[...this.localized.values()].flatMap((m) => [...m.values()])]) {
      yield order.bytes() + (keys === this.ids ? 0 : keys.bytes());
    }
  }

  /**
   * The bytes the index holds, the event loop free every few milliseconds: sizing every posting
   * list of 1M records in one go would hold it for about 120 ms, once per scrape of the metrics.
   */
  async measure(): Promise<number> {
    let n = 0;
    const pause = timeSlices();
    for (const bytes of this.sizes()) {
      n += bytes;
      await pause();
    }
    return n;
  }
}

/** One value for a side field: the column's own, or several columns' joined (`row` filters). */
export const joinValues = (values: readonly Value[]): Value => (values.length === 1 ? values[0]! : values.map(String).join('\u0000'));
