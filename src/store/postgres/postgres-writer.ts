/**
 * Upserts into PostgreSQL inside the caller's transaction: record row, document, side rows and
 * search entry, replaced together.
 *
 * Every statement is a round trip, so records are buffered per resource and written a batch at a
 * time: each table gets one `INSERT ... SELECT FROM unnest($1::type[], ...)`, one parameter per
 * column whatever the batch size. Tables that are empty when first written lose their secondary
 * indexes until the end, when each is built once (GIN indexes especially build far faster so).
 */
import type pg from 'pg';
import { type CompiledQuery } from 'kysely';
import { type ColumnType, type ResourceDecl, type Row, type SideTableDecl } from '../../query/declare.js';
import { tablesOf } from '../ddl.js';
import { docsTable } from '../../query/sql/compile.js';
import {
  existsQuery, insertKeyQuery, nextIdOf, nextIdQuery, readQuery, setKeyEnabledQuery, setPrivateQuery, storedState, takenQuery, type StoredDocRow,
} from '../plain-writes.js';
import { documentText, type StoredRecord } from '../stored-record.js';
import { type NewApiKey, type StoredState, type UpsertScope, type Writer } from '../store.js';
import { Touched } from '../touched.js';
import { ChangeRows } from '../change-rows.js';
import { params, textSafe, textSafeAll } from './pool.js';
import { postgresDialect, searchVector } from './postgres-dialect.js';

const BATCH_RECORDS = 1000;
const BATCH_BYTES = 8 << 20;
/** Rows per documents INSERT: three parameters each, well under PostgreSQL's 65535. */
const DOCS_PER_INSERT = 500;

const arrayType = (type: ColumnType) => (type === 'text' ? 'text[]' : type === 'integer' ? 'bigint[]' : 'double precision[]');
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Buffered { resource: ResourceDecl; records: Map<string, StoredRecord>; bytes: number; scope?: UpsertScope }

export class PostgresWriter implements Writer {
  private readonly buffers = new Map<string, Buffered>();
  private readonly deferredIndexes: string[] = [];
  private readonly checkedEmpty = new Set<string>();
  /** Tables written in bulk (with their side, document and search tables), to vacuum and analyze after commit. */
  readonly loaded = new Set<string>();
  written = 0;
  /** What this transaction changed of which resources: the generations its commit moves. */
  readonly touched = new Touched();

  /**
   * `changes`: where the public change feed's rows of this transaction go (disabled before the
   * store's schema has the feed).
   */
  constructor(private readonly client: pg.PoolClient, private readonly changes = new ChangeRows(postgresDialect, false)) {}

  /** Enters the change rows held so far (src/store/change-rows.ts). */
  private async enterChanges(queries = this.changes.take()): Promise<void> {
    for (const query of queries) await this.client.query(query.sql, params(query));
  }

  async upsert(resource: ResourceDecl, stored: StoredRecord, scope?: UpsertScope): Promise<void> {
    // A scoped record found missing at the flush is an insert: its rows generation moves then.
    if (scope) this.touched.scoped(resource.path, scope);
    else this.touched.all(resource.path);
    // Records rewritten with a scope are buffered apart from whole ones: a batch is written one way.
    const key = scope ? `${resource.table}\u0000${JSON.stringify(scope)}` : resource.table;
    let buffer = this.buffers.get(key);
    if (!buffer) {
      buffer = { resource, records: new Map(), bytes: 0, scope };
      this.buffers.set(key, buffer);
    }
    // A repeated id replaces the earlier record, as a second upsert would.
    buffer.records.set(String(stored.id), stored);
    buffer.bytes += stored.doc.length;
    this.written++;
    if (buffer.records.size >= BATCH_RECORDS || buffer.bytes >= BATCH_BYTES) await this.flush(buffer);
  }

  /**
   * A key's values go as they are, not escaped (textSafe): its name is read back through `run`
   * (the revoke's answer, src/command/operations/api-keys.ts), which does not unescape.
   */
  async insertKey(key: NewApiKey): Promise<void> {
    const query = insertKeyQuery(postgresDialect, key);
    await this.client.query(query.sql, [...query.parameters]);
  }

  async setKeyEnabled(keyId: string, enabled: boolean): Promise<boolean> {
    return (await this.execute(setKeyEnabledQuery(postgresDialect, keyId, enabled))).rowCount! > 0;
  }

  async exists(resource: ResourceDecl, id: string | number): Promise<boolean> {
    await this.flushAll();
    return (await this.execute(existsQuery(postgresDialect, resource, id))).rowCount! > 0;
  }

  async read(resource: ResourceDecl, id: string | number): Promise<StoredState | undefined> {
    await this.flushAll();
    return storedState((await this.execute<StoredDocRow>(readQuery(postgresDialect, resource, id))).rows[0]);
  }

  async remove(resource: ResourceDecl, id: string | number): Promise<boolean> {
    this.touched.all(resource.path);
    await this.flushAll();
    const { rows } = await this.client.query<{ rid: number }>(`DELETE FROM ${q(resource.table)} WHERE id = $1 RETURNING rid`, [textSafe(id)]);
    if (rows.length === 0) return false;
    const rid = rows[0]!.rid;
    this.touched.row(resource.path, rid);
    if (this.changes.add(resource.path, id, 'deleted')) await this.enterChanges();
    for (const table of tablesOf(resource).slice(1)) await this.client.query(`DELETE FROM ${q(table)} WHERE rid = $1`, [rid]);
    this.written++;
    return true;
  }

  async taken(resource: ResourceDecl, column: string, value: string | number, except?: string | number): Promise<boolean> {
    const query = takenQuery(postgresDialect, resource, column, value, except);
    await this.flushAll();
    return (await this.execute(query)).rowCount! > 0;
  }

  async nextId(resource: ResourceDecl): Promise<number> {
    await this.flushAll();
    return nextIdOf((await this.execute<{ next: number }>(nextIdQuery(postgresDialect, resource))).rows[0]);
  }

  /**
   * As insertKey's, the values go as they are: a resource's path, the id of a user or an
   * organization (integers), and JSON, which escapes U+0000 and U+0001 itself.
   */
  async setPrivate(resource: ResourceDecl, id: string | number, data: Row): Promise<void> {
    const query = setPrivateQuery(postgresDialect, resource, id, data);
    await this.client.query(query.sql, [...query.parameters]);
  }

  /** A shared statement (plain-writes.ts), its values escaped as every compiled query's (textSafe). */
  private execute<R extends pg.QueryResultRow = Record<string, unknown>>(query: CompiledQuery): Promise<pg.QueryResult<R>> {
    return this.client.query<R>(query.sql, params(query));
  }

  async clear(resource: ResourceDecl): Promise<void> {
    this.touched.all(resource.path);
    this.touched.everyRow(resource.path);
    await this.flushAll();
    // The tables stay indexed: dropping an index would lock out every reader until the commit.
    this.checkedEmpty.add(resource.table);
    await this.enterChanges(this.changes.cleared(resource.path, resource.table));
    for (const table of tablesOf(resource)) await this.client.query(`DELETE FROM ${q(table)}`);
  }

  async run(query: CompiledQuery): Promise<Row[]> {
    await this.flushAll();
    return (await this.client.query(query.sql, params(query))).rows as Row[];
  }

  /** Writes what is buffered and builds deferred indexes; called once, before COMMIT. */
  async finish(): Promise<void> {
    await this.flushAll();
    await this.enterChanges();
    for (const statement of this.deferredIndexes) await this.client.query(statement);
    this.deferredIndexes.length = 0;
  }

  private async flushAll(): Promise<void> {
    for (const buffer of this.buffers.values()) await this.flush(buffer);
  }

  private async flush(buffer: Buffered): Promise<void> {
    if (buffer.records.size === 0) return;
    const { resource } = buffer;
    const records = [...buffer.records.values()];
    buffer.records.clear();
    buffer.bytes = 0;
    await this.deferIndexesIfEmpty(resource);
    if (records.length >= 100) for (const table of tablesOf(resource)) this.loaded.add(table);
    const { rids, replaced } = await this.upsertRows(resource, records);
    for (const rid of rids) this.touched.row(resource.path, rid);
    const existed = new Set(replaced);
    let due = false;
    records.forEach((r, i) => {
      due = this.changes.add(resource.path, r.id, existed.has(rids[i]!) ? 'updated' : 'created') || due;
    });
    if (due) await this.enterChanges();
    const { scope } = buffer;
    if (replaced.length < records.length) this.touched.all(resource.path);
    // With a scope, an existing record keeps the side tables and search entry outside it.
    const kept = new Set(scope ? replaced : []);
    const inScope = (side: SideTableDecl) => !scope || scope.sideTables.includes(side.name);
    if (replaced.length > 0) {
      for (const side of resource.sideTables) {
        if (inScope(side)) await this.client.query(`DELETE FROM ${q(side.name)} WHERE rid = ANY($1::bigint[])`, [replaced]);
      }
    }
    await this.writeDocuments(resource, records, rids);
    for (const [t, side] of resource.sideTables.entries()) {
      const rows = records.map((r, i) => (inScope(side) || !kept.has(rids[i]!) ? r.side[t]! : []));
      await this.writeSideRows(side, rows, rids);
    }
    if (resource.search) {
      const searched = scope && scope.searchColumns.length === 0 ? records.filter((_, i) => !kept.has(rids[i]!)) : records;
      await this.writeSearch(resource.search.name, searched, searched === records ? rids : rids.filter((rid) => !kept.has(rid)));
    }
  }

  /** Record rows, inserted or updated in place so that the row id stays: each record's rid, and those replaced. */
  private async upsertRows(resource: ResourceDecl, records: StoredRecord[]): Promise<{ rids: number[]; replaced: number[] }> {
    const names = resource.columns.map((c) => q(c.name));
    const params: unknown[] = [records.map((r) => r.id)];
    const casts = [`$1::${arrayType(resource.idType)}`];
    resource.columns.forEach((c, i) => {
      params.push(records.map((r) => r.columns[i]));
      casts.push(`$${i + 2}::${arrayType(c.type)}`);
    });
    const set = names.length ? names.map((n) => `${n} = excluded.${n}`).join(', ') : 'id = excluded.id';
    const upserted = await this.client.query<{ rid: number; id: string | number; inserted: boolean }>(
      `INSERT INTO ${q(resource.table)} (id${names.map((n) => `, ${n}`).join('')}) SELECT * FROM unnest(${casts.join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${set} RETURNING rid, id, (xmax = 0) AS inserted`, textSafeAll(params));
    const ridOf = new Map<string, number>();
    const replaced: number[] = [];
    for (const row of upserted.rows) {
      // Ids come back as stored, escaped already (textSafe).
      ridOf.set(String(row.id), row.rid);
      if (!row.inserted) replaced.push(row.rid);
    }
    return { rids: records.map((r) => ridOf.get(String(textSafe(r.id)))!), replaced };
  }

  /**
   * Documents as parameters of their own, not array elements: a JSON document in an array literal
   * has every quote escaped by the driver and unescaped by the server.
   */
  private async writeDocuments(resource: ResourceDecl, records: StoredRecord[], rids: number[]): Promise<void> {
    for (let at = 0; at < records.length; at += DOCS_PER_INSERT) {
      const part = records.slice(at, at + DOCS_PER_INSERT);
      const values = part.map((_, i) => `($${3 * i + 1}::bigint, $${3 * i + 2}::text, $${3 * i + 3}::text)`).join(', ');
      await this.client.query(`INSERT INTO ${q(docsTable(resource))} (rid, doc, hidden) VALUES ${values}
        ON CONFLICT (rid) DO UPDATE SET doc = excluded.doc, hidden = excluded.hidden`,
      part.flatMap((r, i) => [rids[at + i], documentText(r.doc), r.hidden]));
    }
  }

  /** One side table's rows of these records (`rows[i]` belongs to `rids[i]`), one array per column. */
  private async writeSideRows(side: SideTableDecl, rows: ReadonlyArray<ReadonlyArray<readonly (string | number)[]>>, rids: number[]): Promise<void> {
    const columns: unknown[][] = [[], ...side.columns.map(() => [])];
    rows.forEach((recordRows, i) => {
      for (const row of recordRows) {
        columns[0]!.push(rids[i]);
        row.forEach((value, c) => columns[c + 1]!.push(value));
      }
    });
    if (columns[0]!.length === 0) return;
    const casts = ['$1::bigint[]', ...side.columns.map((c, i) => `$${i + 2}::${arrayType(c.type)}`)];
    await this.client.query(`INSERT INTO ${q(side.name)} (rid${side.columns.map((c) => `, ${q(c.name)}`).join('')})
      SELECT * FROM unnest(${casts.join(', ')})`, textSafeAll(columns));
  }

  private async writeSearch(index: string, records: StoredRecord[], rids: number[]): Promise<void> {
    const entries = records.map((r, i) => [rids[i]!, r.search] as const).filter(([, s]) => s !== null);
    if (entries.length === 0) return;
    await this.client.query(`INSERT INTO ${q(index)} (rid, words)
      SELECT rid, words::tsvector FROM unnest($1::bigint[], $2::text[]) AS u(rid, words)
      ON CONFLICT (rid) DO UPDATE SET words = excluded.words`,
    [entries.map(([rid]) => rid), entries.map(([, s]) => searchVector(s!))]);
  }

  private async deferIndexesIfEmpty(resource: ResourceDecl): Promise<void> {
    if (this.checkedEmpty.has(resource.table)) return;
    this.checkedEmpty.add(resource.table);
    if ((await this.client.query(`SELECT 1 FROM ${q(resource.table)} LIMIT 1`)).rowCount! > 0) return;
    const tables = tablesOf(resource);
    // Indexes that back a constraint (primary keys, unique ids) stay: upserts need them.
    const { rows } = await this.client.query<{ name: string; definition: string }>(`SELECT i.indexname AS name, i.indexdef AS definition
      FROM pg_indexes i WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`, [tables]);
    for (const index of rows) {
      await this.client.query(`DROP INDEX ${q(index.name)}`);
      this.deferredIndexes.push(index.definition);
    }
  }
}
