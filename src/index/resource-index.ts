/**
 * A resource's records in memory, as its layout (layout.ts) says: posting lists per value, ranked
 * orders per sort key, every record's row id and id. Filled by the loader (load.ts) and kept up
 * by `apply`, one written record at a time, from the parts the store derives from it
 * (src/store/stored-record.ts `storedParts`): the same derivation as the store's own tables.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type StoredRecord } from '../store/stored-record.js';
import { Bitmap } from './bitmaps.js';
import { keyColumn, restoreKeyColumn, type KeyColumn, type KeyColumnFile } from './keys.js';
import { layoutOf, sideKey, type IndexLayout } from './layout.js';
import { RankedOrder, type KeyAccess } from './ranked-order.js';
import { type SectionRef, type Sections, type SectionWriter } from './sections.js';
import { ValueField, type Value, type ValueFieldFile } from './value-field.js';

export type RecordParts = Pick<StoredRecord, 'id' | 'columns' | 'side'>;

/** A resource index as the index file holds it: JSON naming the file's sections. */
export interface ResourceIndexFile {
  all: SectionRef;
  ids: KeyColumnFile;
  values: Record<string, ValueFieldFile>;
  sides: Record<string, ValueFieldFile>;
  keys: Record<string, KeyColumnFile>;
  orders: Record<string, SectionRef>;
  localized: Record<string, Record<string, { keys: KeyColumnFile; order: SectionRef }>>;
}

export class ResourceIndex {
  readonly layout: IndexLayout;
  /** Every record's row id. */
  all = new Bitmap();
  ids: KeyColumn;
  readonly values = new Map<string, ValueField>();
  readonly sides = new Map<string, ValueField>();
  readonly keys = new Map<string, KeyColumn>();
  readonly orders = new Map<string, RankedOrder>();
  /** Per-locale sort keys and orders, by table then locale. */
  readonly localeKeys = new Map<string, Map<string, KeyColumn>>();
  readonly localized = new Map<string, Map<string, RankedOrder>>();

  constructor(readonly resource: ResourceDecl) {
    this.layout = layoutOf(resource);
    this.ids = keyColumn(resource.idType === 'integer');
    for (const column of this.layout.values) this.values.set(column, new ValueField());
    for (const side of this.layout.sides) this.sides.set(sideKey(side.table, side.columns), new ValueField());
    for (const order of this.layout.orders) if (order.column !== 'id') this.keys.set(order.column, keyColumn(order.numeric));
    for (const table of this.layout.localized) {
      this.localeKeys.set(table, new Map());
      this.localized.set(table, new Map());
    }
  }

  /** The keys of a column's order: `id`'s are the ids. */
  keysOf(column: string): KeyColumn {
    return column === 'id' ? this.ids : this.keys.get(column)!;
  }

  /** How the order of some keys reads them: ties broken by id. */
  access(keys: KeyColumn): KeyAccess {
    const { ids } = this;
    if (keys === ids) return { has: (rid) => ids.has(rid), compare: (a, b) => ids.compare(a, b), number: (rid) => ids.get(rid) as number };
    return { has: (rid) => keys.has(rid), compare: (a, b) => keys.compare(a, b) || ids.compare(a, b), number: (rid) => keys.get(rid) as number };
  }

  /** The order of a locale in a sort key table, made empty if none of the records had that locale. */
  localeOrder(table: string, locale: string, base = new Uint32Array(0)): RankedOrder {
    let order = this.localized.get(table)!.get(locale);
    if (!order) {
      const keys = keyColumn(false);
      this.localeKeys.get(table)!.set(locale, keys);
      order = new RankedOrder(base, this.access(keys), false);
      this.localized.get(table)!.set(locale, order);
    }
    return order;
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
    this.ids.set(rid, parts?.id);
    resource.columns.forEach((column, i) => {
      const value = parts?.columns[i] ?? null;
      this.values.get(column.name)?.set(rid, value === null ? [] : [value]);
      const keys = column.name === 'id' ? undefined : this.keys.get(column.name);
      if (!keys || keys.get(rid) === (value ?? undefined)) return;
      keys.set(rid, value);
      if (!idChanged) this.orders.get(column.name)!.touch(rid);
    });
    if (idChanged) for (const order of this.orders.values()) order.touch(rid);
    resource.sideTables.forEach((table, t) => {
      const rows = parts?.side[t] ?? [];
      for (const side of this.layout.sides) {
        if (side.table !== table.name) continue;
        const at = side.columns.map((c) => table.columns.findIndex((d) => d.name === c));
        this.sides.get(sideKey(side.table, side.columns))!.set(rid, rows.map((row) => joinValues(at.map((i) => row[i]!))));
      }
      if (this.localized.has(table.name)) this.applyLocalized(table.name, rid, rows, idChanged);
    });
  }

  private applyLocalized(table: string, rid: number, rows: ReadonlyArray<readonly Value[]>, idChanged: boolean): void {
    // Sort key rows are (locale, key, id): src/query/tables.ts sortKeyTable.
    const now = new Map(rows.map((row) => [String(row[0]), String(row[1])]));
    for (const locale of now.keys()) this.localeOrder(table, locale);
    for (const [locale, order] of this.localized.get(table)!) {
      const keys = this.localeKeys.get(table)!.get(locale)!;
      const key = now.get(locale);
      if (keys.get(rid) === key && !idChanged) continue;
      keys.set(rid, key);
      order.touch(rid);
    }
  }

  /** The index for the index file (index-file.ts). */
  save(out: SectionWriter): ResourceIndexFile {
    const fields = (map: Map<string, ValueField>) => Object.fromEntries([...map].map(([name, field]) => [name, field.save(out)]));
    const localized: ResourceIndexFile['localized'] = {};
    for (const [table, orders] of this.localized) {
      localized[table] = Object.fromEntries([...orders].map(([locale, order]) =>
        [locale, { keys: this.localeKeys.get(table)!.get(locale)!.save(out), order: order.save(out) }]));
    }
    return {
      all: out.put(this.all.serialize('portable')),
      ids: this.ids.save(out),
      values: fields(this.values),
      sides: fields(this.sides),
      keys: Object.fromEntries([...this.keys].map(([column, keys]) => [column, keys.save(out)])),
      orders: Object.fromEntries([...this.orders].map(([column, order]) => [column, order.save(out)])),
      localized,
    };
  }

  /** An index as a file held it; the caller has checked the file is of this layout. */
  static restore(resource: ResourceDecl, file: ResourceIndexFile, sections: Sections): ResourceIndex {
    const index = new ResourceIndex(resource);
    index.all = Bitmap.deserialize(sections.bytes(file.all), 'portable');
    index.ids = restoreKeyColumn(file.ids, sections);
    for (const [name, field] of Object.entries(file.values)) index.values.set(name, ValueField.restore(field, sections));
    for (const [name, field] of Object.entries(file.sides)) index.sides.set(name, ValueField.restore(field, sections));
    for (const [column, keys] of Object.entries(file.keys)) index.keys.set(column, restoreKeyColumn(keys, sections));
    for (const { column, numeric } of index.layout.orders) {
      index.orders.set(column, new RankedOrder(sections.u32(file.orders[column]!), index.access(index.keysOf(column)), numeric));
    }
    for (const [table, locales] of Object.entries(file.localized)) {
      for (const [locale, saved] of Object.entries(locales)) {
        const keys = restoreKeyColumn(saved.keys, sections);
        index.localeKeys.get(table)!.set(locale, keys);
        index.localized.get(table)!.set(locale, new RankedOrder(sections.u32(saved.order), index.access(keys), false));
      }
    }
    return index;
  }

  bytes(): number {
    let n = this.all.getSerializationSizeInBytes('croaring') + this.ids.bytes();
    for (const field of [...this.values.values(), ...this.sides.values()]) n += field.bytes();
    for (const keys of this.keys.values()) n += keys.bytes();
    for (const order of this.orders.values()) n += order.bytes();
    for (const locales of this.localeKeys.values()) for (const keys of locales.values()) n += keys.bytes();
    for (const orders of this.localized.values()) for (const order of orders.values()) n += order.bytes();
    return n;
  }
}

/** One value for a side field: the column's own, or several columns' joined (`row` filters). */
export const joinValues = (values: readonly Value[]): Value => (values.length === 1 ? values[0]! : values.map(String).join('\u0000'));
