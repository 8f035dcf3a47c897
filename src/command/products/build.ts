/**
 * A product record from a write (docs/contract.md §13): the members written, each checked and
 * resolved (references to views, leaflets with ids, codes with check digits), the members it
 * derives (the deprecated `gtin`, `weight`, `width`, `length`, `depth`, `atc`; `statusTouchedAt`;
 * `meta`), and the rules between members (`replacement` only with status `replaced`). A create
 * starts from nothing; an update from the stored product, whose members left out stay as they
 * are, views included.
 */
import { validGs1, validPzn } from '../../domain/codes.js';
import { photosNamed } from '../../domain/product-media.js';
import { type Row } from '../../query/declare.js';
import { type Violation } from '../../query/errors.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { ProductWrite } from '../../resources/products/write.js';
import { type CommandContext } from '../declare.js';
import { isReference, resolveOrganizations, resolveReferences } from './references.js';

type P = ProductRecord;

export interface ProductDraft {
  id: string;
  /** The stored product an update starts from. */
  base?: P;
  /** The product's writable members after the write (a create's body, an update's merge). */
  write: Row;
  /** The members the write names: only these are resolved and checked again. */
  written: ReadonlySet<string>;
  /** The owning organizations, when the write names them. */
  organizations?: readonly number[];
}

/** Members that are lists (by the write schema): removing one (null) leaves it empty, not absent. */
const LISTS = new Set(Object.entries(ProductWrite.properties as Record<string, { type?: string }>)
  .filter(([, schema]) => schema.type === 'array').map(([name]) => name));

/** Units of the `...WithUnit` members, as multiples of the deprecated member's (grams, millimetres). */
const WEIGHT_UNITS: Readonly<Record<string, number>> = { mg: 0.001, g: 1, kg: 1000 };
const LENGTH_UNITS: Readonly<Record<string, number>> = { mm: 1, cm: 10, m: 1000 };
const DERIVED_FROM_UNIT = [['weight', 'weightWithUnit', WEIGHT_UNITS], ['width', 'widthWithUnit', LENGTH_UNITS],
  ['length', 'lengthWithUnit', LENGTH_UNITS], ['depth', 'depthWithUnit', LENGTH_UNITS]] as const;

const GS1_MEMBERS = [['eanGtin8', 8], ['eanGtin12', 12], ['eanGtin13', 13], ['eanGtin14', 14]] as const;

/** The product the write makes, or the violations that stop it. */
export async function buildProduct(ctx: CommandContext, draft: ProductDraft, violations: Violation[]): Promise<P> {
  const { writer, now } = ctx;
  const product: Row = draft.base ? { ...draft.base } : { id: draft.id, photos: [], frontals: [], links: [], descriptions: [], organizations: [] };
  for (const name of Object.keys(ProductWrite.properties)) {
    if (draft.base && !draft.written.has(name)) continue;
    const value = draft.write[name];
    if (value === undefined || value === null) {
      if (LISTS.has(name)) product[name] = [];
      else if (name === 'deleted') product.deleted = false;
      else if (name === 'status' && draft.base) violations.push({ path: '/product/status', message: 'is required and cannot be removed' });
      else delete product[name];
    } else if (isReference(name)) {
      product[name] = await resolveReferences(writer, name, value as unknown[], '/product', violations);
    } else if (name === 'leaflets') {
      product.leaflets = await leafletsOf(ctx, value as Array<Omit<P['leaflets'][number], 'id' | 'meta'>>, draft.base?.leaflets ?? []);
    } else {
      product[name] = value;
    }
  }
  if (draft.organizations) product.organizations = await resolveOrganizations(writer, draft.organizations, violations);
  checkCodes(product, draft, violations);
  await checkStatus(ctx, product, draft, violations);
  derive(product, violations);
  if (!draft.base || product.status !== draft.base.status) product.statusTouchedAt = now;
  if (draft.base && draft.written.has('name')) product.photos = photosNamed(product.photos as P['photos'], product.name as P['name']);
  product.meta = { createdAt: draft.base?.meta.createdAt ?? now, updatedAt: now };
  return product as unknown as P;
}

/** Leaflets as written: one equal to a stored leaflet keeps its id and meta, a new one gets both. */
async function leafletsOf(ctx: CommandContext, written: Array<Omit<P['leaflets'][number], 'id' | 'meta'>>, stored: P['leaflets']): Promise<P['leaflets']> {
  const key = (l: { type: string; locales: readonly string[]; url: Record<string, string> }) => JSON.stringify([l.type, l.locales, l.url]);
  const kept = new Map(stored.map((l) => [key(l), l]));
  const out: P['leaflets'] = [];
  for (const leaflet of written) {
    const same = kept.get(key(leaflet));
    if (same) {
      kept.delete(key(leaflet));
      out.push(same);
      continue;
    }
    const id = await ctx.changes.newElementId('leaflets', 'product_leaflets');
    out.push({ id, locales: leaflet.locales, type: leaflet.type, url: leaflet.url, meta: { createdAt: ctx.now, updatedAt: ctx.now } });
  }
  return out;
}

/** Check digits of the codes the write names (docs/contract.md §13: writes only). */
function checkCodes(product: Row, draft: ProductDraft, violations: Violation[]): void {
  const named = (name: string) => !draft.base || draft.written.has(name);
  if (named('ean')) {
    (product.ean as number[]).forEach((code, i) => {
      if (!validGs1(code)) violations.push({ path: `/product/ean/${i}`, message: 'is not an EAN with a valid check digit' });
    });
  }
  for (const [name, digits] of GS1_MEMBERS) {
    const code = product[name] as number | undefined;
    if (code === undefined || !named(name)) continue;
    if (String(code).length > digits || !validGs1(code)) violations.push({ path: `/product/${name}`, message: `is not a ${digits}-digit GS1 code with a valid check digit` });
  }
  if (product.pzn !== undefined && named('pzn') && !validPzn(product.pzn as string)) {
    violations.push({ path: '/product/pzn', message: 'is not a PZN: eight digits, the last its check digit' });
  }
}

/** `status` defaults to active; `replacement` only with `replaced`, then required, an existing other product. */
async function checkStatus(ctx: CommandContext, product: Row, draft: ProductDraft, violations: Violation[]): Promise<void> {
  product.status ??= 'active';
  if (product.status !== 'replaced') {
    if (draft.write.replacement !== undefined && draft.write.replacement !== null && (!draft.base || draft.written.has('replacement'))) {
      violations.push({ path: '/product/replacement', message: 'is only for a product whose status is `replaced`' });
    }
    // Leaving `replaced` removes it.
    delete product.replacement;
    return;
  }
  const replacement = product.replacement as string | undefined;
  if (replacement === undefined) {
    violations.push({ path: '/product/replacement', message: 'is required when the status is `replaced`: the id of the replacing product' });
  } else if (replacement === draft.id) {
    violations.push({ path: '/product/replacement', message: 'must be another product than this one' });
  } else if ((!draft.base || draft.written.has('replacement')) && !(await ctx.writer.exists(products, replacement))) {
    violations.push({ path: '/product/replacement', message: 'is not the id of a product' });
  }
}

/** The deprecated members, from their replacements (spec "Versioning" 2); never written themselves. */
function derive(product: Row, violations: Violation[]): void {
  const gtin = product.eanGtin14 as number | undefined;
  if (gtin === undefined) delete product.gtin;
  else product.gtin = String(gtin).padStart(14, '0');
  for (const [old, current, units] of DERIVED_FROM_UNIT) {
    const quantity = product[current] as { value: number; unit: string } | undefined;
    if (quantity === undefined) {
      delete product[old];
      continue;
    }
    const factor = units[quantity.unit];
    if (factor === undefined) {
      violations.push({ path: `/product/${current}/unit`, message: `must be one of ${Object.keys(units).join(', ')}` });
      continue;
    }
    product[old] = Math.round(quantity.value * factor);
  }
  const atc = product.atcCategory as string[];
  if (atc.length > 0) product.atc = atc[0];
  else delete product.atc;
}
