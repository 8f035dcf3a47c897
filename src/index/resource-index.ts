/**
 * A resource's records in memory, as its layout (layout.ts) says: posting lists per value, ranked
 * orders per sort key, every record's row id and id. Filled by the loader (load.ts) and kept up
 * by `apply`, one written record at a time, from the parts the store derives from it
 * (src/store/stored-record.ts `storedParts`): the same derivation as the store's own tables.
 */
import { type ResourceDecl } from '../query/declare.js';
import { type StoredRecord } from '../store/stored-record.js';
import { Bitmap } from './bitmaps.js';
import { type Key } from './keys.js';
import { layoutOf, sideKey, type IndexLayout } from './layout.js';
import { RankedOrder, type KeyAccess } from './ranked-order.js';
import { ValueField, type Value } from './value-field.js';

export type RecordParts = Omit<StoredRecord, 'doc'>;

/** Keys by row id: numbers in a typed array (NaN: none), text in a plain one. */
export class KeyColumn {
  private numbers: Float64Array | undefined;
  private readonly texts: Array<string | undefined> = [];

  constructor(readonly numeric: boolean) {
    if (numeric) this.numbers = new Float64Array(1024).fill(NaN);
  }

  get(rid: number): Key | undefined {
    if (!this.numeric) return this.texts[rid];
    const value = rid < this.numbers!.length ? this.numbers![rid]! : NaN;
    return Number.isNaN(value) ? undefined : value;
  }

  set(rid: number, key: Key | null | undefined): void {
    if (!this.numeric) {
      this.texts[rid] = key === null || key === undefined ? undefined : String(key);
      return;
    }
    if (rid >= this.numbers!.length) {
      const next = new Float64Array(Math.max(rid + 1, this.numbers!.length * 2)).fill(NaN);
      next.set(this.numbers!);
      this.numbers = next;
    }
    this.numbers![rid] = key === null || key === undefined ? NaN : Number(key);
  }

  bytes(): number {
    return this.numeric ? this.numbers!.byteLength : this.texts.reduce((n, t) => n + 8 + (t === undefined ? 0 : 16 + t.length), 0);
  }
}

export class ResourceIndex {
  readonly layout: IndexLayout;
  /** Every record's row id. */
  readonly all = new Bitmap();
  readonly ids: KeyColumn;
  readonly values = new Map<string, ValueField>();
  readonly sides = new Map<string, ValueField>();
  readonly keys = new Map<string, KeyColumn>();
  readonly orders = new Map<string, RankedOrder>();
  /** Per-locale sort keys and orders, by table then locale. */
  readonly localeKeys = new Map<string, Map<string, KeyColumn>>();
  readonly localized = new Map<string, Map<string, RankedOrder>>();

  constructor(readonly resource: ResourceDecl) {
    this.layout = layoutOf(resource);
    this.ids = new KeyColumn(resource.idType === 'integer');
    for (const column of this.layout.values) this.values.set(column, new ValueField());
    for (const side of this.layout.sides) this.sides.set(sideKey(side.table, side.columns), new ValueField());
    for (const order of this.layout.orders) this.keys.set(order.column, order.column === 'id' ? this.ids : new KeyColumn(order.numeric));
    for (const table of this.layout.localized) {
      this.localeKeys.set(table, new Map());
      this.localized.set(table, new Map());
    }
  }

  /** How the order of a column reads its keys. */
  access(keys: KeyColumn): KeyAccess {
    return { key: (rid) => keys.get(rid), id: (rid) => this.ids.get(rid)! };
  }

  /** The order of a locale in a sort key table, made empty if none of the records had that locale. */
  localeOrder(table: string, locale: string, base = new Uint32Array(0)): RankedOrder {
    let order = this.localized.get(table)!.get(locale);
    if (!order) {
      const keys = new KeyColumn(false);
      this.localeKeys.get(table)!.set(locale, keys);
      order = new RankedOrder(base, this.access(keys), false);
      this.localized.get(table)!.set(locale, order);
    }
    return order;
  }

  /** A record written: its parts now, or undefined when it is gone. */
  apply(rid: number, parts: RecordParts | undefined): void {
    const { resource } = this;
    if (parts) {
      this.all.add(rid);
      this.ids.set(rid, parts.id);
    } else this.all.remove(rid);
    resource.columns.forEach((column, i) => {
      const value = parts?.columns[i] ?? null;
      this.values.get(column.name)?.set(rid, value === null ? [] : [value]);
      if (column.name !== 'id') this.keys.get(column.name)?.set(rid, value);
    });
    for (const [name, order] of this.orders) {
      if (name === 'id' && !parts) this.ids.set(rid, undefined);
      order.touch(rid);
    }
    resource.sideTables.forEach((table, t) => {
      const rows = parts?.side[t] ?? [];
      for (const side of this.layout.sides) {
        if (side.table !== table.name) continue;
        const at = side.columns.map((c) => table.columns.findIndex((d) => d.name === c));
        this.sides.get(sideKey(side.table, side.columns))!.set(rid, rows.map((row) => joinValues(at.map((i) => row[i]!))));
      }
      if (this.localized.has(table.name)) this.applyLocalized(table.name, rid, rows);
    });
  }

  private applyLocalized(table: string, rid: number, rows: ReadonlyArray<readonly Value[]>): void {
    // Sort key rows are (locale, key, id): src/query/tables.ts sortKeyTable.
    const now = new Map(rows.map((row) => [String(row[0]), String(row[1])]));
    for (const locale of now.keys()) this.localeOrder(table, locale);
    for (const [locale, order] of this.localized.get(table)!) {
      this.localeKeys.get(table)!.get(locale)!.set(rid, now.get(locale));
      order.touch(rid);
    }
  }

  bytes(): number {
    let n = this.all.getSerializationSizeInBytes('croaring') + this.ids.bytes();
    for (const field of [...this.values.values(), ...this.sides.values()]) n += field.bytes();
    for (const [name, keys] of this.keys) if (name !== 'id') n += keys.bytes();
    for (const order of this.orders.values()) n += order.bytes();
    for (const locales of this.localeKeys.values()) for (const keys of locales.values()) n += keys.bytes();
    for (const orders of this.localized.values()) for (const order of orders.values()) n += order.bytes();
    return n;
  }
}

/** One value for a side field: the column's own, or several columns' joined (`row` filters). */
export const joinValues = (values: readonly Value[]): Value => (values.length === 1 ? values[0]! : values.map(String).join('\u0000'));
