/**
 * The PostgreSQL dialect: the same predicate trees compile to PostgreSQL SQL with numbered
 * parameters; search is a tsquery of quoted, column-tagged prefix terms; text that PostgreSQL
 * cannot hold is escaped without changing equality or order.
 */
import { describe, expect, it } from 'vitest';
import { planRequest } from '../../src/query/plan.js';
import { compileCount, compileSegmentSelect } from '../../src/query/sql/compile.js';
import { orderSegments } from '../../src/query/sql/segments.js';
import { products } from '../../src/resources/products/resource.js';
import { fromTextSafe, textSafe } from '../../src/store/postgres/pool.js';
import { postgresDialect, searchVector } from '../../src/store/postgres/postgres-dialect.js';
import { Rng } from '../support/rng.js';

const compiled = (filter: unknown, sorting: unknown = { id: 'ASC' }) => {
  const plan = planRequest(products, { filter, sorting, page: { no: 1, size: 10 } }, 'query');
  const segment = orderSegments(plan.order)[0]!;
  return {
    count: compileCount(postgresDialect, products, plan.where),
    select: compileSegmentSelect(postgresDialect, products, plan.where, segment, { range: { offset: 10, limit: 10 } }),
  };
};

describe('compile for PostgreSQL', () => {
  it('uses numbered parameters for every value', () => {
    const { select } = compiled({ status: ['active', 'replaced'], brand: 7 });
    expect(select.sql).toBe('select "t"."rid", "t"."id", "t"."id" as "sort_key" from "products" as "t" where ("t"."status" in ($1, $2) and "t"."rid" in (select "s"."rid" from "product_brands" as "s" where "s"."value" = $3)) order by "t"."id" asc limit $4 offset $5');
    expect(select.parameters).toEqual(['active', 'replaced', 7, 10, 10]);
  });

  it('searches a tsquery of column-tagged prefix terms, with hostile text only in a parameter', () => {
    const hostile = `x'); DROP TABLE products; --" ' & | ! :* <->`;
    const { count } = compiled({ search: { query: `"a" OR * ${hostile}`, locale: 'nl' }, pzn: hostile });
    expect(count.sql).not.toContain('DROP');
    expect(count.sql).toContain('"t"."rid" in (select rid from "products_search" where words @@ $1::tsquery)');
    expect(count.parameters).toContain(hostile);
    const query = String(count.parameters[0]);
    // Each word: its nl token in the localized columns, itself in the plain ones; nothing else.
    expect(query).toMatch(/^\('c\d+_nl_[a-z0-9]+':\*( \| 'c\d+_(nl_)?[a-z0-9]+':\*)*\)( & \('c\d+_nl_[a-z0-9]+':\*( \| 'c\d+_(nl_)?[a-z0-9]+':\*)*\))*$/);
  });

  it('quotes every lexeme of a stored entry, whatever it holds', () => {
    expect(searchVector(['nl_creme nl_huid', '', "o'neil back\\slash"])).toBe("'c0_nl_creme' 'c0_nl_huid' 'c2_o''neil' 'c2_back\\\\slash'");
  });
});

describe('text PostgreSQL cannot hold', () => {
  it('is escaped so that equality and code point order stay, and read back unchanged', () => {
    const rng = new Rng(3);
    const alphabet = ['\u0000', '\u0001', '\u0002', 'a', 'é', '\uFFFF', '😀'];
    const strings = Array.from({ length: 400 }, () => Array.from({ length: rng.int(5) }, () => rng.pick(alphabet)).join(''));
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    const order = (a: string, b: string) => Buffer.compare(bytes(a), bytes(b));
    const escaped = strings.map((s) => textSafe(s) as string);
    for (const e of escaped) expect(e).not.toContain('\u0000');
    expect(strings.map((s, i) => [s, escaped[i]!] as const).sort((x, y) => order(x[1], y[1])).map(([s]) => s)).toEqual([...strings].sort(order));
    for (const [i, s] of strings.entries()) expect(fromTextSafe(escaped[i]!)).toBe(s);
  });
});
