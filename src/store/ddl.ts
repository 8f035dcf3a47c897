/**
 * Tables derived from the resource declarations, written once with Kysely's schema builder for
 * every store. A store supplies only what differs (DdlDialect): the row id column, the text type,
 * how a side table is finished and its search index.
 */
import { createHash } from 'node:crypto';
import { type ColumnDataType, type ColumnDefinitionBuilder, type CompiledQuery, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';
import { type ColumnType, type ResourceDecl } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';

export interface DdlDialect {
  readonly db: Kysely<any>;
  /** Type of the auto-assigned integer row id that side tables link to. */
  readonly rowIdType: ColumnDataType;
  rowId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** Text compared and ordered by code point, as docs/contract.md §6 orders names and codes. */
  readonly text: ColumnDataType | Expression<unknown>;
  /** Finishes a side table definition (SQLite: clustered by its primary key). */
  sideTable(table: CreateTableBuilder<string, never>): CreateTableBuilder<string, never>;
  /** Statements creating the resource's search index. */
  searchIndex(resource: ResourceDecl): string[];
}

/** Identifies a set of tables (src/store/migrations/migration.ts). */
export function schemaFingerprint(statements: readonly string[]): string {
  return createHash('sha256').update(statements.join(';\n')).digest('hex').slice(0, 16);
}

const sqlType = (type: ColumnType, ddl: DdlDialect) => (type === 'text' ? ddl.text : type === 'integer' ? 'bigint' : 'double precision');

/** Every table a resource's records live in: its record table, documents, side tables, search index. */
export function tablesOf(resource: ResourceDecl): string[] {
  return [resource.table, docsTable(resource), ...resource.sideTables.map((t) => t.name), ...(resource.search ? [resource.search.name] : [])];
}

export function resourceTables(resource: ResourceDecl, ddl: DdlDialect): string[] {
  const { db } = ddl;
  const out: CompiledQuery[] = [];
  let main = db.schema.createTable(resource.table).ifNotExists()
    .addColumn('rid', ddl.rowIdType, (c) => ddl.rowId(c))
    .addColumn('id', sqlType(resource.idType, ddl), (c) => c.notNull().unique());
  for (const column of resource.columns) main = main.addColumn(column.name, sqlType(column.type, ddl));
  out.push(main.compile());
  // Documents apart from the columns: counting and walking indexes then touch a narrow table,
  // and a page reads the documents of its own rows only. The row id type makes `rid` SQLite's own
  // rowid (`integer primary key`): a document is one B-tree search away, not an index search and
  // then the table (migration 3, docs/performance.md).
  out.push(db.schema.createTable(docsTable(resource)).ifNotExists()
    .addColumn('rid', ddl.rowIdType, (c) => c.primaryKey())
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
    for (const column of table.columns) side = side.addColumn(column.name, sqlType(column.type, ddl), (c) => c.notNull());
    // Clustered by record: replacing a record's rows is one range delete.
    side = side.addPrimaryKeyConstraint(`${table.name}_pk`, ['rid', ...names] as never);
    out.push(ddl.sideTable(side as CreateTableBuilder<string, never>).compile());
    table.indexes.forEach((columns, i) => {
      out.push(db.schema.createIndex(`${table.name}_idx${i}`).ifNotExists().on(table.name).columns([...columns, 'rid']).compile());
    });
  }
  return [...out.map((q) => q.sql), ...(resource.search ? ddl.searchIndex(resource) : [])];
}

/** Tables of the service itself: keys, rate limit windows, store state, the sandbox's seed, the write side's. */
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
    // The catalogue a sandbox was seeded with, as stored records (src/sandbox/): a reset puts it back.
    db.schema.createTable('sandbox_seed').ifNotExists()
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('hidden', 'text')
      .addPrimaryKeyConstraint('sandbox_seed_pk', ['resource', 'id'])
      .compile(),
    ...writeSideTables(ddl),
  ].map((q) => q.sql);
}

/**
 * What the write side keeps beside the records (src/command): the change log (who changed what
 * and when), the propagations of changed records into the products that embed them, resumed
 * after a crash, and the answers of creates sent with an Idempotency-Key.
 */
function writeSideTables(ddl: DdlDialect): CompiledQuery[] {
  const { db } = ddl;
  return [
    db.schema.createTable('change_log').ifNotExists()
      .addColumn('seq', ddl.rowIdType, (c) => ddl.rowId(c))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('key_id', 'text')
      .addColumn('user_id', 'bigint')
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('change', 'text', (c) => c.notNull())
      .compile(),
    db.schema.createIndex('change_log_at_idx').ifNotExists().on('change_log').columns(['at', 'seq']).compile(),
    db.schema.createTable('propagations').ifNotExists()
      .addColumn('id', ddl.rowIdType, (c) => ddl.rowId(c))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('after_rid', 'bigint', (c) => c.notNull())
      .addColumn('products_done', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_until', 'bigint', (c) => c.notNull())
      .addColumn('done_at', 'bigint')
      .compile(),
    db.schema.createTable('idempotency_keys').ifNotExists()
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['key_id', 'idempotency_key'])
      .compile(),
    db.schema.createIndex('idempotency_keys_created_idx').ifNotExists().on('idempotency_keys').column('created_at').compile(),
    ...recordChangeTables(ddl),
    ...webhookTables(ddl),
  ];
}

/**
 * The record change feed (src/store/record-changes.ts): which records (by row id) each commit
 * wrote, in commit order, so that an in-memory index (src/index/) catches up with a few rows
 * instead of reading the catalogue again.
 */
export function recordChangeTables(ddl: DdlDialect): CompiledQuery[] {
  const { db } = ddl;
  return [
    db.schema.createTable('record_changes').ifNotExists()
      .addColumn('seq', ddl.rowIdType, (c) => ddl.rowId(c))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('rid', 'bigint', (c) => c.notNull())
      // The side tables the commit changed (record-changes.ts FeedEntry); null: any.
      .addColumn('parts', 'text')
      .compile(),
    ...changeTables(ddl),
  ];
}

/**
 * The public change feed (src/store/change-rows.ts, docs/api.md "Following changes"): which record,
 * by its public id, each commit created, updated or deleted, and when, kept for days
 * (CHANGES_RETENTION_DAYS) rather than by count, so that an integrator's position stays good for
 * a week of changes.
 */
export function changeTables(ddl: DdlDialect): CompiledQuery[] {
  const { db } = ddl;
  return [
    db.schema.createTable('changes').ifNotExists()
      .addColumn('seq', ddl.rowIdType, (c) => ddl.rowId(c))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      // 1 created, 2 updated, 3 deleted (change-rows.ts ACTIONS).
      .addColumn('action', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .compile(),
  ];
}

/**
 * Webhooks (docs/webhooks.md): each with its owner, destination, position in the change feed,
 * secrets (encrypted: src/webhooks/secret-box.ts), the lease of the process delivering it and when
 * its next attempt is due; and the deliveries log, one row per batch or ping, kept 30 days.
 */
export function webhookTables(ddl: DdlDialect): CompiledQuery[] {
  const { db } = ddl;
  return [
    db.schema.createTable('webhooks').ifNotExists()
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('resources', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('is_enabled', 'integer', (c) => c.notNull())
      .addColumn('disabled_reason', 'text')
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('old_secret', 'text')
      .addColumn('old_secret_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('next_attempt_at', 'bigint')
      .compile(),
    db.schema.createTable('webhook_deliveries').ifNotExists()
      .addColumn('id', ddl.rowIdType, (c) => ddl.rowId(c))
      .addColumn('webhook_id', 'bigint', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('position_from', 'text')
      .addColumn('position', 'text')
      .addColumn('changes', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint')
      .addColumn('last_status', 'integer')
      .addColumn('last_ms', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'bigint')
      .compile(),
    db.schema.createIndex('webhook_deliveries_webhook_idx').ifNotExists().on('webhook_deliveries').columns(['webhook_id', 'status', 'id']).compile(),
    db.schema.createIndex('webhook_deliveries_created_idx').ifNotExists().on('webhook_deliveries').column('created_at').compile(),
  ];
}
