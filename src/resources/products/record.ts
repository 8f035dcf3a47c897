/**
 * The stored product record: the Product of the spec ("Resources and their fields / Product") with
 * docs/contract.md §9 and §12, plus the hidden field `statusTouchedAt` (docs/contract.md §9).
 * Property order here is the order of the serialized document; `meta` is always last so computed
 * fields (`meta.embedUrl`, `meta.publicPageUrl`) can be spliced in without parsing.
 */
import Type, { type TSchema } from 'typebox';
import {
  DESCRIPTION_TYPES, Doc, Enum, IntId, Locale, Localized, Meta, ORGANIZATION_TYPES, PHOTO_TYPES, SafeInteger, Shape, StrictObject,
  TARGET_GROUPS, Text, Timestamp, Url, VISIBLE_SIDES, LINK_TYPES,
} from '../common/schema.js';
import { ActiveIngredientRecord } from '../active-ingredients/record.js';

export const PRODUCT_STATUSES = ['active', 'inactive', 'replaced', 'no_selection'] as const;
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export const PRESCRIPTIONS = ['not_specified', 'yes', 'no', 'yes_with_exception', 'no_with_exception'] as const;
export const CONSERVATIONS = ['room', 'refrigerator', 'fresh', 'frozen'] as const;
export const CATALOG_CATEGORY_TYPES = ['medicine', 'veterinary_medicine', 'non_medical'] as const;
export const LEAFLET_TYPES = ['pil', 'spc'] as const;
/** docs/contract.md §6: allowedSpecies codes map to these IDs. */
export const SPECIES = { human: 1, veterinary: 2, surface_maintenance: 3, phytopharmacy: 4 } as const;

const Code = Type.String({ minLength: 1, maxLength: 64 });
/** From absolute zero to 10,000 degrees Celsius, in each unit (docs/api.md "Limits of written values"). */
const Temperature = Shape('Temperature', StrictObject({
  celsius: Doc(Type.Number({ minimum: -273.15, maximum: 10_000 }), 'The temperature in degrees Celsius.'),
  fahrenheit: Doc(Type.Number({ minimum: -459.67, maximum: 18_032 }), 'The same temperature in degrees Fahrenheit.'),
  kelvin: Doc(Type.Number({ minimum: 0, maximum: 10_273.15 }), 'The same temperature in kelvin.'),
}));
/**
 * A quantity's amount: below a billion in its unit, so that the deprecated member derived from it
 * (times 1,000 for kg or m) stays an exact integer.
 */
const MAX_QUANTITY = 999_999_999;
const Derived = Type.Integer({ minimum: 0, maximum: MAX_QUANTITY * 1_000 });
const WithUnit = Shape('Quantity with unit', StrictObject({
  value: Doc(Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }), 'The amount, a whole number in `unit`, below a billion.'),
  unit: Doc(Text(16), 'The unit of `value`: `mm` or `cm` for a dimension, `g` or `kg` for a weight.'),
}));
const Ean = (digits: number) => Type.Integer({ minimum: 0, maximum: 10 ** digits - 1 });
const Strings = (item = Text(64)) => Type.Array(item, { maxItems: 100 });

const LOCALES = 'The locales the item suits; an empty list means every locale.';
const TARGET_GROUP_TEXT = 'The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`.';
const VISIBLE_SIDES_TEXT = 'The sides of the product the image shows (`front`, `back`, `left`, `right`, `top`, `bottom`).';
const MEDIA_META = 'When the media item was added and last changed.';

export const ProductOrganization = Shape('Organization (in a product)', StrictObject({
  id: Doc(IntId, 'The organization\'s ID.'),
  name: Doc(Localized, 'The organization name, the same string under each locale (company names are not translated).'),
  type: Doc(Enum(ORGANIZATION_TYPES), 'The kind of organization: `supplier`, `marketing` (a marketing company), `medical_professional` or `other`.'),
  meta: Doc(Meta, 'When the organization was added and last changed.'),
  contactInformation: Doc(Type.Optional(StrictObject({
    address: Doc(Type.Optional(Text(500)), 'Street address.'),
    zipCode: Doc(Type.Optional(Text(32)), 'Postal code.'),
    region: Doc(Type.Optional(Text(200)), 'The region (province or state) as text: the `label` of the organization\'s `region` '
      + 'in the organizations query (the subdivision code when no name is known).'),
    city: Doc(Type.Optional(Text(200)), 'City.'),
    country: Doc(Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), 'Country, as a two-letter ISO 3166-1 code (`BE`, `NL`).'),
    email: Doc(Type.Optional(Text(320)), 'Contact e-mail address.'),
    url: Doc(Type.Optional(Url), 'Address of the organization\'s website.'),
  })), 'How to reach the organization; present only when `type` is `supplier`.'),
}));

export const PhotoFormats = Shape('Photo formats', StrictObject({
  thumbnail: Doc(Url, 'Address of the 200x200 px JPEG image.'),
  thumbnailWebp: Doc(Url, 'Address of the 200x200 px WebP image.'),
  medium: Doc(Url, 'Address of the 450x450 px JPEG image.'),
  mediumWebp: Doc(Url, 'Address of the 450x450 px WebP image.'),
  large: Doc(Url, 'Address of the 900x900 px JPEG image.'),
  largeWebp: Doc(Url, 'Address of the 900x900 px WebP image.'),
  huge: Doc(Url, 'Address of the 1500x1500 px JPEG image.'),
  hugeWebp: Doc(Url, 'Address of the 1500x1500 px WebP image.'),
}));

export const FrontalFormats = Shape('Frontal formats', StrictObject({
  thumbnail: Doc(Url, 'Address of the 200x200 px cut-out PNG image (transparent background).'),
  thumbnailWebp: Doc(Url, 'Address of the 200x200 px cut-out WebP image.'),
  medium: Doc(Url, 'Address of the 450x450 px cut-out PNG image.'),
  mediumJpeg: Doc(Url, 'Address of the 450x450 px JPEG image on a white background, the fall-back for clients that cannot show transparency.'),
  mediumWebp: Doc(Url, 'Address of the 450x450 px cut-out WebP image.'),
  largeJpg: Doc(Url, 'Address of the 900x900 px JPEG image on a white background (there is no 900 px PNG).'),
  largeWebp: Doc(Url, 'Address of the 900x900 px cut-out WebP image.'),
  huge: Doc(Url, 'Address of the 1500x1500 px cut-out PNG image.'),
  hugeWebp: Doc(Url, 'Address of the 1500x1500 px cut-out WebP image.'),
}));

const PHOTO_FORMATS_TEXT = 'Addresses of the photo\'s image files: JPEG and WebP, square, at 200, 450, 900 and 1500 px.';
const FRONTAL_FORMATS_TEXT = 'Addresses of the frontal\'s image files: cut-out PNG and WebP, square, at 200, 450 and 1500 px (WebP also 900), '
  + 'with JPEG fall-backs on white at 450 and 900 px.';

export const ProductPhoto = Shape('Photo (in a product)', StrictObject({
  id: Doc(IntId, 'The media item\'s ID (the same item that the media query returns).'),
  type: Doc(Type.Literal('photo'), 'Always `photo`.'),
  photoType: Doc(Enum(PHOTO_TYPES), 'What the photo shows: `packshot` (the pack), `productshot` (the product itself), '
    + '`lifestyle_image` (the product in use) or `pillshot` (a tablet or capsule).'),
  name: Doc(Localized, 'The product\'s name per locale (a photo has no name of its own).'),
  displayOrder: Doc(Type.Integer({ minimum: 1 }), 'Position of the photo among the product\'s photos, starting at 1.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }), LOCALES),
  targetGroups: Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }), TARGET_GROUP_TEXT),
  visibleSides: Doc(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 }), VISIBLE_SIDES_TEXT),
  formats: Doc(PhotoFormats, PHOTO_FORMATS_TEXT),
  organizations: Doc(Type.Array(ProductOrganization, { maxItems: 100 }),
    'The organizations the photo belongs to, in the same form as the product\'s `organizations`.'),
  meta: Doc(Meta, MEDIA_META),
}));

/** Spec "Frontal": photoType is packshot or productshot. */
export const FRONTAL_PHOTO_TYPES = ['packshot', 'productshot'] as const;

/** The spec lists no `visibleSides` for a frontal: accepted when given (a frontal is a photo), never required. */
export const ProductFrontal = Shape('Frontal (in a product)', StrictObject({
  id: Doc(IntId, 'The media item\'s ID (the same item that the media query returns).'),
  type: Doc(Type.Literal('photo'), 'Always `photo`: a frontal is a photo with cut-out image formats.'),
  photoType: Doc(Enum(FRONTAL_PHOTO_TYPES), 'What the frontal shows: `packshot` (the pack) or `productshot` (the product itself).'),
  displayOrder: Doc(Type.Integer({ minimum: 1 }), 'Position of the frontal among the product\'s frontals, starting at 1.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }), LOCALES),
  targetGroups: Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }), TARGET_GROUP_TEXT),
  visibleSides: Doc(Type.Optional(Type.Array(Enum(VISIBLE_SIDES), { maxItems: 6 })),
    'The sides of the product the image shows (`front`, `back`, ...); present only when the catalogue gives them.'),
  formats: Doc(FrontalFormats, FRONTAL_FORMATS_TEXT),
  meta: Doc(Meta, MEDIA_META),
}));

/** docs/contract.md §9: a link media item's visible fields. */
export const ProductLink = Shape('Link (in a product)', StrictObject({
  id: Doc(IntId, 'The media item\'s ID (the same item that the media query returns).'),
  type: Doc(Type.Literal('link'), 'Always `link`.'),
  linkType: Doc(Enum(LINK_TYPES), 'What the link leads to: a `website`, a `video`, a `brochure` (a document such as a PDF) or `other`.'),
  url: Doc(Localized, 'The address the link leads to, per locale.'),
  name: Doc(Localized, 'The title of the link, per locale.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }), LOCALES),
  targetGroups: Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }), TARGET_GROUP_TEXT),
  meta: Doc(Meta, MEDIA_META),
}));

export const ProductDescription = Shape('Description', StrictObject({
  id: Doc(IntId, 'The description\'s ID, unique across the catalogue.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }),
    'The locales the text is written for; an empty list means every locale (then `content` has each locale of the product\'s name).'),
  targetGroups: Doc(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10 }), TARGET_GROUP_TEXT),
  type: Doc(Enum(DESCRIPTION_TYPES), 'What the text is about: a `general` description, directions for `usage`, the `composition`, '
    + '`indications`, `contraindications`, `side_effects`, `warnings` or `storage` advice.'),
  content: Doc(Localized, 'The text, per locale.'),
  meta: Doc(Meta, 'When the description was added and last changed.'),
}));

export const ProductLeaflet = Shape('Leaflet', StrictObject({
  id: Doc(IntId, 'The leaflet\'s ID, unique across the catalogue.'),
  locales: Doc(Type.Array(Locale, { maxItems: 50 }), 'The locales the leaflet is given in; an empty list means every locale.'),
  type: Doc(Enum(LEAFLET_TYPES), '`pil`: the patient information leaflet (package insert); '
    + '`spc`: the summary of product characteristics, for health professionals.'),
  url: Doc(Localized, 'Address of the leaflet document, per locale.'),
  meta: Doc(Meta, 'When the leaflet was added and last changed.'),
}));

const Named = <I extends TSchema>(id: I) => StrictObject({ id, name: Doc(Localized, 'The name, per locale.') });

const PRICE = (what: string) => `${what}, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99)`;
const Money = Type.Integer({ minimum: 0, maximum: 99_999_999_999 });

export const ProductRecord = StrictObject({
  id: Doc(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
    'The product\'s catalogue ID: a string (often digits, possibly with leading zeros), never to be read as a number.'),
  status: Doc(Enum(PRODUCT_STATUSES), 'The product\'s status in the catalogue: `active`, `inactive`, `replaced` (another product '
    + 'takes its place, see `replacement`) or `no_selection`.'),
  replacement: Doc(Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    'ID of the product that replaces this one; present only when `status` is `replaced`.'),
  name: Doc(Localized, 'The product name, per locale.'),
  seoName: Doc(Type.Optional(Localized), 'The name in a form suited to search engines and page addresses, per locale.'),
  otc: Doc(Type.Optional(Enum(['yes', 'no'] as const)),
    'Whether the product is an over-the-counter medicine: `yes` when it is sold only in pharmacies but needs no prescription.'),
  prescription: Doc(Type.Optional(Enum(PRESCRIPTIONS)), 'Whether the product needs a prescription: `yes`, `no`, '
    + '`yes_with_exception` or `no_with_exception` (the rule has exceptions), or `not_specified`.'),
  requiresLegalText: Doc(Type.Optional(Type.Boolean()), '`true` when a legal text (a description) must be shown with the product.'),
  isANutritionSupplement: Doc(Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    'Whether the product is a food supplement; `null` when this is not known.'),
  narcotic: Doc(Type.Optional(Enum(YES_NO_UNKNOWN)), 'Whether the product counts as a narcotic (a controlled substance): `yes`, `no` or `unknown`.'),
  biocide: Doc(Type.Optional(Enum(YES_NO_UNKNOWN)), 'Whether the product is a biocide (a disinfectant or pest control product): `yes`, `no` or `unknown`.'),
  officialDeletionAt: Doc(Type.Optional(Timestamp), 'The official end date of the product\'s sale (its commercial end); '
    + 'read by the `officialDeletionAt` filter.'),
  ean: Doc(Type.Array(Ean(14), { maxItems: 100 }), 'All the product\'s EAN codes, as integers (so without leading zeros): '
    + 'the main EAN-13 first, and the EAN-8 when it has one; read by the `ean` filter.'),
  gtin: Doc(Type.Optional(Type.String({ pattern: '^[0-9]{1,14}$' })),
    'Deprecated: use `eanGtin14`. The 14-digit GTIN as a string of digits: `0` followed by the EAN-13.'),
  eanGtin8: Doc(Type.Optional(Ean(8)), 'The EAN-8 code of a small article, as an integer (leading zeros dropped).'),
  eanGtin12: Doc(Type.Optional(Ean(12)), 'The 12-digit UPC code, as an integer: the same value as `eanGtin13`, '
    + 'present only when the main EAN-13 starts with 0.'),
  eanGtin13: Doc(Type.Optional(Ean(13)), 'The main EAN-13 code, as an integer (leading zeros dropped); also the first element of `ean`.'),
  eanGtin14: Doc(Type.Optional(Ean(14)), 'The 14-digit GTIN (EAN-14), as an integer (leading zeros dropped); replaces `gtin`.'),
  supplierReference: Doc(Type.Optional(Text(128)), 'The supplier\'s own internal reference for the product.'),
  hsCode: Doc(Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999_999_999 })),
    'The Harmonised System customs code (8 or 10 digits), as an integer.'),
  pzn: Doc(Type.Optional(Code), 'The PZN (German pharmaceutical registration number): 8 digits with a check digit, as a string.'),
  cti: Doc(Type.Optional(Code), 'The CTI code of this pack: `nameCti` followed by `-` and the pack number.'),
  nameCti: Doc(Type.Optional(Code), 'The CTI code shared by all pack sizes of the same product (grouping by name), as a string.'),
  conservationLabel: Doc(Type.Optional(Localized), 'How the product is to be kept, in words, per locale.'),
  conservationMin: Doc(Type.Optional(Temperature), 'The lowest temperature the product may be kept at.'),
  conservationMax: Doc(Type.Optional(Temperature), 'The highest temperature the product may be kept at.'),
  conservation: Doc(Type.Optional(Enum(CONSERVATIONS)),
    'Where the product is to be kept: at `room` temperature, in the `refrigerator`, `fresh` or `frozen`.'),
  vat: Doc(Type.Optional(Type.Number({ minimum: 0, maximum: 100 })), 'The VAT rate that applies to the product, as a percentage (`6` is 6%).'),
  publicPrice: Doc(Type.Optional(Money), `${PRICE('The price to the public')}, VAT included: `
    + 'the regulated legal price, or the manufacturer\'s indicative price where the price is not regulated.'),
  manufacturerPrice: Doc(Type.Optional(Money),
    `${PRICE('The manufacturer\'s catalogue price before any discount')}, VAT excluded.`),
  pharmacistPrice: Doc(Type.Optional(Money),
    `${PRICE('What the pharmacist pays for the product through a wholesaler')}, VAT excluded.`),
  weight: Doc(Type.Optional(Derived),
    'Deprecated: use `weightWithUnit`. The weight in grams; present exactly when `weightWithUnit` is.'),
  weightWithUnit: Doc(Type.Optional(WithUnit), 'The weight of the product, with its unit (`g` or `kg`).'),
  width: Doc(Type.Optional(Derived),
    'Deprecated: use `widthWithUnit`. The width in millimetres; present exactly when `widthWithUnit` is.'),
  widthWithUnit: Doc(Type.Optional(WithUnit), 'The width of the pack, with its unit (`mm` or `cm`).'),
  length: Doc(Type.Optional(Derived),
    'Deprecated: use `lengthWithUnit`. The length in millimetres; present exactly when `lengthWithUnit` is.'),
  lengthWithUnit: Doc(Type.Optional(WithUnit), 'The length of the pack, with its unit (`mm` or `cm`).'),
  depth: Doc(Type.Optional(Derived),
    'Deprecated: use `depthWithUnit`. The depth in millimetres; present exactly when `depthWithUnit` is.'),
  depthWithUnit: Doc(Type.Optional(WithUnit), 'The depth of the pack, with its unit (`mm` or `cm`).'),
  packageContent: Doc(Type.Optional(Text(256)), 'What the pack holds, in words, e.g. `30 x 500 mg` or `200 ml`.'),
  packageQuantity: Doc(Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_QUANTITY })), 'The number of units in the pack (e.g. 30 for 30 tablets).'),
  packagingUnit: Doc(Type.Optional(Text(64)), 'The kind of packaging, e.g. `blister`, `bottle`, `tube`.'),
  dosageFormAbbreviation: Doc(Type.Optional(Code),
    'The abbreviated dosage form (e.g. `COMP` for tablets, `SIR` for syrup); read by the `dosageFormAbbreviation` filter.'),
  dosageFormFullName: Doc(Type.Optional(Localized), 'The dosage form written out, per locale.'),
  atc: Doc(Type.Optional(Text(16)), 'Deprecated: use `atcCategory`. The product\'s first ATC code.'),
  atcCategory: Doc(Strings(Type.String({ pattern: '^[A-Z0-9]{1,16}$' })), 'The product\'s ATC (Anatomical Therapeutic Chemical) '
    + 'classification codes, e.g. `N02BE01`; ATCvet codes start with `Q`. The `atcCategory` filter matches their beginnings.'),
  notApplicableField: Doc(Strings(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$', maxLength: 64 })),
    'Names of top-level product fields that do not apply to this product (the product lacks them on purpose).'),
  publicCategories: Doc(Type.Array(StrictObject({
    id: Doc(IntId, 'The public category\'s ID.'),
    name: Doc(Localized, 'The category name, per locale.'),
    parent: Doc(Type.Union([IntId, Type.Null()]), 'ID of the parent category; `null` for a root category.'),
    meta: Doc(Meta, 'When the public category was added and last changed.'),
  }), { maxItems: 100 }), 'The public categories the product is in, as the public categories query returns them; '
    + 'the `publicCategory` filter also matches their subcategories.'),
  catalogCategories: Doc(Type.Array(StrictObject({
    id: Doc(Code, 'The catalog category\'s ID, a string such as `0103`.'),
    name: Doc(Localized, 'The category name, per locale.'),
    description: Doc(Localized, 'A description of the category, per locale.'),
    parent: Doc(Type.Union([Code, Type.Null()]), 'ID of the parent category; `null` for a root category.'),
    order: Doc(SafeInteger, 'Sort position among the categories with the same parent, lowest first.'),
    type: Doc(Enum(CATALOG_CATEGORY_TYPES), 'What the category holds: `medicine`, `veterinary_medicine` or `non_medical` products.'),
  }), { maxItems: 100 }), 'The catalog categories the product is in, as the catalog categories query returns them but without '
    + '`deleted`; the `catalogCategories` filter also matches their subcategories.'),
  /** The spec's Brand lists `logo` (nullable): accepted inside a product too, not required there. */
  brands: Doc(Type.Array(StrictObject({
    id: Doc(IntId, 'The brand\'s ID.'),
    name: Doc(Localized, 'The brand name, the same string under each locale.'),
    logo: Doc(Type.Optional(Type.Union([Url, Type.Null()])),
      'Address of the brand\'s logo image, or `null`; present only when the catalogue embeds it.'),
    meta: Doc(Meta, 'When the brand was added and last changed.'),
  }), { maxItems: 100 }), 'The brands the product is sold under.'),
  productFamily: Doc(Type.Array(StrictObject({
    id: Doc(IntId, 'The product family\'s ID.'),
    name: Doc(Localized, 'The family name, per locale.'),
    meta: Doc(Meta, 'When the product family was added and last changed.'),
  }), { maxItems: 100 }), 'The product families (product lines) the product belongs to, as the product families query returns them.'),
  attributes: Doc(Type.Array(StrictObject({
    id: Doc(IntId, 'ID of the attribute (a product attribute record).'),
    name: Doc(Localized, 'The attribute name, per locale.'),
    option: Doc(Named(Doc(IntId, 'ID of the option (a product attribute option record); read by the deprecated `attributes` filter.')),
      'The attribute\'s value for this product: one of the attribute\'s options.'),
  }), { maxItems: 100 }), 'Deprecated: use `colors`, `dietaryRestrictions` or the galenic shape filters. '
    + 'The product\'s attributes, each with the option that applies.'),
  dietaryRestrictions: Doc(Type.Array(Named(Doc(Code, 'The dietary restriction\'s code, e.g. `gluten_free`.')), { maxItems: 100 }),
    'The dietary restrictions the product suits, as the dietary restrictions query returns them.'),
  colors: Doc(Type.Array(Named(Doc(Code, 'The color\'s code, e.g. `red`.')), { maxItems: 100 }),
    'The product\'s colors (for products that come in several colors), as the colors query returns them.'),
  deleted: Doc(Type.Boolean(), '`true` when the product has been deleted from the catalogue; deleted products are still returned, '
    + 'so that a client that synchronizes can remove them.'),
  organizations: Doc(Type.Array(ProductOrganization, { maxItems: 100 }),
    'The organizations the product belongs to (its supplier, marketing company, ...); read by the `organization` filter.'),
  /** docs/contract.md §16: the active ingredient records' views, unchanged. */
  activeIngredients: Doc(Type.Array(ActiveIngredientRecord, { maxItems: 100 }),
    'The active ingredients the product contains, as the active ingredients query returns them.'),
  allowedSpecies: Doc(Type.Array(Named(Doc(Type.Integer({ minimum: 1, maximum: 4 }),
    'The species ID: 1 human, 2 veterinary, 3 surface maintenance, 4 phytopharmacy.')), { maxItems: 4 }),
    'What the product may be used on: humans, animals (veterinary), surfaces or plants (phytopharmacy); the `allowedSpecies` filter '
    + 'takes the codes `human`, `veterinary`, `surface_maintenance` and `phytopharmacy`.'),
  photos: Doc(Type.Array(ProductPhoto, { maxItems: 200 }),
    'The photos linked to the product that are published and available, in media ID order; frontals are in `frontals`.'),
  frontals: Doc(Type.Array(ProductFrontal, { maxItems: 200 }), 'The frontals linked to the product (photos cut out on a transparent '
    + 'background) that are published and available, in media ID order.'),
  links: Doc(Type.Array(ProductLink, { maxItems: 200 }), 'The links linked to the product (websites, videos, brochures) that are '
    + 'published and available, in media ID order; the same objects as media items of type `link`.'),
  descriptions: Doc(Type.Array(ProductDescription, { maxItems: 200 }), 'The product\'s texts (description, usage, composition, '
    + 'warnings, ...), each for some locales and audiences.'),
  leaflets: Doc(Type.Array(ProductLeaflet, { maxItems: 50 }),
    'The product\'s leaflets: patient information leaflets and summaries of product characteristics.'),
  /** Hidden (docs/contract.md §9): when `status` last changed; defaults to meta.updatedAt on import. */
  statusTouchedAt: Doc(Type.Optional(Timestamp), 'When `status` last changed; read by the `statusTouchedAt` sort key. '
    + 'An import without it takes `meta.updatedAt`.'),
  meta: Doc(Meta, 'When the product was added and last changed; `updatedAt` also moves when anything the product embeds changes '
    + '(a brand, organization, media item, description, ...), so the `updatedSince` filter finds it.'),
});

export type ProductRecord = Type.Static<typeof ProductRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const PRODUCT_HIDDEN_FIELDS = ['statusTouchedAt'] as const;
