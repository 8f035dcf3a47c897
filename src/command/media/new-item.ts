/**
 * What media/upload and media/create-link share (docs/contract.md §14): the products a new item is
 * linked to (each must exist, 422, and be the caller's, 403), the organization that owns it (the
 * one named, which must exist, else the caller's; a manager may name only its own), and saving it:
 * a new item is published and available unless the body says `"published": false`, and the
 * products it is linked to show it at the end of their photos, frontals or links (the media
 * propagation of src/command/propagation/embeddings.ts, through Changes.save).
 */
import { type Violation } from '../../query/errors.js';
import { type MediaRecord } from '../../resources/media/record.js';
import { media } from '../../resources/media/resource.js';
import { organizations } from '../../resources/organizations/resource.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';
import { type CommandContext, type Written } from '../declare.js';
import { isAdministrator, NOT_YOURS, owns } from '../../auth/ownership.js';

/** The members both creates take beside the item itself. */
export interface NewItemBody { products?: string[]; organization?: number; published?: boolean }

/** What `check` found of them, for `authorize` and `apply`. */
export interface NewItemRefs { products: ProductRecord[]; organization: number }

/** The products and the owner the body names: each unknown one a violation naming its path. */
export async function checkNewItem(ctx: CommandContext, input: NewItemBody): Promise<{ violations: Violation[]; value: NewItemRefs }> {
  const violations: Violation[] = [];
  const linked: ProductRecord[] = [];
  for (const [i, id] of (input.products ?? []).entries()) {
    const found = await ctx.writer.read(products, id);
    if (found) linked.push(found.record as ProductRecord);
    else violations.push({ path: `/products/${i}`, message: 'is not the ID of a product' });
  }
  const organization = input.organization ?? ctx.principal.organizationId;
  if (organization === null) {
    violations.push({ path: '/organization', message: 'is required: your key\'s user has no organization to own the item' });
  } else if (input.organization !== undefined && !(await ctx.writer.read(organizations, input.organization))) {
    violations.push({ path: '/organization', message: 'is not the ID of an organization' });
  }
  return { violations, value: { products: linked, organization: organization ?? 0 } };
}

/** Why the caller may not create this item (403), or undefined: `refs` as `checkNewItem` found them. */
export async function authorizeNewItem(ctx: CommandContext, _input: unknown, _target: unknown, refs: NewItemRefs): Promise<string | undefined> {
  if (!isAdministrator(ctx.principal) && refs.organization !== ctx.principal.organizationId) {
    return 'A manager\'s new media item belongs to its own organization; leave `organization` out or name yours.';
  }
  const foreign = refs.products.find((p) => !owns(ctx.principal, p.organizations.map((o) => o.id)));
  return foreign ? NOT_YOURS(`product (${foreign.id})`) : undefined;
}

/** The hidden members every new item starts with (docs/contract.md §9), and its times. */
export const newItemState = (ctx: CommandContext, input: NewItemBody, refs: NewItemRefs) => ({
  published: input.published ?? true,
  available: true,
  organizations: [refs.organization],
  products: refs.products.map((p) => p.id),
  meta: { createdAt: ctx.now, updatedAt: ctx.now },
});

/** Stores the new item; its linked products follow (Changes.save). */
export async function saveNewItem(ctx: CommandContext, record: MediaRecord): Promise<Written> {
  const doc = await ctx.changes.save(media, record, { action: 'create' });
  return { resource: media, id: record.id, doc };
}
