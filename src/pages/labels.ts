/**
 * The words of the embed card and the public page (docs/contract.md §15), in the catalogue's
 * locales; any other locale reads English. Catalogue texts come from the product; these are only
 * the page's own headings and the names of flags and codes.
 */
const L = (nl: string, fr: string, en: string, de: string) => ({ nl, fr, en, de });
type Words = ReturnType<typeof L>;

const WORDS = {
  brand: L('Merk', 'Marque', 'Brand', 'Marke'),
  price: L('Publieksprijs', 'Prix public', 'Public price', 'Verkaufspreis'),
  codes: L('Codes', 'Codes', 'Codes', 'Codes'),
  photos: L("Foto's", 'Photos', 'Photos', 'Fotos'),
  photoOf: L('Foto van', 'Photo de', 'Photo of', 'Foto von'),
  descriptions: L('Beschrijving', 'Description', 'Description', 'Beschreibung'),
  leaflets: L('Bijsluiters', 'Notices', 'Leaflets', 'Beipackzettel'),
  categories: L('Categorieën', 'Catégories', 'Categories', 'Kategorien'),
  details: L('Kenmerken', 'Caractéristiques', 'Details', 'Merkmale'),
  language: L('Taal', 'Langue', 'Language', 'Sprache'),
  prescription: L('Voorschrift', 'Prescription', 'Prescription', 'Verschreibungspflicht'),
  otc: L('Vrij verkrijgbaar in de apotheek (OTC)', 'Sans ordonnance en pharmacie (OTC)', 'Over the counter (OTC)', 'Apothekenpflichtig ohne Rezept (OTC)'),
  yes: L('ja', 'oui', 'yes', 'ja'),
  no: L('nee', 'non', 'no', 'nein'),
  not_specified: L('niet opgegeven', 'non précisé', 'not specified', 'nicht angegeben'),
  yes_with_exception: L('ja, met uitzondering', 'oui, avec exception', 'yes, with exceptions', 'ja, mit Ausnahmen'),
  no_with_exception: L('nee, met uitzondering', 'non, avec exception', 'no, with exceptions', 'nein, mit Ausnahmen'),
  pil: L('Bijsluiter', 'Notice', 'Patient information leaflet', 'Packungsbeilage'),
  spc: L('Samenvatting van de productkenmerken', 'Résumé des caractéristiques du produit', 'Summary of product characteristics', 'Fachinformation'),
  general: L('Algemeen', 'Général', 'General', 'Allgemein'),
  usage: L('Gebruik', 'Utilisation', 'Usage', 'Anwendung'),
  composition: L('Samenstelling', 'Composition', 'Composition', 'Zusammensetzung'),
  indications: L('Indicaties', 'Indications', 'Indications', 'Anwendungsgebiete'),
  contraindications: L('Contra-indicaties', 'Contre-indications', 'Contraindications', 'Gegenanzeigen'),
  side_effects: L('Bijwerkingen', 'Effets indésirables', 'Side effects', 'Nebenwirkungen'),
  warnings: L('Waarschuwingen', 'Avertissements', 'Warnings', 'Warnhinweise'),
  storage: L('Bewaring', 'Conservation', 'Storage', 'Aufbewahrung'),
  opensNewWindow: L('opent in een nieuw venster', "s'ouvre dans une nouvelle fenêtre", 'opens in a new window', 'öffnet in einem neuen Fenster'),
  forbidden: L('Deze link is verlopen of ongeldig.', "Ce lien a expiré ou n'est pas valide.", 'This link has expired or is not valid.', 'Dieser Link ist abgelaufen oder ungültig.'),
  notFound: L('Dit product bestaat niet.', "Ce produit n'existe pas.", 'This product does not exist.', 'Dieses Produkt existiert nicht.'),
  badRequest: L('Deze link is onvolledig.', 'Ce lien est incomplet.', 'This link is incomplete.', 'Dieser Link ist unvollständig.'),
  unavailable: L('Even niet beschikbaar; probeer het zo opnieuw.', 'Momentanément indisponible ; réessayez bientôt.', 'Unavailable right now; please try again shortly.', 'Gerade nicht verfügbar; bitte gleich erneut versuchen.'),
  failed: L('Er ging iets mis.', "Une erreur s'est produite.", 'Something went wrong.', 'Etwas ist schiefgelaufen.'),
} satisfies Record<string, Words>;

export type Word = keyof typeof WORDS;

/** The page's own words in one locale (a region such as nl-BE reads its language). */
export function wordsFor(locale: string): (word: Word) => string {
  const language = locale.slice(0, 2) as keyof Words;
  return (word) => WORDS[word][language] ?? WORDS[word].en;
}

/** A locale's own name for its language switch entry. */
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
