/**
 * PostgreSQL: Kysely's PostgreSQL compiler, full-text search over prepared lexemes, identity row
 * ids and code point ordered text.
 *
 * Search has the semantics of docs/contract.md §6 exactly as on SQLite: the words are folded once,
 * in shared code (src/text/fold.ts), and both stores match prefixes of those same tokens. So
 * PostgreSQL needs neither `unaccent` nor a text search configuration: a record's entry is a
 * `tsvector` of ready tokens, each tagged with its column (`c<n>_`), and a search is a `tsquery` of
 * prefix terms over a GIN index.
 */
import { PostgresAdapter, PostgresQueryCompiler, sql, type Expression, type SqlBool } from 'kysely';
import { type ResourceDecl, type SearchIndexDecl } from '../../query/declare.js';
import { compileOnlyKysely, type AnyBuilder, type SearchNode, type SqlDialect } from '../../query/sql/dialect.js';
import { type DdlDialect } from '../ddl.js';
import { searchColumns, searchTerms } from '../../query/search-text.js';

export const postgresKysely = compileOnlyKysely(() => new PostgresAdapter(), () => new PostgresQueryCompiler());

/** A lexeme quoted for tsvector and tsquery input: no parser or dictionary touches it. */
const lexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const tagged = (column: number, token: string) => `c${column}_${token}`;

/** The tsvector input of one record's entry: the search texts (src/query/search-text.ts) of its columns. */
export function searchVector(texts: readonly string[]): string {
  const out: string[] = [];
  texts.forEach((text, column) => {
    for (const token of text.split(' ')) if (token) out.push(lexeme(tagged(column, token)));
  });
  return out.join(' ');
}

/**
 * The tsquery: every word must be a prefix of a token in one of the scope's columns, in the
 * requested locale for localized columns (the same rule as the SQLite FTS5 query).
 */
export function searchQuery(index: SearchIndexDecl<any>, node: SearchNode): string {
  const columns = searchColumns(index);
  return searchTerms(index, node).map((terms) => {
    const parts = terms.flatMap((t) => t.columns.map((column) => `${lexeme(tagged(columns.indexOf(column), t.token))}:*`));
    return `(${parts.length ? parts.join(' | ') : "'c_none'"})`;
  }).join(' & ');
}

export const postgresDialect: SqlDialect = {
  db: postgresKysely,
  search(eb: AnyBuilder, node: SearchNode, resource: ResourceDecl): Expression<SqlBool> {
    const index = resource.search!;
    return eb('t.rid', 'in', sql`(select rid from ${sql.table(index.name)} where words @@ ${searchQuery(index, node)}::tsquery)`);
  },
  // Read as text, the cheapest transfer (bytea would double it as hex); the store hands the
  // documents on as Buffers (postgres-store.ts, `asBytes`).
  bytes: (column) => sql<Buffer>`${sql.ref(column)}`,
  // PostgreSQL's planner weighs an ordered index walk against collecting matches by itself.
  unindexed: (column) => sql.ref(column),
};

export const postgresDdl: DdlDialect = {
  db: postgresKysely,
  rowIdType: 'bigint',
  rowId: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
  // "C": byte order of UTF-8, which is code point order, whatever the database's locale.
  text: sql`text collate "C"`,
  sideTable: (table) => table,
  searchIndex(resource) {
    const name = resource.search!.name;
    return [
      `CREATE TABLE IF NOT EXISTS "${name}" (rid bigint PRIMARY KEY, words tsvector NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS "${name}_words_idx" ON "${name}" USING gin (words)`,
    ];
  },
};
