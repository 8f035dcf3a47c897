/**
 * The bodies of products/create and products/update (docs/contract.md §13). Writable members are
 * those of the product record except `id`, `meta`, `photos`, `frontals`, `links` (products/add-media
 * and remove-media), `descriptions` (the description operations) and `organizations` (the top-level
 * member). Embedded records are written by reference (their ids or codes) and stored as their
 * embedded views; leaflets as `{type, locales, url}`. The deprecated members are derived from
 * their replacements and never written.
 */
import Type, { type TSchema } from 'typebox';
import { patchSchema } from '../common/partial.js';
import { Doc, Enum, IntId, Locale, LocalizedOf, StrictObject, Url } from '../common/schema.js';
import { LEAFLET_TYPES, ProductRecord, SPECIES } from './record.js';

/** Deprecated members and the member each is derived from (spec "Versioning" 2). */
export const DEPRECATED_PRODUCT_MEMBERS: Readonly<Record<string, string>> = {
  gtin: 'eanGtin14', weight: 'weightWithUnit', width: 'widthWithUnit', length: 'lengthWithUnit', depth: 'depthWithUnit', atc: 'atcCategory',
};

/**
 * Every deprecated member of the product view and what replaces it (spec "Versioning" 2):
 * the derived members above, and `attributes`, still written by reference, whose successors are
 * the colors and dietary restrictions (the galenic shape filters have no member of their own).
 * get-fields answers these (docs/api.md "Fields").
 */
export const DEPRECATED_PRODUCT_FIELDS: Readonly<Record<string, string>> = {
  ...DEPRECATED_PRODUCT_MEMBERS, attributes: 'colors, dietaryRestrictions',
};

/** Members of the product that these operations do not write, and what does. */
export const READ_ONLY_PRODUCT_MEMBERS: Readonly<Record<string, string>> = {
  id: 'is given by the server',
  meta: 'is set by the server',
  statusTouchedAt: 'is set by the server when `status` changes',
  photos: 'is written by products/add-media and products/remove-media',
  frontals: 'is written by products/add-media and products/remove-media',
  links: 'is written by products/add-media and products/remove-media',
  descriptions: 'is written by product/descriptions/create, update and delete',
  organizations: 'is written by the top-level `organizations` member',
};

const Ids = (item: TSchema, what: string) => Doc(Type.Optional(Type.Array(item, { maxItems: 100, uniqueItems: true })), what);
const CodeId = Type.String({ minLength: 1, maxLength: 64 });

/** Members written by reference: the ids or codes of the records the product embeds. */
const REFERENCES = {
  publicCategories: Ids(IntId, 'IDs of the public categories the product is in.'),
  catalogCategories: Ids(CodeId, 'IDs of the catalog categories the product is in (not deleted ones).'),
  brands: Ids(IntId, 'IDs of the brands the product is sold under.'),
  productFamily: Ids(IntId, 'IDs of the product families the product belongs to.'),
  attributes: Ids(IntId, 'Deprecated attributes: IDs of attribute options, at most one per attribute.'),
  dietaryRestrictions: Ids(CodeId, 'Codes of the dietary restrictions the product suits.'),
  colors: Ids(CodeId, 'Codes of the product\'s colors.'),
  activeIngredients: Ids(IntId, 'IDs of the active ingredients the product contains.'),
  allowedSpecies: Doc(Type.Optional(Type.Array(Enum(Object.keys(SPECIES) as Array<keyof typeof SPECIES>), { maxItems: 4, uniqueItems: true })),
    'What the product may be used on: `human`, `veterinary`, `surface_maintenance`, `phytopharmacy`.'),
  leaflets: Doc(Type.Optional(Type.Array(StrictObject({
    type: Doc(Enum(LEAFLET_TYPES), '`pil` or `spc`.'),
    locales: Doc(Type.Array(Locale, { maxItems: 50 }), 'The locales the leaflet is given in; empty for every locale.'),
    url: Doc(LocalizedOf(Url, { minProperties: 1 }), 'Address of the document, per locale.'),
  }), { maxItems: 50 })), 'The leaflets; each gets an id and `meta` from the server (an unchanged one keeps its own).'),
} as const;

/** Members not written at all by these operations (read-only, deprecated, or by reference above). */
const NOT_AS_STORED = new Set([...Object.keys(READ_ONLY_PRODUCT_MEMBERS), ...Object.keys(DEPRECATED_PRODUCT_MEMBERS), ...Object.keys(REFERENCES)]);

const record = ProductRecord.properties as Record<string, TSchema>;
const asStored: Record<string, TSchema> = {};
for (const [name, schema] of Object.entries(record)) {
  if (NOT_AS_STORED.has(name)) continue;
  // Everything but the name is optional in a write; `deleted` defaults to false, `status` to active.
  asStored[name] = name === 'name'
    ? Doc(LocalizedOf(Type.String({ minLength: 1, maxLength: 2_000 }), { minProperties: 1 }), 'The product name, per locale: at least one.')
    : Type.Optional(schema);
}

/** A product's writable members, in the record's order; `name` required, the rest optional. */
export const ProductWrite = StrictObject(Object.fromEntries(Object.keys(record)
  .filter((name) => !Object.hasOwn(READ_ONLY_PRODUCT_MEMBERS, name) && !Object.hasOwn(DEPRECATED_PRODUCT_MEMBERS, name))
  .map((name) => [name, asStored[name] ?? REFERENCES[name as keyof typeof REFERENCES]]))) as unknown as ReturnType<typeof StrictObject>;

/** Codes of which a new product needs at least one (docs/contract.md §13). */
export const PRODUCT_CODES = ['ean', 'eanGtin8', 'eanGtin12', 'eanGtin13', 'eanGtin14', 'pzn', 'cti', 'supplierReference'] as const;

const Organizations = Doc(Type.Optional(Type.Array(IntId, { minItems: 1, maxItems: 100, uniqueItems: true })),
  'IDs of the organizations that own the product; a manager\'s list must hold its own organization. '
  + 'On create it defaults to the caller\'s organization; on update a member left out is unchanged.');

export const ProductCreateBody = StrictObject({
  organizations: Organizations,
  product: Doc(ProductWrite, 'The new product: `name` and at least one code (`ean`, an `eanGtin`, `pzn`, `cti` or `supplierReference`).'),
});

export const ProductUpdateBody = StrictObject({
  id: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'ID of the product to change.'),
  product: Doc(Type.Optional(patchSchema(ProductWrite)), 'The members to change; a member left out is unchanged, `null` removes it.'),
  organizations: Organizations,
});

export interface ProductCreateBody { organizations?: number[]; product: Record<string, unknown> }
export interface ProductUpdateBody { id: string; product?: Record<string, unknown>; organizations?: number[] }

/** The clearer message for a member of `product` that is not written here, by its name. */
export function productMemberMessage(name: string): string | undefined {
  if (Object.hasOwn(DEPRECATED_PRODUCT_MEMBERS, name)) {
    return `is deprecated and derived from \`${DEPRECATED_PRODUCT_MEMBERS[name]}\`: write \`${DEPRECATED_PRODUCT_MEMBERS[name]}\` instead`;
  }
  return Object.hasOwn(READ_ONLY_PRODUCT_MEMBERS, name) ? `is not writable here: it ${READ_ONLY_PRODUCT_MEMBERS[name]}` : undefined;
}
