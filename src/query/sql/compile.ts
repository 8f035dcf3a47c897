/**
 * Compile stage: predicate trees and segments to SQL through Kysely's immutable query nodes.
 * Values are always parameters. Dialect differences live behind SqlDialect.
 */
import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import { type ResourceDecl } from '../declare.js';
import { and, type Condition, type Predicate } from '../predicate.js';

const isTrue = (p: Predicate) => p.kind === 'const' && p.value;

/** Widest flat AND/OR: SQLite parses `a OR b OR ...` one level deeper per term, up to 1000. */
const FAN_OUT = 32;

/** Joins many terms as a balanced tree of groups, so depth grows as log32(n), not n. */
function balanced(terms: Expression<SqlBool>[], join: (items: Expression<SqlBool>[]) => Expression<SqlBool>): Expression<SqlBool> {
  if (terms.length <= FAN_OUT) return join(terms);
  const size = Math.ceil(terms.length / FAN_OUT);
  const groups: Expression<SqlBool>[] = [];
  for (let i = 0; i < terms.length; i += size) groups.push(balanced(terms.slice(i, i + size), join));
  return balanced(groups, join);
}
import { type Segment } from './segments.js';
import { type AnyBuilder, type SqlDialect } from './dialect.js';

const T = 't';
const col = (name: string) => `${T}.${name}`;

export function compileWhere(eb: AnyBuilder, p: Predicate, dialect: SqlDialect, resource: ResourceDecl): Expression<SqlBool> {
  switch (p.kind) {
    case 'and':
      return balanced(p.items.map((q) => compileWhere(eb, q, dialect, resource)), (items) => eb.and(items));
    case 'or':
      return balanced(p.items.map((q) => compileWhere(eb, q, dialect, resource)), (items) => eb.or(items));
    case 'not':
      // decisions section 12: `not F` is the complement of F, also where F reads a missing (NULL) field.
      return eb.not(eb.fn.coalesce(compileWhere(eb, p.item, dialect, resource), sql.lit(false)) as Expression<SqlBool>);
    case 'const':
      return p.value ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    case 'in':
      return p.values.length === 1 ? eb(col(p.column), '=', p.values[0]) : eb(col(p.column), 'in', p.values);
    case 'present':
      return eb(col(p.column), 'is not', null);
    case 'range': {
      const bounds: Expression<SqlBool>[] = [];
      if (p.from !== undefined) bounds.push(eb(col(p.column), '>=', p.from));
      if (p.until !== undefined) bounds.push(eb(col(p.column), '<=', p.until));
      return eb.and(bounds);
    }
    case 'exists': {
      // `rid IN (subquery)` lets the database start from the side table's index instead of
      // probing it once per record.
      const sub = eb.selectFrom(`${p.table} as s`).select('s.rid')
        .where((sb: AnyBuilder) => sb.and(p.conditions.map((c) => compileCondition(sb, c, dialect))));
      return eb(col('rid'), 'in', sub);
    }
    case 'search':
      return dialect.search(eb, p, resource);
  }
}

function compileCondition(eb: AnyBuilder, c: Condition, dialect: SqlDialect): Expression<SqlBool> {
  const column = `s.${c.column}`;
  switch (c.kind) {
    case 'in':
      return c.values.length === 1 ? eb(column, '=', c.values[0]) : eb(column, 'in', c.values);
    case 'prefix':
      // A range per prefix so an index on the column answers it: 'N02' <= code < 'N03'.
      return balanced(c.prefixes.map((prefix) => eb.and([eb(column, '>=', prefix), eb(column, '<', prefixEnd(prefix))])), (items) => eb.or(items));
    case 'subtree': {
      const { table, id, parent } = c.tree;
      const subtree = dialect.db
        .withRecursive('subtree(id)', (qb: any) => qb.selectFrom(table).select(id).where(id, 'in', c.roots)
          .union((u: any) => u.selectFrom(`${table} as c`).innerJoin('subtree', `c.${parent}`, 'subtree.id').select(`c.${id}`)))
        .selectFrom('subtree').select('id');
      return eb(column, 'in', subtree);
    }
  }
}

/** The smallest string greater than every string that starts with `prefix`. */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export interface Range { offset: number; limit: number }

/** `SELECT id, doc` (the document as bytes) of one ordered segment, optionally one page of it. */
export function compileSegmentSelect(
  dialect: SqlDialect, resource: ResourceDecl, where: Predicate, segment: Segment, range?: Range,
): CompiledQuery {
  const { db } = dialect;
  const dir = segment.direction;
  const order = segment.order;
  let query;
  if (order.kind === 'localized') {
    query = db.selectFrom(`${order.table} as k`)
      .innerJoin(`${resource.table} as ${T}`, 't.rid', 'k.rid')
      .where('k.locale', '=', order.locale)
      .$if(!isTrue(where), (q) => q.where((eb) => compileWhere(eb, where, dialect, resource)))
      .orderBy('k.key', dir).orderBy('k.id', dir);
  } else {
    const both = and([where, segment.extra]);
    query = db.selectFrom(`${resource.table} as ${T}`)
      .$if(!isTrue(both), (q) => q.where((eb) => compileWhere(eb, both, dialect, resource)))
      .orderBy(col(order.column), dir);
    if (order.column !== 'id') query = query.orderBy(col('id'), dir);
  }
  query = query.select([col('id'), dialect.bytes(col('doc')).as('doc')]);
  if (range) query = query.limit(range.limit).offset(range.offset);
  return query.compile();
}

/** `SELECT count(*)` of the records a predicate matches. */
export function compileCount(dialect: SqlDialect, resource: ResourceDecl, where: Predicate): CompiledQuery {
  return dialect.db.selectFrom(`${resource.table} as ${T}`)
    .select((eb) => eb.fn.countAll().as('n'))
    .$if(!isTrue(where), (q) => q.where((eb) => compileWhere(eb, where, dialect, resource)))
    .compile();
}
