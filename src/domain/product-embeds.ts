/**
 * What a product embeds of other records, declared once per member (docs/contract.md §8, 9, 13):
 * where its views come from, how a record becomes one, which side table of products holds the
 * embedded records' keys, what of the source no product shows, how a write names the member, and
 * the records an import derives from the views. Read by the write side
 * (src/command/products/references.ts), the propagation (src/command/propagation/embeddings.ts),
 * imports and migrations (src/domain/derived-records.ts); a test checks each declared side table
 * against the products' own storage declaration.
 */
import { type ResourceDecl, type Row } from '../query/declare.js';
import { activeIngredients } from '../resources/active-ingredients/resource.js';
import { brands } from '../resources/brands/resource.js';
import { catalogCategories } from '../resources/catalog-categories/resource.js';
import { colors } from '../resources/colors/resource.js';
import { latest, spanning } from './view-merge.js';
import { dietaryRestrictions } from '../resources/dietary-restrictions/resource.js';
import { media } from '../resources/media/resource.js';
import { organizations } from '../resources/organizations/resource.js';
import { productAttributeOptions } from '../resources/product-attribute-options/resource.js';
import { productAttributes } from '../resources/product-attributes/resource.js';
import { productFamilies } from '../resources/product-families/resource.js';
import { SPECIES, type ProductRecord } from '../resources/products/record.js';
import { publicCategories } from '../resources/public-categories/resource.js';
import { activeIngredientView, attributeView, brandView, catalogCategoryView, codeView, familyView, organizationView, publicCategoryView } from './product-views.js';
import { speciesView, type SpeciesCode } from './species.js';

type P = ProductRecord;

/** Reads a record of the store as it stands inside the write's transaction. */
export type ReadRecord = (resource: ResourceDecl, id: string | number) => Promise<Row | undefined>;

/** A referenced record that exists but may not be referenced here: the violation's message. */
export class Refusal {
  constructor(readonly message: string) {}
}

/** Records an import without their files derives from the views (docs/contract.md §9). */
export interface Derivation {
  target: ResourceDecl;
  /** Resources derived together: only when the import has no file of any of them. */
  group: string;
  /** The target's record as one view of a product shows it. */
  record(view: any, product: P): Row;
  /** One record from two of the same id. */
  merge(kept: Row, other: Row): Row;
}

/** How a write names a member: by reference, each resolved to its view inside the write's transaction. */
export interface WrittenAs {
  /** What a reference names, for the violation of one that names nothing: `a brand`. */
  what: string;
  /** `product`: a member of the written product; `owners`: the write's `organizations` beside it. */
  in: 'product' | 'owners';
  /** The view of a referenced record (or of the reference itself, without a source), or why it may not be referenced. */
  view(record: any, read: ReadRecord): unknown;
  /** A view's reference, as a write names it: its key unless said otherwise. */
  reference?(view: any): unknown;
}

export interface EmbeddedMember {
  /** The product's member holding the views. */
  member: keyof P & string;
  /** The resource the views are made from; none for a fixed list (species). */
  source?: ResourceDecl;
  /** The side table of products listing `key` of each view (the member's filter reads it), by which embedders are found. */
  sideTable?: string;
  views(product: P): readonly any[];
  /** The embedded record's id in a view (an attribute's: its option's, the record a write references). */
  key(view: any): string | number;
  written?: WrittenAs;
  /** A change of the source record is carried to the products embedding it (docs/contract.md §13). */
  propagates?: boolean;
  /** Members of the source that no product shows: changing only them changes no copy. */
  unseen?: readonly string[];
  derives?: readonly Derivation[];
}

const byId = (view: { id: string | number }) => view.id;

const reference = (what: string, view: (record: any) => unknown): WrittenAs => ({ what, in: 'product', view });

export const PRODUCT_EMBEDS: readonly EmbeddedMember[] = [
  {
    member: 'organizations', source: organizations, sideTable: 'product_organizations', views: (p) => p.organizations, key: byId,
    written: { what: 'an organization', in: 'owners', view: organizationView }, propagates: true,
  },
  {
    member: 'brands', source: brands, sideTable: 'product_brands', views: (p) => p.brands, key: byId,
    written: reference('a brand', brandView), propagates: true,
  },
  {
    member: 'productFamily', source: productFamilies, sideTable: 'product_family_links', views: (p) => p.productFamily, key: byId,
    written: reference('a product family', familyView),
  },
  {
    member: 'publicCategories', source: publicCategories, sideTable: 'product_public_categories', views: (p) => p.publicCategories, key: byId,
    written: reference('a public category', publicCategoryView),
  },
  {
    member: 'catalogCategories', source: catalogCategories, sideTable: 'product_catalog_categories', views: (p) => p.catalogCategories, key: byId,
    written: reference('a catalog category', (c) => (c.deleted ? new Refusal('is a deleted catalog category') : catalogCategoryView(c))),
  },
  {
    member: 'activeIngredients', source: activeIngredients, sideTable: 'product_active_ingredients', views: (p) => p.activeIngredients, key: byId,
    written: reference('an active ingredient', activeIngredientView),
    // A product embeds the record unchanged; where products disagree, the latest view wins.
    derives: [{ target: activeIngredients, group: 'active-ingredients', record: (view) => view, merge: latest as Derivation['merge'] }],
  },
  {
    member: 'attributes', source: productAttributeOptions, sideTable: 'product_attribute_options', views: (p) => p.attributes,
    key: (a: P['attributes'][number]) => a.option.id,
    written: {
      what: 'an attribute option',
      in: 'product',
      async view(option, read) {
        const attribute = await read(productAttributes, option.attribute);
        return attribute ? attributeView(attribute as never, option) : new Refusal('is an option of an attribute that does not exist');
      },
    },
    // Attributes and options are derived together; `meta` spans the embedding products', and an
    // option's type is its attribute's code, the attribute's id as a string.
    derives: [
      {
        target: productAttributes, group: 'product-attributes', merge: spanning as Derivation['merge'],
        record: (a: P['attributes'][number], p) => ({ id: a.id, code: String(a.id), name: a.name, meta: p.meta }),
      },
      {
        target: productAttributeOptions, group: 'product-attributes', merge: spanning as Derivation['merge'],
        record: (a: P['attributes'][number], p) => ({ id: a.option.id, type: String(a.id), name: a.option.name, attribute: a.id, meta: p.meta }),
      },
    ],
  },
  {
    member: 'dietaryRestrictions', source: dietaryRestrictions, sideTable: 'product_dietary_restrictions', views: (p) => p.dietaryRestrictions,
    key: byId, written: reference('a dietary restriction', codeView),
  },
  {
    member: 'colors', source: colors, sideTable: 'product_colors', views: (p) => p.colors, key: byId, written: reference('a color', codeView),
  },
  {
    // A fixed list, written by code (docs/contract.md §6).
    member: 'allowedSpecies', sideTable: 'product_species', views: (p) => p.allowedSpecies, key: byId,
    written: {
      what: 'a species', in: 'product', view: (code: SpeciesCode) => speciesView(code),
      reference: (s: P['allowedSpecies'][number]) => (Object.keys(SPECIES) as SpeciesCode[]).find((code) => SPECIES[code] === s.id),
    },
  },
  // A media item is shown in one of three lists by its kind while published and available; the
  // media links (not a write of the product) make them, and its hidden `products` no product shows.
  ...(['photos', 'frontals', 'links'] as const).map((member): EmbeddedMember => ({
    member, source: media, views: (p) => p[member], key: byId, propagates: true, unseen: ['products'],
  })),
];

/** The members a product write names by reference, by member name. */
export const WRITTEN_REFERENCES: ReadonlyMap<string, EmbeddedMember & { written: WrittenAs }> = new Map(PRODUCT_EMBEDS
  .filter((e): e is EmbeddedMember & { written: WrittenAs } => e.written !== undefined).map((e) => [e.member, e]));

/** The derivation of each derived resource, by its path. */
export const DERIVATIONS: ReadonlyMap<string, Derivation & { member: EmbeddedMember }> = new Map(PRODUCT_EMBEDS
  .flatMap((member) => (member.derives ?? []).map((d) => [d.target.path, { ...d, member }] as const)));

/** The members whose source propagates, grouped by source path (media: its three lists). */
export const PROPAGATED: ReadonlyMap<string, readonly EmbeddedMember[]> = PRODUCT_EMBEDS.reduce((out, e) => {
  if (e.propagates && e.source) out.set(e.source.path, [...(out.get(e.source.path) ?? []), e]);
  return out;
}, new Map<string, EmbeddedMember[]>());
