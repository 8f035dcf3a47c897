/**
 * Tables derived from the resource declarations, written once with Kysely's schema builder for
 * every store. A store supplies only what differs: the row id column and its search index.
 */
import { createHash } from 'node:crypto';
import { type ColumnDefinitionBuilder, type CompiledQuery, type CreateTableBuilder, type Kysely } from 'kysely';
import { type ColumnType, type ResourceDecl } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';

export interface DdlDialect {
  readonly db: Kysely<any>;
  /** The auto-assigned integer row id that side tables link to. */
  rowId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** Finishes a side table definition (SQLite: clustered by its primary key). */
  sideTable(table: CreateTableBuilder<string, never>): CreateTableBuilder<string, never>;
  /** Statements creating the resource's search index. */
  searchIndex(resource: ResourceDecl): string[];
}

/** Identifies the set of tables a build expects; a store made by another set is refused. */
export function schemaFingerprint(statements: readonly string[]): string {
  return createHash('sha256').update(statements.join(';\n')).digest('hex').slice(0, 16);
}

export class StoreSchemaError extends Error {
  constructor(readonly location: string) {
    super(`The store at ${location} was made by another version of catalog-api and its tables differ from this version's. `
      + 'Export it with the version that made it and import the files into a new store (set DATABASE_URL to a new file).');
    this.name = 'StoreSchemaError';
  }
}

const sqlType = (type: ColumnType) => (type === 'text' ? 'text' : type === 'integer' ? 'bigint' : 'double precision');

export function resourceTables(resource: ResourceDecl, ddl: DdlDialect): string[] {
  const { db } = ddl;
  const out: CompiledQuery[] = [];
  let main = db.schema.createTable(resource.table).ifNotExists()
    .addColumn('rid', 'integer', (c) => ddl.rowId(c))
    .addColumn('id', sqlType(resource.idType), (c) => c.notNull().unique());
  for (const column of resource.columns) main = main.addColumn(column.name, sqlType(column.type));
  out.push(main.compile());
  // Documents apart from the columns: counting and walking indexes then touch a narrow table,
  // and a page reads the documents of its own rows only.
  out.push(db.schema.createTable(docsTable(resource)).ifNotExists()
    .addColumn('rid', 'bigint', (c) => c.primaryKey())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('hidden', 'text')
    .compile());
  for (const column of resource.columns) {
    if (!column.indexed) continue;
    // (column, id): the index answers equality filters and ordered, tie-broken reads.
    out.push(db.schema.createIndex(`${resource.table}_${column.name}_idx`).ifNotExists()
      .on(resource.table).columns([column.name, 'id']).compile());
  }
  for (const table of resource.sideTables) {
    const names = table.columns.map((c) => c.name);
    let side = db.schema.createTable(table.name).ifNotExists().addColumn('rid', 'bigint', (c) => c.notNull());
    for (const column of table.columns) side = side.addColumn(column.name, sqlType(column.type), (c) => c.notNull());
    // Clustered by record: replacing a record's rows is one range delete.
    side = side.addPrimaryKeyConstraint(`${table.name}_pk`, ['rid', ...names] as never);
    out.push(ddl.sideTable(side as CreateTableBuilder<string, never>).compile());
    table.indexes.forEach((columns, i) => {
      out.push(db.schema.createIndex(`${table.name}_idx${i}`).ifNotExists().on(table.name).columns([...columns, 'rid']).compile());
    });
  }
  return [...out.map((q) => q.sql), ...(resource.search ? ddl.searchIndex(resource) : [])];
}

/** Tables of the service itself: keys, rate limit windows, store generation. */
export function serviceTables(ddl: DdlDialect): string[] {
  const { db } = ddl;
  return [
    db.schema.createTable('api_keys').ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('environment', 'text', (c) => c.notNull())
      .addColumn('is_enabled', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .compile(),
    // What creates accept beyond the exported record (password hashes, settings): never exported.
    db.schema.createTable('private_data').ifNotExists()
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('private_data_pk', ['resource', 'id'])
      .compile(),
    db.schema.createTable('rate_limits').ifNotExists()
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'text', (c) => c.notNull())
      .compile(),
    db.schema.createTable('store_state').ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .compile(),
  ].map((q) => q.sql);
}
