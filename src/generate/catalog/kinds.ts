/**
 * Per-kind profiles: how common each kind is and how its regulatory fields are distributed. Values
 * are per group of variants (pack sizes of one product share them). `undefined` in a table means
 * the field is left out (docs/contract.md §12: optional fields that do not apply are omitted).
 */
import type { ProductRecord } from '../../resources/products/record.js';
import { Weighted } from '../prng.js';
import type { Theme } from '../vocabulary/categories.js';
import type { Kind } from '../vocabulary/products.js';

type W<T> = Weighted<T | undefined>;
type Prescription = NonNullable<ProductRecord['prescription']>;
type YesNoUnknown = NonNullable<ProductRecord['narcotic']>;
const w = <T>(entries: readonly (readonly [T | undefined, number])[]): W<T> => new Weighted<T | undefined>(entries);

export const KINDS = new Weighted<Kind>([
  ['medicine', 38], ['cosmetic', 22], ['supplement', 14], ['device', 9], ['veterinary', 7], ['baby', 6], ['household', 4],
]);

export const THEME_OF: Readonly<Record<Kind, Theme>> = {
  medicine: 'medicines', veterinary: 'pets', supplement: 'nutrition', cosmetic: 'care', baby: 'baby',
  device: 'supplies', household: 'supplies',
};

export interface Profile {
  readonly branded: number;
  readonly prescription: W<Prescription>;
  readonly narcotic: W<YesNoUnknown>;
  readonly biocide: W<YesNoUnknown>;
  readonly supplement: W<boolean | null>;
  readonly legalText: W<boolean>;
  readonly vat: W<number>;
  /** Public price range of the smallest pack, in cents. */
  readonly price: readonly [number, number];
  readonly pznShare: number;
  readonly ctiShare: number;
}

const NOT_SPECIFIED = w<Prescription>([['not_specified', 60], [undefined, 40]]);
const RARELY_NARCOTIC = w<YesNoUnknown>([['no', 55], ['unknown', 20], [undefined, 25]]);

export const PROFILES: Readonly<Record<Kind, Profile>> = {
  medicine: {
    branded: 0.7,
    prescription: w<Prescription>([['yes', 30], ['no', 30], ['yes_with_exception', 12], ['no_with_exception', 12], ['not_specified', 16]]),
    narcotic: w<YesNoUnknown>([['no', 85], ['unknown', 15]]),
    biocide: w<YesNoUnknown>([['no', 80], ['unknown', 10], [undefined, 10]]),
    supplement: w([[false, 70], [undefined, 30]]),
    legalText: w([[true, 80], [false, 10], [undefined, 10]]),
    vat: w([[6, 95], [5.5, 5]]),
    price: [250, 3500], pznShare: 0.5, ctiShare: 0.95,
  },
  veterinary: {
    branded: 0.9,
    prescription: w<Prescription>([['yes', 45], ['no', 40], ['not_specified', 15]]),
    narcotic: w<YesNoUnknown>([['no', 80], ['unknown', 20]]),
    biocide: w<YesNoUnknown>([['yes', 35], ['no', 55], ['unknown', 10]]),
    supplement: w([[false, 60], [undefined, 40]]),
    legalText: w([[true, 60], [undefined, 40]]),
    vat: w([[6, 60], [21, 40]]),
    price: [650, 4500], pznShare: 0.4, ctiShare: 0.9,
  },
  supplement: {
    branded: 0.97,
    prescription: NOT_SPECIFIED,
    narcotic: RARELY_NARCOTIC,
    biocide: w<YesNoUnknown>([['no', 50], [undefined, 50]]),
    supplement: w([[true, 85], [null, 10], [undefined, 5]]),
    legalText: w([[false, 50], [undefined, 50]]),
    vat: w([[6, 85], [5.5, 10], [21, 5]]),
    price: [495, 3995], pznShare: 0.4, ctiShare: 0.5,
  },
  cosmetic: {
    branded: 0.98,
    prescription: NOT_SPECIFIED,
    narcotic: RARELY_NARCOTIC,
    biocide: w<YesNoUnknown>([['no', 60], ['unknown', 15], [undefined, 25]]),
    supplement: w([[false, 50], [undefined, 50]]),
    legalText: w([[false, 40], [undefined, 60]]),
    vat: w([[21, 100]]),
    price: [395, 5995], pznShare: 0.35, ctiShare: 0.3,
  },
  baby: {
    branded: 0.98,
    prescription: NOT_SPECIFIED,
    narcotic: RARELY_NARCOTIC,
    biocide: w<YesNoUnknown>([['no', 60], [undefined, 40]]),
    supplement: w([[false, 60], [null, 15], [undefined, 25]]),
    legalText: w([[false, 40], [undefined, 60]]),
    vat: w([[6, 60], [21, 40]]),
    price: [350, 3200], pznShare: 0.35, ctiShare: 0.3,
  },
  device: {
    branded: 0.95,
    prescription: w<Prescription>([['not_specified', 40], ['no', 10], [undefined, 50]]),
    narcotic: w<YesNoUnknown>([['no', 40], [undefined, 60]]),
    biocide: w<YesNoUnknown>([['no', 60], ['unknown', 20], [undefined, 20]]),
    supplement: w([[false, 40], [undefined, 60]]),
    legalText: w([[false, 40], [undefined, 60]]),
    vat: w([[6, 50], [21, 50]]),
    price: [195, 8995], pznShare: 0.35, ctiShare: 0.3,
  },
  household: {
    branded: 0.98,
    prescription: NOT_SPECIFIED,
    narcotic: w<YesNoUnknown>([['no', 70], [undefined, 30]]),
    biocide: w<YesNoUnknown>([['yes', 75], ['unknown', 25]]),
    supplement: w([[false, 60], [undefined, 40]]),
    legalText: w([[true, 30], [false, 40], [undefined, 30]]),
    vat: w([[21, 100]]),
    price: [299, 1999], pznShare: 0.2, ctiShare: 0.2,
  },
};

/** docs/contract.md §6 and §12: otc is `yes` for a medicine sold without prescription, else `no`. */
export function otcFor(kind: Kind, prescription: ProductRecord['prescription']): ProductRecord['otc'] {
  if (kind !== 'medicine' && kind !== 'veterinary') return undefined;
  return prescription === 'no' || prescription === 'no_with_exception' ? 'yes' : 'no';
}
