/**
 * Code lists (colors, dietary restrictions), allowed species, the deprecated attributes and the
 * active ingredients. Products embed these objects unchanged, so each is built once and shared;
 * active ingredients, attributes and their options are also records of their own (docs/contract.md §16).
 */
import type { ActiveIngredientRecord } from '../../resources/active-ingredients/record.js';
import type { ColorRecord } from '../../resources/colors/record.js';
import type { ProductAttributeOptionRecord } from '../../resources/product-attribute-options/record.js';
import type { ProductAttributeRecord } from '../../resources/product-attributes/record.js';
import type { DietaryRestrictionRecord } from '../../resources/dietary-restrictions/record.js';
import type { ProductRecord } from '../../resources/products/record.js';
import { SPECIES } from '../../resources/products/record.js';
import { attributeView, type AttributeView } from '../../domain/product-views.js';
import { Prng } from '../prng.js';
import { localize, pickReferenceLocales, type L10n } from '../text.js';
import { TIME_START, metaBetween } from '../time.js';
import { ATTRIBUTES, COLORS, DIETARY_RESTRICTIONS, SPECIES_NAMES } from '../vocabulary/lookups.js';
import {
  MEDICINE_INGREDIENTS, SUPPLEMENT_INGREDIENTS, VETERINARY_INGREDIENTS, type Ingredient,
} from '../vocabulary/medicines.js';

export type ActiveIngredientView = ProductRecord['activeIngredients'][number];
export type SpeciesView = ProductRecord['allowedSpecies'][number];
export type SpeciesCode = keyof typeof SPECIES;

export interface Lookups {
  readonly colors: readonly ColorRecord[];
  readonly dietaryRestrictions: readonly DietaryRestrictionRecord[];
  readonly species: Readonly<Record<SpeciesCode, SpeciesView>>;
  /** Per attribute, one embeddable element per option. */
  readonly attributes: readonly (readonly AttributeView[])[];
  readonly ingredients: ReadonlyMap<Ingredient, ActiveIngredientView>;
  /** The records of docs/contract.md §16, in id order: what products embed, as its own files. */
  readonly activeIngredientRecords: readonly ActiveIngredientRecord[];
  readonly attributeRecords: readonly ProductAttributeRecord[];
  readonly optionRecords: readonly ProductAttributeOptionRecord[];
  /** Latest `updatedAt` of an option and its attribute, by option id: embedding products are not older. */
  readonly optionUpdatedAt: ReadonlyMap<number, number>;
}

const codeList = (entries: readonly (readonly [string, L10n])[]) =>
  entries.map(([id, name]) => ({ id, name: localize(name) }));

export function buildLookups(seed: number): Lookups {
  const rng = new Prng(seed, 'lookups');
  const species = {} as Record<SpeciesCode, SpeciesView>;
  for (const code of Object.keys(SPECIES) as SpeciesCode[]) {
    species[code] = { id: SPECIES[code], name: localize(SPECIES_NAMES[code]) };
  }
  const ingredients = new Map<Ingredient, ActiveIngredientView>();
  for (const ingredient of [...MEDICINE_INGREDIENTS, ...VETERINARY_INGREDIENTS, ...SUPPLEMENT_INGREDIENTS]) {
    // Two list entries may share a name (paracetamol tablets and syrup): same substance, same ID.
    const twin = [...ingredients].find(([known]) => known.name.en === ingredient.name.en);
    const view = twin ? twin[1] : {
      id: ingredients.size + 1,
      name: localize(ingredient.name, pickReferenceLocales(rng)),
      meta: metaBetween(rng, TIME_START, TIME_START + 2 * 365 * 86_400, 0.5, TIME_START + 6 * 365 * 86_400),
    };
    ingredients.set(ingredient, view);
  }
  // Attribute and option records exist from the start of the catalogue's time window.
  const early = () => metaBetween(rng, TIME_START, TIME_START + 30 * 86_400, 0.3, TIME_START + 90 * 86_400);
  const attributeRecords: ProductAttributeRecord[] = [];
  const optionRecords: ProductAttributeOptionRecord[] = [];
  const optionUpdatedAt = new Map<number, number>();
  for (const attribute of ATTRIBUTES) {
    const record = { id: attribute.id, code: attribute.code, name: localize(attribute.name), meta: early() };
    attributeRecords.push(record);
    for (const [id, name] of attribute.options) {
      const meta = early();
      optionRecords.push({ id, type: attribute.code, name: localize(name), attribute: attribute.id, meta });
      optionUpdatedAt.set(id, Math.max(meta.updatedAt, record.meta.updatedAt));
    }
  }
  // Before the options are sorted by id: each attribute's options in their own order.
  const attributes = attributeRecords.map((attribute) =>
    optionRecords.filter((o) => o.attribute === attribute.id).map((option) => attributeView(attribute, option)));
  const activeIngredientRecords = [...new Set(ingredients.values())].sort((a, b) => a.id - b.id);
  return {
    colors: codeList(COLORS),
    dietaryRestrictions: codeList(DIETARY_RESTRICTIONS),
    species,
    attributes,
    ingredients,
    activeIngredientRecords,
    attributeRecords,
    optionRecords: optionRecords.sort((a, b) => a.id - b.id),
    optionUpdatedAt,
  };
}
