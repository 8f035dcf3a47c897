/**
 * Compile stage: predicate trees and segments to SQL through Kysely's immutable query nodes.
 * Values are always parameters. Dialect differences live behind SqlDialect.
 *
 * A page can be read two ways, and the service picks one from the totals it already knows
 * (src/service/access-path.ts):
 * - `filter` (selective filters): side tables are read as sets, `rid IN (SELECT rid ...)`, so the
 *   database starts from their indexes and sorts the few matches;
 * - `order` (broad filters, shallow pages): the order's index is walked and each record is
 *   probed, `EXISTS (... WHERE s.rid = t.rid)`, with column indexes kept out of the way, so the
 *   read stops after offset + limit matches instead of sorting them all.
 */
import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import { type ResourceDecl } from '../declare.js';
import { and, type Condition, type Predicate, type TreeRef } from '../predicate.js';
import { type Scalar } from '../value-kinds.js';
import { type AnyBuilder, type SqlDialect } from './dialect.js';
import { type Segment } from './segments.js';

export type AccessPath = 'filter' | 'order';

const T = 't';
const col = (name: string) => `${T}.${name}`;
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

interface Context { dialect: SqlDialect; resource: ResourceDecl; path: AccessPath }

export function compileWhere(eb: AnyBuilder, p: Predicate, dialect: SqlDialect, resource: ResourceDecl, path: AccessPath = 'filter'): Expression<SqlBool> {
  return where(eb, p, { dialect, resource, path });
}

function where(eb: AnyBuilder, p: Predicate, ctx: Context): Expression<SqlBool> {
  const column = (name: string) => (ctx.path === 'order' ? ctx.dialect.unindexed(col(name)) : col(name));
  switch (p.kind) {
    case 'and':
      return balanced(p.items.map((q) => where(eb, q, ctx)), (items) => eb.and(items));
    case 'or':
      return balanced(p.items.map((q) => where(eb, q, ctx)), (items) => eb.or(items));
    case 'not':
      // docs/contract.md §12: `not F` is the complement of F, also where F reads a missing (NULL) field.
      return eb.not(eb.fn.coalesce(where(eb, p.item, ctx), sql.lit(false)) as Expression<SqlBool>);
    case 'const':
      return p.value ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    case 'in':
      return p.values.length === 1 ? eb(column(p.column), '=', p.values[0]) : eb(column(p.column), 'in', p.values);
    case 'present':
      return eb(column(p.column), 'is not', null);
    case 'range': {
      const bounds: Expression<SqlBool>[] = [];
      if (p.from !== undefined) bounds.push(eb(column(p.column), '>=', p.from));
      if (p.until !== undefined) bounds.push(eb(column(p.column), '<=', p.until));
      return eb.and(bounds);
    }
    case 'exists': {
      // On the order path a record's few side rows are found by its rid and then tested, rather
      // than sought once per listed value.
      const conditions = (sb: AnyBuilder) => sb.and(p.conditions.map((c) => condition(sb, c, ctx.dialect, ctx.path)));
      if (ctx.path === 'order') {
        return eb.exists(eb.selectFrom(`${p.table} as s`).select(sql.lit(1).as('one'))
          .whereRef('s.rid', '=', col('rid')).where(conditions));
      }
      return eb(col('rid'), 'in', eb.selectFrom(`${p.table} as s`).select('s.rid').where(conditions));
    }
    case 'search':
      return ctx.dialect.search(eb, p, ctx.resource);
    case 'lookup':
      return eb(column(p.column), 'in', eb.selectFrom(p.table).select(p.key).where(p.target, 'in', p.values));
  }
}

function condition(eb: AnyBuilder, c: Condition, dialect: SqlDialect, path: AccessPath): Expression<SqlBool> {
  const column = path === 'order' ? dialect.unindexed(`s.${c.column}`) : `s.${c.column}`;
  switch (c.kind) {
    case 'in':
      return c.values.length === 1 ? eb(column, '=', c.values[0]) : eb(column, 'in', c.values);
    case 'prefix':
      // A range per prefix so an index on the column answers it: 'N02' <= code < 'N03'.
      return balanced(c.prefixes.map((prefix) => eb.and([eb(column, '>=', prefix), eb(column, '<', prefixEnd(prefix))])), (items) => eb.or(items));
    case 'subtree':
      return eb(column, 'in', subtreeIds(dialect, c.tree, c.roots));
  }
}

/** The ids of a tree's nodes at and under the roots that exist (docs/contract.md §6). */
function subtreeIds(dialect: SqlDialect, tree: TreeRef, roots: readonly Scalar[]) {
  const { table, id, parent } = tree;
  return dialect.db
    .withRecursive('subtree(id)', (qb: any) => qb.selectFrom(table).select(id).where(id, 'in', roots)
      .union((u: any) => u.selectFrom(`${table} as c`).innerJoin('subtree', `c.${parent}`, 'subtree.id').select(`c.${id}`)))
    .selectFrom('subtree').select('id');
}

/** The same ids as rows `{ id }` (the in-memory index matches them against its postings). */
export const compileSubtree = (dialect: SqlDialect, tree: TreeRef, roots: readonly Scalar[]): CompiledQuery =>
  subtreeIds(dialect, tree, roots).compile();

/** The smallest string greater than every string that starts with `prefix`. */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export interface Range { offset: number; limit: number }

/** A position in a segment's order: the sort key and id of the row just before it. */
export interface Bound { key: unknown; id: string | number }

/** The table of a resource's documents, next to its narrow record table. */
export const docsTable = (resource: ResourceDecl) => `${resource.table}_docs`;

/**
 * One ordered segment: `rid, id` of one page of it (documents are read afterwards, for that page
 * only), or with `docs`, `id, doc` of all of it (streams).
 */
export function compileSegmentSelect(
  dialect: SqlDialect, resource: ResourceDecl, filter: Predicate, segment: Segment,
  options: { range?: Range; docs?: boolean; path?: AccessPath; after?: Bound } = {},
): CompiledQuery {
  const { db } = dialect;
  const dir = segment.direction;
  const order = segment.order;
  const path = options.path ?? 'filter';
  const condition = order.kind === 'localized' ? filter : and([filter, segment.extra]);
  let query = order.kind === 'localized'
    ? db.selectFrom(`${order.table} as k`).innerJoin(`${resource.table} as ${T}`, 't.rid', 'k.rid')
      .where('k.locale', '=', order.locale).orderBy('k.key', dir).orderBy('k.id', dir)
    : db.selectFrom(`${resource.table} as ${T}`).orderBy(col(order.column), dir);
  if (order.kind === 'column' && order.column !== 'id') query = query.orderBy(col('id'), dir);
  if (!isTrue(condition)) query = query.where((eb) => compileWhere(eb, condition, dialect, resource, path));
  const [key, id] = order.kind === 'localized' ? ['k.key', 'k.id'] : [col(order.column), col('id')];
  const after = options.after;
  if (after) {
    // Keyset seek: start right after a known position instead of skipping `offset` rows.
    const op = dir === 'asc' ? '>' : '<';
    query = key === id
      ? query.where(id, op, after.id)
      : query.where((eb) => eb(eb.refTuple(key, id), op, eb.tuple(after.key as never, after.id as never)));
  }
  if (options.docs) {
    // The sort value too, unless it is the id: a stream line's cursor holds it (docs/api.md "Streams that resume").
    query = query.innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
      .select(key === id ? [col('id'), dialect.bytes('d.doc').as('doc')] : [col('id'), sql.ref(key).as('sort_key'), dialect.bytes('d.doc').as('doc')]);
  } else {
    query = query.select([col('rid'), col('id'), sql.ref(key).as('sort_key')]);
  }
  if (options.range) query = query.limit(options.range.limit).offset(options.range.offset);
  return query.compile();
}

/** `SELECT count(*)` of the records a predicate matches. */
export function compileCount(dialect: SqlDialect, resource: ResourceDecl, filter: Predicate): CompiledQuery {
  let query = dialect.db.selectFrom(`${resource.table} as ${T}`).select((eb) => eb.fn.countAll().as('n'));
  if (!isTrue(filter)) query = query.where((eb) => compileWhere(eb, filter, dialect, resource));
  return query.compile();
}

/** The row ids of the records a predicate matches (a leaf the in-memory index asks of the store). */
export function compileRids(dialect: SqlDialect, resource: ResourceDecl, filter: Predicate): CompiledQuery {
  let query = dialect.db.selectFrom(`${resource.table} as ${T}`).select(col('rid'));
  if (!isTrue(filter)) query = query.where((eb) => compileWhere(eb, filter, dialect, resource));
  return query.compile();
}
