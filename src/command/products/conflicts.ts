/**
 * EAN, GTIN and PZN codes identify one product (decisions section 13): a write that gives a
 * product a code another product already carries is a 409 naming the member. Only codes the write
 * adds are looked up (a catalogue imported with shared codes can still be edited), each through the
 * indexes its filters use.
 */
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { type CommandContext } from '../declare.js';
import { ConflictError } from '../errors.js';

type P = ProductRecord;

/** Every EAN or GTIN of a product with the path of the member that holds it; GTINs compare as numbers. */
function gs1Codes(p: Partial<P>): Array<[number, string]> {
  const out: Array<[number, string]> = (p.ean ?? []).map((code, i) => [code, `/product/ean/${i}`]);
  for (const name of ['eanGtin8', 'eanGtin12', 'eanGtin13', 'eanGtin14'] as const) {
    if (p[name] !== undefined) out.push([p[name], `/product/${name}`]);
  }
  return out;
}

export async function checkCodesFree(ctx: CommandContext, product: P, base: P | undefined): Promise<void> {
  const { writer, dialect } = ctx;
  const { db } = dialect;
  const before = new Set(base ? gs1Codes(base).map(([code]) => code) : []);
  for (const [code, path] of gs1Codes(product)) {
    if (before.has(code)) continue;
    const carriers = await writer.run(db.selectFrom(`${products.table} as p`).select('p.id')
      .where('p.id', '<>', product.id)
      .where((eb) => eb.or([
        eb('p.rid', 'in', eb.selectFrom('product_eans').select('rid').where('value', '=', code)),
        ...['ean_gtin8', 'ean_gtin12', 'ean_gtin13', 'ean_gtin14', 'gtin'].map((column) => eb(`p.${column}`, '=', code)),
      ])).limit(1).compile());
    if (carriers.length > 0) throw new ConflictError(`${path}: product ${String(carriers[0]!.id)} already carries this code.`, path);
    before.add(code);
  }
  if (product.pzn !== undefined && product.pzn !== base?.pzn) {
    const carriers = await writer.run(db.selectFrom(products.table).select('id').where('pzn', '=', product.pzn)
      .where('id', '<>', product.id).limit(1).compile());
    if (carriers.length > 0) throw new ConflictError(`/product/pzn: product ${String(carriers[0]!.id)} already carries this PZN.`, '/product/pzn');
  }
}
