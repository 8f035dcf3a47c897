/**
 * One product record, a variant of its group. Field order is ProductRecord's (the serialization
 * order); fields that do not apply stay `undefined` and so are left out of the JSON line
 * (docs/contract.md §12).
 */
import type { ProductRecord } from '../../resources/products/record.js';
import { Weighted, type Prng } from '../prng.js';
import { LOCALES, localize, pad, perLocale, slug, type Localized } from '../text.js';
import { TIME_END, timeBetween } from '../time.js';
import { ean13, ean8, pzn, cti } from './codes.js';
import type { Embedded } from '../../domain/product-media.js';
import type { GroupPlan } from './design.js';
import type { DosageForm } from '../vocabulary/medicines.js';

type Status = ProductRecord['status'];
type WithUnit = NonNullable<ProductRecord['weightWithUnit']>;

const STATUS = new Weighted<Status>([['active', 75], ['inactive', 10], ['replaced', 8], ['no_selection', 7]]);
const EAN_COUNT = new Weighted<number>([[1, 75], [2, 20], [3, 5]]);
/** Top-level fields a product may declare not applicable; it then lacks them (or has them empty). */
const NOT_APPLICABLE_CANDIDATES = [
  'isANutritionSupplement', 'eanGtin8', 'eanGtin12', 'hsCode', 'pzn', 'cti', 'nameCti', 'conservationLabel', 'conservationMin',
  'conservationMax', 'conservation', 'dosageFormAbbreviation', 'dosageFormFullName', 'atc', 'atcCategory', 'dietaryRestrictions',
  'colors', 'activeIngredients', 'leaflets', 'prescription', 'otc', 'narcotic', 'biocide',
] as const;

export function productName(plan: GroupPlan, variant: number): Localized {
  const quantity = plan.quantities[variant]!;
  const color = plan.colors[variant];
  return perLocale(plan.locales, (l) => {
    const stem = plan.stem[l];
    const sized = plan.measure === 'count' ? `${stem} ${quantity} ${plan.countWord[l]}`
      : plan.measure === 'none' ? stem : `${stem} ${quantity} ${plan.measure}`;
    return color ? `${sized} ${color.name[l]}` : sized;
  });
}

export interface ProductInput {
  readonly rng: Prng;
  readonly plan: GroupPlan;
  readonly variant: number;
  readonly id: string;
  readonly name: Localized;
  /** Another existing product's ID, for status `replaced`. */
  readonly replacement: () => string | undefined;
  readonly createdAt: number;
  /** Latest `updatedAt` of anything the product embeds (docs/contract.md §8). */
  readonly updatedFloor: number;
  readonly embedded: Embedded;
  readonly descriptions: ProductRecord['descriptions'];
  readonly leaflets: ProductRecord['leaflets'];
}

const temperature = (celsius: number) => ({
  celsius, fahrenheit: Math.round((celsius * 9 / 5 + 32) * 10) / 10, kelvin: Math.round((celsius + 273.15) * 100) / 100,
});

/** A metric dimension in mm or cm, with the deprecated integer (mm) consistent with it. */
function length(rng: Prng, mm: number): [number, WithUnit] {
  if (rng.chance(0.3)) {
    const cm = Math.max(1, Math.round(mm / 10));
    return [cm * 10, { value: cm, unit: 'cm' }];
  }
  return [mm, { value: mm, unit: 'mm' }];
}

function weight(rng: Prng, grams: number): [number, WithUnit] {
  if (grams >= 1000 && rng.chance(0.5)) {
    const kg = Math.round(grams / 1000);
    return [kg * 1000, { value: kg, unit: 'kg' }];
  }
  return [grams, { value: grams, unit: 'g' }];
}

/** One shared object per dosage form, so its JSON is built once (serialize.ts). */
const FULL_NAMES = new Map<DosageForm, Localized>();
function fullName(form: DosageForm): Localized {
  let name = FULL_NAMES.get(form);
  if (name === undefined) FULL_NAMES.set(form, (name = localize(form.fullName, LOCALES)));
  return name;
}

/** Shelf prices end in 9 (e.g. 8.19). */
const shelfPrice = (cents: number) => Math.max(99, Math.round(cents / 10) * 10 - 1);

export function buildProduct(p: ProductInput): ProductRecord {
  const { rng, plan, variant } = p;
  const quantity = plan.quantities[variant]!;

  let status = STATUS.pick(rng);
  const replacement = status === 'replaced' ? p.replacement() : undefined;
  if (status === 'replaced' && replacement === undefined) status = 'inactive';
  const updatedAt = Math.min(TIME_END, Math.max(p.updatedFloor, rng.chance(0.7) ? timeBetween(rng, p.createdAt, TIME_END) : p.createdAt));
  const statusTouchedAt = status === 'active' && rng.chance(0.8) ? p.createdAt : timeBetween(rng, p.createdAt, updatedAt);
  const officialDeletionAt = (status === 'inactive' || status === 'replaced') && rng.chance(0.5) || rng.chance(0.02)
    ? timeBetween(rng, p.createdAt, TIME_END) : undefined;

  // Codes: a main EAN-13, older EANs, sometimes an EAN-8; GTIN-14 is the EAN-13 with indicator 0.
  const main = ean13(rng);
  const short = rng.chance(0.06) ? ean8(rng) : undefined;
  const eanOnly8 = short !== undefined && rng.chance(0.3);
  const eans = eanOnly8 ? [Number(short)] : [Number(main)];
  for (let n = EAN_COUNT.pick(rng); eans.length < n;) eans.push(Number(ean13(rng)));
  if (short !== undefined && !eanOnly8 && eans.length < 3) eans.push(Number(short));
  const gtin = !eanOnly8 && rng.chance(0.7) ? `0${main}` : undefined;

  const form = plan.form;
  const colors = plan.colors[variant];
  const net = (price: number) => price / (1 + (plan.vat ?? 21) / 100);
  const publicPrice = rng.chance(0.88)
    ? shelfPrice(plan.basePrice * (quantity / plan.quantities[0]!) ** 0.75 * (1 + rng.next() * 0.1)) : undefined;
  const dims = rng.chance(0.85);
  const [width, widthWithUnit] = dims ? length(rng, rng.range(20, 150)) : [];
  const [len, lengthWithUnit] = dims ? length(rng, rng.range(20, 200)) : [];
  const [depth, depthWithUnit] = dims ? length(rng, rng.range(10, 80)) : [];
  const grams = plan.measure === 'none' ? rng.range(20, 900) : plan.measure === 'count' ? Math.round(quantity * 0.6) + 15
    : Math.round(quantity * 1.05) + rng.range(10, 80);
  const [weightValue, weightWithUnit] = rng.chance(0.88) ? weight(rng, grams) : [];
  const conservation = plan.conservation;
  const detail = conservation ? plan.conservationDetail : 'none';
  const hasCti = plan.nameCti !== undefined && rng.chance(0.95);

  const product: ProductRecord = {
    id: p.id,
    status,
    replacement,
    name: p.name,
    seoName: rng.chance(0.7) ? perLocale(plan.locales, (l) => slug(p.name[l]!)) : undefined,
    otc: plan.otc,
    prescription: plan.prescription,
    requiresLegalText: plan.requiresLegalText,
    isANutritionSupplement: plan.isANutritionSupplement,
    narcotic: plan.narcotic,
    biocide: plan.biocide,
    officialDeletionAt,
    ean: eans,
    gtin,
    eanGtin8: short === undefined ? undefined : Number(short),
    eanGtin12: !eanOnly8 && main.startsWith('0') ? Number(main) : undefined,
    eanGtin13: eanOnly8 ? undefined : Number(main),
    eanGtin14: gtin === undefined ? undefined : Number(gtin),
    supplierReference: rng.chance(0.5) ? `${plan.maker.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() || 'REF'}-${pad(rng.range(1, 99_999), 5)}` : undefined,
    hsCode: plan.hsCode,
    pzn: rng.chance(plan.pznShare) ? pzn(rng) : undefined,
    cti: hasCti ? cti(plan.nameCti!, variant + 1) : undefined,
    nameCti: plan.nameCti,
    conservationLabel: detail === 'label' || detail === 'both' ? localize(conservation!.label, plan.locales) : undefined,
    conservationMin: detail === 'temperatures' || detail === 'both' ? temperature(conservation!.min) : undefined,
    conservationMax: detail === 'temperatures' || detail === 'both' ? temperature(conservation!.max) : undefined,
    conservation: conservation?.code,
    vat: plan.vat,
    publicPrice,
    manufacturerPrice: publicPrice !== undefined && rng.chance(0.7) ? Math.round(net(publicPrice) * 0.6) : undefined,
    pharmacistPrice: publicPrice !== undefined && rng.chance(0.85) ? Math.round(net(publicPrice) * 0.72) : undefined,
    weight: weightValue,
    weightWithUnit,
    width,
    widthWithUnit,
    length: len,
    lengthWithUnit,
    depth,
    depthWithUnit,
    packageContent: rng.chance(0.8) ? packageContent(plan, quantity) : undefined,
    packageQuantity: rng.chance(0.85) ? (plan.measure === 'count' ? quantity : 1) : undefined,
    packagingUnit: rng.chance(0.8) ? plan.packagingUnit : undefined,
    dosageFormAbbreviation: form?.abbreviation,
    dosageFormFullName: form && fullName(form),
    atc: plan.atcCategory.length > 0 && rng.chance(0.7) ? plan.atcCategory[0] : undefined,
    atcCategory: plan.atcCategory as string[],
    notApplicableField: [],
    publicCategories: plan.publicCategories as ProductRecord['publicCategories'],
    catalogCategories: plan.catalogCategories as ProductRecord['catalogCategories'],
    brands: plan.brand ? [plan.brand.view] : [],
    productFamily: plan.family ? [plan.family.record] : [],
    attributes: plan.attributes as ProductRecord['attributes'],
    dietaryRestrictions: plan.dietaryRestrictions as ProductRecord['dietaryRestrictions'],
    colors: colors ? [colors] : [],
    deleted: rng.chance(0.03),
    organizations: plan.organizations.map((o) => o.view),
    activeIngredients: plan.ingredients as ProductRecord['activeIngredients'],
    allowedSpecies: plan.allowedSpecies as ProductRecord['allowedSpecies'],
    photos: p.embedded.photos,
    frontals: p.embedded.frontals,
    links: p.embedded.links,
    descriptions: p.descriptions,
    leaflets: p.leaflets,
    statusTouchedAt,
    meta: { createdAt: p.createdAt, updatedAt },
  };
  if (rng.chance(0.3)) product.notApplicableField = notApplicable(rng, product);
  return product;
}

function packageContent(plan: GroupPlan, quantity: number): string {
  switch (plan.measure) {
    case 'count': return plan.strength ? `${quantity} x ${plan.strength}` : String(quantity);
    case 'none': return '1';
    default: return `${quantity} ${plan.measure}`;
  }
}

/** One to three fields the product lacks, named as not applicable. */
function notApplicable(rng: Prng, product: ProductRecord): string[] {
  const record = product as unknown as Record<string, unknown>;
  const absent = NOT_APPLICABLE_CANDIDATES.filter((field) => {
    const value = record[field];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });
  return rng.subset(absent, Math.min(absent.length, rng.range(1, 3)));
}
