/**
 * Which products embed a record, and how a product's copy of it is rebuilt (docs/contract.md §8
 * and 13), for each source whose embedded members propagate (src/domain/product-embeds.ts). A
 * product is found through the member's side table (the index its filter uses), so finding 50,000
 * embedding products is an index range, read in row id order so that a propagation can stop
 * anywhere and resume after the last row id it finished.
 */
import { type CompiledQuery } from 'kysely';
import { PROPAGATED, type EmbeddedMember } from '../../domain/product-embeds.js';
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { media } from '../../resources/media/resource.js';
import { linkedMedia, withMedia, type StoreAccess } from '../products/media-links.js';
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
 * Products whose side table `table` holds `id` (the table the member's filter reads), joined rather
 * than planned through the filter: the filter's `rid IN (...)` lists every embedder again for each
 * batch, the join seeks the side table's (value, rid) index past the last row id. Ordered by the
 * side table's row id, not the product's: they are equal, but SQLite sees the index's order only
 * for the former (docs/performance.md "Finding the products that embed a record").
 */
const throughSideTable = (table: string) => (dialect: SqlDialect, id: string | number, afterRid: number, limit: number) =>
  dialect.db.selectFrom(`${products.table} as p`).innerJoin(`${table} as s`, 's.rid', 'p.rid')
    .select(['s.rid', 'p.id']).where('s.value', '=', id).where('s.rid', '>', afterRid).orderBy('s.rid').limit(limit).compile();

/** `list` with the record's new view in place of the copy of the same key. */
const swapped = <T>(embed: EmbeddedMember, list: readonly T[], id: unknown, view: unknown): T[] =>
  list.map((v) => (embed.key(v) === id ? view as T : v));

/**
 * The rule of a member listed in a side table: the copy swapped for the record's view as stored
 * now. A record that is gone leaves its copies as they are.
 */
function memberEmbedding(embed: EmbeddedMember): Embedding {
  const view = embed.written!.view as (record: unknown) => unknown;
  return {
    source: embed.source!,
    embedders: throughSideTable(embed.sideTable!),
    async rebuild(product, source) {
      if (!source) return undefined;
      const list = embed.views(product);
      const rebuilt = swapped(embed, list, source.id, view(source));
      return same(rebuilt, list) ? undefined : { ...product, [embed.member]: rebuilt };
    },
    unseen: embed.unseen,
  };
}

/**
 * An organization is embedded in a product's `organizations[]` and in the `organizations[]` of its
 * photos, which are the photo's owners: products linked to a media item the organization owns.
 */
function organizationEmbedding(embed: EmbeddedMember): Embedding {
  const listed = memberEmbedding(embed);
  return {
    ...listed,
    embedders(dialect, id, afterRid, limit) {
      const { db } = dialect;
      const owned = db.selectFrom('media_products as mp').innerJoin('media_organizations as mo', 'mo.rid', 'mp.rid')
        .select('mp.value').where('mo.value', '=', id);
      const inList = db.selectFrom(embed.sideTable!).select('rid').where('value', '=', id);
      return db.selectFrom(`${products.table} as p`).select(['p.rid', 'p.id'])
        .where('p.rid', '>', afterRid)
        .where((eb) => eb.or([eb('p.rid', 'in', inList), eb('p.id', 'in', owned)]))
        .orderBy('p.rid').limit(limit).compile();
    },
    async rebuild(product, source, access) {
      if (!source) return undefined;
      const view = embed.written!.view(source, async () => undefined);
      const photos = product.photos.map((p) => ({ ...p, organizations: swapped(embed, p.organizations, source.id, view) }));
      const rebuilt = { ...((await listed.rebuild(product, source, access)) ?? product), photos };
      return rebuilt.organizations === product.organizations && same(photos, product.photos) ? undefined : rebuilt;
    },
  };
}

/**
 * A media item is embedded in the `photos[]`, `frontals[]` or `links[]` of the products it is
 * linked to (its hidden `products`), while it is published and available. A product's three lists
 * are rebuilt whole from its linked media by the one rule of src/command/products/media-links.ts,
 * so a change of publication adds or removes the item and a change of its members replaces it in
 * place, display orders kept.
 */
function mediaEmbedding(embeds: readonly EmbeddedMember[]): Embedding {
  return {
    source: embeds[0]!.source!,
    embedders(dialect, id, afterRid, limit) {
      const { db } = dialect;
      const linked = db.selectFrom('media_products as mp').innerJoin(`${media.table} as m`, 'm.rid', 'mp.rid').select('mp.value').where('m.id', '=', id);
      return db.selectFrom(`${products.table} as p`).select(['p.rid', 'p.id'])
        .where('p.rid', '>', afterRid).where('p.id', 'in', linked).orderBy('p.rid').limit(limit).compile();
    },
    async rebuild(product, _source, access) {
      const rebuilt = await withMedia(access, product, await linkedMedia(access, product.id));
      const lists = (p: ProductRecord) => embeds.map((e) => e.views(p));
      return same(lists(rebuilt), lists(product)) ? undefined : rebuilt;
    },
    unseen: embeds[0]!.unseen,
  };
}

/** How a change of each propagated source is carried (src/domain/product-embeds.ts `propagates`), by source path. */
const RULES: Readonly<Record<string, (embeds: readonly EmbeddedMember[]) => Embedding>> = {
  organizations: ([embed]) => organizationEmbedding(embed!),
  media: mediaEmbedding,
};

export const EMBEDDINGS: ReadonlyMap<string, Embedding> = new Map([...PROPAGATED].map(([path, embeds]) => {
  if (!RULES[path] && embeds.length !== 1) throw new Error(`${path}: several members propagate, and no rule says how`);
  return [path, (RULES[path] ?? (([embed]) => memberEmbedding(embed!)))(embeds)];
}));
