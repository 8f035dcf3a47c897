/**
 * The bodies of the media operations (docs/contract.md §14): media/upload, media/create-link,
 * media/update, media/publish and media/unpublish. What media/update writes depends on the item's
 * kind: a photo's members, a frontal's (its narrower photo types) or a link's; members of the
 * other kind are refused, naming them.
 */
import Type, { type TObject } from 'typebox';
import { patchSchema } from '../common/partial.js';
import {
  Doc, Enum, IntId, LINK_TYPES, Locale, LocalizedOf, PHOTO_TYPES, StrictObject, TARGET_GROUPS, VISIBLE_SIDES,
} from '../common/schema.js';
import { type MediaKind } from './record.js';
import { FRONTAL_PHOTO_TYPES } from '../products/record.js';

/** A file up to 20 MiB (docs/contract.md §14). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** The body of an upload, JSON or multipart, up to 25 MiB (docs/contract.md §1). */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

/** An address a link leads to: http or https, no spaces. */
const WebUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2_048, title: 'URL' });

const Locales = Doc(Type.Array(Locale, { maxItems: 50, uniqueItems: true }), 'The locales the item suits; empty: every locale.');
const TargetGroups = Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10, uniqueItems: true }),
  'The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`.');
const Published = Doc(Type.Boolean(), 'Whether the item is published: only published (and available) items appear in products.');
const Sides = Doc(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6, uniqueItems: true }), 'The sides of the product the image shows.');
const LinkType = Doc(Enum(LINK_TYPES), 'What the link leads to: `website`, `video`, `brochure` or `other`.');
const LinkUrl = Doc(LocalizedOf(WebUrl, { minProperties: 1 }), 'The address the link leads to, per locale (http or https).');
const LinkName = Doc(LocalizedOf(Type.String({ minLength: 1, maxLength: 500 }), { minProperties: 1 }), 'The title of the link, per locale.');

/** What media/update may write of a photo. */
export const PhotoWrite = StrictObject({
  published: Published, locales: Locales, targetGroups: TargetGroups,
  photoType: Doc(Enum(PHOTO_TYPES), 'What the photo shows: `packshot`, `productshot`, `lifestyle_image` or `pillshot`.'),
  visibleSides: Sides,
});

/** What media/update may write of a frontal: a frontal shows the pack or the product. */
export const FrontalWrite = StrictObject({
  published: Published, locales: Locales, targetGroups: TargetGroups,
  photoType: Doc(Enum(FRONTAL_PHOTO_TYPES), 'What the frontal shows: `packshot` or `productshot`.'),
  visibleSides: Type.Optional(Sides),
});

/** What media/update may write of a link. */
export const LinkWrite = StrictObject({
  published: Published, locales: Locales, targetGroups: TargetGroups, linkType: LinkType, url: LinkUrl, name: LinkName,
});

/** The members media/update may write of each kind of item. */
const WRITE_OF_KIND: Readonly<Record<MediaKind, TObject>> = { photo: PhotoWrite, frontal: FrontalWrite, link: LinkWrite };
export const writeOfKind = (kind: MediaKind): TObject => WRITE_OF_KIND[kind];

const Products = Doc(Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100, uniqueItems: true })),
  'IDs of products to link the new item to, at the end of their photos, frontals or links; the caller must own each.');
const Organization = Doc(Type.Optional(IntId), 'The organization that owns the new item; left out, the caller\'s. A manager may name only its own.');
const NewPublished = Doc(Type.Optional(Type.Boolean()), 'Whether the new item is published; left out, it is.');

export const MediaUploadBody = StrictObject({
  file: Doc(StrictObject({
    name: Doc(Type.String({ minLength: 1, maxLength: 255 }), 'The file name; its dash-separated words give the photo type (`-pa`, `-pr`, '
      + '`-li`, `-pi`), the sides shown (`-front`, `-back`, ...) and the locales (`-nl`, `-fr`, `-en`, `-de`), e.g. `5400117000014-pa-front-nl.jpg`.'),
    content: Doc(Type.Optional(Type.String({ maxLength: Math.ceil(MAX_FILE_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/\\s]*={0,2}\\s*$' })),
      'The file\'s bytes in base64. Left out only in a multipart request, whose part `file` carries the bytes.'),
  }), 'The file: a JPEG or PNG photo (square, at least 1500 x 1500 pixels), a PNG with transparency (a frontal, any size) or a PDF '
    + '(a brochure link), up to 20 MiB. The type is read from the content, never from the name.'),
  products: Products,
  organization: Organization,
  published: NewPublished,
});
export type MediaUploadBody = { file: { name: string; content?: string }; products?: string[]; organization?: number; published?: boolean };

export const MediaCreateLinkBody = StrictObject({
  link: Doc(StrictObject({
    linkType: LinkType, url: LinkUrl, name: LinkName,
    locales: Type.Optional(Locales), targetGroups: Type.Optional(TargetGroups),
  }), 'The new link.'),
  products: Products,
  organization: Organization,
  published: NewPublished,
});
export type MediaCreateLinkBody = Type.Static<typeof MediaCreateLinkBody>;

const MediaItem = Doc(IntId, 'ID of the media item.');

/** Every member of either kind, each optional and nullable; the item's kind decides which it may hold (checked after). */
const AnyWrite = StrictObject({ ...PhotoWrite.properties, ...LinkWrite.properties });

/** Every member media/update takes, of either kind (docs/contract.md §14). */
export const MEDIA_WRITABLE: readonly string[] = Object.keys(AnyWrite.properties);

export const MediaUpdateBody = StrictObject({
  mediaItem: MediaItem,
  data: Doc(patchSchema(AnyWrite), 'The members to change; a member left out is unchanged. A photo takes `photoType` and `visibleSides`, '
    + 'a link `linkType`, `url` and `name`; both take `published`, `locales` and `targetGroups`.'),
});
export type MediaUpdateBody = { mediaItem: number; data: Record<string, unknown> };

export const MediaPublishBody = StrictObject({ mediaItem: MediaItem });
export type MediaPublishBody = Type.Static<typeof MediaPublishBody>;
