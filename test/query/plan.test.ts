import { describe, expect, it } from 'vitest';
import { ResultWindowError, ValidationError } from '../../src/query/errors.js';
import { planRequest } from '../../src/query/plan.js';
import { compileCount, compileSegmentSelect } from '../../src/query/sql/compile.js';
import { orderSegments, pageSegments } from '../../src/query/sql/segments.js';
import { products } from '../../src/resources/products/resource.js';
import { sqliteDialect } from '../../src/store/sqlite/sqlite-dialect.js';

const body = (filter: unknown, extra: Record<string, unknown> = {}) => ({ filter, sorting: { id: 'ASC' }, page: { no: 0, size: 10 }, ...extra });

function violations(run: () => unknown): Array<{ path: string; message: string }> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.violations;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('plan: filters to predicates', () => {
  it('turns several keys into an implicit and, and one value into a list', () => {
    const plan = planRequest(products, body({ status: 'active', brand: [3, 4] }), 'query');
    expect(plan.where).toEqual({
      kind: 'and',
      items: [
        { kind: 'in', column: 'status', values: ['active'] },
        { kind: 'exists', table: 'product_brands', conditions: [{ kind: 'in', column: 'value', values: [3, 4] }] },
      ],
    });
  });

  it('nests and/or/not to any depth and simplifies {} away', () => {
    const plan = planRequest(products, body({ or: [{}, { not: { not: { otc: 'yes' } } }] }), 'query');
    expect(plan.where).toEqual({ kind: 'const', value: true });
    const nested = planRequest(products, body({ and: [{ or: [{ otc: 'yes' }, { narcotic: 'no' }] }, { not: { status: 'inactive' } }] }), 'query');
    expect(nested.where.kind).toBe('and');
  });

  it('an empty list matches nothing', () => {
    expect(planRequest(products, body({ brand: [] }), 'query').where).toEqual({ kind: 'const', value: false });
  });

  it('reads EAN codes as numbers from integers or digit strings with leading zeros', () => {
    const plan = planRequest(products, body({ ean: ['0012345678905', 12345678905] }), 'query');
    expect(plan.where).toMatchObject({ conditions: [{ values: [12345678905] }] });
  });

  it('maps allowedSpecies codes to species IDs', () => {
    const plan = planRequest(products, body({ allowedSpecies: ['veterinary', 'human'] }), 'query');
    expect(plan.where).toMatchObject({ conditions: [{ values: [2, 1] }] });
  });

  it('folds search words and keeps the locale and type', () => {
    const plan = planRequest(products, body({ search: { query: 'Crème  HYDRA', locale: 'fr', type: 'name' } }), 'query');
    expect(plan.where).toEqual({ kind: 'search', index: 'products_search', words: ['creme', 'hydra'], locale: 'fr', scope: 'name' });
  });
});

describe('plan: validation', () => {
  it('names unknown filters, bad enum values, wrong types with JSON pointers', () => {
    const v = violations(() => planRequest(products, body({ colour: 'red', status: 'sold', and: [{ brand: 'x' }] }), 'query'));
    expect(v.map((x) => x.path).sort()).toEqual(['/filter/and/0/brand', '/filter/colour', '/filter/status']);
  });

  it('requires filter, sorting and page on products, and rejects unknown members', () => {
    const v = violations(() => planRequest(products, { filters: {} }, 'query'));
    expect(v.map((x) => x.path).sort()).toEqual(['/filter', '/filters', '/page', '/sorting']);
  });

  it('checks page size and number, and sorting shape', () => {
    const v = violations(() => planRequest(products, { filter: {}, sorting: { id: 'asc', pzn: 'ASC' }, page: { no: -1, size: 20 } }, 'query'));
    expect(v.map((x) => x.path).sort()).toEqual(['/page/no', '/page/size', '/sorting']);
    const w = violations(() => planRequest(products, { filter: {}, sorting: { name: 'ASC' }, page: {} }, 'query'));
    expect(w.map((x) => x.path)).toContain('/sorting/name');
  });

  it('takes every sort key in the object form {direction}, and a locale only on localized keys (docs/contract.md §5)', () => {
    const order = (sorting: unknown) => planRequest(products, { filter: {}, sorting, page: {} }, 'query').order;
    for (const key of Object.keys(products.sorts).filter((k) => products.sorts[k]!.kind === 'column')) {
      for (const direction of ['ASC', 'DESC']) expect(order({ [key]: { direction } }), key).toEqual(order({ [key]: direction }));
      expect(violations(() => order({ [key]: { direction: 'ASC', locale: 'nl' } })).map((x) => x.path)).toEqual([`/sorting/${key}/locale`]);
      expect(violations(() => order({ [key]: {} })).map((x) => x.path)).toEqual([`/sorting/${key}/direction`]);
      expect(violations(() => order({ [key]: { direction: 'asc' } })).map((x) => x.path)).toEqual([`/sorting/${key}/direction`]);
      expect(violations(() => order({ [key]: { direction: 'ASC', order: 1 } })).map((x) => x.path)).toEqual([`/sorting/${key}/order`]);
    }
    expect(order({ name: { direction: 'DESC', locale: 'fr' } })).toMatchObject({ direction: 'desc', locale: 'fr' });
    expect(violations(() => order({ name: { direction: 'DESC' } })).map((x) => x.path)).toEqual(['/sorting/name/locale']);
  });

  it('counts identifier codes across the whole tree: 1000 pass, 1001 fail', () => {
    const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => String(from + i));
    expect(() => planRequest(products, body({ or: [{ id: ids(500) }, { pzn: ids(500, 1000) }] }), 'query')).not.toThrow();
    const v = violations(() => planRequest(products, body({ or: [{ id: ids(500) }, { and: [{ ean: ids(501, 1) }] }] }), 'query'));
    expect(v[0]!.path).toBe('/filter');
  });

  it('refuses a page at offset 10000 or more, and trims the last reachable page', () => {
    expect(() => planRequest(products, { filter: {}, sorting: { id: 'ASC' }, page: { no: 40, size: 250 } }, 'query')).toThrow(ResultWindowError);
    const plan = planRequest(products, { filter: {}, sorting: { id: 'ASC' }, page: { no: 199, size: 50 } }, 'query');
    expect(plan.page).toEqual({ no: 199, size: 50, offset: 9950, limit: 50 });
  });

  it('refuses page on a stream, and empty search queries', () => {
    expect(violations(() => planRequest(products, body({}), 'stream')).map((x) => x.path)).toEqual(['/page']);
    expect(violations(() => planRequest(products, body({ search: { query: ' !! ', locale: 'nl' } }), 'query'))[0]!.path).toBe('/filter/search/query');
  });

  it('refuses filters nested beyond the depth limit instead of overflowing', () => {
    let filter: Record<string, unknown> = { status: 'active' };
    for (let i = 0; i < 40; i++) filter = { not: filter };
    expect(violations(() => planRequest(products, body(filter), 'query')).length).toBeGreaterThan(0);
  });

  it('accepts [] wherever an object is expected', () => {
    const plan = planRequest(products, { filter: [], sorting: { id: 'DESC' }, page: [] }, 'query');
    expect(plan.where).toEqual({ kind: 'const', value: true });
    expect(plan.page).toEqual({ no: 0, size: 100, offset: 0, limit: 100 });
  });
});

describe('compile: SQL and parameters', () => {
  const compiled = (filter: unknown, sorting: unknown = { id: 'ASC' }) => {
    const plan = planRequest(products, { filter, sorting, page: { no: 1, size: 10 } }, 'query');
    const segments = orderSegments(plan.order);
    return { count: compileCount(sqliteDialect, products, plan.where), select: compileSegmentSelect(sqliteDialect, products, plan.where, segments[0]!, { range: { offset: 10, limit: 10 } }), segments };
  };

  it('compiles equality, side tables and ordering with every value a parameter', () => {
    const { select } = compiled({ status: ['active', 'replaced'], brand: 7 });
    expect(select.sql).toBe('select "t"."rid", "t"."id", "t"."id" as "sort_key" from "products" as "t" where ("t"."status" in (?, ?) and "t"."rid" in (select "s"."rid" from "product_brands" as "s" where "s"."value" = ?)) order by "t"."id" asc limit ? offset ?');
    expect(select.parameters).toEqual(['active', 'replaced', 7, 10, 10]);
  });

  it('compiles not as a complement that also holds for missing fields', () => {
    const { count } = compiled({ not: { pzn: '123' } });
    expect(count.sql).toBe('select count(*) as "n" from "products" as "t" where not coalesce("t"."pzn" = ?, false)');
  });

  it('compiles ATC prefixes as index ranges and categories as a recursive subtree', () => {
    const { count } = compiled({ atcCategory: 'N02', publicCategory: 5 });
    expect(count.sql).toContain('"s"."value" >= ? and "s"."value" < ?');
    expect(count.sql).toContain('with recursive "subtree"("id")');
    expect(count.parameters).toEqual(['N02', 'N03', 5]);
  });

  it('orders names in two segments: named records by folded key, then the rest by id', () => {
    const { segments, select } = compiled({}, { name: { direction: 'DESC', locale: 'nl' } });
    expect(segments).toHaveLength(2);
    expect(select.sql).toBe('select "t"."rid", "t"."id", "k"."key" as "sort_key" from "product_name_keys" as "k" inner join "products" as "t" on "t"."rid" = "k"."rid" where "k"."locale" = ? order by "k"."key" desc, "k"."id" desc limit ? offset ?');
  });

  it('keeps hostile strings in parameters, never in SQL', () => {
    const hostile = `x'); DROP TABLE products; --"`;
    const { select, count } = compiled({ pzn: hostile, cti: hostile, nameCti: hostile, dosageFormAbbreviation: hostile, catalogCategories: hostile, dietaryRestrictions: hostile, colors: hostile, atcCategory: hostile, id: hostile });
    for (const q of [select, count]) {
      expect(q.sql).not.toContain('DROP');
      expect(q.parameters.filter((p) => p === hostile).length).toBeGreaterThanOrEqual(8);
    }
    const search = compiled({ search: { query: `"a" OR * NEAR(b) ${hostile}`, locale: 'nl' } }).count;
    expect(search.sql).not.toContain('DROP');
    // Only quoted letter/digit words between fixed FTS5 syntax: nothing of the query's own syntax survives.
    expect(String(search.parameters[0])).toMatch(/^\(\{name brand\} : "nl_[a-z0-9]+"\* OR \{code\} : "[a-z0-9]+"\*\)( AND \(\{name brand\} : "nl_[a-z0-9]+"\* OR \{code\} : "[a-z0-9]+"\*\))*$/);
  });
});

describe('pageSegments', () => {
  it('reads across the boundary between segments', () => {
    expect(pageSegments([25, 100], 20, 10)).toEqual([{ segment: 0, offset: 20, limit: 5 }, { segment: 1, offset: 0, limit: 5 }]);
    expect(pageSegments([25, 100], 30, 10)).toEqual([{ segment: 1, offset: 5, limit: 10 }]);
    expect(pageSegments([5, 5], 20, 10)).toEqual([]);
  });
});

describe('compile: access paths', () => {
  it('walks the order index and probes side tables on the order path', () => {
    const plan = planRequest(products, { filter: { brand: 3, status: 'active' }, sorting: { createdAt: 'DESC' }, page: { no: 0, size: 10 } }, 'query');
    const segment = orderSegments(plan.order)[0]!;
    const walk = compileSegmentSelect(sqliteDialect, products, plan.where, segment, { range: { offset: 0, limit: 10 }, path: 'order' });
    expect(walk.sql).toContain('+"t"."status" = ?');
    expect(walk.sql).toContain('exists (select 1 as "one" from "product_brands" as "s" where "s"."rid" = "t"."rid" and +"s"."value" = ?)');
    const collect = compileSegmentSelect(sqliteDialect, products, plan.where, segment, { range: { offset: 0, limit: 10 }, path: 'filter' });
    expect(collect.sql).toContain('"t"."rid" in (select "s"."rid" from "product_brands"');
    expect(walk.parameters).toEqual(collect.parameters);
  });
});

describe('compile: keyset seek', () => {
  it('starts after a known position with a row-value comparison in the order direction', () => {
    const plan = planRequest(products, { filter: {}, sorting: { createdAt: 'DESC' }, page: { no: 0, size: 10 } }, 'query');
    const q = compileSegmentSelect(sqliteDialect, products, plan.where, orderSegments(plan.order)[0]!, { range: { offset: 0, limit: 10 }, after: { key: 1700000000, id: '0042' } });
    expect(q.sql).toContain('("t"."created_at", "t"."id") < (?, ?)');
    expect(q.parameters).toEqual([1700000000, '0042', 10, 0]);
  });
});
