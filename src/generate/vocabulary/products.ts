/**
 * Words for products that are not named after an active ingredient (cosmetics, devices, baby,
 * veterinary care, household), brand syllables and family lines.
 */
import { l10n, type L10n } from '../text.js';

/** What kind of article a product is; decides its regulatory fields, categories and names. */
export type Kind = 'medicine' | 'veterinary' | 'supplement' | 'cosmetic' | 'baby' | 'device' | 'household';

export interface Noun {
  readonly name: L10n;
  /** Unit of the package quantity; `count` adds "30 st." to the name. */
  readonly measure: 'count' | 'ml' | 'g' | 'none';
  readonly quantities: readonly number[];
  readonly packagingUnit: string;
  /** Variants of such products differ by color (lipsticks, plasters, dummies). */
  readonly colored?: boolean;
  /** docs/contract.md §6 species codes, where the product is not for people. */
  readonly species?: readonly Species[];
}

export type Species = 'human' | 'veterinary' | 'surface_maintenance' | 'phytopharmacy';

const noun = (name: L10n, measure: Noun['measure'], quantities: readonly number[], packagingUnit: string,
  extra: { colored?: boolean; species?: readonly Species[] } = {}): Noun => ({ name, measure, quantities, packagingUnit, ...extra });
const colored = { colored: true } as const;

export const NOUNS: Readonly<Record<'cosmetic' | 'baby' | 'device' | 'household' | 'veterinary', readonly Noun[]>> = {
  cosmetic: [
    noun(l10n('Hydraterende crème', 'Crème hydratante', 'Moisturising cream', 'Feuchtigkeitscreme'), 'ml', [30, 50], 'jar'),
    noun(l10n('Douchegel', 'Gel douche', 'Shower gel', 'Duschgel'), 'ml', [250, 400, 750], 'bottle'),
    noun(l10n('Bodymilk', 'Lait corporel', 'Body lotion', 'Körpermilch'), 'ml', [200, 400], 'bottle'),
    noun(l10n('Shampoo', 'Shampooing', 'Shampoo', 'Shampoo'), 'ml', [200, 400], 'bottle'),
    noun(l10n('Anti-rimpelserum', 'Sérum anti-rides', 'Anti-wrinkle serum', 'Anti-Falten-Serum'), 'ml', [15, 30], 'bottle'),
    noun(l10n('Zonnecrème SPF 50+', 'Crème solaire SPF 50+', 'Sunscreen SPF 50+', 'Sonnencreme LSF 50+'), 'ml', [50, 100, 200], 'tube'),
    noun(l10n('Lippenbalsem', 'Baume à lèvres', 'Lip balm', 'Lippenbalsam'), 'g', [4, 10], 'stick'),
    noun(l10n('Tandpasta', 'Dentifrice', 'Toothpaste', 'Zahnpasta'), 'ml', [75, 100], 'tube'),
    noun(l10n('Mondspoelmiddel', 'Bain de bouche', 'Mouthwash', 'Mundspülung'), 'ml', [300, 500], 'bottle'),
    noun(l10n('Deodorant roller', 'Déodorant roll-on', 'Roll-on deodorant', 'Deo-Roller'), 'ml', [50], 'roll-on'),
    noun(l10n('Handcrème', 'Crème pour les mains', 'Hand cream', 'Handcreme'), 'ml', [50, 75], 'tube'),
    noun(l10n('Micellair water', 'Eau micellaire', 'Micellar water', 'Mizellenwasser'), 'ml', [200, 400], 'bottle'),
    noun(l10n('Oogcontourcrème', 'Crème contour des yeux', 'Eye contour cream', 'Augenkonturcreme'), 'ml', [15], 'tube'),
    noun(l10n('Droge olie', 'Huile sèche', 'Dry oil', 'Trockenöl'), 'ml', [50, 100], 'bottle'),
    noun(l10n('Lippenstift', 'Rouge à lèvres', 'Lipstick', 'Lippenstift'), 'g', [4], 'stick', colored),
    noun(l10n('Foundation', 'Fond de teint', 'Foundation', 'Make-up'), 'ml', [30], 'bottle', colored),
    noun(l10n('Herstellende crème', 'Crème réparatrice', 'Repair cream', 'Reparaturcreme'), 'ml', [40, 100], 'tube'),
    noun(l10n('Reinigingsmelk', 'Lait démaquillant', 'Cleansing milk', 'Reinigungsmilch'), 'ml', [200], 'bottle'),
  ],
  baby: [
    noun(l10n('Zuigelingenmelk 1', 'Lait pour nourrissons 1', 'Infant formula 1', 'Säuglingsmilch 1'), 'g', [400, 800], 'tin'),
    noun(l10n('Opvolgmelk 2', 'Lait de suite 2', 'Follow-on formula 2', 'Folgemilch 2'), 'g', [400, 800], 'tin'),
    noun(l10n('Luierzalf', 'Pommade pour le change', 'Nappy cream', 'Wundschutzcreme'), 'g', [50, 100], 'tube'),
    noun(l10n('Fopspeen', 'Tétine', 'Dummy', 'Schnuller'), 'count', [1, 2], 'blister', colored),
    noun(l10n('Babyshampoo', 'Shampooing bébé', 'Baby shampoo', 'Babyshampoo'), 'ml', [200, 500], 'bottle'),
    noun(l10n('Zuigfles', 'Biberon', 'Feeding bottle', 'Babyflasche'), 'ml', [150, 260], 'box', colored),
    noun(l10n('Tepelzalf', 'Crème pour mamelons', 'Nipple cream', 'Brustwarzensalbe'), 'g', [10, 40], 'tube'),
  ],
  device: [
    noun(l10n('Digitale thermometer', 'Thermomètre digital', 'Digital thermometer', 'Digitales Fieberthermometer'), 'none', [1], 'box'),
    noun(l10n('Bloeddrukmeter', 'Tensiomètre', 'Blood pressure monitor', 'Blutdruckmessgerät'), 'none', [1], 'box'),
    noun(l10n('Pleisters', 'Pansements', 'Plasters', 'Pflaster'), 'count', [10, 20, 40], 'box', colored),
    noun(l10n('Elastisch verband', 'Bande élastique', 'Elastic bandage', 'Elastische Binde'), 'count', [1], 'box'),
    noun(l10n('Steriele kompressen', 'Compresses stériles', 'Sterile gauze swabs', 'Sterile Kompressen'), 'count', [10, 25], 'box'),
    noun(l10n('Zelftest COVID-19', 'Autotest COVID-19', 'COVID-19 self-test', 'COVID-19-Selbsttest'), 'count', [1, 5], 'box'),
    noun(l10n('Steunkousen', 'Bas de contention', 'Compression stockings', 'Kompressionsstrümpfe'), 'count', [2], 'box', colored),
    noun(l10n('Incontinentieverband', 'Protection pour incontinence', 'Incontinence pads', 'Inkontinenzeinlagen'), 'count', [14, 28], 'pack'),
    noun(l10n('Oordopjes', "Bouchons d'oreille", 'Earplugs', 'Ohrstöpsel'), 'count', [6, 10], 'box', colored),
    noun(l10n('Pillendoos', 'Pilulier', 'Pill organiser', 'Pillendose'), 'none', [1], 'box', colored),
  ],
  household: [
    noun(l10n('Desinfecterende spray', 'Spray désinfectant', 'Disinfectant spray', 'Desinfektionsspray'), 'ml', [250, 500], 'spray', { species: ['surface_maintenance'] }),
    noun(l10n('Insectenwerende spray', 'Spray anti-moustiques', 'Insect repellent spray', 'Insektenschutzspray'), 'ml', [75, 100], 'spray'),
    noun(l10n('Handgel', 'Gel hydroalcoolique', 'Hand sanitiser', 'Händedesinfektionsgel'), 'ml', [100, 500], 'bottle'),
    noun(l10n('Middel tegen bladluis', 'Anti-pucerons', 'Aphid control', 'Mittel gegen Blattläuse'), 'ml', [250, 500], 'spray', { species: ['phytopharmacy'] }),
    noun(l10n('Slakkenkorrels', 'Granulés anti-limaces', 'Slug pellets', 'Schneckenkorn'), 'g', [400, 800], 'box', { species: ['phytopharmacy'] }),
    noun(l10n('Oppervlaktereiniger', 'Nettoyant désinfectant pour surfaces', 'Surface disinfectant', 'Flächendesinfektion'), 'ml', [500, 1000], 'bottle', { species: ['surface_maintenance'] }),
  ],
  veterinary: [
    noun(l10n('Spot-on voor honden', 'Spot-on pour chiens', 'Spot-on for dogs', 'Spot-on für Hunde'), 'count', [3, 6], 'box'),
    noun(l10n('Ontwormingstabletten voor katten', 'Vermifuge pour chats', 'Worming tablets for cats', 'Wurmkur für Katzen'), 'count', [2, 4], 'blister'),
    noun(l10n('Vlooienband', 'Collier antipuces', 'Flea collar', 'Flohhalsband'), 'count', [1], 'box', { colored: true, species: ['veterinary'] }),
    noun(l10n('Oorreiniger', 'Nettoyant auriculaire', 'Ear cleaner', 'Ohrreiniger'), 'ml', [60, 125], 'bottle'),
    noun(l10n('Gewrichtssupplement voor honden', 'Complément articulaire pour chiens', 'Joint supplement for dogs', 'Gelenkergänzung für Hunde'), 'count', [60, 120], 'jar'),
  ],
};

/** The word after a count in a name: "30 st.", "30 pc". */
export const PIECES = l10n('st.', 'pc', 'pcs', 'St.');

/** Brand names are built from a stem and an ending, sometimes with a middle syllable. */
export const BRAND_STEMS = ['Derma', 'Pharma', 'Medi', 'Vita', 'Bio', 'Natu', 'Sana', 'Cura', 'Helio', 'Aqua', 'Lumi',
  'Flora', 'Nutri', 'Osteo', 'Gastro', 'Cardio', 'Neuro', 'Pedia', 'Ortho', 'Immu', 'Calma', 'Sol', 'Nova', 'Alpha',
  'Zen', 'Eco', 'Pura', 'Dento', 'Ocu', 'Rhino'] as const;
export const BRAND_MIDDLES = ['li', 'ra', 'no', 'ti', 've', 'sa', 'mo', 'xi', 'la', 'ro'] as const;
export const BRAND_ENDINGS = ['vita', 'lux', 'med', 'gen', 'sol', 'care', 'derm', 'pharm', 'lab', 'ia', 'ix', 'on', 'ol',
  'ane', 'ine', 'ex', 'al', 'era', 'ova', 'ys', 'ium', 'ène', 'ël', 'é'] as const;

/** Product family lines: the family name is the brand name followed by the line. */
export const FAMILY_LINES: readonly L10n[] = [
  l10n('Gevoelige huid', 'Peau sensible', 'Sensitive skin', 'Empfindliche Haut'), l10n('Junior', 'Junior', 'Junior', 'Junior'),
  l10n('Forte', 'Forte', 'Forte', 'Forte'), l10n('Hydra', 'Hydra', 'Hydra', 'Hydra'), l10n('Intens', 'Intense', 'Intense', 'Intensiv'),
  l10n('Classic', 'Classique', 'Classic', 'Klassik'), l10n('Plus', 'Plus', 'Plus', 'Plus'), l10n('Kids', 'Enfants', 'Kids', 'Kinder'),
  l10n('Nacht', 'Nuit', 'Night', 'Nacht'), l10n('Dag', 'Jour', 'Day', 'Tag'), l10n('Bio', 'Bio', 'Organic', 'Bio'),
  l10n('Sport', 'Sport', 'Sport', 'Sport'), l10n('Anti-age', 'Anti-âge', 'Anti-ageing', 'Anti-Aging'),
  l10n('Zonder parfum', 'Sans parfum', 'Fragrance free', 'Parfümfrei'), l10n('Duo', 'Duo', 'Duo', 'Duo'),
];

export interface Conservation {
  readonly code: 'room' | 'refrigerator' | 'fresh' | 'frozen';
  readonly label: L10n;
  readonly min: number;
  readonly max: number;
}

export const CONSERVATIONS: readonly Conservation[] = [
  { code: 'room', min: 15, max: 25, label: l10n('Bewaren op kamertemperatuur (15-25 °C)',
    'Conserver à température ambiante (15-25 °C)', 'Store at room temperature (15-25 °C)', 'Bei Raumtemperatur lagern (15-25 °C)') },
  { code: 'refrigerator', min: 2, max: 8, label: l10n('Bewaren in de koelkast (2-8 °C)', 'Conserver au réfrigérateur (2-8 °C)',
    'Store in a refrigerator (2-8 °C)', 'Im Kühlschrank lagern (2-8 °C)') },
  { code: 'fresh', min: 0, max: 4, label: l10n('Koel en vers bewaren (0-4 °C)', 'Conserver au frais (0-4 °C)',
    'Keep fresh (0-4 °C)', 'Frisch und kühl lagern (0-4 °C)') },
  { code: 'frozen', min: -25, max: -18, label: l10n('Diepvries bewaren (-18 °C)', 'Conserver congelé (-18 °C)',
    'Keep frozen (-18 °C)', 'Tiefgekühlt lagern (-18 °C)') },
];

/** Harmonised System codes by kind (8 or 10 digits). */
export const HS_CODES: Readonly<Record<Kind, readonly number[]>> = {
  medicine: [30049000, 30049000, 3004900010, 30042000, 30043900],
  veterinary: [30049000, 3004900090, 38089190],
  supplement: [21069092, 21069098, 2106909800],
  cosmetic: [33049900, 33051000, 33061000, 33072000, 3304990000],
  baby: [19011000, 39241000, 34011100],
  device: [90251180, 90189084, 30051000, 30059050, 61159500],
  household: [38089490, 38089190, 38089390],
};
