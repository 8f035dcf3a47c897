/**
 * Upserts into SQLite inside the caller's transaction: the record row, its side table rows and
 * its search entry, replaced together.
 */
import type Database from 'better-sqlite3';
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { searchTexts } from '../search-text.js';
import { storedRecord } from '../stored-record.js';
import { type NewApiKey, type Writer } from '../store.js';
import { searchColumns } from './sqlite-dialect.js';

interface Prepared {
  find: Database.Statement;
  insert: Database.Statement;
  update: Database.Statement;
  deleteSide: Database.Statement[];
  insertSide: Database.Statement[];
  searchColumns: string[];
  deleteSearch?: Database.Statement;
  insertSearch?: Database.Statement;
}

export class SqliteWriter implements Writer {
  private readonly prepared = new Map<string, Prepared>();
  constructor(private readonly db: Database.Database) {}

  async upsert(resource: ResourceDecl, record: Row): Promise<void> {
    this.upsertSync(resource, record);
  }

  upsertSync(resource: ResourceDecl, record: Row): void {
    const p = this.statements(resource);
    const stored = storedRecord(record, resource);
    const existing = p.find.pluck().get(stored.id) as number | bigint | undefined;
    let rid: number | bigint;
    if (existing === undefined) {
      rid = p.insert.run(stored.id, stored.doc, stored.hidden, ...stored.columns).lastInsertRowid;
    } else {
      rid = existing;
      p.update.run(stored.doc, stored.hidden, ...stored.columns, rid);
      for (const statement of p.deleteSide) statement.run(rid);
      p.deleteSearch?.run(rid);
    }
    stored.side.forEach((rows, i) => {
      const insert = p.insertSide[i]!;
      for (const row of rows) insert.run(rid, ...row);
    });
    if (stored.search && p.insertSearch) p.insertSearch.run(rid, ...searchTexts(stored.search, p.searchColumns));
  }

  async insertKey(key: NewApiKey): Promise<void> {
    this.db.prepare(`INSERT INTO api_keys (id, user_id, name, secret_hash, environment, is_enabled, created_at)
      VALUES (?, ?, ?, ?, ?, 1, ?)`).run(key.id, key.userId, key.name, key.secretHash, key.environment, key.createdAt);
  }

  private statements(resource: ResourceDecl): Prepared {
    let p = this.prepared.get(resource.table);
    if (p) return p;
    const t = `"${resource.table}"`;
    const names = resource.columns.map((c) => `"${c.name}"`);
    const columns = searchColumns(resource.search ?? { name: '', words: () => ({ localized: {}, plain: {} }), scopes: {} });
    p = {
      find: this.db.prepare(`SELECT rid FROM ${t} WHERE id = ?`),
      insert: this.db.prepare(`INSERT INTO ${t} (id, doc, hidden${names.map((n) => `, ${n}`).join('')}) VALUES (?, ?, ?${names.map(() => ', ?').join('')})`),
      update: this.db.prepare(`UPDATE ${t} SET doc = ?, hidden = ?${names.map((n) => `, ${n} = ?`).join('')} WHERE rid = ?`),
      deleteSide: resource.sideTables.map((s) => this.db.prepare(`DELETE FROM "${s.name}" WHERE rid = ?`)),
      insertSide: resource.sideTables.map((s) => this.db.prepare(
        `INSERT INTO "${s.name}" (rid${s.columns.map((c) => `, "${c.name}"`).join('')}) VALUES (?${s.columns.map(() => ', ?').join('')})`)),
      searchColumns: columns,
    };
    if (resource.search) {
      const index = `"${resource.search.name}"`;
      p.deleteSearch = this.db.prepare(`DELETE FROM ${index} WHERE rowid = ?`);
      p.insertSearch = this.db.prepare(`INSERT INTO ${index} (rowid${columns.map((c) => `, "${c}"`).join('')}) VALUES (?${columns.map(() => ', ?').join('')})`);
    }
    this.prepared.set(resource.table, p);
    return p;
  }
}
