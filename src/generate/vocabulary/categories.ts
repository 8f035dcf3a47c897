/**
 * Category names. The public category tree has one root per theme; second-level names come from the
 * theme, deeper levels from the audience and form qualifiers (real trees repeat such names under
 * many parents). The catalog category tree reuses the themes under regulatory roots.
 */
import { l10n, type L10n } from '../text.js';

/** Which products a theme holds (see catalog/kinds.ts). */
export type Theme = 'medicines' | 'care' | 'baby' | 'nutrition' | 'pets' | 'supplies';

export interface ThemeEntry {
  readonly theme: Theme;
  readonly name: L10n;
  readonly children: readonly L10n[];
  /** Third-level names; AUDIENCES unless the theme has its own. */
  readonly audiences?: readonly L10n[];
  /** Fourth-level names; FORMATS unless the theme has its own. */
  readonly formats?: readonly L10n[];
}

/** Fourth-level names under medicines and supplements: dosage forms. */
const DOSAGE_FORMATS: readonly L10n[] = [
  l10n('Tabletten', 'Comprimés', 'Tablets', 'Tabletten'), l10n('Siropen', 'Sirops', 'Syrups', 'Sirupe'),
  l10n('Sprays', 'Sprays', 'Sprays', 'Sprays'), l10n('Crèmes en zalven', 'Crèmes et pommades', 'Creams and ointments', 'Cremes und Salben'),
  l10n('Druppels', 'Gouttes', 'Drops', 'Tropfen'),
];

export const THEMES: readonly ThemeEntry[] = [
  {
    theme: 'medicines', name: l10n('Geneesmiddelen', 'Médicaments', 'Medicines', 'Arzneimittel'),
    children: [
      l10n('Pijn en koorts', 'Douleur et fièvre', 'Pain and fever', 'Schmerzen und Fieber'),
      l10n('Hoest en verkoudheid', 'Toux et rhume', 'Cough and cold', 'Husten und Erkältung'),
      l10n('Spijsvertering', 'Digestion', 'Digestion', 'Verdauung'),
      l10n('Allergie', 'Allergie', 'Allergy', 'Allergie'),
      l10n('Slaap en stress', 'Sommeil et stress', 'Sleep and stress', 'Schlaf und Stress'),
      l10n('Huidaandoeningen', 'Affections de la peau', 'Skin conditions', 'Hauterkrankungen'),
      l10n('Ogen en oren', 'Yeux et oreilles', 'Eyes and ears', 'Augen und Ohren'),
      l10n('Spieren en gewrichten', 'Muscles et articulations', 'Muscles and joints', 'Muskeln und Gelenke'),
      l10n('Hart en bloedsomloop', 'Cœur et circulation', 'Heart and circulation', 'Herz und Kreislauf'),
    ],
    formats: DOSAGE_FORMATS,
  },
  {
    theme: 'care', name: l10n('Verzorging', 'Soins', 'Personal care', 'Körperpflege'),
    children: [
      l10n('Gezicht', 'Visage', 'Face', 'Gesicht'), l10n('Lichaam', 'Corps', 'Body', 'Körper'),
      l10n('Haar', 'Cheveux', 'Hair', 'Haare'), l10n('Zonnebescherming', 'Solaires', 'Sun care', 'Sonnenschutz'),
      l10n('Mondhygiëne', 'Hygiène bucco-dentaire', 'Oral care', 'Mundpflege'),
      l10n('Make-up', 'Maquillage', 'Make-up', 'Make-up'),
      l10n('Handen en voeten', 'Mains et pieds', 'Hands and feet', 'Hände und Füße'),
      l10n('Intieme verzorging', 'Hygiène intime', 'Intimate care', 'Intimpflege'),
    ],
  },
  {
    theme: 'baby', name: l10n('Baby en mama', 'Bébé et maman', 'Baby and mother', 'Baby und Mama'),
    children: [
      l10n('Zuigelingenvoeding', 'Lait infantile', 'Infant formula', 'Säuglingsnahrung'),
      l10n('Luiers en verschonen', 'Couches et change', 'Nappies and changing', 'Windeln und Wickeln'),
      l10n('Zwangerschap', 'Grossesse', 'Pregnancy', 'Schwangerschaft'),
      l10n('Borstvoeding', 'Allaitement', 'Breastfeeding', 'Stillen'),
      l10n('Babyverzorging', 'Soins bébé', 'Baby care', 'Babypflege'),
    ],
  },
  {
    theme: 'nutrition', name: l10n('Voeding en supplementen', 'Nutrition et compléments', 'Nutrition and supplements',
      'Ernährung und Nahrungsergänzung'),
    children: [
      l10n('Vitaminen', 'Vitamines', 'Vitamins', 'Vitamine'), l10n('Mineralen', 'Minéraux', 'Minerals', 'Mineralstoffe'),
      l10n('Sportvoeding', 'Nutrition sportive', 'Sports nutrition', 'Sportnahrung'),
      l10n('Afslanken', 'Minceur', 'Weight management', 'Abnehmen'),
      l10n('Kruidengeneeskunde', 'Phytothérapie', 'Herbal remedies', 'Pflanzenheilkunde'),
      l10n('Weerstand', 'Immunité', 'Immunity', 'Immunsystem'),
      l10n('Energie en vermoeidheid', 'Énergie et fatigue', 'Energy and fatigue', 'Energie und Müdigkeit'),
    ],
    formats: DOSAGE_FORMATS,
  },
  {
    theme: 'pets', name: l10n('Dier', 'Animaux', 'Pets', 'Tiere'),
    children: [
      l10n('Hond', 'Chien', 'Dog', 'Hund'), l10n('Kat', 'Chat', 'Cat', 'Katze'),
      l10n('Vlooien en teken', 'Puces et tiques', 'Fleas and ticks', 'Flöhe und Zecken'),
      l10n('Ontworming', 'Vermifuges', 'Worming', 'Entwurmung'), l10n('Paard', 'Cheval', 'Horse', 'Pferd'),
    ],
    audiences: [
      l10n('Pups', 'Chiots', 'Puppies', 'Welpen'), l10n('Kittens', 'Chatons', 'Kittens', 'Kätzchen'),
      l10n('Kleine honden', 'Petits chiens', 'Small dogs', 'Kleine Hunde'), l10n('Grote honden', 'Grands chiens', 'Large dogs', 'Große Hunde'),
      l10n('Oudere dieren', 'Animaux âgés', 'Senior pets', 'Ältere Tiere'), l10n('Accessoires', 'Accessoires', 'Accessories', 'Zubehör'),
    ],
  },
  {
    theme: 'supplies', name: l10n('Medisch materiaal', 'Matériel médical', 'Medical supplies', 'Medizinbedarf'),
    children: [
      l10n('Verbanden', 'Pansements', 'Dressings', 'Verbände'),
      l10n('Meettoestellen', 'Appareils de mesure', 'Measuring devices', 'Messgeräte'),
      l10n('Incontinentie', 'Incontinence', 'Incontinence', 'Inkontinenz'),
      l10n('Orthopedie', 'Orthopédie', 'Orthopaedics', 'Orthopädie'),
      l10n('Zelftests', 'Autotests', 'Self-tests', 'Selbsttests'),
      l10n('Huishouden en tuin', 'Maison et jardin', 'Home and garden', 'Haushalt und Garten'),
    ],
  },
];

/** Third-level names: audiences and needs. */
export const AUDIENCES: readonly L10n[] = [
  l10n('Kinderen', 'Enfants', 'Children', 'Kinder'), l10n('Volwassenen', 'Adultes', 'Adults', 'Erwachsene'),
  l10n('Senioren', 'Seniors', 'Seniors', 'Senioren'), l10n('Gevoelige huid', 'Peau sensible', 'Sensitive skin', 'Empfindliche Haut'),
  l10n('Droge huid', 'Peau sèche', 'Dry skin', 'Trockene Haut'), l10n('Zwangere vrouwen', 'Femmes enceintes', 'Pregnant women', 'Schwangere'),
  l10n('Sporters', 'Sportifs', 'Athletes', 'Sportler'), l10n('Natuurlijk', 'Naturel', 'Natural', 'Natürlich'),
  l10n('Homeopathie', 'Homéopathie', 'Homeopathy', 'Homöopathie'), l10n('Accessoires', 'Accessoires', 'Accessories', 'Zubehör'),
];

/** Fourth-level names: pack formats. */
export const FORMATS: readonly L10n[] = [
  l10n('Navullingen', 'Recharges', 'Refills', 'Nachfüllpackungen'), l10n('Reisformaat', 'Format voyage', 'Travel size', 'Reisegröße'),
  l10n('Voordeelverpakking', 'Format économique', 'Value pack', 'Sparpackung'),
  l10n('Geschenksets', 'Coffrets cadeaux', 'Gift sets', 'Geschenksets'), l10n('Staaltjes', 'Échantillons', 'Samples', 'Proben'),
];

/** Roots of the catalog category tree, by regulatory type (spec: catalog category `type`). */
export const CATALOG_ROOTS = [
  { type: 'medicine', themes: ['medicines'], name: l10n('Geneesmiddelen voor menselijk gebruik',
    'Médicaments à usage humain', 'Medicines for human use', 'Humanarzneimittel') },
  { type: 'medicine', themes: ['medicines'], name: l10n('Magistrale bereidingen', 'Préparations magistrales',
    'Compounded preparations', 'Rezepturarzneimittel') },
  { type: 'veterinary_medicine', themes: ['pets'], name: l10n('Diergeneesmiddelen', 'Médicaments vétérinaires',
    'Veterinary medicines', 'Tierarzneimittel') },
  { type: 'non_medical', themes: ['care', 'baby'], name: l10n('Parafarmacie', 'Parapharmacie', 'Parapharmacy', 'Parapharmazie') },
  { type: 'non_medical', themes: ['nutrition'], name: l10n('Voedingssupplementen', 'Compléments alimentaires',
    'Food supplements', 'Nahrungsergänzungsmittel') },
  { type: 'non_medical', themes: ['supplies'], name: l10n('Medische hulpmiddelen', 'Dispositifs médicaux',
    'Medical devices', 'Medizinprodukte') },
] as const satisfies readonly { type: string; themes: readonly Theme[]; name: L10n }[];

/** Catalog category descriptions, `{name}` being the category name in the same locale. */
export const CATALOG_DESCRIPTION = l10n('Producten in de categorie {name}.', 'Produits de la catégorie « {name} ».',
  'Products in the {name} category.', 'Produkte der Kategorie {name}.');
