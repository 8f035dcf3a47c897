/**
 * What a product may be used on (docs/contract.md §6): the `allowedSpecies` codes, their ids, and
 * their names as products embed them.
 */
import { SPECIES } from '../resources/products/record.js';
import { type CatalogLocale } from './locales.js';

export type SpeciesCode = keyof typeof SPECIES;

export const SPECIES_NAMES: Readonly<Record<SpeciesCode, Readonly<Record<CatalogLocale, string>>>> = {
  human: { nl: 'Mens', fr: 'Humain', en: 'Human', de: 'Mensch' },
  veterinary: { nl: 'Dier', fr: 'Animal', en: 'Animal', de: 'Tier' },
  surface_maintenance: { nl: 'Oppervlakteonderhoud', fr: 'Entretien des surfaces', en: 'Surface maintenance', de: 'Oberflächenpflege' },
  phytopharmacy: { nl: 'Fytofarmacie', fr: 'Phytopharmacie', en: 'Phytopharmacy', de: 'Phytopharmazie' },
};

/** The element of `allowedSpecies` a product embeds for a code. */
export const speciesView = (code: SpeciesCode) => ({ id: SPECIES[code], name: { ...SPECIES_NAMES[code] } });
