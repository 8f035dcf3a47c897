/**
 * A product's `photos[]`, `frontals[]` and `links[]` rebuilt from the media linked to it (the media
 * records whose hidden `products` name it), by the domain's rule (src/domain/product-media.ts).
 * The display order is the product's own: items keep the order they have in its lists, items not
 * shown there (new, or shown again after being unpublished) come after them by id, and an item
 * being placed goes to the 1-based position asked for among its kind.
 */
import { embedMedia, mediaKind } from '../../domain/product-media.js';
import { organizationView, type OrganizationView } from '../../domain/product-views.js';
import { docsTable } from '../../query/sql/compile.js';
import { type MediaRecord } from '../../resources/media/record.js';
import { media } from '../../resources/media/resource.js';
import { organizations } from '../../resources/organizations/resource.js';
import { type OrganizationRecord } from '../../resources/organizations/record.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { recordOf } from '../../store/stored-record.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { type Writer } from '../../store/writer.js';

type P = ProductRecord;

/** What rebuilding a product's media reads: the store, inside the write's transaction. */
export interface StoreAccess { readonly writer: Writer; readonly dialect: SqlDialect }

/** The media records linked to a product. */
export async function linkedMedia({ writer, dialect }: StoreAccess, productId: string): Promise<MediaRecord[]> {
  const rows = await writer.run(dialect.db.selectFrom('media_products as l').innerJoin(`${docsTable(media)} as d`, 'd.rid', 'l.rid')
    .select(['d.doc', 'd.hidden']).where('l.value', '=', productId).compile());
  return rows.map((r) => recordOf(r.doc as string, r.hidden as string | null) as MediaRecord);
}

/** The product with its media lists rebuilt; `place` puts one item at a position among its kind. */
export async function withMedia(ctx: StoreAccess, product: P, linked: readonly MediaRecord[],
  place?: { id: number; position?: number }): Promise<P> {
  const shown = new Map<number, number>();
  [...product.photos, ...product.frontals, ...product.links].forEach((item, i) => shown.set(item.id, i));
  const rank = (item: MediaRecord) => shown.get(item.id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...linked].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const byKind = new Map<string, MediaRecord[]>([['photo', []], ['frontal', []], ['link', []]]);
  for (const item of sorted) if (item.id !== place?.id) byKind.get(mediaKind(item))!.push(item);
  const placed = place && linked.find((item) => item.id === place.id);
  if (placed) {
    // Among the items of its kind that the product shows: position n is the n-th of them.
    const list = byKind.get(mediaKind(placed))!;
    const visible = list.filter((item) => item.published && item.available);
    const before = place.position === undefined || place.position > visible.length ? undefined : visible[Math.max(0, place.position - 1)];
    list.splice(before ? list.indexOf(before) : list.length, 0, placed);
  }
  const views = new Map<number, OrganizationView>();
  for (const item of linked) {
    if (item.type === 'link') continue;
    for (const id of item.organizations) {
      if (views.has(id)) continue;
      const record = (await ctx.writer.read(organizations, id))?.record as OrganizationRecord | undefined;
      if (record) views.set(id, organizationView(record));
    }
  }
  const embedded = embedMedia([...byKind.values()].flat(), product.name, (id) => views.get(id));
  return { ...product, photos: embedded.photos, frontals: embedded.frontals, links: embedded.links };
}
