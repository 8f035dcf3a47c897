/**
 * EAN, GTIN and PZN codes identify one product (docs/contract.md §13): a write that gives a
 * product a code another product already carries is a 409 naming the member. Only codes the write
 * adds are looked up (a catalogue imported with shared codes can still be edited), each through the
 * products' own code filters, declared once in src/resources/products/resource.ts.
 */
import { filterPredicate } from '../../query/plan.js';
import { and, not, or, type Predicate } from '../../query/predicate.js';
import { compileSegmentSelect } from '../../query/sql/compile.js';
import { type Segment } from '../../query/sql/segments.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { type CommandContext } from '../declare.js';
import { ConflictError } from '../errors.js';

type P = ProductRecord;

/** The filters a GS1 code can be carried under; a code matches each as a number. */
const GS1_FILTERS = ['ean', 'gtin', 'eanGtin8', 'eanGtin12', 'eanGtin13', 'eanGtin14'] as const;
const BY_ID: Segment = { extra: and([]), order: { kind: 'column', column: 'id' }, direction: 'asc' };

/** Every EAN or GTIN of a product with the path of the member that holds it; GTINs compare as numbers. */
function gs1Codes(p: Partial<P>): Array<[number, string]> {
  const out: Array<[number, string]> = (p.ean ?? []).map((code, i) => [code, `/product/ean/${i}`]);
  for (const name of ['eanGtin8', 'eanGtin12', 'eanGtin13', 'eanGtin14'] as const) {
    if (p[name] !== undefined) out.push([p[name], `/product/${name}`]);
  }
  return out;
}

/** Another product than `self` that one of these filters matches with `value`: its id. */
async function carrier({ writer, dialect }: CommandContext, self: string, filters: readonly string[], value: unknown): Promise<string | undefined> {
  const matches = filters.map((name) => filterPredicate(products, name, [value])).filter((p): p is Predicate => p !== undefined);
  const where = and([or(matches), not(filterPredicate(products, 'id', [self])!)]);
  const [row] = await writer.run(compileSegmentSelect(dialect, products, where, BY_ID, { range: { offset: 0, limit: 1 } }));
  return row === undefined ? undefined : String(row.id);
}

export async function checkCodesFree(ctx: CommandContext, product: P, base: P | undefined): Promise<void> {
  const before = new Set(base ? gs1Codes(base).map(([code]) => code) : []);
  for (const [code, path] of gs1Codes(product)) {
    if (before.has(code)) continue;
    const other = await carrier(ctx, product.id, GS1_FILTERS, code);
    if (other !== undefined) throw new ConflictError(`${path}: product ${other} already carries this code.`, path);
    before.add(code);
  }
  if (product.pzn !== undefined && product.pzn !== base?.pzn) {
    const other = await carrier(ctx, product.id, ['pzn'], product.pzn);
    if (other !== undefined) throw new ConflictError(`/product/pzn: product ${other} already carries this PZN.`, '/product/pzn');
  }
}
