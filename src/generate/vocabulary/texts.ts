/**
 * Sentences for descriptions, corrections, news items and link names. `{name}` stands for the
 * product name and `{brand}` for the brand (or laboratory) in the same locale.
 */
import { l10n, type L10n } from '../text.js';

export const DESCRIPTION_SENTENCES: Readonly<Record<string, readonly L10n[]>> = {
  general: [
    l10n('{name} van {brand} is ontwikkeld in samenwerking met apothekers.', '{name} de {brand} a été développé avec des pharmaciens.',
      '{name} by {brand} was developed together with pharmacists.', '{name} von {brand} wurde gemeinsam mit Apothekern entwickelt.'),
    l10n('Geschikt voor dagelijks gebruik door het hele gezin.', "Convient à une utilisation quotidienne par toute la famille.",
      'Suitable for daily use by the whole family.', 'Für die tägliche Anwendung durch die ganze Familie geeignet.'),
    l10n('Klinisch getest en goed verdragen.', 'Testé cliniquement et bien toléré.', 'Clinically tested and well tolerated.',
      'Klinisch getestet und gut verträglich.'),
  ],
  usage: [
    l10n('Volwassenen: 1 tot 2 keer per dag, bij voorkeur na de maaltijd.', 'Adultes : 1 à 2 fois par jour, de préférence après le repas.',
      'Adults: once or twice a day, preferably after a meal.', 'Erwachsene: 1- bis 2-mal täglich, vorzugsweise nach dem Essen.'),
    l10n('Niet langer dan 7 dagen gebruiken zonder advies van uw arts.', 'Ne pas utiliser plus de 7 jours sans avis médical.',
      'Do not use for more than 7 days without medical advice.', 'Nicht länger als 7 Tage ohne ärztlichen Rat anwenden.'),
    l10n('Breng een dunne laag aan op de gereinigde huid.', 'Appliquer une fine couche sur la peau nettoyée.',
      'Apply a thin layer to clean skin.', 'Eine dünne Schicht auf die gereinigte Haut auftragen.'),
  ],
  composition: [
    l10n('Bevat geen parabenen, zonder toegevoegde suikers.', 'Sans parabènes, sans sucres ajoutés.',
      'Paraben free, no added sugars.', 'Ohne Parabene, ohne Zuckerzusatz.'),
    l10n('Hulpstoffen: microkristallijne cellulose, magnesiumstearaat.', 'Excipients : cellulose microcristalline, stéarate de magnésium.',
      'Excipients: microcrystalline cellulose, magnesium stearate.', 'Hilfsstoffe: mikrokristalline Cellulose, Magnesiumstearat.'),
    l10n('Met hyaluronzuur en sheaboter.', "À l'acide hyaluronique et au beurre de karité.", 'With hyaluronic acid and shea butter.',
      'Mit Hyaluronsäure und Sheabutter.'),
  ],
  indications: [
    l10n('Voor de kortdurende behandeling van lichte tot matige pijn.', 'Traitement de courte durée des douleurs légères à modérées.',
      'For the short-term treatment of mild to moderate pain.', 'Zur kurzzeitigen Behandlung leichter bis mäßiger Schmerzen.'),
    l10n('Verlicht de symptomen van een verkoudheid.', "Soulage les symptômes du rhume.", 'Relieves the symptoms of a cold.',
      'Lindert die Beschwerden einer Erkältung.'),
  ],
  contraindications: [
    l10n('Niet gebruiken bij overgevoeligheid voor een van de bestanddelen.', "Ne pas utiliser en cas d'hypersensibilité à l'un des composants.",
      'Do not use if hypersensitive to any of the ingredients.', 'Nicht anwenden bei Überempfindlichkeit gegen einen der Bestandteile.'),
    l10n('Niet geschikt voor kinderen jonger dan 6 jaar.', 'Ne convient pas aux enfants de moins de 6 ans.',
      'Not suitable for children under 6 years.', 'Nicht geeignet für Kinder unter 6 Jahren.'),
  ],
  side_effects: [
    l10n('Zelden: maagklachten, hoofdpijn of huiduitslag.', 'Rarement : troubles gastriques, maux de tête ou éruption cutanée.',
      'Rarely: stomach upset, headache or skin rash.', 'Selten: Magenbeschwerden, Kopfschmerzen oder Hautausschlag.'),
  ],
  warnings: [
    l10n('Buiten het bereik en zicht van kinderen bewaren.', 'Tenir hors de la vue et de la portée des enfants.',
      'Keep out of the sight and reach of children.', 'Für Kinder unzugänglich aufbewahren.'),
    l10n('Raadpleeg uw apotheker bij zwangerschap of borstvoeding.', "Demandez conseil à votre pharmacien en cas de grossesse ou d'allaitement.",
      'Ask your pharmacist for advice if pregnant or breastfeeding.', 'In Schwangerschaft und Stillzeit Ihren Apotheker fragen.'),
  ],
  storage: [
    l10n('Bewaren in de oorspronkelijke verpakking, beschermd tegen licht.', "Conserver dans l'emballage d'origine, à l'abri de la lumière.",
      'Store in the original package, protected from light.', 'In der Originalverpackung vor Licht geschützt aufbewahren.'),
    l10n('Na opening binnen 6 maanden gebruiken.', "Après ouverture, à utiliser dans les 6 mois.", 'Use within 6 months after opening.',
      'Nach dem Öffnen innerhalb von 6 Monaten verbrauchen.'),
  ],
};

/** Correction texts by correction type. */
export const CORRECTION_TEXTS: Readonly<Record<string, readonly L10n[]>> = {
  wrong_information: [
    l10n('De prijs van dit product is niet correct.', "Le prix de ce produit n'est pas correct.", 'The price of this product is wrong.',
      'Der Preis dieses Produkts ist nicht korrekt.'),
    l10n('De verpakkingsgrootte klopt niet: het zijn 20 stuks.', "La taille de l'emballage est erronée : il y a 20 pièces.",
      'The package size is wrong: it holds 20 pieces.', 'Die Packungsgröße stimmt nicht: es sind 20 Stück.'),
  ],
  missing_information: [
    l10n('De bijsluiter ontbreekt.', 'La notice est manquante.', 'The patient leaflet is missing.', 'Die Packungsbeilage fehlt.'),
    l10n('Er ontbreekt een Franse vertaling van de beschrijving.', 'Il manque une traduction néerlandaise de la description.',
      'The description lacks a German translation.', 'Es fehlt eine französische Übersetzung der Beschreibung.'),
  ],
  wrong_photo: [
    l10n('De foto toont een oude verpakking.', "La photo montre un ancien emballage.", 'The photo shows an old package.',
      'Das Foto zeigt eine alte Verpackung.'),
  ],
  other: [
    l10n('Dit product is niet meer verkrijgbaar bij de groothandel.', "Ce produit n'est plus disponible chez le grossiste.",
      'This product is no longer available from the wholesaler.', 'Dieses Produkt ist beim Großhandel nicht mehr erhältlich.'),
    l10n('Graag de samenstelling nakijken: bevat nu ook salicylzuur.', "Merci de vérifier la composition : contient désormais de l'acide salicylique.",
      'Please check the composition: it now contains salicylic acid too.', 'Bitte die Zusammensetzung prüfen: enthält jetzt auch Salicylsäure.'),
  ],
};

/** News item titles by news type; `{subject}` is a product, brand, category or organization name. */
export const NEWS_TITLES: Readonly<Record<string, L10n>> = {
  product: l10n('Nieuw in het assortiment: {subject}', 'Nouveau dans la gamme : {subject}', 'New in the range: {subject}',
    'Neu im Sortiment: {subject}'),
  brand: l10n('{subject} vernieuwt zijn gamma', '{subject} renouvelle sa gamme', '{subject} renews its range',
    '{subject} erneuert sein Sortiment'),
  public_category: l10n('Seizoenstips: {subject}', 'Conseils de saison : {subject}', 'Seasonal tips: {subject}',
    'Saisontipps: {subject}'),
  organization: l10n('{subject} heeft nieuwe contactgegevens', '{subject} a de nouvelles coordonnées',
    '{subject} has new contact details', '{subject} hat neue Kontaktdaten'),
};

export const NEWS_SHORT = l10n('Ontdek het volledige aanbod in uw apotheek.', 'Découvrez toute la gamme dans votre pharmacie.',
  'Discover the full range at your pharmacy.', 'Entdecken Sie das ganze Sortiment in Ihrer Apotheke.');
export const NEWS_LONG = l10n(
  'Vanaf deze maand beschikbaar bij alle groothandels. Vraag uw vertegenwoordiger naar de lanceringsvoorwaarden en het promotiemateriaal.',
  "Disponible dès ce mois-ci chez tous les grossistes. Demandez à votre délégué les conditions de lancement et le matériel promotionnel.",
  'Available from all wholesalers from this month. Ask your representative about launch conditions and promotional material.',
  'Ab diesem Monat bei allen Großhändlern erhältlich. Fragen Sie Ihren Außendienst nach Einführungskonditionen und Werbematerial.');

export const LINK_NAMES: Readonly<Record<'website' | 'video' | 'brochure' | 'other', L10n>> = {
  website: l10n('Productpagina', 'Page produit', 'Product page', 'Produktseite'),
  video: l10n('Instructievideo', "Vidéo d'utilisation", 'How-to video', 'Anwendungsvideo'),
  brochure: l10n('Brochure', 'Brochure', 'Brochure', 'Broschüre'),
  other: l10n('Meer informatie', "Plus d'informations", 'More information', 'Weitere Informationen'),
};
