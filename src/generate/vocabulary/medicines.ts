/**
 * Dosage forms and active ingredients with their real ATC codes, so that `atcCategory` prefixes are
 * shared the way they are in real data (N02BE01 by every paracetamol, N02 by all analgesics).
 * Veterinary codes start with Q, as in the ATCvet system.
 */
import { l10n, type L10n } from '../text.js';

export interface DosageForm {
  readonly abbreviation: string;
  readonly fullName: L10n;
  /** Plural used in product names ("30 tabletten"). */
  readonly plural: L10n;
  /** What the package quantity counts. */
  readonly measure: 'count' | 'ml' | 'g';
  readonly packagingUnit: string;
}

const form = (abbreviation: string, measure: DosageForm['measure'], packagingUnit: string, fullName: L10n,
  plural: L10n = fullName): DosageForm => ({ abbreviation, fullName, plural, measure, packagingUnit });

export const DOSAGE_FORMS: Readonly<Record<string, DosageForm>> = {
  COMP: form('COMP', 'count', 'blister', l10n('tablet', 'comprimé', 'tablet', 'Tablette'),
    l10n('tabletten', 'comprimés', 'tablets', 'Tabletten')),
  'COMP EFF': form('COMP EFF', 'count', 'tube', l10n('bruistablet', 'comprimé effervescent', 'effervescent tablet', 'Brausetablette'),
    l10n('bruistabletten', 'comprimés effervescents', 'effervescent tablets', 'Brausetabletten')),
  CAPS: form('CAPS', 'count', 'blister', l10n('capsule', 'gélule', 'capsule', 'Kapsel'),
    l10n('capsules', 'gélules', 'capsules', 'Kapseln')),
  PAST: form('PAST', 'count', 'blister', l10n('zuigtablet', 'pastille', 'lozenge', 'Lutschtablette'),
    l10n('zuigtabletten', 'pastilles', 'lozenges', 'Lutschtabletten')),
  SACH: form('SACH', 'count', 'box', l10n('zakje', 'sachet', 'sachet', 'Beutel'),
    l10n('zakjes', 'sachets', 'sachets', 'Beutel')),
  SUPP: form('SUPP', 'count', 'blister', l10n('zetpil', 'suppositoire', 'suppository', 'Zäpfchen'),
    l10n('zetpillen', 'suppositoires', 'suppositories', 'Zäpfchen')),
  PIP: form('PIP', 'count', 'box', l10n('pipet', 'pipette', 'pipette', 'Pipette'),
    l10n('pipetten', 'pipettes', 'pipettes', 'Pipetten')),
  SIR: form('SIR', 'ml', 'bottle', l10n('siroop', 'sirop', 'syrup', 'Sirup')),
  SUSP: form('SUSP', 'ml', 'bottle', l10n('orale suspensie', 'suspension buvable', 'oral suspension', 'Suspension zum Einnehmen')),
  GTT: form('GTT', 'ml', 'bottle', l10n('druppels', 'gouttes', 'drops', 'Tropfen')),
  SPR: form('SPR', 'ml', 'spray', l10n('neusspray', 'spray nasal', 'nasal spray', 'Nasenspray')),
  SOL: form('SOL', 'ml', 'bottle', l10n('oplossing voor cutaan gebruik', 'solution cutanée', 'cutaneous solution', 'Lösung zur Anwendung auf der Haut')),
  INH: form('INH', 'count', 'inhaler', l10n('aërosol', 'aérosol', 'inhaler', 'Dosieraerosol'),
    l10n('dosissen', 'doses', 'doses', 'Hübe')),
  CREM: form('CREM', 'g', 'tube', l10n('crème', 'crème', 'cream', 'Creme')),
  GEL: form('GEL', 'g', 'tube', l10n('gel', 'gel', 'gel', 'Gel')),
  UNG: form('UNG', 'g', 'tube', l10n('zalf', 'pommade', 'ointment', 'Salbe')),
  PULV: form('PULV', 'g', 'jar', l10n('poeder', 'poudre', 'powder', 'Pulver')),
};

export interface Ingredient {
  readonly name: L10n;
  /** ATC code; empty for food-supplement ingredients, which carry none. */
  readonly atc: string;
  readonly strengths: readonly string[];
  readonly forms: readonly string[];
  /** Controlled substance: products with it are `narcotic: yes`. */
  readonly narcotic?: boolean;
}

const ing = (name: L10n, atc: string, strengths: readonly string[], forms: readonly string[], narcotic = false): Ingredient =>
  (narcotic ? { name, atc, strengths, forms, narcotic } : { name, atc, strengths, forms });
const same = (name: string): L10n => l10n(name, name, name, name);

export const MEDICINE_INGREDIENTS: readonly Ingredient[] = [
  ing(same('Paracetamol'), 'N02BE01', ['500 mg', '1 g'], ['COMP', 'COMP EFF', 'SIR', 'SUPP', 'SACH']),
  ing(l10n('Paracetamol', 'Paracétamol', 'Paracetamol', 'Paracetamol'), 'N02BE01', ['120 mg/5 ml'], ['SIR']),
  ing(l10n('Ibuprofen', 'Ibuprofène', 'Ibuprofen', 'Ibuprofen'), 'M01AE01', ['200 mg', '400 mg'], ['COMP', 'CAPS', 'SUSP']),
  ing(l10n('Acetylsalicylzuur', 'Acide acétylsalicylique', 'Acetylsalicylic acid', 'Acetylsalicylsäure'), 'N02BA01',
    ['100 mg', '500 mg'], ['COMP', 'COMP EFF']),
  ing(l10n('Naproxen', 'Naproxène', 'Naproxen', 'Naproxen'), 'M01AE02', ['220 mg', '550 mg'], ['COMP']),
  ing(l10n('Diclofenac', 'Diclofénac', 'Diclofenac', 'Diclofenac'), 'M02AA15', ['1 %', '2 %'], ['GEL']),
  ing(l10n('Cetirizine', 'Cétirizine', 'Cetirizine', 'Cetirizin'), 'R06AE07', ['10 mg'], ['COMP', 'GTT']),
  ing(l10n('Loratadine', 'Loratadine', 'Loratadine', 'Loratadin'), 'R06AX13', ['10 mg'], ['COMP']),
  ing(l10n('Desloratadine', 'Desloratadine', 'Desloratadine', 'Desloratadin'), 'R06AX27', ['5 mg'], ['COMP', 'SIR']),
  ing(l10n('Loperamide', 'Lopéramide', 'Loperamide', 'Loperamid'), 'A07DA03', ['2 mg'], ['CAPS', 'COMP']),
  ing(l10n('Omeprazol', 'Oméprazole', 'Omeprazole', 'Omeprazol'), 'A02BC01', ['20 mg'], ['CAPS']),
  ing(l10n('Pantoprazol', 'Pantoprazole', 'Pantoprazole', 'Pantoprazol'), 'A02BC02', ['20 mg', '40 mg'], ['COMP']),
  ing(l10n('Esomeprazol', 'Ésoméprazole', 'Esomeprazole', 'Esomeprazol'), 'A02BC05', ['20 mg'], ['COMP']),
  ing(l10n('Acetylcysteïne', 'Acétylcystéine', 'Acetylcysteine', 'Acetylcystein'), 'R05CB01', ['200 mg', '600 mg'],
    ['COMP EFF', 'SACH', 'SIR']),
  ing(l10n('Ambroxol', 'Ambroxol', 'Ambroxol', 'Ambroxol'), 'R05CB06', ['15 mg/5 ml', '30 mg'], ['SIR', 'PAST']),
  ing(l10n('Dextromethorfan', 'Dextrométhorphane', 'Dextromethorphan', 'Dextromethorphan'), 'R05DA09', ['15 mg/5 ml'], ['SIR']),
  ing(l10n('Codeïne', 'Codéine', 'Codeine', 'Codein'), 'R05DA04', ['1 mg/ml'], ['SIR'], true),
  ing(l10n('Xylometazoline', 'Xylométazoline', 'Xylometazoline', 'Xylometazolin'), 'R01AA07', ['0,05 %', '0,1 %'], ['SPR']),
  ing(l10n('Oxymetazoline', 'Oxymétazoline', 'Oxymetazoline', 'Oxymetazolin'), 'R01AA05', ['0,05 %'], ['SPR']),
  ing(l10n('Simeticon', 'Siméticone', 'Simeticone', 'Simeticon'), 'A03AX13', ['80 mg'], ['CAPS', 'GTT']),
  ing(same('Macrogol'), 'A06AD15', ['10 g'], ['SACH', 'PULV']),
  ing(l10n('Bisacodyl', 'Bisacodyl', 'Bisacodyl', 'Bisacodyl'), 'A06AB02', ['5 mg', '10 mg'], ['COMP', 'SUPP']),
  ing(l10n('Lactulose', 'Lactulose', 'Lactulose', 'Lactulose'), 'A06AD11', ['667 mg/ml'], ['SIR']),
  ing(l10n('Hydrocortison', 'Hydrocortisone', 'Hydrocortisone', 'Hydrocortison'), 'D07AA02', ['1 %'], ['CREM', 'UNG']),
  ing(l10n('Miconazol', 'Miconazole', 'Miconazole', 'Miconazol'), 'D01AC02', ['2 %'], ['CREM', 'GEL']),
  ing(l10n('Clotrimazol', 'Clotrimazole', 'Clotrimazole', 'Clotrimazol'), 'D01AC01', ['1 %'], ['CREM']),
  ing(l10n('Terbinafine', 'Terbinafine', 'Terbinafine', 'Terbinafin'), 'D01AE15', ['1 %'], ['CREM', 'GEL']),
  ing(l10n('Aciclovir', 'Aciclovir', 'Aciclovir', 'Aciclovir'), 'D06BB03', ['5 %'], ['CREM']),
  ing(l10n('Chloorhexidine', 'Chlorhexidine', 'Chlorhexidine', 'Chlorhexidin'), 'D08AC02', ['0,5 %', '2 %'], ['SOL']),
  ing(l10n('Povidonjood', 'Povidone iodée', 'Povidone-iodine', 'Povidon-Iod'), 'D08AG02', ['10 %'], ['SOL', 'UNG']),
  ing(l10n('Melatonine', 'Mélatonine', 'Melatonin', 'Melatonin'), 'N05CH01', ['1 mg', '2 mg'], ['COMP']),
  ing(l10n('Valeriaan', 'Valériane', 'Valerian', 'Baldrian'), 'N05CM09', ['450 mg'], ['COMP']),
  ing(l10n('Amoxicilline', 'Amoxicilline', 'Amoxicillin', 'Amoxicillin'), 'J01CA04', ['500 mg', '1 g'], ['CAPS', 'COMP', 'SUSP']),
  ing(l10n('Metformine', 'Metformine', 'Metformin', 'Metformin'), 'A10BA02', ['500 mg', '850 mg'], ['COMP']),
  ing(l10n('Atorvastatine', 'Atorvastatine', 'Atorvastatin', 'Atorvastatin'), 'C10AA05', ['10 mg', '20 mg', '40 mg'], ['COMP']),
  ing(l10n('Simvastatine', 'Simvastatine', 'Simvastatin', 'Simvastatin'), 'C10AA01', ['20 mg', '40 mg'], ['COMP']),
  ing(l10n('Amlodipine', 'Amlodipine', 'Amlodipine', 'Amlodipin'), 'C08CA01', ['5 mg', '10 mg'], ['COMP']),
  ing(l10n('Bisoprolol', 'Bisoprolol', 'Bisoprolol', 'Bisoprolol'), 'C07AB07', ['2,5 mg', '5 mg'], ['COMP']),
  ing(l10n('Lisinopril', 'Lisinopril', 'Lisinopril', 'Lisinopril'), 'C09AA03', ['10 mg', '20 mg'], ['COMP']),
  ing(l10n('Levothyroxine', 'Lévothyroxine', 'Levothyroxine', 'Levothyroxin'), 'H03AA01', ['50 µg', '100 µg'], ['COMP']),
  ing(l10n('Salbutamol', 'Salbutamol', 'Salbutamol', 'Salbutamol'), 'R03AC02', ['100 µg/dosis'], ['INH']),
  ing(l10n('Sertraline', 'Sertraline', 'Sertraline', 'Sertralin'), 'N06AB06', ['50 mg', '100 mg'], ['COMP']),
  ing(l10n('Tramadol', 'Tramadol', 'Tramadol', 'Tramadol'), 'N02AX02', ['50 mg'], ['CAPS'], true),
  ing(l10n('Morfine', 'Morphine', 'Morphine', 'Morphin'), 'N02AA01', ['10 mg', '30 mg'], ['COMP'], true),
  ing(l10n('Oxycodon', 'Oxycodone', 'Oxycodone', 'Oxycodon'), 'N02AA05', ['5 mg', '10 mg'], ['COMP'], true),
  ing(l10n('Diazepam', 'Diazépam', 'Diazepam', 'Diazepam'), 'N05BA01', ['5 mg', '10 mg'], ['COMP'], true),
  ing(l10n('Zolpidem', 'Zolpidem', 'Zolpidem', 'Zolpidem'), 'N05CF02', ['10 mg'], ['COMP']),
  ing(l10n('Flurbiprofen', 'Flurbiprofène', 'Flurbiprofen', 'Flurbiprofen'), 'R02AX01', ['8,75 mg'], ['PAST']),
];

export const VETERINARY_INGREDIENTS: readonly Ingredient[] = [
  ing(l10n('Fipronil', 'Fipronil', 'Fipronil', 'Fipronil'), 'QP53AX15', ['67 mg', '134 mg', '268 mg'], ['PIP']),
  ing(l10n('Selamectine', 'Sélamectine', 'Selamectin', 'Selamectin'), 'QP54AA05', ['45 mg', '60 mg'], ['PIP']),
  ing(l10n('Milbemycine', 'Milbémycine', 'Milbemycin', 'Milbemycin'), 'QP54AB51', ['4 mg', '16 mg'], ['COMP']),
  ing(l10n('Praziquantel', 'Praziquantel', 'Praziquantel', 'Praziquantel'), 'QP52AA01', ['50 mg'], ['COMP']),
  ing(l10n('Meloxicam', 'Méloxicam', 'Meloxicam', 'Meloxicam'), 'QM01AC06', ['1,5 mg/ml'], ['SUSP']),
  ing(l10n('Enrofloxacine', 'Enrofloxacine', 'Enrofloxacin', 'Enrofloxacin'), 'QJ01MA90', ['50 mg', '150 mg'], ['COMP']),
];

export const SUPPLEMENT_INGREDIENTS: readonly Ingredient[] = [
  ing(l10n('Vitamine C', 'Vitamine C', 'Vitamin C', 'Vitamin C'), '', ['500 mg', '1000 mg'], ['COMP EFF', 'COMP']),
  ing(l10n('Vitamine D3', 'Vitamine D3', 'Vitamin D3', 'Vitamin D3'), '', ['25 µg', '75 µg'], ['CAPS', 'GTT']),
  ing(l10n('Magnesium', 'Magnésium', 'Magnesium', 'Magnesium'), '', ['300 mg', '450 mg'], ['COMP', 'SACH']),
  ing(l10n('Calcium', 'Calcium', 'Calcium', 'Kalzium'), '', ['500 mg', '1000 mg'], ['COMP EFF', 'COMP']),
  ing(l10n('Zink', 'Zinc', 'Zinc', 'Zink'), '', ['15 mg', '25 mg'], ['COMP']),
  ing(l10n('IJzer', 'Fer', 'Iron', 'Eisen'), '', ['14 mg', '28 mg'], ['CAPS']),
  ing(l10n('Foliumzuur', 'Acide folique', 'Folic acid', 'Folsäure'), '', ['400 µg'], ['COMP']),
  ing(l10n('Vitamine B12', 'Vitamine B12', 'Vitamin B12', 'Vitamin B12'), '', ['1000 µg'], ['COMP', 'GTT']),
  ing(l10n('Omega-3-vetzuren', 'Acides gras oméga-3', 'Omega-3 fatty acids', 'Omega-3-Fettsäuren'), '', ['1000 mg'], ['CAPS']),
  ing(l10n('Probiotica', 'Probiotiques', 'Probiotics', 'Probiotika'), '', [''], ['CAPS', 'SACH']),
  ing(l10n('Glucosamine', 'Glucosamine', 'Glucosamine', 'Glucosamin'), '', ['1500 mg'], ['COMP']),
  ing(l10n('Co-enzym Q10', 'Coenzyme Q10', 'Coenzyme Q10', 'Coenzym Q10'), '', ['100 mg'], ['CAPS']),
  ing(l10n('Ginkgo biloba', 'Ginkgo biloba', 'Ginkgo biloba', 'Ginkgo biloba'), '', ['120 mg'], ['COMP']),
  ing(l10n('Echinacea', 'Échinacée', 'Echinacea', 'Sonnenhut'), '', ['200 mg'], ['COMP', 'GTT']),
  ing(l10n('Veenbes', 'Canneberge', 'Cranberry', 'Cranberry'), '', ['400 mg'], ['CAPS']),
  ing(l10n('Ginseng', 'Ginseng', 'Ginseng', 'Ginseng'), '', ['200 mg'], ['CAPS']),
  ing(l10n('Multivitaminen', 'Multivitamines', 'Multivitamins', 'Multivitamine'), '', [''], ['COMP', 'COMP EFF', 'SIR']),
];

/** Unbranded generics carry the laboratory name after the ingredient ("Paracetamol Sandoz"). */
export const GENERIC_LABS = ['Generix', 'Pharmaxa', 'Mediq', 'Apotex Belgium', 'Eurogenerics', 'Mylos', 'Téva'] as const;
