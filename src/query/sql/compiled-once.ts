/**
 * A statement run often whose text depends only on names (a table, a column, a count of values):
 * built with Kysely once per dialect and key, later calls take the text with their own values.
 * Building costs about as much as a quick read (7-13 us), so the statements on a request's or a
 * write's hot path (a key's owner, a page's documents, a write's reads) are built once. The values
 * must be the statement's parameters in order: the first build checks that they are.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import { type SqlDialect } from './dialect.js';

const texts = new WeakMap<SqlDialect, Map<string, string>>();

export function compiledOnce(dialect: SqlDialect, key: string, values: readonly unknown[], build: () => Compilable): CompiledQuery {
  let known = texts.get(dialect);
  if (!known) {
    known = new Map();
    texts.set(dialect, known);
  }
  const text = known.get(key);
  if (text !== undefined) return CompiledQuery.raw(text, [...values]);
  const compiled = build().compile();
  if (compiled.parameters.length !== values.length || compiled.parameters.some((p, i) => p !== values[i])) {
    throw new Error(`the statement ${key} has parameters other than its values`);
  }
  known.set(key, compiled.sql);
  return compiled;
}
