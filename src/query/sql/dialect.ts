/**
 * A SQL dialect: Kysely's query compiler for the database plus the few things that differ between
 * stores (full-text search). Shared compile code never asks which dialect it has.
 */
import {
  DummyDriver, Kysely, type RawBuilder, type DialectAdapter, type Expression, type ExpressionBuilder, type QueryCompiler, type SqlBool,
  SqliteIntrospector,
} from 'kysely';
import { type Predicate } from '../predicate.js';
import { type ResourceDecl } from '../declare.js';

export type SearchNode = Extract<Predicate, { kind: 'search' }>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBuilder = ExpressionBuilder<any, any>;

export interface SqlDialect {
  /** A Kysely instance used only to build and compile queries; it never connects. */
  readonly db: Kysely<any>;
  /** `t.rid IN (records whose search index matches)` for this store's full-text engine. */
  search(eb: AnyBuilder, node: SearchNode, resource: ResourceDecl): Expression<SqlBool>;
  /** A text column read as its UTF-8 bytes: documents go to the socket without decoding. */
  bytes(column: string): RawBuilder<Buffer>;
  /** The column such that no index is used to find rows by it (the order's index drives). */
  unindexed(column: string): Expression<unknown>;
}

/** Kysely needs a driver to exist; queries are compiled with it and run by the store's own driver. */
export function compileOnlyKysely(adapter: () => DialectAdapter, compiler: () => QueryCompiler): Kysely<any> {
  return new Kysely<any>({
    dialect: {
      createAdapter: adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: compiler,
    },
  });
}

/** Search words are stored per locale as `<locale>_<word>` so one entry serves every locale. */
export function localeToken(locale: string, word: string): string {
  return `${locale.replace('-', '').toLowerCase()}_${word}`;
}
