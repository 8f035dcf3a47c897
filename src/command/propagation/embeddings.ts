/**
 * Which products embed a record, and how a product's copy of it is rebuilt (docs/contract.md §8
 * and 13): declared once per source resource. A product is found through its side tables (the
 * indexes the filters use), so finding 50,000 embedding products is an index range, read in row id
 * order so that a propagation can stop anywhere and resume after the last row id it finished.
 */
import { type CompiledQuery } from 'kysely';
import { brandView, organizationView } from '../../domain/product-views.js';
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { brands } from '../../resources/brands/resource.js';
import { media } from '../../resources/media/resource.js';
import { linkedMedia, withMedia, type StoreAccess } from '../products/media-links.js';
import { type BrandRecord } from '../../resources/brands/record.js';
import { organizations } from '../../resources/organizations/resource.js';
import { type OrganizationRecord } from '../../resources/organizations/record.js';
import { type ProductRecord } from '../../resources/products/record.js';
import { products } from '../../resources/products/resource.js';

export interface Embedding {
  source: ResourceDecl;
  /** Products embedding record `id` with a row id past `afterRid`, in row id order: rows `{rid, id}`. */
  embedders(dialect: SqlDialect, id: string | number, afterRid: number, limit: number): CompiledQuery;
  /**
   * The product with its copies of the record made from `source` as stored now (undefined: the
   * record is gone), or undefined when its copies are current already. `access` reads the store
   * inside the transaction, for what a copy is made of besides the source.
   */
  rebuild(product: ProductRecord, source: Row | undefined, access: StoreAccess): Promise<ProductRecord | undefined>;
  /** Members of the source that no product shows (a media item's hidden `products`): changing only them changes no copy. */
  unseen?: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Products whose side table `table` holds `id` (the table the `brand` filter reads), joined rather
 * than planned through the filter: the filter's `rid IN (...)` lists every embedder again for each
 * batch (39 ms a batch halfway through a 50,000-product brand on 1,000,000 products), the join
 * seeks the side table's (value, rid) index past the last row id (0.2 ms). Ordered by the side
 * table's row id, not the product's: they are equal, but SQLite sees the index's order only for
 * the former; by `p.rid` it sorted every embedder past the last row id for each batch (10 ms a
 * batch at the start of a 50,000-product brand, against 0.05 ms).
 */
const throughSideTable = (table: string) => (dialect: SqlDialect, id: string | number, afterRid: number, limit: number) =>
  dialect.db.selectFrom(`${products.table} as p`).innerJoin(`${table} as s`, 's.rid', 'p.rid')
    .select(['s.rid', 'p.id']).where('s.value', '=', id).where('s.rid', '>', afterRid).orderBy('s.rid').limit(limit).compile();

const brandEmbedding: Embedding = {
  source: brands,
  embedders: throughSideTable('product_brands'),
  async rebuild(product, source) {
    const brand = source as BrandRecord | undefined;
    const id = brand?.id;
    const brands = brand ? product.brands.map((b) => (b.id === id ? brandView(brand) : b)) : product.brands.filter((b) => b.id !== id);
    return same(brands, product.brands) ? undefined : { ...product, brands };
  },
};

/**
 * An organization is embedded in a product's `organizations[]` and in the `organizations[]` of its
 * photos, which are the photo's owners: products linked to a media item the organization owns.
 */
const organizationEmbedding: Embedding = {
  source: organizations,
  embedders(dialect, id, afterRid, limit) {
    const { db } = dialect;
    const owned = db.selectFrom('media_products as mp').innerJoin('media_organizations as mo', 'mo.rid', 'mp.rid')
      .select('mp.value').where('mo.value', '=', id);
    const listed = db.selectFrom('product_organizations').select('rid').where('value', '=', id);
    return db.selectFrom(`${products.table} as p`).select(['p.rid', 'p.id'])
      .where('p.rid', '>', afterRid)
      .where((eb) => eb.or([eb('p.rid', 'in', listed), eb('p.id', 'in', owned)]))
      .orderBy('p.rid').limit(limit).compile();
  },
  async rebuild(product, source) {
    const organization = source as OrganizationRecord | undefined;
    const view = organization && organizationView(organization);
    const id = Number((source as Row | undefined)?.id);
    const swap = <T extends { id: number }>(list: T[]): T[] => (view ? list.map((o) => (o.id === id ? view as unknown as T : o)) : list);
    const rebuilt = { ...product, organizations: swap(product.organizations), photos: product.photos.map((p) => ({ ...p, organizations: swap(p.organizations) })) };
    return same(rebuilt.organizations, product.organizations) && same(rebuilt.photos, product.photos) ? undefined : rebuilt;
  },
};

/**
 * A media item is embedded in the `photos[]`, `frontals[]` or `links[]` of the products it is
 * linked to (its hidden `products`), while it is published and available. A product's three lists
 * are rebuilt whole from its linked media by the one rule of src/command/products/media-links.ts,
 * so a change of publication adds or removes the item and a change of its members replaces it in
 * place, display orders kept.
 */
const mediaEmbedding: Embedding = {
  source: media,
  embedders(dialect, id, afterRid, limit) {
    const { db } = dialect;
    const linked = db.selectFrom('media_products as mp').innerJoin(`${media.table} as m`, 'm.rid', 'mp.rid').select('mp.value').where('m.id', '=', id);
    return db.selectFrom(`${products.table} as p`).select(['p.rid', 'p.id'])
      .where('p.rid', '>', afterRid).where('p.id', 'in', linked).orderBy('p.rid').limit(limit).compile();
  },
  async rebuild(product, _source, access) {
    const rebuilt = await withMedia(access, product, await linkedMedia(access, product.id));
    const lists = (p: ProductRecord) => [p.photos, p.frontals, p.links];
    return same(lists(rebuilt), lists(product)) ? undefined : rebuilt;
  },
  unseen: ['products'],
};

export const EMBEDDINGS: ReadonlyMap<string, Embedding> = new Map([brandEmbedding, organizationEmbedding, mediaEmbedding]
  .map((e) => [e.source.path, e]));

