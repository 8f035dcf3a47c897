/**
 * Addresses for organizations. Regions are ISO 3166-2 subdivisions: the organizations query view
 * shows `{value: code, label: name}`, the product view only the name (spec, Organization).
 */

export interface City {
  readonly name: string;
  readonly zip: string;
  readonly region: { readonly value: string; readonly label: string };
}

export interface Country {
  readonly code: string;
  readonly streets: readonly string[];
  /** House number after the street name (Benelux, Germany) or before it (France). */
  readonly numberFirst: boolean;
  readonly cities: readonly City[];
}

const city = (name: string, zip: string, value: string, label: string): City => ({ name, zip, region: { value, label } });

export const COUNTRIES: readonly Country[] = [
  {
    code: 'BE', numberFirst: false,
    streets: ['Kerkstraat', 'Stationsstraat', 'Industrieweg', 'Rue de la Station', 'Chaussée de Louvain',
      'Avenue Louise', 'Noorderlaan', 'Researchpark', 'Rue du Fort', 'Boulevard de Waterloo'],
    cities: [
      city('Antwerpen', '2000', 'BE-VAN', 'Antwerpen'), city('Gent', '9000', 'BE-VOV', 'Oost-Vlaanderen'),
      city('Brugge', '8000', 'BE-VWV', 'West-Vlaanderen'), city('Leuven', '3000', 'BE-VBR', 'Vlaams-Brabant'),
      city('Hasselt', '3500', 'BE-VLI', 'Limburg'), city('Liège', '4000', 'BE-WLG', 'Liège'),
      city('Namur', '5000', 'BE-WNA', 'Namur'), city('Charleroi', '6000', 'BE-WHT', 'Hainaut'),
      city('Wavre', '1300', 'BE-WBR', 'Brabant wallon'), city('Arlon', '6700', 'BE-WLX', 'Luxembourg'),
      city('Bruxelles', '1000', 'BE-BRU', 'Région de Bruxelles-Capitale'), city('Zaventem', '1930', 'BE-VBR', 'Vlaams-Brabant'),
    ],
  },
  {
    code: 'NL', numberFirst: false,
    streets: ['Hoofdweg', 'Marktplein', 'Energieweg', 'Keizersgracht', 'Science Park'],
    cities: [
      city('Amsterdam', '1012 AB', 'NL-NH', 'Noord-Holland'), city('Utrecht', '3511 AA', 'NL-UT', 'Utrecht'),
      city('Rotterdam', '3011 AD', 'NL-ZH', 'Zuid-Holland'), city('Eindhoven', '5611 AZ', 'NL-NB', 'Noord-Brabant'),
    ],
  },
  {
    code: 'FR', numberFirst: true,
    streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Haussmann', 'rue des Écoles', 'quai de Saône'],
    cities: [
      city('Lyon', '69002', 'FR-ARA', 'Auvergne-Rhône-Alpes'), city('Paris', '75008', 'FR-IDF', 'Île-de-France'),
      city('Lille', '59000', 'FR-HDF', 'Hauts-de-France'), city('Toulouse', '31000', 'FR-OCC', 'Occitanie'),
    ],
  },
  {
    code: 'DE', numberFirst: false,
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Königsallee', 'Schloßstraße'],
    cities: [
      city('Köln', '50667', 'DE-NW', 'Nordrhein-Westfalen'), city('München', '80331', 'DE-BY', 'Bayern'),
      city('Düsseldorf', '40213', 'DE-NW', 'Nordrhein-Westfalen'), city('Hamburg', '20095', 'DE-HH', 'Hamburg'),
    ],
  },
];

/** VAT number in the country's own format (digits drawn by the caller). */
export function vatNumber(country: string, digits: string): string {
  switch (country) {
    case 'BE': return `BE0${digits.slice(0, 9)}`;
    case 'NL': return `NL${digits.slice(0, 9)}B01`;
    case 'FR': return `FR${digits.slice(0, 11)}`;
    default: return `${country}${digits.slice(0, 9)}`;
  }
}
