/**
 * Plan stage: resolves the parsed request against a resource declaration (docs/contract.md §5
 * and 6), reads values by their declared kinds and enforces the limits. Output: a predicate tree
 * and an order, still free of SQL.
 */
import { type FilterDecl, type ResourceDecl, type SortDecl } from './declare.js';
import { ResultWindowError, ValidationError, Violations } from './errors.js';
import { parseEnvelope, type EnvelopeMember, type FilterNode, type RawEnvelope } from './parse.js';
import { FALSE, TRUE, and, not, or, type Predicate } from './predicate.js';
import { sortKindOf, type Direction } from './sort-kinds.js';
import { INVALID, type Scalar } from './value-kinds.js';

/** docs/contract.md §5: identifier codes counted across the whole filter tree. */
export const MAX_IDENTIFIERS = 1000;
/** All values of all filters in one request; beyond this a request is refused, not half-run. */
export const MAX_VALUES = 10_000;

export type { Direction };
export interface OrderPlan { sort: SortDecl; direction: Direction; locale?: string }
export interface PagePlan { no: number; size: number; offset: number; limit: number }
/** `after`: a stream resumed after a line, its cursor as sent (checked against the store's key later). */
export interface QueryPlan { where: Predicate; order: OrderPlan; page?: PagePlan; after?: string }

const ID_ORDER: SortDecl = { kind: 'column', column: 'id', nullable: false };

interface PlanContext { resource: ResourceDecl; violations: Violations; identifiers: number; values: number }

export type Operation = 'query' | 'stream';

/** Parse and plan a query or stream request body for a resource. Throws ValidationError. */
export function planRequest(resource: ResourceDecl, body: unknown, operation: Operation): QueryPlan {
  const rules = resource.envelope;
  const violations = new Violations();
  const allowed: EnvelopeMember[] = ['filter'];
  if (rules.sorting !== 'none') allowed.push('sorting');
  // docs/contract.md §12: a stream request that contains `page` is a 422.
  if (operation === 'query') allowed.push('page');
  // docs/api.md "Streams that resume": products and media streams continue after a line's cursor.
  if (operation === 'stream' && rules.resumable) allowed.push('after');
  const envelope = parseEnvelope(body, allowed, violations);
  const ctx: PlanContext = { resource, violations, identifiers: 0, values: 0 };

  requireMembers(envelope, rules, operation, violations);
  const where = envelope.filter ? planFilter(envelope.filter, ctx) : TRUE;
  if (ctx.identifiers > MAX_IDENTIFIERS) {
    violations.add('/filter', `must not name more than ${MAX_IDENTIFIERS} identifier codes in all (it names ${ctx.identifiers}); split the request`);
  }
  if (ctx.values > MAX_VALUES) {
    violations.add('/filter', `must not hold more than ${MAX_VALUES} values in all (it holds ${ctx.values}); split the request`);
  }
  const order = envelope.sorting ? planSorting(envelope.sorting, ctx) : { sort: ID_ORDER, direction: 'asc' as const };
  violations.throwIfAny();

  const plan: QueryPlan = { where, order };
  if (envelope.page) plan.page = planPage(envelope.page, resource);
  if (envelope.after !== undefined) plan.after = envelope.after;
  return plan;
}

function requireMembers(envelope: RawEnvelope, rules: ResourceDecl['envelope'], operation: Operation, violations: Violations): void {
  if (rules.filter === 'required' && envelope.filter === undefined) violations.add('/filter', 'is required');
  if (rules.sorting === 'required' && !envelope.sorting && !violations.list.some((v) => v.path === '/sorting')) {
    violations.add('/sorting', envelope.sorting === null ? 'must have exactly one sorting key' : 'is required');
  }
  if (operation === 'query' && rules.page === 'required' && envelope.page === undefined && !violations.list.some((v) => v.path.startsWith('/page'))) {
    violations.add('/page', 'is required');
  }
}

function planPage(page: { no: number; size: number }, resource: ResourceDecl): PagePlan {
  const offset = page.no * page.size;
  const window = resource.envelope.resultWindow;
  if (window !== undefined && offset >= window) {
    throw new ResultWindowError(window, resource.envelope.streamPath ?? `/v4/${resource.path}/stream`);
  }
  if (!Number.isSafeInteger(offset)) throw new ValidationError([{ path: '/page/no', message: 'is too large' }]);
  // docs/contract.md §5: no item at index `window` or beyond is ever returned.
  const limit = window === undefined ? page.size : Math.min(page.size, window - offset);
  return { no: page.no, size: page.size, offset, limit };
}

function planFilter(node: FilterNode, ctx: PlanContext): Predicate {
  switch (node.kind) {
    case 'and':
      return and(node.items.map((n) => planFilter(n, ctx)));
    case 'or':
      return or(node.items.map((n) => planFilter(n, ctx)));
    case 'not':
      return not(planFilter(node.item, ctx));
    case 'field': {
      const decl = ctx.resource.filters[node.name];
      if (!decl || !Object.hasOwn(ctx.resource.filters, node.name)) {
        ctx.violations.add(node.path, `is not a filter of ${ctx.resource.path}; known filters: ${Object.keys(ctx.resource.filters).join(', ')}, and, or, not`);
        return TRUE;
      }
      const value = decl.value.parse(node.raw, node.path, ctx.violations);
      if (value === INVALID) return TRUE;
      ctx.values += Array.isArray(value) ? value.length : 1;
      return planField(decl, value, ctx);
    }
  }
}

/**
 * One declared filter of `resource` with `raw` as a request would give it, planned as the request's
 * filter would be: for code inside the service that selects records by a public filter's meaning
 * (the products that carry a code). Undefined when the filter does not take the value (a 13-digit
 * code for `eanGtin8`): no record can match it.
 */
export function filterPredicate(resource: ResourceDecl, name: string, raw: unknown): Predicate | undefined {
  const decl = resource.filters[name];
  if (!decl || !Object.hasOwn(resource.filters, name)) throw new Error(`${resource.path} has no filter ${name}`);
  const violations = new Violations();
  const value = decl.value.parse(raw, `/filter/${name}`, violations);
  if (value === INVALID || !violations.empty) return undefined;
  return planField(decl, value, { resource, violations, identifiers: 0, values: 0 });
}

/** One rule per kind of match (docs/contract.md §6); the declaration supplies names and values. */
function planField(decl: FilterDecl, value: unknown, ctx: PlanContext): Predicate {
  switch (decl.match) {
    case 'in': {
      const values = value as Scalar[];
      if (decl.identifiers) ctx.identifiers += values.length;
      return values.length === 0 ? FALSE : { kind: 'in', column: decl.column, values };
    }
    case 'is':
      return { kind: 'in', column: decl.column, values: [(value as boolean) ? 1 : 0] };
    case 'range': {
      const range = value as { from?: number; until?: number };
      return { kind: 'range', column: decl.column, ...range };
    }
    case 'any': {
      const values = value as Scalar[];
      if (decl.identifiers) ctx.identifiers += values.length;
      if (values.length === 0) return FALSE;
      return { kind: 'exists', table: decl.table, conditions: [{ kind: 'in', column: decl.column, values }] };
    }
    case 'prefix': {
      const prefixes = (value as Scalar[]).map(String);
      if (prefixes.length === 0) return FALSE;
      return { kind: 'exists', table: decl.table, conditions: [{ kind: 'prefix', column: decl.column, prefixes }] };
    }
    case 'subtree': {
      const roots = value as Scalar[];
      if (roots.length === 0) return FALSE;
      return { kind: 'exists', table: decl.table, conditions: [{ kind: 'subtree', column: decl.column, tree: decl.tree, roots }] };
    }
    case 'row': {
      const where = (decl.where as (v: unknown) => Record<string, readonly Scalar[]>)(value);
      // docs/contract.md §5: an empty list matches nothing.
      if (Object.values(where).some((values) => values.length === 0)) return FALSE;
      return { kind: 'exists', table: decl.table, conditions: Object.entries(where).map(([column, values]) => ({ kind: 'in' as const, column, values })) };
    }
    case 'search': {
      const search = value as { words: string[]; locale: string | null; scope: string };
      return { kind: 'search', index: decl.index, ...search };
    }
    case 'via': {
      const values = value as Scalar[];
      if (values.length === 0) return FALSE;
      return { kind: 'lookup', column: decl.column, table: decl.table, key: decl.key, target: decl.target, values };
    }
  }
}

function planSorting(sorting: NonNullable<RawEnvelope['sorting']>, ctx: PlanContext): OrderPlan {
  const sort = ctx.resource.sorts[sorting.key];
  if (!sort || !Object.hasOwn(ctx.resource.sorts, sorting.key)) {
    const known = Object.keys(ctx.resource.sorts);
    ctx.violations.add(sorting.path, known.length ? `is not a sorting key of ${ctx.resource.path}; known: ${known.join(', ')}` : `${ctx.resource.path} offers no sorting`);
    return { sort: ID_ORDER, direction: 'asc' };
  }
  // A refused value is reported; the plan is never used then (the violations are thrown).
  const value = sortKindOf(sort).parse(sorting.raw, sorting.path, ctx.violations);
  return value === INVALID ? { sort, direction: 'asc' } : { sort, ...value };
}
