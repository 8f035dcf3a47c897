/**
 * The stored catalog category record: the Catalog category of the spec ("Resources and their fields
 * / Catalog category") plus the hidden `deleted` flag (docs/contract.md §9). A product embeds the
 * record without `deleted`. The spec gives catalog categories no `meta`.
 */
import Type from 'typebox';
import { Doc, Enum, Localized, SafeInteger, StrictObject } from '../common/schema.js';
import { CATALOG_CATEGORY_TYPES } from '../products/record.js';

const CategoryId = Type.String({ minLength: 1, maxLength: 64 });

export const CatalogCategoryRecord = StrictObject({
  id: Doc(CategoryId, 'The catalog category\'s ID, a string such as `0103`.'),
  name: Doc(Localized, 'The category name, per locale; read by the `search` filter.'),
  description: Doc(Localized, 'A description of the category, per locale.'),
  /** Null for root categories (spec; docs/contract.md §12). */
  parent: Doc(Type.Union([CategoryId, Type.Null()]), 'ID of the parent category; `null` for a root category. Read by the `parent` filter.'),
  order: Doc(SafeInteger, 'Sort position among the categories with the same parent, lowest first.'),
  type: Doc(Enum(CATALOG_CATEGORY_TYPES), 'What the category holds: `medicine`, `veterinary_medicine` or `non_medical` products.'),
  /** Hidden (docs/contract.md §9); deleted categories are still returned unless filtered out (section 12). */
  deleted: Doc(Type.Boolean(), '`true` when the category has been deleted; read by the `deleted` filter. Queries return deleted '
    + 'categories too unless the filter says `deleted: false`; products embed their categories without this flag.'),
});

export type CatalogCategoryRecord = Type.Static<typeof CatalogCategoryRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const CATALOG_CATEGORY_HIDDEN_FIELDS = ['deleted'] as const;
