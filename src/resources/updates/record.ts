/**
 * The stored news item record: the News item of the spec ("Resources and their fields / News item
 * (updates)") plus the hidden fields that the updates filters read (decisions section 9): `products`,
 * `publicCategories`, `brands`, `targetGroups` and `sortOrder`. The spec does not show which values a
 * type adds to the result, so the visible shape is the same for every type and what a news item is
 * about lives only in the hidden lists.
 */
import Type from 'typebox';
import { Enum, IntId, Locale, Localized, Meta, StrictObject, TARGET_GROUPS, Text, Url } from '../common/schema.js';

/** Spec: news item kinds used in filtering (`newsType`). */
export const NEWS_TYPES = ['product', 'organization', 'public_category', 'brand'] as const;

export const UpdateContent = StrictObject({
  shortDescription: Localized,
  description: Localized,
  media: Type.Array(StrictObject({ url: Url, type: Text(32) }), { maxItems: 50 }),
});

export const UpdateRecord = StrictObject({
  id: IntId,
  type: Enum(NEWS_TYPES),
  /** ID of the creating organization (spec). */
  organization: IntId,
  title: Localized,
  content: Type.Array(UpdateContent, { maxItems: 50 }),
  locales: Type.Array(Locale, { maxItems: 50 }),
  /** Hidden (decisions section 9): IDs of the products the item is about. */
  products: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 1_000 }),
  /** Hidden: public category IDs (the `publicCategory` filter includes descendants, decisions section 6). */
  publicCategories: Type.Array(IntId, { maxItems: 1_000 }),
  /** Hidden: brand IDs. */
  brands: Type.Array(IntId, { maxItems: 1_000 }),
  /** Hidden: target groups (decisions section 6 values). */
  targetGroups: Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }),
  /** Hidden: the `sortOrder` sorting key. */
  sortOrder: Type.Integer(),
  meta: Meta,
});

export type UpdateRecord = Type.Static<typeof UpdateRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const UPDATE_HIDDEN_FIELDS = ['products', 'publicCategories', 'brands', 'targetGroups', 'sortOrder'] as const;
