/**
 * Prepared statements by SQL text. Compiled queries repeat (same filter shape, new values), so
 * preparing once pays off; the cache is bounded because filter shapes are client-chosen.
 */
import type Database from 'better-sqlite3';

export class StatementCache {
  private readonly cache = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database, private readonly max = 500) {}

  get(sql: string): Database.Statement {
    let statement = this.cache.get(sql);
    if (statement) {
      // Refresh recency: Map keeps insertion order, the first key is the least recent.
      this.cache.delete(sql);
      this.cache.set(sql, statement);
      return statement;
    }
    statement = this.db.prepare(sql);
    this.cache.set(sql, statement);
    if (this.cache.size > this.max) this.cache.delete(this.cache.keys().next().value!);
    return statement;
  }
}
