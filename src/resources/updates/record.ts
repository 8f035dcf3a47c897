/**
 * The stored news item record: the News item of the spec ("Resources and their fields / News item
 * (updates)") plus the hidden fields that the updates filters read (docs/contract.md §9): `products`,
 * `publicCategories`, `brands`, `targetGroups` and `sortOrder`. The spec does not show which values a
 * type adds to the result, so the visible shape is the same for every type and what a news item is
 * about lives only in the hidden lists.
 */
import Type from 'typebox';
import { Doc, Enum, IntId, Locale, Localized, Meta, SafeInteger, StrictObject, TARGET_GROUPS, Text, Url } from '../common/schema.js';

/** Spec: news item kinds used in filtering (`newsType`). */
export const NEWS_TYPES = ['product', 'organization', 'public_category', 'brand'] as const;

export const UpdateContent = StrictObject({
  shortDescription: Doc(Localized, 'A short summary of the block, per locale.'),
  description: Doc(Localized, 'The full text of the block, per locale.'),
  media: Doc(Type.Array(StrictObject({
    url: Doc(Url, 'Address of the file.'),
    type: Doc(Text(32), 'The kind of file, a free string such as `image`, `video` or `document`.'),
  }), { maxItems: 50 }), 'Files that go with the block (images, videos, documents).'),
});

export const UpdateRecord = StrictObject({
  id: Doc(IntId, 'The news item\'s ID.'),
  type: Doc(Enum(NEWS_TYPES), 'What kind of thing the item is about: `product`, `organization` (the publishing organization itself), '
    + '`public_category` or `brand`; which ones is in the hidden lists. Read by the `newsType` filter.'),
  /** ID of the creating organization (spec). */
  organization: Doc(IntId, 'ID of the organization that published the item; read by the `organization` filter.'),
  title: Doc(Localized, 'The headline, per locale.'),
  content: Doc(Type.Array(UpdateContent, { maxItems: 50 }), 'The body of the item, in blocks of text with their files.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }), 'The locales the item is written for; read by the `locale` filter.'),
  /** Hidden (docs/contract.md §9): IDs of the products the item is about. */
  products: Doc(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 1_000 }),
    'IDs of the products the item is about; read by the `product` filter.'),
  /** Hidden: public category IDs (the `publicCategory` filter includes descendants, docs/contract.md §6). */
  publicCategories: Doc(Type.Array(IntId, { maxItems: 1_000 }), 'IDs of the public categories the item is about; '
    + 'read by the `publicCategory` filter, which also matches their subcategories.'),
  /** Hidden: brand IDs. */
  brands: Doc(Type.Array(IntId, { maxItems: 1_000 }), 'IDs of the brands the item is about; read by the `brand` filter.'),
  /** Hidden: target groups (docs/contract.md §6 values). */
  targetGroups: Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }), 'The audiences the item is meant for '
    + '(`consumer`, `pharmacist`, `medical_professional`, `veterinarian`); read by the `targetGroup` filter.'),
  /** Hidden: the `sortOrder` sorting key. */
  sortOrder: Doc(SafeInteger, 'A number that orders news items; read by the `sortOrder` sort key.'),
  meta: Doc(Meta, 'When the news item was published and last changed; read by the `createdAt` and `updatedSince` filters.'),
});

export type UpdateRecord = Type.Static<typeof UpdateRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const UPDATE_HIDDEN_FIELDS = ['products', 'publicCategories', 'brands', 'targetGroups', 'sortOrder'] as const;
