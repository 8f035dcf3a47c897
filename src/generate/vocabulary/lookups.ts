/** Small code lists: dietary restrictions, colors, allowed species and the deprecated attributes. */
import { l10n, type L10n } from '../text.js';

export const DIETARY_RESTRICTIONS: readonly (readonly [string, L10n])[] = [
  ['gluten_free', l10n('Glutenvrij', 'Sans gluten', 'Gluten free', 'Glutenfrei')],
  ['lactose_free', l10n('Lactosevrij', 'Sans lactose', 'Lactose free', 'Laktosefrei')],
  ['vegan', l10n('Veganistisch', 'Végan', 'Vegan', 'Vegan')],
  ['vegetarian', l10n('Vegetarisch', 'Végétarien', 'Vegetarian', 'Vegetarisch')],
  ['sugar_free', l10n('Suikervrij', 'Sans sucre', 'Sugar free', 'Zuckerfrei')],
  ['halal', l10n('Halal', 'Halal', 'Halal', 'Halal')],
  ['kosher', l10n('Koosjer', 'Casher', 'Kosher', 'Koscher')],
  ['nut_free', l10n('Notenvrij', 'Sans fruits à coque', 'Nut free', 'Nussfrei')],
  ['soy_free', l10n('Sojavrij', 'Sans soja', 'Soy free', 'Sojafrei')],
  ['palm_oil_free', l10n('Zonder palmolie', "Sans huile de palme", 'Palm oil free', 'Palmölfrei')],
  ['organic', l10n('Biologisch', 'Biologique', 'Organic', 'Biologisch')],
];

export const COLORS: readonly (readonly [string, L10n])[] = [
  ['red', l10n('Rood', 'Rouge', 'Red', 'Rot')], ['orange', l10n('Oranje', 'Orange', 'Orange', 'Orange')],
  ['yellow', l10n('Geel', 'Jaune', 'Yellow', 'Gelb')], ['green', l10n('Groen', 'Vert', 'Green', 'Grün')],
  ['blue', l10n('Blauw', 'Bleu', 'Blue', 'Blau')], ['purple', l10n('Paars', 'Violet', 'Purple', 'Lila')],
  ['pink', l10n('Roze', 'Rose', 'Pink', 'Rosa')], ['brown', l10n('Bruin', 'Brun', 'Brown', 'Braun')],
  ['black', l10n('Zwart', 'Noir', 'Black', 'Schwarz')], ['white', l10n('Wit', 'Blanc', 'White', 'Weiß')],
  ['grey', l10n('Grijs', 'Gris', 'Grey', 'Grau')], ['beige', l10n('Beige', 'Beige', 'Beige', 'Beige')],
  ['transparent', l10n('Transparant', 'Transparent', 'Transparent', 'Transparent')],
];

/** docs/contract.md §6: species codes and their IDs. */
export { SPECIES_NAMES } from '../../domain/species.js';

export interface AttributeEntry {
  readonly id: number;
  /** docs/contract.md §16: an attribute's code; its options' `type`. */
  readonly code: string;
  readonly name: L10n;
  readonly options: readonly (readonly [number, L10n])[];
}

/** docs/contract.md §12: attribute ids are integers and names localized; option ids are unique. */
export const ATTRIBUTES: readonly AttributeEntry[] = [
  { id: 1, code: 'galenic_form', name: l10n('Galenische vorm', 'Forme galénique', 'Galenic form', 'Darreichungsform'), options: [
    [101, l10n('Tablet', 'Comprimé', 'Tablet', 'Tablette')], [102, l10n('Capsule', 'Gélule', 'Capsule', 'Kapsel')],
    [103, l10n('Vloeibaar', 'Liquide', 'Liquid', 'Flüssig')], [104, l10n('Crème', 'Crème', 'Cream', 'Creme')],
    [105, l10n('Poeder', 'Poudre', 'Powder', 'Pulver')], [106, l10n('Spray', 'Spray', 'Spray', 'Spray')],
  ] },
  { id: 2, code: 'flavour', name: l10n('Smaak', 'Goût', 'Flavour', 'Geschmack'), options: [
    [201, l10n('Aardbei', 'Fraise', 'Strawberry', 'Erdbeere')], [202, l10n('Sinaasappel', 'Orange', 'Orange', 'Orange')],
    [203, l10n('Munt', 'Menthe', 'Mint', 'Minze')], [204, l10n('Citroen', 'Citron', 'Lemon', 'Zitrone')],
    [205, l10n('Neutraal', 'Neutre', 'Neutral', 'Neutral')],
  ] },
  { id: 3, code: 'skin_type', name: l10n('Huidtype', 'Type de peau', 'Skin type', 'Hauttyp'), options: [
    [301, l10n('Droge huid', 'Peau sèche', 'Dry skin', 'Trockene Haut')], [302, l10n('Vette huid', 'Peau grasse', 'Oily skin', 'Fettige Haut')],
    [303, l10n('Gemengde huid', 'Peau mixte', 'Combination skin', 'Mischhaut')],
    [304, l10n('Gevoelige huid', 'Peau sensible', 'Sensitive skin', 'Empfindliche Haut')],
  ] },
  { id: 4, code: 'age', name: l10n('Leeftijd', 'Âge', 'Age', 'Alter'), options: [
    [401, l10n('Baby', 'Bébé', 'Baby', 'Baby')], [402, l10n('Kind', 'Enfant', 'Child', 'Kind')],
    [403, l10n('Volwassene', 'Adulte', 'Adult', 'Erwachsener')], [404, l10n('Senior', 'Senior', 'Senior', 'Senior')],
  ] },
];
