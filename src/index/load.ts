/**
 * Reading a resource into memory (a ResourceIndex) from one consistent snapshot of the store:
 * its narrow tables only, never its documents. Orders come as the store sorts them (its indexes
 * on (key, id)), so the index orders exactly as SQL does. Batches are read as the loop asks, with
 * the event loop free between them: a server answers through SQL while its index is being read.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CompiledQuery } from 'kysely';
import { type ResourceDecl } from '../query/declare.js';
import { feedLast, type FeedRow } from '../store/record-changes.js';
import { VERSION_ROWS_SQL, versionOf, type ReadSnapshot, type Store } from '../store/store.js';
import { type IndexPosition } from './index-file.js';
import { sideKey, type IndexPart } from './layout.js';
import { keyColumn } from './keys.js';
import { joinValues, ResourceIndex, type RecordParts } from './resource-index.js';
import { type Value } from './value-field.js';

const BATCH = 10_000;
type Row = Record<string, unknown>;

/** What a read tells of how far it has come (load-progress.ts; from a thread, its messages: load-thread.ts). */
export interface LoadCounts {
  plan(records: number, rows: number): void;
  read(rows: number, records: boolean): void;
  fewer(rows: number): void;
}

/** What the rows of a read are for the progress: records of the resource's own table, or other rows. */
interface Counted { progress?: LoadCounts; records?: boolean }

/** The query's rows, a batch at a time, with the event loop free between batches. */
async function* batchesOf(snapshot: ReadSnapshot, query: CompiledQuery, counted: Counted = {}): AsyncGenerator<readonly Row[]> {
  for await (const batch of snapshot.batches(query, BATCH)) {
    counted.progress?.read(batch.length, counted.records ?? false);
    yield batch as unknown as Row[];
    // Let requests in between batches.
    await yieldToLoop();
  }
}

async function all<T>(snapshot: ReadSnapshot, query: CompiledQuery): Promise<T[]> {
  const out: T[] = [];
  for await (const batch of batchesOf(snapshot, query)) out.push(...(batch as T[]));
  return out;
}

/** Rows a part's read steps: its tables' rows, a per-locale table's twice, and each order at most all records. */
export interface UnitRows { records: number; tables: Record<string, number> }

/** The rows of the records' table and of each held side table, counted in the snapshot (about 1% of a read). */
export async function unitRows(snapshot: ReadSnapshot, store: Store, index: ResourceIndex): Promise<UnitRows> {
  const { db } = store.dialect;
  const count = (table: string) => snapshot.count(db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).compile());
  const tables: Record<string, number> = {};
  for (const table of index.heldTableNames) tables[table] = await count(table);
  return { records: await count(index.resource.table), tables };
}

/** Rows a read of `part` steps, by `rows` (for its progress). */
export function partRows(index: ResourceIndex, rows: UnitRows, part: IndexPart): number {
  const { layout } = index;
  let n = part.records ? rows.records * (1 + layout.orders.length) : 0;
  for (const table of part.tables) n += (rows.tables[table] ?? 0) * (layout.localized.includes(table) ? 2 : 1);
  return n;
}

/**
 * What reading one record's own row costs against one side table row: a wide row, its search
 * words parsed (docs/performance.md "The index read from the store on several threads").
 */
const RECORD_ROW_WEIGHT = 4;

/**
 * The read divided into at most `threads` parts of about the same rows: the records' part and
 * each table as units, the largest first, each to the part with the fewest rows yet. Parts left
 * without a unit are not given.
 */
export function divideRead(index: ResourceIndex, rows: UnitRows, threads: number): IndexPart[] {
  const weight = (part: IndexPart) => partRows(index, rows, part) + (part.records ? rows.records * (RECORD_ROW_WEIGHT - 1) : 0);
  const units: IndexPart[] = [{ records: true, tables: [] }, ...index.heldTableNames.map((table) => ({ records: false, tables: [table] }))];
  const parts = Array.from({ length: Math.max(1, threads) }, () => ({ records: false, tables: [] as string[], rows: 0 }));
  for (const { part, rows: unitWeight } of units.map((part) => ({ part, rows: weight(part) })).sort((a, b) => b.rows - a.rows)) {
    const lightest = parts.reduce((a, b) => (b.rows < a.rows ? b : a));
    lightest.records ||= part.records;
    lightest.tables.push(...part.tables);
    lightest.rows += unitWeight;
  }
  return parts.filter((p) => p.records || p.tables.length > 0).map(({ records, tables }) => ({ records, tables }));
}

/** Where the snapshot's data is complete: its epoch and the last feed row (seq 0 and no row when the feed is empty). */
export async function snapshotPosition(snapshot: ReadSnapshot, store: Store): Promise<IndexPosition> {
  // Inside the snapshot: the data read holds every change up to this feed row and none after.
  const [last] = await all<FeedRow>(snapshot, feedLast(store.dialect));
  return {
    epoch: versionOf(await all<{ name: string; value: string }>(snapshot, CompiledQuery.raw(VERSION_ROWS_SQL))).epoch,
    seq: Number(last?.seq ?? 0),
    row: { resource: last?.resource ?? '', rid: Number(last?.rid ?? 0) },
  };
}

/**
 * The index of `resource` and where it is complete, in one snapshot. `progress` is told the rows
 * to read, counted first in the same snapshot, and each batch read.
 */
export async function loadIndex(store: Store, resource: ResourceDecl, progress?: LoadCounts): Promise<{ index: ResourceIndex; at: IndexPosition }> {
  const snapshot = await store.snapshot();
  try {
    const index = new ResourceIndex(resource);
    const at = await snapshotPosition(snapshot, store);
    const part = index.wholePart();
    if (progress) {
      const rows = await unitRows(snapshot, store, index);
      progress.plan(rows.records, partRows(index, rows, part));
    }
    await readPart(snapshot, store, index, part, progress);
    return { index, at };
  } finally {
    await snapshot.close();
  }
}

/** Reads `part` of the index from the snapshot into `index`. */
export async function readPart(snapshot: ReadSnapshot, store: Store, index: ResourceIndex, part: IndexPart, progress?: LoadCounts): Promise<void> {
  const { db } = store.dialect;
  const { layout, resource } = index;
  const own = { progress, records: true };
  const other = { progress };

  if (part.records) {
    // Sort keys of the columns, filled as the records are read, then ordered as the store orders them.
    const keys = new Map(layout.orders.filter((o) => o.column !== 'id').map((o) => [o.column, keyColumn(o.numeric)]));
    const columns = [...new Set([...layout.values, ...keys.keys()])];
    const search = layout.search?.column;
    const read = [...columns, ...(search ? [search] : [])];
    for await (const batch of batchesOf(snapshot, db.selectFrom(resource.table).select(['rid', 'id', ...read]).orderBy('rid').compile(), own)) for (const row of batch) {
      const rid = Number(row.rid);
      index.all.add(rid);
      index.ids.set(rid, row.id as Value);
      for (const column of columns) {
        const value = row[column] as Value | null;
        if (value === null) continue;
        index.values.get(column)?.load(rid, value);
        keys.get(column)?.set(rid, value);
      }
      if (search) {
        for (const [field, tokens] of index.searchTokens(row[search] as Value | null)) tokens.forEach((token) => field.load(rid, token));
      }
    }
    for (const field of [...index.values.values(), ...index.searches.values()]) field.loaded();

    for (const { column, numeric } of layout.orders) {
      let query = db.selectFrom(resource.table).select('rid');
      if (column !== 'id') query = query.where(column, 'is not', null).orderBy(column);
      const base = await ridsOf(snapshot, query.orderBy('id').compile(), other);
      progress?.fewer(index.all.size - base.length);
      index.orders.set(column, index.sorted(keys.get(column) ?? index.ids, base, numeric));
    }
  }

  for (const table of part.tables) {
    const decl = resource.sideTables.find((t) => t.name === table)!;
    const fields = layout.sides.filter((s) => s.table === table)
      .map((s) => ({ field: index.sides.get(sideKey(s.table, s.columns))!, columns: s.columns }));
    const names = decl.columns.map((c) => c.name).filter((c) => fields.some((f) => f.columns.includes(c)));
    for await (const batch of batchesOf(snapshot, db.selectFrom(table).select(['rid', ...names]).orderBy('rid').compile(), other)) {
      for (const row of batch) for (const { field, columns: cs } of fields) field.load(Number(row.rid), joinValues(cs.map((c) => row[c] as Value)));
    }
    for (const { field } of fields) field.loaded();
    if (!layout.localized.includes(table)) continue;
    for (const locale of index.sides.get(sideKey(table, ['locale']))!.distinct()) {
      const rids: number[] = [];
      const localeKeys = keyColumn(false);
      const query = db.selectFrom(table).select(['rid', 'key']).where('locale', '=', locale).orderBy('key').orderBy('id').compile();
      for await (const batch of batchesOf(snapshot, query, other)) {
        for (const row of batch) {
          rids.push(Number(row.rid));
          localeKeys.set(Number(row.rid), row.key as string);
        }
      }
      index.localized.get(table)!.set(String(locale), index.sorted(localeKeys, Uint32Array.from(rids), false));
    }
  }
}

async function ridsOf(snapshot: ReadSnapshot, query: CompiledQuery, counted: Counted): Promise<Uint32Array> {
  const rids: number[] = [];
  for await (const batch of batchesOf(snapshot, query, counted)) for (const row of batch) rids.push(Number(row.rid));
  return Uint32Array.from(rids);
}

/**
 * Records whose parts are read in one go (each query's `IN` list), with the event loop free
 * between two reads: a SQLite store reads on the event loop, which larger reads back to back
 * would hold for tens of milliseconds beside a propagation.
 */
const PARTS_CHUNK = 100;

/**
 * The parts of some records of an index's resource as stored now, by row id; a row id without a
 * record is missing. Read from the narrow tables the loader reads (never the documents, whose
 * parsing cost the follow of a propagation 0.15 ms a record), only the side tables the index
 * holds something of, in one snapshot per chunk so that a record's rows never mix two writes.
 * `only`: the side tables to read (every held one when absent); a table not read is undefined in
 * the parts, and applying them keeps what the index holds of it.
 */
export async function loadParts(store: Store, index: ResourceIndex, rids: readonly number[], only?: ReadonlySet<string>): Promise<Map<number, RecordParts>> {
  const { db } = store.dialect;
  const { resource } = index;
  const tables = index.heldTables.map((t) => ({ table: resource.sideTables[t]!, t })).filter(({ table }) => !only || only.has(table.name));
  const out = new Map<number, RecordParts>();
  for (let at = 0; at < rids.length; at += PARTS_CHUNK) {
    if (at > 0) await yieldToLoop();
    const chunk = rids.slice(at, at + PARTS_CHUNK);
    const [main, ...sides] = await store.rowsTogether([
      db.selectFrom(resource.table).select(['rid', 'id', ...resource.columns.map((c) => c.name)]).where('rid', 'in', chunk).compile(),
      ...tables.map(({ table }) => db.selectFrom(table.name).select(['rid', ...table.columns.map((c) => c.name)]).where('rid', 'in', chunk).compile()),
    ]);
    for (const row of main!) {
      out.set(Number(row.rid), {
        id: row.id as string | number,
        columns: resource.columns.map((c) => (row[c.name] ?? null) as Value | null),
        // A table not read keeps what the index has (undefined), one read has its rows (none: []).
        side: resource.sideTables.map((table) => (!only || only.has(table.name) ? [] : undefined)),
      });
    }
    tables.forEach(({ table, t }, i) => {
      for (const row of sides[i]!) {
        (out.get(Number(row.rid))?.side[t] as Value[][] | undefined)?.push(table.columns.map((c) => row[c.name] as Value));
      }
    });
  }
  return out;
}
