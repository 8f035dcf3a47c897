/**
 * POST /v4/products/create and /v4/products/update (docs/contract.md §13). A product is owned by
 * the organizations in its `organizations[]`: a manager writes only its own organization's
 * products and keeps its organization among their owners; only an administrator writes `deleted`.
 * The body's references are resolved and every rule checked before anything is written (422),
 * then ownership (403), then codes another product carries (409).
 */
import { type Violation } from '../../query/errors.js';
import { applyPatch, mergedViolations } from '../../resources/common/partial.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import {
  PRODUCT_CODES, ProductCreateBody, ProductUpdateBody, ProductWrite, productMemberMessage,
} from '../../resources/products/write.js';
import { type Row } from '../../query/declare.js';
import { command, recordTarget, type CommandContext } from '../declare.js';
import { isAdministrator, NOT_YOURS, owns } from '../../auth/ownership.js';
import { buildProduct } from '../products/build.js';
import { checkCodesFree } from '../products/conflicts.js';
import { writeObjectOf } from '../products/references.js';

type P = ProductRecord;

/** The clearer message for a member of `product` that these operations do not write. */
function explain(violation: Violation): string | undefined {
  const member = /^\/product\/([^/]+)$/.exec(violation.path)?.[1];
  return member && violation.message === 'is not a member of this object' ? productMemberMessage(member) : undefined;
}

/** docs/contract.md §13: a product needs at least one code. */
function codesViolation(write: Row): Violation[] {
  const has = PRODUCT_CODES.some((code) => (code === 'ean' ? ((write.ean as unknown[] | undefined) ?? []).length > 0 : write[code] !== undefined && write[code] !== null));
  return has ? [] : [{ path: '/product', message: `needs at least one code: ${PRODUCT_CODES.join(', ')}` }];
}

/** A new product id: digits, one past the highest in use or ever given, at least seven wide. */
async function newProductId(ctx: CommandContext): Promise<string> {
  const { writer, dialect } = ctx;
  const [highest] = await writer.run(dialect.db.selectFrom(products.table).select('id')
    .where('id', '>=', '0').where('id', '<', ':').orderBy('id', 'desc').limit(1).compile());
  const floor = highest && /^[0-9]+$/.test(String(highest.id)) ? Number(highest.id) : 0;
  for (let n = await ctx.changes.newId(products.path, floor); ; n = await ctx.changes.newId(products.path, n)) {
    const id = String(n).padStart(7, '0');
    if (!(await writer.exists(products, id))) return id;
  }
}

/** Why a manager may not name these owners: it must stay one of them. */
function ownersRefusal(ctx: CommandContext, organizations: readonly number[] | undefined): string | undefined {
  const { principal } = ctx;
  if (!organizations || isAdministrator(principal)) return undefined;
  return principal.organizationId !== null && organizations.includes(principal.organizationId)
    ? undefined : 'The organizations must include your own organization.';
}

const DELETED_REFUSAL = 'Only administrators may write `deleted`.';

export const productsCreate = command<ProductCreateBody, undefined, P>({
  path: 'products/create',
  permission: 'write',
  summary: 'Creates a product owned by the given organizations (by default the caller\'s).',
  body: ProductCreateBody,
  explain,
  result: 'product',
  kind: 'create',
  async check(ctx, input) {
    const violations = codesViolation(input.product);
    const organizations = input.organizations ?? (ctx.principal.organizationId === null ? undefined : [ctx.principal.organizationId]);
    if (!organizations) violations.push({ path: '/organizations', message: 'is required: your key\'s user has no organization' });
    const id = await newProductId(ctx);
    const product = await buildProduct(ctx, { id, write: input.product, written: new Set(Object.keys(input.product)), organizations }, violations);
    return { violations, value: product };
  },
  async authorize(ctx, input) {
    if (input.product.deleted !== undefined && !isAdministrator(ctx.principal)) return DELETED_REFUSAL;
    return ownersRefusal(ctx, input.organizations);
  },
  async apply(ctx, _input, _target, { checked: product }) {
    await checkCodesFree(ctx, product, undefined);
    const doc = await ctx.changes.save(products, product, { action: 'create' });
    return { resource: products, id: product.id, doc };
  },
});

export const productsUpdate = command<ProductUpdateBody, undefined, P>({
  path: 'products/update',
  permission: 'write',
  summary: 'Changes a product\'s members (a member left out is unchanged) or its owning organizations.',
  body: ProductUpdateBody,
  explain,
  result: 'product',
  kind: 'update',
  target: recordTarget(products, 'product', (input) => input.id),
  async check(ctx, input, target) {
    const base = target!.state.record as P;
    const patch = input.product ?? {};
    const members = Object.keys(ProductWrite.properties);
    const merged = applyPatch(writeObjectOf(base, members), patch, ProductWrite);
    // The members the write names are checked again; the others stay as they were stored.
    const touched = Object.keys(patch);
    const violations = mergedViolations(ProductWrite, merged, '/product')
      .filter((v) => touched.some((name) => v.path === `/product/${name}` || v.path.startsWith(`/product/${name}/`)));
    violations.push(...codesViolation(merged));
    const product = await buildProduct(ctx, { id: base.id, base, write: merged, written: new Set(touched), organizations: input.organizations }, violations);
    return { violations, value: product };
  },
  async authorize(ctx, input, target) {
    const base = target!.state.record as P;
    if (!owns(ctx.principal, base.organizations.map((o) => o.id))) return NOT_YOURS('product');
    if (input.product?.deleted !== undefined && !isAdministrator(ctx.principal)) return DELETED_REFUSAL;
    return ownersRefusal(ctx, input.organizations);
  },
  async apply(ctx, input, target, { checked: product }) {
    await checkCodesFree(ctx, product, target!.state.record as P);
    const members = [...Object.keys(input.product ?? {}), ...(input.organizations ? ['organizations'] : [])];
    const doc = await ctx.changes.save(products, product, { action: 'update', members }, target!.state.record);
    return { resource: products, id: product.id, doc };
  },
});
