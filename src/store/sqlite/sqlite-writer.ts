/**
 * Upserts into SQLite inside the caller's transaction: the record row, its side table rows and
 * its search entry, replaced together.
 *
 * Bulk loads are the common case (imports of a million products), so side rows are buffered and
 * written with multi-row INSERTs, and a table that is empty when the transaction first writes to
 * it loses its secondary indexes until commit, when they are built once, by sorting, instead of
 * row by row.
 */
import type Database from 'better-sqlite3';
import { type CompiledQuery } from 'kysely';
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { ChangeRows } from '../change-rows.js';
import { tablesOf } from '../ddl.js';
import { searchColumns } from '../../query/search-text.js';
import {
  existsQuery, insertKeyQuery, nextIdOf, nextIdQuery, readQuery, setKeyEnabledQuery, setPrivateQuery, storedState, takenQuery, type StoredDocRow,
} from '../plain-writes.js';
import { type StoredRecord } from '../stored-record.js';
import { type NewApiKey, type StoredState, type UpsertScope, type Writer } from '../store.js';
import { Touched } from '../touched.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { StatementCache } from './statement-cache.js';

/** Rows per multi-row INSERT: large enough to amortize calls, small enough for SQLite's limits. */
const ROWS_PER_INSERT = 200;

interface SideBuffer {
  name: string;
  width: number;
  values: Array<string | number | bigint>;
  one: Database.Statement;
  many: Database.Statement;
}

interface Prepared {
  find: Database.Statement;
  insert: Database.Statement;
  update: Database.Statement;
  insertDoc: Database.Statement;
  updateDoc: Database.Statement;
  deleteSide: Database.Statement[];
  side: SideBuffer[];
  deleteSearch?: Database.Statement;
  insertSearch?: Database.Statement;
}

const caches = new WeakMap<Database.Database, StatementCache>();

/** The statements of a connection, kept across its transactions (a writer lives for one). */
/** A compiled query run on its prepared statement: the rows it selects or returns, none for a plain write. */
export function runStatement(statement: Database.Statement, query: CompiledQuery): Row[] {
  const parameters = query.parameters as unknown[];
  // pluck(false): a statement of the same text may have been plucked by another caller.
  if (statement.reader) return statement.pluck(false).all(...parameters) as Row[];
  statement.run(...parameters);
  return [];
}

export function statementsOf(db: Database.Database): StatementCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StatementCache(db, 2_000);
    caches.set(db, cache);
  }
  return cache;
}

export class SqliteWriter implements Writer {
  private readonly prepared = new Map<string, Prepared>();
  /** CREATE INDEX statements to run at commit, for tables that were loaded without them. */
  private readonly deferredIndexes: string[] = [];
  /** Records written so far in this transaction. */
  written = 0;
  /** What this transaction changed of which resources: the generations its commit moves. */
  readonly touched = new Touched();

  private readonly cache: StatementCache;

  /**
   * `changes`: where the public change feed's rows of this transaction go (disabled before the
   * store's schema has the feed).
   */
  constructor(private readonly db: Database.Database, private readonly changes = new ChangeRows(sqliteDialect, false)) {
    this.cache = statementsOf(db);
  }

  /** Enters the change rows held so far (src/store/change-rows.ts). */
  private enterChanges(queries = this.changes.take()): void {
    for (const query of queries) this.prepare(query.sql).run(...(query.parameters as unknown[]));
  }

  /** A statement prepared once per connection: preparing a product's forty took 1 ms of each update. */
  private prepare(sql: string): Database.Statement {
    return this.cache.get(sql);
  }

  async upsert(resource: ResourceDecl, stored: StoredRecord, scope?: UpsertScope): Promise<void> {
    const p = this.statements(resource);
    this.written++;
    const existing = p.find.pluck().get(stored.id) as number | bigint | undefined;
    let rid: number | bigint;
    // Which side tables and search entry are (re)written: all of a new record's, a scope's of an existing one.
    let sides = (_i: number) => true;
    let search = true;
    if (existing === undefined) {
      this.touched.all(resource.path);
      rid = p.insert.run(stored.id, ...stored.columns).lastInsertRowid;
      p.insertDoc.run(rid, stored.doc, stored.hidden);
      this.touched.row(resource.path, rid);
      if (this.changes.add(resource.path, stored.id, 'created')) this.enterChanges();
    } else {
      if (this.changes.add(resource.path, stored.id, 'updated')) this.enterChanges();
      rid = existing;
      this.touched.row(resource.path, rid);
      if (scope) this.touched.scoped(resource.path, scope);
      else this.touched.all(resource.path);
      if (scope) {
        sides = (i) => scope.sideTables.includes(resource.sideTables[i]!.name);
        search = scope.searchColumns.length > 0;
      }
      // Buffered rows may belong to this very record (a repeated id): write them before deleting.
      this.flush(p);
      if (scope) this.updateColumns(resource, rid, stored.columns, scope.columns);
      else if (stored.columns.length > 0) p.update.run(...stored.columns, rid);
      p.updateDoc.run(stored.doc, stored.hidden, rid);
      p.deleteSide.forEach((statement, i) => sides(i) && statement.run(rid));
      if (search) p.deleteSearch?.run(rid);
    }
    stored.side.forEach((rows, i) => {
      if (!sides(i)) return;
      const buffer = p.side[i]!;
      for (const row of rows) {
        buffer.values.push(rid, ...row);
        if (buffer.values.length >= ROWS_PER_INSERT * buffer.width) this.flushOne(buffer);
      }
    });
    if (search && stored.search && p.insertSearch) p.insertSearch.run(rid, ...stored.search);
  }

  /**
   * Sets only the columns a scope names: every indexed column that is set is an index entry
   * deleted and inserted, even to the same value, and a propagation changes one (`updated_at`) of
   * a product's thirteen.
   */
  private updateColumns(resource: ResourceDecl, rid: number | bigint, values: ReadonlyArray<string | number | null>, names: readonly string[]): void {
    if (names.length === 0) return;
    const sql = `UPDATE "${resource.table}" SET ${names.map((n) => `"${n}" = ?`).join(', ')} WHERE rid = ?`;
    this.prepare(sql).run(...names.map((n) => values[resource.columns.findIndex((c) => c.name === n)]), rid);
  }

  async insertKey(key: NewApiKey): Promise<void> {
    this.execute(insertKeyQuery(sqliteDialect, key));
  }

  async setKeyEnabled(keyId: string, enabled: boolean): Promise<boolean> {
    return this.execute(setKeyEnabledQuery(sqliteDialect, keyId, enabled)).changes > 0;
  }

  async exists(resource: ResourceDecl, id: string | number): Promise<boolean> {
    return this.first(existsQuery(sqliteDialect, resource, id)) !== undefined;
  }

  async read(resource: ResourceDecl, id: string | number): Promise<StoredState | undefined> {
    return storedState(this.first<StoredDocRow>(readQuery(sqliteDialect, resource, id)));
  }

  async remove(resource: ResourceDecl, id: string | number): Promise<boolean> {
    this.touched.all(resource.path);
    const p = this.statements(resource);
    const rid = p.find.pluck().get(id) as number | bigint | undefined;
    if (rid === undefined) return false;
    this.touched.row(resource.path, rid);
    if (this.changes.add(resource.path, id, 'deleted')) this.enterChanges();
    // Buffered side rows may be this record's: written first, then removed with the rest.
    this.flush(p);
    for (const statement of p.deleteSide) statement.run(rid);
    p.deleteSearch?.run(rid);
    this.prepare(`DELETE FROM "${docsTable(resource)}" WHERE rid = ?`).run(rid);
    this.prepare(`DELETE FROM "${resource.table}" WHERE rid = ?`).run(rid);
    this.written++;
    return true;
  }

  async taken(resource: ResourceDecl, column: string, value: string | number, except?: string | number): Promise<boolean> {
    return this.first(takenQuery(sqliteDialect, resource, column, value, except)) !== undefined;
  }

  async nextId(resource: ResourceDecl): Promise<number> {
    return nextIdOf(this.first(nextIdQuery(sqliteDialect, resource)));
  }

  async setPrivate(resource: ResourceDecl, id: string | number, data: Row): Promise<void> {
    this.execute(setPrivateQuery(sqliteDialect, resource, id, data));
  }

  /** The first row of a shared statement (plain-writes.ts), as an object whoever plucked the same text before. */
  private first<T = Record<string, unknown>>(query: CompiledQuery): T | undefined {
    return this.prepare(query.sql).pluck(false).get(...(query.parameters as unknown[])) as T | undefined;
  }

  private execute(query: CompiledQuery): Database.RunResult {
    return this.prepare(query.sql).run(...(query.parameters as unknown[]));
  }

  async clear(resource: ResourceDecl): Promise<void> {
    this.touched.all(resource.path);
    this.touched.everyRow(resource.path);
    // Whatever is buffered may belong to the resource: written first, then removed with the rest.
    for (const p of this.prepared.values()) this.flush(p);
    this.enterChanges(this.changes.cleared(resource.path, resource.table));
    for (const table of tablesOf(resource)) this.prepare(`DELETE FROM "${table}"`).run();
  }

  async run(query: CompiledQuery): Promise<Row[]> {
    for (const p of this.prepared.values()) this.flush(p);
    return runStatement(this.prepare(query.sql), query);
  }

  /** Writes what is buffered and builds deferred indexes; called once, before COMMIT. */
  finish(): void {
    for (const p of this.prepared.values()) this.flush(p);
    this.enterChanges();
    for (const statement of this.deferredIndexes) this.db.exec(statement);
    this.deferredIndexes.length = 0;
  }

  private flush(p: Prepared): void {
    for (const buffer of p.side) this.flushOne(buffer);
  }

  private flushOne(buffer: SideBuffer): void {
    const { values, width } = buffer;
    let at = 0;
    const full = ROWS_PER_INSERT * width;
    for (; values.length - at >= full; at += full) buffer.many.run(values.slice(at, at + full));
    for (; at < values.length; at += width) buffer.one.run(values.slice(at, at + width));
    values.length = 0;
  }

  private statements(resource: ResourceDecl): Prepared {
    let p = this.prepared.get(resource.table);
    if (p) return p;
    const t = `"${resource.table}"`;
    const names = resource.columns.map((c) => `"${c.name}"`);
    const columns = resource.search ? searchColumns(resource.search) : [];
    this.deferIndexesIfEmpty(resource);
    p = {
      find: this.prepare(`SELECT rid FROM ${t} WHERE id = ?`),
      insert: this.prepare(`INSERT INTO ${t} (id${names.map((n) => `, ${n}`).join('')}) VALUES (?${names.map(() => ', ?').join('')})`),
      update: this.prepare(`UPDATE ${t} SET ${names.length ? names.map((n) => `${n} = ?`).join(', ') : 'id = id'} WHERE rid = ?`),
      // A document may come as UTF-8 bytes (StoredRecord.doc): stored as text all the same.
      insertDoc: this.prepare(`INSERT INTO "${docsTable(resource)}" (rid, doc, hidden) VALUES (?, CAST(? AS TEXT), ?)`),
      updateDoc: this.prepare(`UPDATE "${docsTable(resource)}" SET doc = CAST(? AS TEXT), hidden = ? WHERE rid = ?`),
      deleteSide: resource.sideTables.map((s) => this.prepare(`DELETE FROM "${s.name}" WHERE rid = ?`)),
      side: resource.sideTables.map((s) => {
        const head = `INSERT INTO "${s.name}" (rid${s.columns.map((c) => `, "${c.name}"`).join('')}) VALUES `;
        const tuple = `(?${s.columns.map(() => ', ?').join('')})`;
        return {
          name: s.name,
          width: s.columns.length + 1,
          values: [],
          one: this.prepare(head + tuple),
          many: this.prepare(head + Array(ROWS_PER_INSERT).fill(tuple).join(', ')),
        };
      }),
    };
    if (resource.search) {
      const index = `"${resource.search.name}"`;
      p.deleteSearch = this.prepare(`DELETE FROM ${index} WHERE rowid = ?`);
      p.insertSearch = this.prepare(`INSERT INTO ${index} (rowid${columns.map((c) => `, "${c}"`).join('')}) VALUES (?${columns.map(() => ', ?').join('')})`);
    }
    this.prepared.set(resource.table, p);
    return p;
  }

  private deferIndexesIfEmpty(resource: ResourceDecl): void {
    if (this.prepare(`SELECT 1 FROM "${resource.table}" LIMIT 1`).get() !== undefined) return;
    const tables = tablesOf(resource);
    const indexes = this.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
      AND tbl_name IN (${tables.map(() => '?').join(', ')})`).all(...tables) as Array<{ name: string; sql: string }>;
    for (const index of indexes) {
      this.db.exec(`DROP INDEX "${index.name}"`);
      this.deferredIndexes.push(index.sql);
    }
  }
}
