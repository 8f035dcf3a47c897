/**
 * The stored media item record: the Media item of the spec ("Resources and their fields / Media item")
 * as media query returns it, plus the hidden fields of docs/contract.md §9. A media item is either a
 * photo or a link (docs/contract.md §9 fixes a link's visible fields). A frontal is a photo whose
 * `formats` carries the frontal keys `mediumJpeg` and `largeJpg` (docs/contract.md §6), so `type`
 * stays `photo` in results and only the filter accepts `frontal`; its shape is the spec's Frontal.
 * Property order follows the embedded shapes of products/record.ts so a product view can be cut
 * out of a record key by key; hidden fields sit just before `meta`, which is last.
 */
import Type from 'typebox';
import {
  Doc, Enum, IntId, LINK_TYPES, Locale, Localized, Meta, PHOTO_TYPES, Shape, StrictObject, TARGET_GROUPS, VISIBLE_SIDES,
} from '../common/schema.js';
import { FRONTAL_PHOTO_TYPES, FrontalFormats, PhotoFormats } from '../products/record.js';
import { Variants } from '../common/variants.js';

const Locales = Type.Array(Locale, { maxItems: 50 });
const TargetGroups = Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 });
/** Hidden (docs/contract.md §9): IDs of the organizations the item belongs to. */
const OrganizationIds = Type.Array(IntId, { maxItems: 100 });
/**
 * Hidden (docs/contract.md §9): IDs of every product the item is linked to, published or not;
 * products embed only the published and available ones (docs/contract.md §6 and §12).
 */
const ProductIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100_000 });

const ID = 'The media item\'s ID.';
const LOCALES = 'The locales the item suits; an empty list means every locale, also for the `locale` filter.';
const TARGET_GROUPS_TEXT = 'The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; '
  + 'read by the `targetGroup` filter.';
const PUBLISHED = 'Whether the item is published (set by `media/publish` and `media/unpublish`); only items that are published and '
  + 'available appear in products. Read by the `published` filter.';
const AVAILABLE = 'Whether the item is available; an unavailable item stays linked to its products but does not appear in them. '
  + 'Read by the `available` filter.';
const ORGANIZATIONS = 'IDs of the organizations that own the item; read by the `organization` filter.';
const PRODUCTS = 'IDs of every product the item is linked to, also where it is unpublished or unavailable and so not shown in the '
  + 'product; read by the `product` filter.';
const META = 'When the media item was added and last changed.';

export const MediaPhotoRecord = Shape('Photo', StrictObject({
  id: Doc(IntId, ID),
  type: Doc(Type.Literal('photo'), 'Always `photo`; the `type` filter value `photo` matches frontals too.'),
  photoType: Doc(Enum(PHOTO_TYPES), 'What the photo shows: `packshot` (the pack), `productshot` (the product itself), '
    + '`lifestyle_image` (the product in use) or `pillshot` (a tablet or capsule).'),
  locales: Doc(Locales, LOCALES),
  targetGroups: Doc(TargetGroups, TARGET_GROUPS_TEXT),
  visibleSides: Doc(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 }),
    'The sides of the product the image shows (`front`, `back`, `left`, `right`, `top`, `bottom`).'),
  formats: Doc(PhotoFormats, 'Addresses of the photo\'s image files: JPEG and WebP, square, at 200, 450, 900 and 1500 px.'),
  published: Doc(Type.Boolean(), PUBLISHED),
  available: Doc(Type.Boolean(), AVAILABLE),
  organizations: Doc(OrganizationIds, `${ORGANIZATIONS} Inside a product, the photo shows them as organization objects.`),
  products: Doc(ProductIds, PRODUCTS),
  meta: Doc(Meta, META),
}));

/**
 * A frontal: a photo with the spec's nine frontal formats (spec "Media item / Frontal"). The spec
 * lists `photoType` (packshot or productshot), `formats` and `displayOrder` for a frontal and no
 * `visibleSides`: both are accepted when given and kept as given, neither is required.
 */
export const MediaFrontalRecord = Shape('Frontal', StrictObject({
  id: Doc(IntId, ID),
  type: Doc(Type.Literal('photo'), 'Always `photo`: a frontal is a photo whose formats are the cut-out ones; '
    + 'the `type` filter value `frontal` matches frontals only.'),
  photoType: Doc(Enum(FRONTAL_PHOTO_TYPES), 'What the frontal shows: `packshot` (the pack) or `productshot` (the product itself).'),
  displayOrder: Doc(Type.Optional(Type.Integer({ minimum: 1 })),
    'Position of the frontal among a product\'s frontals, starting at 1; present only when the catalogue gives it.'),
  locales: Doc(Locales, LOCALES),
  targetGroups: Doc(TargetGroups, TARGET_GROUPS_TEXT),
  visibleSides: Doc(Type.Optional(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 })),
    'The sides of the product the image shows (`front`, `back`, ...); present only when the catalogue gives them.'),
  formats: Doc(FrontalFormats, 'Addresses of the frontal\'s image files: cut-out PNG and WebP, square, at 200, 450 and 1500 px '
    + '(WebP also 900), with JPEG fall-backs on white at 450 and 900 px.'),
  published: Doc(Type.Boolean(), PUBLISHED),
  available: Doc(Type.Boolean(), AVAILABLE),
  organizations: Doc(OrganizationIds, ORGANIZATIONS),
  products: Doc(ProductIds, PRODUCTS),
  meta: Doc(Meta, META),
}));

/** docs/contract.md §9: a link's visible fields are id, type, linkType, url, name, locales, targetGroups, meta. */
export const MediaLinkRecord = Shape('Link', StrictObject({
  id: Doc(IntId, ID),
  type: Doc(Type.Literal('link'), 'Always `link`.'),
  linkType: Doc(Enum(LINK_TYPES), 'What the link leads to: a `website`, a `video`, a `brochure` (a document such as an uploaded PDF) '
    + 'or `other`.'),
  url: Doc(Localized, 'The address the link leads to, per locale.'),
  name: Doc(Localized, 'The title of the link, per locale.'),
  locales: Doc(Locales, LOCALES),
  targetGroups: Doc(TargetGroups, TARGET_GROUPS_TEXT),
  published: Doc(Type.Boolean(), PUBLISHED),
  available: Doc(Type.Boolean(), AVAILABLE),
  organizations: Doc(OrganizationIds, ORGANIZATIONS),
  products: Doc(ProductIds, PRODUCTS),
  meta: Doc(Meta, META),
}));

/** docs/contract.md §6: formats with both frontal keys make a photo a frontal. */
export const hasFrontalFormats = (formats: unknown): boolean =>
  typeof formats === 'object' && formats !== null && 'mediumJpeg' in formats && 'largeJpg' in formats;

/** `type` says photo or link; a photo's formats say whether it is a frontal. */
export const MediaRecord = Variants('type', {
  photo: (m) => (hasFrontalFormats(m.formats) ? MediaFrontalRecord : MediaPhotoRecord),
  link: MediaLinkRecord,
}, [MediaPhotoRecord, MediaFrontalRecord, MediaLinkRecord]);

export type MediaPhotoRecord = Type.Static<typeof MediaPhotoRecord>;
export type MediaFrontalRecord = Type.Static<typeof MediaFrontalRecord>;
export type MediaLinkRecord = Type.Static<typeof MediaLinkRecord>;
export type MediaRecord = MediaPhotoRecord | MediaFrontalRecord | MediaLinkRecord;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const MEDIA_HIDDEN_FIELDS = ['published', 'available', 'organizations', 'products'] as const;

/** Which of a product's lists an item belongs in, and what media/update may write of it. */
export type MediaKind = 'photo' | 'frontal' | 'link';
