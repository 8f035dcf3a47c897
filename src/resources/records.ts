/**
 * The fifteen bulk files of docs/contract.md §9 and §16, one per resource, with the schema each
 * line must satisfy and the hidden fields that the result view leaves out.
 *
 * Order is dependency order, so that an importer reading the files in this order always finds a
 * referenced record already loaded: reference data first (colors, dietary restrictions, active
 * ingredients, attributes and their options, the two category trees), then brands and product families (organizations list their IDs), organizations
 * (specializations name public categories), users (belong to an organization), media (hidden
 * `organizations`), then products, which embed copies of all of the above, and last corrections and
 * updates, which name products, users, organizations, brands and categories. The one cycle, media's
 * hidden `products` list against the products that embed media, is broken in favour of media first:
 * a product embeds whole media objects that can be checked against loaded media records, while the
 * media side holds only product IDs.
 */
import type { TSchema } from 'typebox';
import { STORED } from './registry.js';

export const RESOURCE_NAMES = [
  'colors', 'dietary-restrictions', 'active-ingredients', 'product-attributes', 'product-attribute-options',
  'public-categories', 'catalog-categories', 'brands', 'product-families', 'organizations', 'users', 'media',
  'products', 'corrections', 'updates',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

export interface ResourceFile {
  /** Resource directory under src/resources and path segment of its endpoints. */
  readonly resource: ResourceName;
  /** docs/contract.md §9: the NDJSON file is named after the path. */
  readonly file: `${ResourceName}.ndjson`;
  /** Schema of one stored record (one line). */
  readonly schema: TSchema;
  /** Stored fields the result view does not show (docs/contract.md §9). */
  readonly hidden: readonly string[];
}

/** Derived from the declarations (src/resources/registry.ts), which hold each schema once. */
export const RESOURCE_FILES: readonly ResourceFile[] = STORED.map((decl) => ({
  resource: decl.path as ResourceName,
  file: `${decl.path as ResourceName}.ndjson` as const,
  schema: decl.record,
  hidden: decl.hidden,
}));

if (RESOURCE_FILES.map((f) => f.resource).join() !== RESOURCE_NAMES.join()) {
  throw new Error('src/resources/registry.ts STORED and RESOURCE_NAMES must list the same resources in the same order');
}
