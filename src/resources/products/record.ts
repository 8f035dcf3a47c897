/**
 * The stored product record: the Product of the spec ("Resources and their fields / Product") with
 * decisions sections 9 and 12, plus the hidden field `statusTouchedAt` (decisions section 9).
 * Property order here is the order of the serialized document; `meta` is always last so computed
 * fields (`meta.embedUrl`, `meta.publicPageUrl`) can be spliced in without parsing.
 */
import Type, { type TSchema } from 'typebox';
import {
  DESCRIPTION_TYPES, Enum, IntId, Locale, Localized, Meta, ORGANIZATION_TYPES, PHOTO_TYPES, StrictObject,
  TARGET_GROUPS, Text, Timestamp, Url, VISIBLE_SIDES, LINK_TYPES,
} from '../common/schema.js';
import { ActiveIngredientRecord } from '../active-ingredients/record.js';

export const PRODUCT_STATUSES = ['active', 'inactive', 'replaced', 'no_selection'] as const;
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export const PRESCRIPTIONS = ['not_specified', 'yes', 'no', 'yes_with_exception', 'no_with_exception'] as const;
export const CONSERVATIONS = ['room', 'refrigerator', 'fresh', 'frozen'] as const;
export const CATALOG_CATEGORY_TYPES = ['medicine', 'veterinary_medicine', 'non_medical'] as const;
export const LEAFLET_TYPES = ['pil', 'spc'] as const;
/** decisions section 6: allowedSpecies codes map to these IDs. */
export const SPECIES = { human: 1, veterinary: 2, surface_maintenance: 3, phytopharmacy: 4 } as const;

const Code = Type.String({ minLength: 1, maxLength: 64 });
const Temperature = StrictObject({ celsius: Type.Number(), fahrenheit: Type.Number(), kelvin: Type.Number() });
const WithUnit = StrictObject({ value: Type.Integer(), unit: Text(16) });
const Ean = (digits: number) => Type.Integer({ minimum: 0, maximum: 10 ** digits - 1 });
const Strings = (item = Text(64)) => Type.Array(item, { maxItems: 100 });

export const ProductOrganization = StrictObject({
  id: IntId,
  name: Localized,
  type: Enum(ORGANIZATION_TYPES),
  meta: Meta,
  contactInformation: Type.Optional(StrictObject({
    address: Type.Optional(Text(500)),
    zipCode: Type.Optional(Text(32)),
    region: Type.Optional(Text(200)),
    city: Type.Optional(Text(200)),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    email: Type.Optional(Text(320)),
    url: Type.Optional(Url),
  })),
});

export const PhotoFormats = StrictObject({
  thumbnail: Url, thumbnailWebp: Url, medium: Url, mediumWebp: Url,
  large: Url, largeWebp: Url, huge: Url, hugeWebp: Url,
});

export const FrontalFormats = StrictObject({
  thumbnail: Url, thumbnailWebp: Url, medium: Url, mediumJpeg: Url, mediumWebp: Url,
  largeJpg: Url, largeWebp: Url, huge: Url, hugeWebp: Url,
});

export const ProductPhoto = StrictObject({
  id: IntId,
  type: Type.Literal('photo'),
  photoType: Enum(PHOTO_TYPES),
  name: Localized,
  displayOrder: Type.Integer({ minimum: 1 }),
  locales: Type.Array(Locale, { maxItems: 50 }),
  targetGroups: Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }),
  visibleSides: Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 }),
  formats: PhotoFormats,
  organizations: Type.Array(ProductOrganization, { maxItems: 100 }),
  meta: Meta,
});

/** Spec "Frontal": photoType is packshot or productshot. */
export const FRONTAL_PHOTO_TYPES = ['packshot', 'productshot'] as const;

/** The spec lists no `visibleSides` for a frontal: accepted when given (a frontal is a photo), never required. */
export const ProductFrontal = StrictObject({
  id: IntId,
  type: Type.Literal('photo'),
  photoType: Enum(FRONTAL_PHOTO_TYPES),
  displayOrder: Type.Integer({ minimum: 1 }),
  locales: Type.Array(Locale, { maxItems: 50 }),
  targetGroups: Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }),
  visibleSides: Type.Optional(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 })),
  formats: FrontalFormats,
  meta: Meta,
});

/** decisions section 9: a link media item's visible fields. */
export const ProductLink = StrictObject({
  id: IntId,
  type: Type.Literal('link'),
  linkType: Enum(LINK_TYPES),
  url: Localized,
  name: Localized,
  locales: Type.Array(Locale, { maxItems: 50 }),
  targetGroups: Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }),
  meta: Meta,
});

export const ProductDescription = StrictObject({
  id: IntId,
  locales: Type.Array(Locale, { maxItems: 50 }),
  targetGroups: Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }),
  type: Enum(DESCRIPTION_TYPES),
  content: Localized,
  meta: Meta,
});

export const ProductLeaflet = StrictObject({
  id: IntId,
  locales: Type.Array(Locale, { maxItems: 50 }),
  type: Enum(LEAFLET_TYPES),
  url: Localized,
  meta: Meta,
});

const Named = <I extends TSchema>(id: I) => StrictObject({ id, name: Localized });

export const ProductRecord = StrictObject({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  status: Enum(PRODUCT_STATUSES),
  replacement: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  name: Localized,
  seoName: Type.Optional(Localized),
  otc: Type.Optional(Enum(['yes', 'no'] as const)),
  prescription: Type.Optional(Enum(PRESCRIPTIONS)),
  requiresLegalText: Type.Optional(Type.Boolean()),
  isANutritionSupplement: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  narcotic: Type.Optional(Enum(YES_NO_UNKNOWN)),
  biocide: Type.Optional(Enum(YES_NO_UNKNOWN)),
  officialDeletionAt: Type.Optional(Timestamp),
  ean: Type.Array(Ean(14), { maxItems: 100 }),
  gtin: Type.Optional(Type.String({ pattern: '^[0-9]{1,14}$' })),
  eanGtin8: Type.Optional(Ean(8)),
  eanGtin12: Type.Optional(Ean(12)),
  eanGtin13: Type.Optional(Ean(13)),
  eanGtin14: Type.Optional(Ean(14)),
  supplierReference: Type.Optional(Text(128)),
  hsCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999_999_999 })),
  pzn: Type.Optional(Code),
  cti: Type.Optional(Code),
  nameCti: Type.Optional(Code),
  conservationLabel: Type.Optional(Localized),
  conservationMin: Type.Optional(Temperature),
  conservationMax: Type.Optional(Temperature),
  conservation: Type.Optional(Enum(CONSERVATIONS)),
  vat: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  publicPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  manufacturerPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  pharmacistPrice: Type.Optional(Type.Integer({ minimum: 0 })),
  weight: Type.Optional(Type.Integer({ minimum: 0 })),
  weightWithUnit: Type.Optional(WithUnit),
  width: Type.Optional(Type.Integer({ minimum: 0 })),
  widthWithUnit: Type.Optional(WithUnit),
  length: Type.Optional(Type.Integer({ minimum: 0 })),
  lengthWithUnit: Type.Optional(WithUnit),
  depth: Type.Optional(Type.Integer({ minimum: 0 })),
  depthWithUnit: Type.Optional(WithUnit),
  packageContent: Type.Optional(Text(256)),
  packageQuantity: Type.Optional(Type.Integer({ minimum: 0 })),
  packagingUnit: Type.Optional(Text(64)),
  dosageFormAbbreviation: Type.Optional(Code),
  dosageFormFullName: Type.Optional(Localized),
  atc: Type.Optional(Text(16)),
  atcCategory: Strings(Type.String({ pattern: '^[A-Z0-9]{1,16}$' })),
  notApplicableField: Strings(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$', maxLength: 64 })),
  publicCategories: Type.Array(StrictObject({
    id: IntId, name: Localized, parent: Type.Union([IntId, Type.Null()]), meta: Meta,
  }), { maxItems: 100 }),
  catalogCategories: Type.Array(StrictObject({
    id: Code, name: Localized, description: Localized, parent: Type.Union([Code, Type.Null()]),
    order: Type.Integer(), type: Enum(CATALOG_CATEGORY_TYPES),
  }), { maxItems: 100 }),
  /** The spec's Brand lists `logo` (nullable): accepted inside a product too, not required there. */
  brands: Type.Array(StrictObject({ id: IntId, name: Localized, logo: Type.Optional(Type.Union([Url, Type.Null()])), meta: Meta }), { maxItems: 100 }),
  productFamily: Type.Array(StrictObject({ id: IntId, name: Localized, meta: Meta }), { maxItems: 100 }),
  attributes: Type.Array(StrictObject({ id: IntId, name: Localized, option: Named(IntId) }), { maxItems: 100 }),
  dietaryRestrictions: Type.Array(Named(Code), { maxItems: 100 }),
  colors: Type.Array(Named(Code), { maxItems: 100 }),
  deleted: Type.Boolean(),
  organizations: Type.Array(ProductOrganization, { maxItems: 100 }),
  /** decisions section 16: the active ingredient records' views, unchanged. */
  activeIngredients: Type.Array(ActiveIngredientRecord, { maxItems: 100 }),
  allowedSpecies: Type.Array(Named(Type.Integer({ minimum: 1, maximum: 4 })), { maxItems: 4 }),
  photos: Type.Array(ProductPhoto, { maxItems: 200 }),
  frontals: Type.Array(ProductFrontal, { maxItems: 200 }),
  links: Type.Array(ProductLink, { maxItems: 200 }),
  descriptions: Type.Array(ProductDescription, { maxItems: 200 }),
  leaflets: Type.Array(ProductLeaflet, { maxItems: 50 }),
  /** Hidden (decisions section 9): when `status` last changed; defaults to meta.updatedAt on import. */
  statusTouchedAt: Type.Optional(Timestamp),
  meta: Meta,
});

export type ProductRecord = Type.Static<typeof ProductRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const PRODUCT_HIDDEN_FIELDS = ['statusTouchedAt'] as const;
