/**
 * Organizations, brands and product families, built together because they reference each other:
 * a brand belongs to one or two organizations (its owner, sometimes a marketing partner), a family
 * belongs to one brand, and an organization's `brands` / `productFamilies` lists are exactly the
 * brands it is an organization of and their families. Products of a brand carry exactly the brand's
 * organizations, so those lists agree with the products (docs/contract.md §6 reads them).
 */
import type { BrandRecord } from '../../resources/brands/record.js';
import type { OrganizationRecord } from '../../resources/organizations/record.js';
import type { ProductFamilyRecord } from '../../resources/product-families/record.js';
import { brandView, organizationView, type BrandView, type OrganizationView } from '../../domain/product-views.js';
import { Prng, Weighted } from '../prng.js';
import { pickReferenceLocales, perLocale, slug } from '../text.js';
import { TIME_START, metaBetween } from '../time.js';
import { COUNTRIES, vatNumber } from '../vocabulary/places.js';
import {
  COMPANY_STEMS, FIRST_NAMES, LAST_NAMES, MARKETING_FORMS, OTHER_FORMS, PROFESSIONAL_FORMS, SUPPLIER_FORMS,
} from '../vocabulary/people.js';
import { BRAND_ENDINGS, BRAND_MIDDLES, BRAND_STEMS, FAMILY_LINES, type Kind } from '../vocabulary/products.js';


export interface OrganizationInfo {
  readonly record: OrganizationRecord;
  /** The product view (spec: Organization, product view): localized name, region as its name. */
  readonly view: OrganizationView;
  readonly domain: string;
}

export interface BrandInfo {
  readonly record: BrandRecord;
  readonly view: BrandView;
  readonly kind: Kind;
  readonly organizations: readonly OrganizationInfo[];
}

export interface FamilyInfo {
  readonly record: ProductFamilyRecord;
  readonly brand: BrandInfo;
}

export interface Companies {
  readonly organizations: readonly OrganizationInfo[];
  readonly brands: readonly BrandInfo[];
  readonly families: readonly FamilyInfo[];
  readonly brandsByKind: Readonly<Record<Kind, readonly BrandInfo[]>>;
  readonly familiesByKind: Readonly<Record<Kind, readonly FamilyInfo[]>>;
  readonly suppliers: readonly OrganizationInfo[];
}

const KINDS: readonly Kind[] = ['medicine', 'cosmetic', 'supplement', 'device', 'baby', 'veterinary', 'household'];
const BRAND_KINDS = new Weighted<Kind>([
  ['medicine', 30], ['cosmetic', 25], ['supplement', 18], ['device', 10], ['baby', 7], ['veterinary', 6], ['household', 4],
]);
const ORGANIZATION_TYPES = new Weighted<OrganizationRecord['type']>([
  ['supplier', 50], ['marketing', 15], ['medical_professional', 20], ['other', 15],
]);
const COUNTRY_WEIGHTS = new Weighted([[0, 60], [1, 15], [2, 15], [3, 10]] as const);
const REFERENCE_UNTIL = TIME_START + 4 * 365 * 86_400;

/** Draws until `make` gives a value not yet in `taken`, then numbers it as a last resort. */
function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  for (let attempt = 1; attempt < 50 && taken.has(value); attempt++) value = make();
  const base = value;
  for (let n = 2; taken.has(value); n++) value = `${base} ${n}`;
  taken.add(value);
  return value;
}

interface Draft {
  id: number;
  name: string;
  type: OrganizationRecord['type'];
  domain: string;
  contact: OrganizationRecord['contactInformation'];
  vatNr: string | undefined;
  specializations: number[];
  meta: OrganizationRecord['meta'];
}

function draftOrganizations(rng: Prng, count: number, publicCategoryIds: readonly number[]): Draft[] {
  const names = new Set<string>();
  const vats = new Set<string>();
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const type = i < 4 ? (['supplier', 'marketing', 'medical_professional', 'other'] as const)[i]! : ORGANIZATION_TYPES.pick(rng);
    const forms = { supplier: SUPPLIER_FORMS, marketing: MARKETING_FORMS, medical_professional: PROFESSIONAL_FORMS, other: OTHER_FORMS }[type];
    const stem = rng.pick(COMPANY_STEMS);
    const name = unique(names, () => rng.pick(forms).replace('{stem}', rng.pick(COMPANY_STEMS))
      .replace('{first}', rng.pick(FIRST_NAMES)).replace('{last}', rng.pick(LAST_NAMES)));
    const domain = `${slug(name.replace(/ (NV|SA|BV|GmbH|SRL|SPRL)$/, '')) || slug(stem)}.example`;
    const country = COUNTRIES[COUNTRY_WEIGHTS.pick(rng)]!;
    const city = rng.pick(country.cities);
    const street = rng.pick(country.streets);
    const number = rng.range(1, 250);
    const contact = type !== 'supplier' ? undefined : {
      address: country.numberFirst ? `${number} ${street}` : `${street} ${number}`,
      zipCode: city.zip,
      city: city.name,
      region: rng.chance(0.9) ? { ...city.region } : undefined,
      country: country.code,
      email: rng.chance(0.8) ? `info@${domain}` : undefined,
      url: rng.chance(0.85) ? `https://www.${domain}` : undefined,
    };
    const vatNr = rng.chance(0.9)
      ? unique(vats, () => vatNumber(country.code, Array.from({ length: 11 }, () => rng.int(10)).join('')))
      : undefined;
    const specializationCount = { supplier: rng.range(1, 4), marketing: rng.range(1, 3), medical_professional: rng.range(0, 2), other: 0 }[type];
    const specializations = rng.subset(publicCategoryIds, specializationCount);
    drafts.push({ id: i + 1, name, type, domain, contact, vatNr, specializations,
      meta: metaBetween(rng, TIME_START, REFERENCE_UNTIL, 0.6, REFERENCE_UNTIL + 4 * 365 * 86_400) });
  }
  return drafts;
}

function brandName(rng: Prng): string {
  const middle = rng.chance(0.4) ? rng.pick(BRAND_MIDDLES) : '';
  return rng.pick(BRAND_STEMS) + middle + rng.pick(BRAND_ENDINGS);
}

export function buildCompanies(seed: number, productCount: number, publicCategoryIds: readonly number[]): Companies {
  const rng = new Prng(seed, 'companies');
  const drafts = draftOrganizations(rng, Math.max(10, Math.round(productCount / 1000)), publicCategoryIds);
  const owners = drafts.filter((d) => d.type === 'supplier' || d.type === 'marketing');

  const supplierDrafts = owners.filter((o) => o.type === 'supplier');
  const brandNames = new Set<string>();
  const brandDrafts = Array.from({ length: Math.max(20, Math.round(productCount / 300)) }, (_, i) => {
    const kind = i < KINDS.length ? KINDS[i]! : BRAND_KINDS.pick(rng);
    const owner = rng.chance(0.8) ? rng.pick(supplierDrafts) : rng.pick(owners);
    const partner = rng.chance(0.25) ? rng.pick(owners) : owner;
    const orgs = partner === owner ? [owner] : [owner, partner].sort((a, b) => a.id - b.id);
    const id = i + 1;
    const record: BrandRecord = {
      id, name: unique(brandNames, () => brandName(rng)),
      logo: rng.chance(0.85) ? `https://images.example.com/brands/${id}/logo.png` : null,
      meta: metaBetween(rng, TIME_START, REFERENCE_UNTIL, 0.5, REFERENCE_UNTIL + 3 * 365 * 86_400),
    };
    return { record, kind, orgs };
  });

  const familyNames = new Set<string>();
  const familyDrafts = Array.from({ length: Math.max(10, Math.round(productCount / 40)) }, (_, i) => {
    const brand = rng.pick(brandDrafts);
    let line = FAMILY_LINES[0]!;
    // Unique by the English name; a clash that draws cannot resolve gets a number ("Hydra 2").
    const key = unique(familyNames, () => `${brand.record.name} ${(line = rng.pick(FAMILY_LINES)).en}`);
    const number = key.slice(`${brand.record.name} ${line.en}`.length);
    const record: ProductFamilyRecord = {
      id: i + 1,
      name: perLocale(pickReferenceLocales(rng), (l) => `${brand.record.name} ${line[l]}${number}`),
      meta: metaBetween(rng, brand.record.meta.createdAt, REFERENCE_UNTIL + 365 * 86_400, 0.5),
    };
    return { record, brand };
  });

  const brandIds = new Map<Draft, number[]>(drafts.map((d) => [d, []]));
  const familyIds = new Map<Draft, number[]>(drafts.map((d) => [d, []]));
  for (const b of brandDrafts) for (const o of b.orgs) brandIds.get(o)!.push(b.record.id);
  for (const f of familyDrafts) for (const o of f.brand.orgs) familyIds.get(o)!.push(f.record.id);

  const organizations = drafts.map((d): OrganizationInfo => {
    const record: OrganizationRecord = {
      id: d.id, name: d.name, type: d.type, brands: brandIds.get(d)!, productFamilies: familyIds.get(d)!,
      contactInformation: d.contact, vatNr: d.vatNr, specializations: d.specializations, meta: d.meta,
    };
    const view = organizationView(record);
    return { record, view, domain: d.domain };
  });

  const brands = brandDrafts.map(({ record, kind, orgs }): BrandInfo => ({
    record, kind, organizations: orgs.map((o) => organizations[o.id - 1]!),
    view: brandView(record),
  }));
  const families = familyDrafts.map(({ record, brand }): FamilyInfo => ({ record, brand: brands[brand.record.id - 1]! }));
  const byKind = <T>(items: readonly T[], kind: (item: T) => Kind) =>
    Object.fromEntries(KINDS.map((k) => [k, items.filter((item) => kind(item) === k)])) as Record<Kind, T[]>;
  return {
    organizations, brands, families,
    brandsByKind: byKind(brands, (b) => b.kind),
    familiesByKind: byKind(families, (f) => f.brand.kind),
    suppliers: organizations.filter((o) => o.record.type === 'supplier'),
  };
}
