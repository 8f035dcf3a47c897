/**
 * The stored catalog category record: the Catalog category of the spec ("Resources and their fields
 * / Catalog category") plus the hidden `deleted` flag (decisions section 9). A product embeds the
 * record without `deleted`. The spec gives catalog categories no `meta`.
 */
import Type from 'typebox';
import { Enum, Localized, StrictObject } from '../common/schema.js';
import { CATALOG_CATEGORY_TYPES } from '../products/record.js';

const CategoryId = Type.String({ minLength: 1, maxLength: 64 });

export const CatalogCategoryRecord = StrictObject({
  id: CategoryId,
  name: Localized,
  description: Localized,
  /** Null for root categories (spec; decisions section 12). */
  parent: Type.Union([CategoryId, Type.Null()]),
  order: Type.Integer(),
  type: Enum(CATALOG_CATEGORY_TYPES),
  /** Hidden (decisions section 9); deleted categories are still returned unless filtered out (section 12). */
  deleted: Type.Boolean(),
});

export type CatalogCategoryRecord = Type.Static<typeof CatalogCategoryRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const CATALOG_CATEGORY_HIDDEN_FIELDS = ['deleted'] as const;
