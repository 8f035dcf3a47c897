/**
 * What a product embeds of other records: the views of organizations, brands, families,
 * categories, code lists, active ingredients and attributes, built from the records themselves.
 * The one place these rules live: the generator builds its products with them, and the write side
 * rebuilds a product's embedded copies with them when their source changes (docs/contract.md §8
 * and 13).
 */
import { type ActiveIngredientRecord } from '../resources/active-ingredients/record.js';
import { type BrandRecord } from '../resources/brands/record.js';
import { type CatalogCategoryRecord } from '../resources/catalog-categories/record.js';
import { type ColorRecord } from '../resources/colors/record.js';
import { type DietaryRestrictionRecord } from '../resources/dietary-restrictions/record.js';
import { type OrganizationRecord } from '../resources/organizations/record.js';
import { type ProductAttributeOptionRecord } from '../resources/product-attribute-options/record.js';
import { type ProductAttributeRecord } from '../resources/product-attributes/record.js';
import { type ProductFamilyRecord } from '../resources/product-families/record.js';
import { type ProductRecord } from '../resources/products/record.js';
import { type PublicCategoryRecord } from '../resources/public-categories/record.js';
import { everyLocale } from './locales.js';

export type OrganizationView = ProductRecord['organizations'][number];
export type BrandView = ProductRecord['brands'][number];
export type FamilyView = ProductRecord['productFamily'][number];
export type PublicCategoryView = ProductRecord['publicCategories'][number];
export type CatalogCategoryView = ProductRecord['catalogCategories'][number];
export type AttributeView = ProductRecord['attributes'][number];
export type ActiveIngredientView = ProductRecord['activeIngredients'][number];
export type CodeView = ProductRecord['colors'][number];

/**
 * The organization in a product (spec: Organization, product view): the name under every locale,
 * the region as its label, contact information for suppliers only (as the record has it).
 */
export function organizationView(record: OrganizationRecord): OrganizationView {
  const c = record.contactInformation;
  return {
    id: record.id, name: everyLocale(record.name), type: record.type, meta: record.meta,
    contactInformation: c && {
      address: c.address, zipCode: c.zipCode, region: c.region?.label, city: c.city, country: c.country, email: c.email, url: c.url,
    },
  };
}

/** A brand in a product: the name under every locale (docs/contract.md §12), without the logo. */
export const brandView = (record: BrandRecord): BrandView => ({ id: record.id, name: everyLocale(record.name), meta: record.meta });

/** A product family, a public category, an active ingredient: embedded as their records are. */
export const familyView = (record: ProductFamilyRecord): FamilyView => record;
export const publicCategoryView = (record: PublicCategoryRecord): PublicCategoryView => record;
export const activeIngredientView = (record: ActiveIngredientRecord): ActiveIngredientView => record;
export const codeView = (record: ColorRecord | DietaryRestrictionRecord): CodeView => ({ id: record.id, name: record.name });

/** A catalog category in a product: the record without `deleted`. */
export function catalogCategoryView(record: CatalogCategoryRecord): CatalogCategoryView {
  const { deleted: _, ...view } = record;
  return view;
}

/** docs/contract.md §16: an attribute element, with the option that applies to the product. */
export const attributeView = (attribute: ProductAttributeRecord, option: ProductAttributeOptionRecord): AttributeView =>
  ({ id: attribute.id, name: attribute.name, option: { id: option.id, name: option.name } });
