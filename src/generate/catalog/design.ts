/**
 * A group is one product in several variants (pack sizes, or colors): consecutive products sharing
 * kind, brand, family, organizations, naming, categories and regulatory fields. Designing the group
 * once keeps variants consistent with each other, as in real catalogues.
 */
import type { CatalogCategoryView } from '../../domain/product-views.js';
import type { BrandInfo, FamilyInfo, OrganizationInfo } from '../reference/companies.js';
import type { Reference } from '../reference/index.js';
import type { ActiveIngredientView, SpeciesView } from '../reference/lookups.js';
import type { AttributeView } from '../../domain/product-views.js';
import type { ColorRecord } from '../../resources/colors/record.js';
import type { DietaryRestrictionRecord } from '../../resources/dietary-restrictions/record.js';
import type { ProductRecord } from '../../resources/products/record.js';
import type { PublicCategoryRecord } from '../../resources/public-categories/record.js';
import { Weighted, type Prng } from '../prng.js';
import { pickLocales, type CatalogLocale, type L10n } from '../text.js';
import {
  CONSERVATIONS, HS_CODES, NOUNS, PIECES, type Conservation, type Kind, type Noun, type Species,
} from '../vocabulary/products.js';
import {
  DOSAGE_FORMS, GENERIC_LABS, MEDICINE_INGREDIENTS, SUPPLEMENT_INGREDIENTS, VETERINARY_INGREDIENTS,
  type DosageForm, type Ingredient,
} from '../vocabulary/medicines.js';
import { nameCti } from './codes.js';
import { KINDS, PROFILES, THEME_OF, otcFor } from './kinds.js';

export interface GroupPlan {
  readonly kind: Kind;
  readonly brand: BrandInfo | undefined;
  readonly family: FamilyInfo | undefined;
  readonly organizations: readonly OrganizationInfo[];
  /** Locales the variants' names are written in. */
  readonly locales: readonly CatalogLocale[];
  /** The name before the pack size, per locale; `maker` is the brand or laboratory. */
  readonly stem: L10n;
  readonly maker: string;
  readonly measure: 'count' | 'ml' | 'g' | 'none';
  readonly countWord: L10n;
  /** One pack size per variant, ascending. */
  readonly quantities: readonly number[];
  /** One color per variant, when variants differ by color. */
  readonly colors: readonly (ColorRecord | undefined)[];
  readonly strength: string;
  readonly packagingUnit: string;
  readonly form: DosageForm | undefined;
  readonly ingredients: readonly ActiveIngredientView[];
  readonly atcCategory: readonly string[];
  readonly nameCti: string | undefined;
  readonly hsCode: number | undefined;
  readonly publicCategories: readonly PublicCategoryRecord[];
  readonly catalogCategories: readonly CatalogCategoryView[];
  readonly conservation: Conservation | undefined;
  readonly conservationDetail: 'label' | 'temperatures' | 'both' | 'none';
  readonly prescription: ProductRecord['prescription'];
  readonly otc: ProductRecord['otc'];
  readonly narcotic: ProductRecord['narcotic'];
  readonly biocide: ProductRecord['biocide'];
  readonly requiresLegalText: boolean | undefined;
  readonly isANutritionSupplement: boolean | null | undefined;
  readonly vat: number | undefined;
  readonly basePrice: number;
  readonly allowedSpecies: readonly SpeciesView[];
  readonly attributes: readonly AttributeView[];
  readonly dietaryRestrictions: readonly DietaryRestrictionRecord[];
  readonly pznShare: number;
}

const GROUP_SIZES = new Weighted<number>([[1, 45], [2, 25], [3, 15], [4, 10], [5, 5]]);
/** Cold storage only for what can need it (medicines, supplements, infant food); the rest keeps at room temperature. */
const COLD_CHAIN = new Weighted<Conservation | undefined>([
  [CONSERVATIONS[0], 62], [CONSERVATIONS[1], 15], [CONSERVATIONS[2], 7], [CONSERVATIONS[3], 7], [undefined, 9],
]);
const ROOM = new Weighted<Conservation | undefined>([[CONSERVATIONS[0], 85], [undefined, 15]]);
const COLD_KINDS: readonly Kind[] = ['medicine', 'veterinary', 'supplement', 'baby'];
const CONSERVATION_DETAIL = new Weighted<GroupPlan['conservationDetail']>([['both', 60], ['label', 20], ['temperatures', 10], ['none', 10]]);
const PUBLIC_COUNT = new Weighted<number>([[0, 8], [1, 60], [2, 25], [3, 7]]);
const CATALOG_COUNT = new Weighted<number>([[0, 10], [1, 75], [2, 15]]);
const COUNT_PACKS: Readonly<Record<string, readonly number[]>> = { INH: [200], PIP: [3, 4, 6] };
const PACKS = { count: [10, 20, 30, 56, 60, 100], ml: [100, 150, 200, 250], g: [15, 30, 50, 100], none: [1] } as const;
/** docs/contract.md §12 attributes: galenic form option by dosage form. */
const GALENIC: Readonly<Record<string, number>> = {
  COMP: 0, 'COMP EFF': 0, PAST: 0, CAPS: 1, SIR: 2, SUSP: 2, GTT: 2, SOL: 2, CREM: 3, GEL: 3, UNG: 3, PULV: 4, SACH: 4, SPR: 5, INH: 5,
};

export function groupSize(rng: Prng): number {
  return GROUP_SIZES.pick(rng);
}

/** `size` distinct ascending values from `options`, repeating the largest when options run out. */
function packSizes(rng: Prng, options: readonly number[], size: number): number[] {
  const chosen = rng.subset(options, Math.min(size, options.length));
  while (chosen.length < size) chosen.push(chosen[chosen.length - 1]!);
  return chosen;
}

function pickBrand(rng: Prng, ref: Reference, kind: Kind): [BrandInfo | undefined, FamilyInfo | undefined] {
  const { brandsByKind, familiesByKind } = ref.companies;
  if (!rng.chance(PROFILES[kind].branded)) return [undefined, undefined];
  const families = familiesByKind[kind];
  if (families.length > 0 && rng.chance(0.45)) {
    const family = rng.pick(families);
    return [family.brand, family];
  }
  return [rng.pick(brandsByKind[kind]), undefined];
}

function uniqueById<T extends { id: number | string }>(items: T[]): T[] {
  const seen = new Set<number | string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function designGroup(rng: Prng, ref: Reference, size: number): GroupPlan {
  const kind = KINDS.pick(rng);
  const profile = PROFILES[kind];
  const theme = THEME_OF[kind];
  const [brand, family] = pickBrand(rng, ref, kind);
  const { lookups, categories, companies } = ref;
  const organizations = brand ? brand.organizations : rng.chance(0.95) ? [rng.pick(companies.suppliers)] : [];
  const maker = brand ? brand.record.name : rng.pick(GENERIC_LABS);
  const base = (l: CatalogLocale) => family?.record.name[l] ?? brand?.record.name;

  // Naming: ingredient-based for medicines and supplements, noun-based otherwise.
  const byIngredient = kind === 'medicine' || kind === 'supplement' || (kind === 'veterinary' && rng.chance(0.65));
  let ingredients: Ingredient[] = [];
  let form: DosageForm | undefined;
  let noun: Noun | undefined;
  let strength = '';
  let stem: L10n;
  if (byIngredient) {
    const pool = kind === 'medicine' ? MEDICINE_INGREDIENTS : kind === 'veterinary' ? VETERINARY_INGREDIENTS : SUPPLEMENT_INGREDIENTS;
    ingredients = rng.subset(pool, rng.chance(kind === 'supplement' ? 0.3 : 0.12) ? 2 : 1);
    const lead = rng.pick(ingredients);
    form = DOSAGE_FORMS[rng.pick(lead.forms)]!;
    strength = rng.pick(lead.strengths);
    const names = (l: CatalogLocale) => ingredients.map((i) => i.name[l]).join(kind === 'supplement' ? ' + ' : '/');
    stem = perLocale4((l) => {
      const who = base(l);
      const head = kind === 'supplement' ? `${who ?? maker} ${names(l)}` : who ?? `${names(l)} ${maker}`;
      const tail = form!.measure === 'count' ? '' : ` ${form!.fullName[l]}`;
      return `${head}${strength ? ` ${strength}` : ''}${tail}`;
    });
  } else {
    noun = rng.pick(NOUNS[kind as keyof typeof NOUNS]);
    stem = perLocale4((l) => `${base(l) ?? maker} ${noun!.name[l]}`);
  }
  const measure = form ? form.measure : noun!.measure;
  const options = form ? COUNT_PACKS[form.abbreviation] ?? PACKS[form.measure] : noun!.quantities;
  const colored = noun?.colored === true;
  const colorPool = colored ? rng.subset(lookups.colors, Math.min(size, lookups.colors.length)) : [];
  const variantCount = colored ? colorPool.length : size;

  const prescription = profile.prescription.pick(rng);
  const speciesCodes: readonly Species[] = noun?.species ?? (kind === 'veterinary' ? ['veterinary']
    : kind === 'device' && rng.chance(0.15) ? ['human', 'surface_maintenance'] : ['human']);
  const attributes: AttributeView[] = [];
  const galenic = form && GALENIC[form.abbreviation];
  if (galenic !== undefined && rng.chance(0.5)) attributes.push(lookups.attributes[0]![galenic]!);
  if (form && ['SIR', 'PAST', 'COMP EFF'].includes(form.abbreviation) && rng.chance(0.5)) attributes.push(rng.pick(lookups.attributes[1]!));
  if (kind === 'cosmetic' && rng.chance(0.4)) attributes.push(rng.pick(lookups.attributes[2]!));
  if ((kind === 'medicine' || kind === 'baby' || kind === 'supplement') && rng.chance(0.2)) attributes.push(rng.pick(lookups.attributes[3]!));
  const dietShare = kind === 'supplement' ? 0.6 : kind === 'baby' ? 0.4 : 0.03;
  const medicinal = kind === 'medicine' || kind === 'veterinary';

  return {
    kind, brand, family, organizations,
    locales: pickLocales(rng), stem, maker, measure,
    countWord: form ? form.plural : PIECES,
    quantities: colored ? Array<number>(variantCount).fill(rng.pick(options)) : packSizes(rng, options, size),
    colors: colored ? colorPool : Array<undefined>(variantCount).fill(undefined),
    strength,
    packagingUnit: form ? form.packagingUnit : noun!.packagingUnit,
    form,
    ingredients: uniqueById(ingredients.map((i) => lookups.ingredients.get(i)!)),
    atcCategory: medicinal ? [...new Set(ingredients.map((i) => i.atc))].filter((a) => a !== '') : [],
    nameCti: rng.chance(profile.ctiShare) ? nameCti(rng) : undefined,
    hsCode: rng.chance(0.75) ? rng.pick(HS_CODES[kind]) : undefined,
    publicCategories: uniqueById([
      ...rng.subset(categories.publicByTheme[theme], PUBLIC_COUNT.pick(rng)),
      ...(rng.chance(0.1) ? [rng.pick(categories.publicCategories)] : []),
    ]),
    catalogCategories: uniqueById(rng.subset(categories.catalogByTheme[theme], CATALOG_COUNT.pick(rng))),
    conservation: (COLD_KINDS.includes(kind) ? COLD_CHAIN : ROOM).pick(rng),
    conservationDetail: CONSERVATION_DETAIL.pick(rng),
    prescription,
    otc: otcFor(kind, prescription),
    narcotic: ingredients.some((i) => i.narcotic) ? 'yes' : profile.narcotic.pick(rng),
    biocide: profile.biocide.pick(rng),
    requiresLegalText: profile.legalText.pick(rng),
    isANutritionSupplement: profile.supplement.pick(rng),
    vat: rng.chance(0.92) ? profile.vat.pick(rng) : undefined,
    basePrice: rng.range(profile.price[0], profile.price[1]),
    allowedSpecies: rng.chance(0.9) ? speciesCodes.map((code) => lookups.species[code]) : [],
    attributes,
    dietaryRestrictions: rng.chance(dietShare) ? rng.subset(lookups.dietaryRestrictions, rng.range(1, 3)) : [],
    pznShare: profile.pznShare,
  };
}

function perLocale4(text: (locale: CatalogLocale) => string): L10n {
  return { nl: text('nl'), fr: text('fr'), en: text('en'), de: text('de') };
}
