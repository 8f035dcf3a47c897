/**
 * POST /v4/products/add-media and /v4/products/remove-media (docs/contract.md §13): the media
 * item's hidden `products` gains or loses the product, and the product's `photos[]`, `frontals[]`
 * and `links[]` are rebuilt (src/command/products/media-links.ts) with a new `meta.updatedAt`.
 * The caller must own both records. Linking changes the product, not the media item, whose own
 * members stay as they are.
 */
import { type MediaRecord } from '../../resources/media/record.js';
import { media } from '../../resources/media/resource.js';
import { AddMediaBody, RemoveMediaBody } from '../../resources/products/media-links.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { type StoredState } from '../../store/store.js';
import { command, type CommandContext, type Target, type TargetDecl } from '../declare.js';
import { NotFoundError } from '../errors.js';
import { NOT_YOURS, owns } from '../../auth/ownership.js';
import { linkedMedia, withMedia } from '../products/media-links.js';

type P = ProductRecord;

/** Both records the body names: the product (the target) and the media item, each 404 when unknown. */
const productAndItem = <I extends { product: string; mediaItem: number }>(): TargetDecl<I> => ({
  what: 'product',
  id: (input) => JSON.stringify([input.product, input.mediaItem]),
  async load(ctx: CommandContext, key): Promise<StoredState | undefined> {
    const [productId, itemId] = JSON.parse(String(key)) as [string, number];
    const product = await ctx.writer.read(products, productId);
    if (!product) return undefined;
    const item = await ctx.writer.read(media, itemId);
    if (!item) throw new NotFoundError('No media item has this id.');
    return { record: { product: product.record, item: item.record }, doc: product.doc };
  },
});

const parts = (target: Target | undefined) => target!.state.record as { product: P; item: MediaRecord };

function authorize(ctx: CommandContext, target: Target | undefined): string | undefined {
  const { product, item } = parts(target);
  if (!owns(ctx.principal, product.organizations.map((o) => o.id))) return NOT_YOURS('product');
  return owns(ctx.principal, item.organizations) ? undefined : NOT_YOURS('media item');
}

async function relink(ctx: CommandContext, product: P, item: MediaRecord, linked: boolean, position?: number) {
  const products$ = item.products.filter((id) => id !== product.id);
  const updated: MediaRecord = { ...item, products: linked ? [...products$, product.id] : products$ };
  await ctx.changes.save(media, updated, { action: 'update', members: ['products'] });
  const rebuilt = await withMedia(ctx, product, await linkedMedia(ctx, product.id), linked ? { id: item.id, position } : undefined);
  const record: P = { ...rebuilt, meta: { ...product.meta, updatedAt: ctx.now } };
  const doc = await ctx.changes.save(products, record, { action: 'update', members: ['photos', 'frontals', 'links'] }, product);
  return { resource: products, id: record.id, doc };
}

export const productsAddMedia = command<AddMediaBody>({
  path: 'products/add-media',
  permission: 'write',
  summary: 'Links a media item to a product, at a position among its kind; an item already linked moves.',
  body: AddMediaBody,
  result: 'product',
  kind: 'action',
  target: productAndItem<AddMediaBody>(),
  authorize: async (ctx, _input, target) => authorize(ctx, target),
  apply: (ctx, input, target) => relink(ctx, parts(target).product, parts(target).item, true, input.displayOrder),
});

export const productsRemoveMedia = command<RemoveMediaBody>({
  path: 'products/remove-media',
  permission: 'write',
  summary: 'Unlinks a media item from a product.',
  body: RemoveMediaBody,
  result: 'product',
  kind: 'action',
  target: productAndItem<RemoveMediaBody>(),
  async check(_ctx, _input, target) {
    const { product, item } = parts(target);
    if (!item.products.includes(product.id)) throw new NotFoundError('This media item is not linked to this product.');
    return [];
  },
  authorize: async (ctx, _input, target) => authorize(ctx, target),
  apply: (ctx, _input, target) => relink(ctx, parts(target).product, parts(target).item, false),
});
