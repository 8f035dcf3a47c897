/** Names of people and companies, with the accents real Belgian, French and German data has. */

export const FIRST_NAMES = [
  'Lotte', 'Sofie', 'Émilie', 'Chloé', 'Noé', 'Jürgen', 'Zoë', 'Anaïs', 'Loïc', 'Hélène', 'Jérôme', 'Björn',
  'François', 'Mathéo', 'Elise', 'Pieter', 'Wouter', 'Céline', 'Léa', 'Raphaël', 'Thibault', 'Maarten', 'Sanne',
  'Bram', 'Jonas', 'Lukas', 'Günther', 'Ines', 'Fien', 'Margaux', 'Søren', 'Aurélie', 'Tom', 'Nathalie', 'Jan',
  'Katrien', 'Stéphane', 'Joëlle', 'Sven', 'Eva', 'Hannah', 'Mehmet', 'Fatima', 'Youssef', 'Ana', 'Ruben',
] as const;

export const LAST_NAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'Dubois', 'Lambert', 'Dupont', 'Martin', 'Lefèvre', 'Müller', 'Schröder', 'Van den Broeck', 'Vermeulen',
  'Leclercq', 'Çelik', 'Núñez', 'Desmet', 'Van Damme', 'Renard', 'Fontaine', 'Weiß', 'Becker', 'De Vries',
  'Bakker', 'Moreau', 'Girard', 'Öztürk', 'Hendrickx', 'Verstraete', 'Michiels', 'Lemaître', 'Brück',
] as const;

/** First halves of company names. */
export const COMPANY_STEMS = [
  'Alvéa', 'Bioderm', 'Caréna', 'Delta', 'Evolia', 'Farmaco', 'Galénix', 'Helvia', 'Iberis', 'Juvéa', 'Kinésia',
  'Lumina', 'Medexa', 'Novélia', 'Orphée', 'Pharmalis', 'Quintessa', 'Rhéa', 'Salvéa', 'Téra', 'Ursa', 'Valéo',
  'Westpharm', 'Xéna', 'Ysora', 'Zénith', 'Apotheka', 'Brügge', 'Citrée', 'Durand', 'Élixia', 'Fénix', 'Gröna',
  'Hygéa', 'Isola', 'Jardin', 'Kölner', 'Laurier', 'Mosane', 'Nordica', 'Oléa', 'Provita', 'Rivéa', 'Scaldis',
] as const;

export const SUPPLIER_FORMS = ['{stem} Pharma NV', 'Laboratoires {stem} SA', '{stem} GmbH', '{stem} BV',
  '{stem} Healthcare', '{stem} Consumer Health', 'Pharmacie {stem} SRL', '{stem} Naturals'] as const;
export const MARKETING_FORMS = ['{stem} Marketing', '{stem} Communication SPRL', '{stem} Brand Services',
  '{stem} Agency'] as const;
export const PROFESSIONAL_FORMS = ['Apotheek {last}', 'Pharmacie {last}', 'Dr. {first} {last}',
  'Cabinet médical {last}', 'Dierenartsenpraktijk {last}', 'Groepspraktijk {last}'] as const;
export const OTHER_FORMS = ['{stem} Groothandel', '{stem} Distribution', '{stem} Software', '{stem} Logistics',
  'Coopérative {stem}'] as const;
