/**
 * SQLite: Kysely's SQLite compiler, FTS5 for search, INTEGER PRIMARY KEY row ids.
 */
import { SqliteAdapter, SqliteQueryCompiler, sql, type Expression, type SqlBool } from 'kysely';
import { type ResourceDecl, type SearchIndexDecl } from '../../query/declare.js';
import { searchColumns, searchTerms } from '../../query/search-text.js';
import { compileOnlyKysely, type AnyBuilder, type SearchNode, type SqlDialect } from '../../query/sql/dialect.js';
import { type DdlDialect } from '../ddl.js';

export const sqliteKysely = compileOnlyKysely(() => new SqliteAdapter(), () => new SqliteQueryCompiler());

/**
 * The FTS5 query: every word must be a prefix of a word in one of the scope's columns, in the
 * requested locale for localized columns. Words hold only letters and digits (src/text/fold.ts),
 * so quoting them is enough to keep FTS5 syntax out; the whole string is still a parameter.
 */
export function matchExpression(index: SearchIndexDecl<any>, node: SearchNode): string {
  return searchTerms(index, node)
    .map((terms) => `(${terms.map((t) => `{${t.columns.join(' ')}} : "${t.token}"*`).join(' OR ')})`)
    .join(' AND ');
}

export const sqliteDialect: SqlDialect = {
  db: sqliteKysely,
  search(eb: AnyBuilder, node: SearchNode, resource: ResourceDecl): Expression<SqlBool> {
    const index = resource.search!;
    return eb('t.rid', 'in', sql`(select rowid from ${sql.table(index.name)} where ${sql.table(index.name)} match ${matchExpression(index, node)})`);
  },
  // TEXT to BLOB is a reinterpretation of the stored bytes, not a conversion.
  bytes: (column) => sql<Buffer>`cast(${sql.ref(column)} as blob)`,
  // SQLite's documented way to keep a term from using an index: a unary plus.
  unindexed: (column) => sql`+${sql.ref(column)}`,
};

/**
 * Token prefix lengths FTS5 keeps ready-made doclists for, so that a short word prefix (every word
 * of a search is one, docs/contract.md §6) reads one doclist instead of merging every word that
 * starts with it. Localized tokens begin with their locale (`nl_`): lengths 4, 5 and 6 serve
 * words of 1 to 3 letters (docs/performance.md).
 */
function prefixLengths(index: SearchIndexDecl<any>): string {
  return Object.values(index.scopes).some((scope) => scope.localized.length > 0) ? '4 5 6' : '2 4';
}

export const sqliteDdl: DdlDialect = {
  db: sqliteKysely,
  // Exactly `integer primary key`: SQLite's rowid itself, the cheapest key it has.
  rowIdType: 'integer',
  rowId: (c) => c.primaryKey(),
  // SQLite's default BINARY collation compares UTF-8 bytes, which is code point order.
  text: 'text',
  sideTable: (table) => table.modifyEnd(sql`without rowid`),
  searchIndex(resource) {
    const index = resource.search!;
    const columns = searchColumns(index).join(', ');
    // Contentless: the documents live in the resource table; words are pre-folded, so the
    // tokenizer only splits, and '_' joins a locale to its word (`nl_creme`). Searches are word
    // prefixes in columns, never phrases: `detail=column` keeps no positions.
    return [`CREATE VIRTUAL TABLE IF NOT EXISTS "${index.name}" USING fts5(${columns}, content='', contentless_delete=1, detail=column, `
      + `tokenize="unicode61 remove_diacritics 0 tokenchars '_'", prefix='${prefixLengths(index)}')`];
  },
};
