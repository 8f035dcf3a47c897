/**
 * The stored media item record: the Media item of the spec ("Resources and their fields / Media item")
 * as media query returns it, plus the hidden fields of decisions section 9. A media item is either a
 * photo or a link (decisions section 9 fixes a link's visible fields). A frontal is a photo whose
 * `formats` carries the frontal keys `mediumJpeg` and `largeJpg` (decisions section 6), so `type`
 * stays `photo` in results and only the filter accepts `frontal`; its shape is the spec's Frontal.
 * Property order follows the embedded shapes of products/record.ts so a product view can be cut
 * out of a record key by key; hidden fields sit just before `meta`, which is last.
 */
import Type from 'typebox';
import {
  Enum, IntId, LINK_TYPES, Locale, Localized, Meta, PHOTO_TYPES, StrictObject, TARGET_GROUPS, VISIBLE_SIDES,
} from '../common/schema.js';
import { FRONTAL_PHOTO_TYPES, FrontalFormats, PhotoFormats } from '../products/record.js';
import { Variants } from '../common/variants.js';

const Locales = Type.Array(Locale, { maxItems: 50 });
const TargetGroups = Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 });
/** Hidden (decisions section 9): IDs of the organizations the item belongs to. */
const OrganizationIds = Type.Array(IntId, { maxItems: 100 });
/**
 * Hidden (decisions section 9): IDs of every product the item is linked to, published or not;
 * products embed only the published and available ones (decisions sections 6 and 12).
 */
const ProductIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100_000 });

export const MediaPhotoRecord = StrictObject({
  id: IntId,
  type: Type.Literal('photo'),
  photoType: Enum(PHOTO_TYPES),
  locales: Locales,
  targetGroups: TargetGroups,
  visibleSides: Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 }),
  formats: PhotoFormats,
  published: Type.Boolean(),
  available: Type.Boolean(),
  organizations: OrganizationIds,
  products: ProductIds,
  meta: Meta,
});

/**
 * A frontal: a photo with the spec's nine frontal formats (spec "Media item / Frontal"). The spec
 * lists `photoType` (packshot or productshot), `formats` and `displayOrder` for a frontal and no
 * `visibleSides`: both are accepted when given and kept as given, neither is required.
 */
export const MediaFrontalRecord = StrictObject({
  id: IntId,
  type: Type.Literal('photo'),
  photoType: Enum(FRONTAL_PHOTO_TYPES),
  displayOrder: Type.Optional(Type.Integer({ minimum: 1 })),
  locales: Locales,
  targetGroups: TargetGroups,
  visibleSides: Type.Optional(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 })),
  formats: FrontalFormats,
  published: Type.Boolean(),
  available: Type.Boolean(),
  organizations: OrganizationIds,
  products: ProductIds,
  meta: Meta,
});

/** decisions section 9: a link's visible fields are id, type, linkType, url, name, locales, targetGroups, meta. */
export const MediaLinkRecord = StrictObject({
  id: IntId,
  type: Type.Literal('link'),
  linkType: Enum(LINK_TYPES),
  url: Localized,
  name: Localized,
  locales: Locales,
  targetGroups: TargetGroups,
  published: Type.Boolean(),
  available: Type.Boolean(),
  organizations: OrganizationIds,
  products: ProductIds,
  meta: Meta,
});

/** decisions section 6: formats with both frontal keys make a photo a frontal. */
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

/** Stored fields that the result view does not show (decisions section 9). */
export const MEDIA_HIDDEN_FIELDS = ['published', 'available', 'organizations', 'products'] as const;
