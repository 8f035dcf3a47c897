/**
 * The twelve bulk files of decisions section 9, one per resource, with the schema each line must
 * satisfy and the hidden fields that the result view leaves out.
 *
 * Order is dependency order, so that an importer reading the files in this order always finds a
 * referenced record already loaded: reference data first (colors, dietary restrictions, the two
 * category trees), then brands and product families (organizations list their IDs), organizations
 * (specializations name public categories), users (belong to an organization), media (hidden
 * `organizations`), then products, which embed copies of all of the above, and last corrections and
 * updates, which name products, users, organizations, brands and categories. The one cycle, media's
 * hidden `products` list against the products that embed media, is broken in favour of media first:
 * a product embeds whole media objects that can be checked against loaded media records, while the
 * media side holds only product IDs.
 */
import type { TSchema } from 'typebox';
import { BRAND_HIDDEN_FIELDS, BrandRecord } from './brands/record.js';
import { CATALOG_CATEGORY_HIDDEN_FIELDS, CatalogCategoryRecord } from './catalog-categories/record.js';
import { COLOR_HIDDEN_FIELDS, ColorRecord } from './colors/record.js';
import { CORRECTION_HIDDEN_FIELDS, CorrectionRecord } from './corrections/record.js';
import { DIETARY_RESTRICTION_HIDDEN_FIELDS, DietaryRestrictionRecord } from './dietary-restrictions/record.js';
import { MEDIA_HIDDEN_FIELDS, MediaRecord } from './media/record.js';
import { ORGANIZATION_HIDDEN_FIELDS, OrganizationRecord } from './organizations/record.js';
import { PRODUCT_FAMILY_HIDDEN_FIELDS, ProductFamilyRecord } from './product-families/record.js';
import { PRODUCT_HIDDEN_FIELDS, ProductRecord } from './products/record.js';
import { PUBLIC_CATEGORY_HIDDEN_FIELDS, PublicCategoryRecord } from './public-categories/record.js';
import { UPDATE_HIDDEN_FIELDS, UpdateRecord } from './updates/record.js';
import { USER_HIDDEN_FIELDS, UserRecord } from './users/record.js';

export const RESOURCE_NAMES = [
  'colors', 'dietary-restrictions', 'public-categories', 'catalog-categories', 'brands', 'product-families',
  'organizations', 'users', 'media', 'products', 'corrections', 'updates',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

export interface ResourceFile {
  /** Resource directory under src/resources and path segment of its endpoints. */
  readonly resource: ResourceName;
  /** decisions section 9: the NDJSON file is named after the path. */
  readonly file: `${ResourceName}.ndjson`;
  /** Schema of one stored record (one line). */
  readonly schema: TSchema;
  /** Stored fields the result view does not show (decisions section 9). */
  readonly hidden: readonly string[];
}

const entry = (resource: ResourceName, schema: TSchema, hidden: readonly string[]): ResourceFile =>
  ({ resource, file: `${resource}.ndjson`, schema, hidden });

export const RESOURCE_FILES: readonly ResourceFile[] = [
  entry('colors', ColorRecord, COLOR_HIDDEN_FIELDS),
  entry('dietary-restrictions', DietaryRestrictionRecord, DIETARY_RESTRICTION_HIDDEN_FIELDS),
  entry('public-categories', PublicCategoryRecord, PUBLIC_CATEGORY_HIDDEN_FIELDS),
  entry('catalog-categories', CatalogCategoryRecord, CATALOG_CATEGORY_HIDDEN_FIELDS),
  entry('brands', BrandRecord, BRAND_HIDDEN_FIELDS),
  entry('product-families', ProductFamilyRecord, PRODUCT_FAMILY_HIDDEN_FIELDS),
  entry('organizations', OrganizationRecord, ORGANIZATION_HIDDEN_FIELDS),
  entry('users', UserRecord, USER_HIDDEN_FIELDS),
  entry('media', MediaRecord, MEDIA_HIDDEN_FIELDS),
  entry('products', ProductRecord, PRODUCT_HIDDEN_FIELDS),
  entry('corrections', CorrectionRecord, CORRECTION_HIDDEN_FIELDS),
  entry('updates', UpdateRecord, UPDATE_HIDDEN_FIELDS),
];
