/**
 * A product write names embedded records by reference (docs/contract.md §13): their ids or codes.
 * Each is read inside the write's transaction and stored as its embedded view (src/domain); a
 * reference to nothing is a violation naming its path (422). The reverse, a stored product's
 * views back to references, is what a partial update starts from.
 */
import { activeIngredientView, attributeView, brandView, catalogCategoryView, codeView, familyView, organizationView, publicCategoryView } from '../../domain/product-views.js';
import { speciesView, type SpeciesCode } from '../../domain/species.js';
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { type Violation } from '../../query/errors.js';
import { activeIngredients } from '../../resources/active-ingredients/resource.js';
import { brands } from '../../resources/brands/resource.js';
import { catalogCategories } from '../../resources/catalog-categories/resource.js';
import { colors } from '../../resources/colors/resource.js';
import { dietaryRestrictions } from '../../resources/dietary-restrictions/resource.js';
import { organizations } from '../../resources/organizations/resource.js';
import { productAttributeOptions } from '../../resources/product-attribute-options/resource.js';
import { productAttributes } from '../../resources/product-attributes/resource.js';
import { productFamilies } from '../../resources/product-families/resource.js';
import { SPECIES, type ProductRecord } from '../../resources/products/record.js';
import { publicCategories } from '../../resources/public-categories/resource.js';
import { type Writer } from '../../store/store.js';

type P = ProductRecord;

/** How one member's references become views. */
interface Reference {
  resource?: ResourceDecl;
  /** What an id names, for the violation of one that names nothing: `a brand`. */
  what?: string;
  /** The view of a referenced record, or a violation message when it may not be referenced. */
  view(record: any, writer: Writer): Promise<unknown> | unknown;
  /** The references a stored product's member holds. */
  ids(product: P): unknown[];
}

const plain = (resource: ResourceDecl, what: string, view: (record: any) => unknown, ids: (p: P) => unknown[]): Reference =>
  ({ resource, what, view, ids });

export const PRODUCT_REFERENCES: Readonly<Record<string, Reference>> = {
  publicCategories: plain(publicCategories, 'a public category', publicCategoryView, (p) => p.publicCategories.map((c) => c.id)),
  catalogCategories: plain(catalogCategories, 'a catalog category', (c) => (c.deleted ? new Refusal('is a deleted catalog category') : catalogCategoryView(c)),
    (p) => p.catalogCategories.map((c) => c.id)),
  brands: plain(brands, 'a brand', brandView, (p) => p.brands.map((b) => b.id)),
  productFamily: plain(productFamilies, 'a product family', familyView, (p) => p.productFamily.map((f) => f.id)),
  attributes: {
    resource: productAttributeOptions,
    what: 'an attribute option',
    async view(option, writer) {
      const attribute = (await writer.read(productAttributes, option.attribute))?.record;
      return attribute ? attributeView(attribute as never, option) : new Refusal('is an option of an attribute that does not exist');
    },
    ids: (p) => p.attributes.map((a) => a.option.id),
  },
  dietaryRestrictions: plain(dietaryRestrictions, 'a dietary restriction', codeView, (p) => p.dietaryRestrictions.map((d) => d.id)),
  colors: plain(colors, 'a color', codeView, (p) => p.colors.map((c) => c.id)),
  activeIngredients: plain(activeIngredients, 'an active ingredient', activeIngredientView, (p) => p.activeIngredients.map((a) => a.id)),
  allowedSpecies: {
    view: (code: SpeciesCode) => speciesView(code),
    ids: (p) => p.allowedSpecies.map((s) => (Object.keys(SPECIES) as SpeciesCode[]).find((code) => SPECIES[code] === s.id)),
  },
};

/** A referenced record that exists but may not be referenced here. */
class Refusal {
  constructor(readonly message: string) {}
}

/** The views of the records a member references, or the violations of the ones that do not resolve. */
export async function resolveReferences(writer: Writer, member: string, values: readonly unknown[], path: string,
  violations: Violation[]): Promise<unknown[]> {
  const reference = PRODUCT_REFERENCES[member]!;
  const views: unknown[] = [];
  for (const [i, value] of values.entries()) {
    const record = reference.resource ? (await writer.read(reference.resource, value as string | number))?.record : value;
    if (record === undefined) {
      violations.push({ path: `${path}/${member}/${i}`, message: `is not the id of ${reference.what}` });
      continue;
    }
    const view = await reference.view(record, writer);
    if (view instanceof Refusal) violations.push({ path: `${path}/${member}/${i}`, message: view.message });
    else views.push(view);
  }
  if (member === 'attributes') {
    // One option per attribute: a product's attribute has one value.
    const seen = new Set<number>();
    (views as P['attributes']).forEach((a, i) => {
      if (seen.has(a.id)) violations.push({ path: `${path}/${member}/${i}`, message: 'is a second option of the same attribute' });
      seen.add(a.id);
    });
  }
  return views;
}

/** The organizations' product views, or violations under `/organizations`. */
export async function resolveOrganizations(writer: Writer, ids: readonly number[], violations: Violation[]): Promise<P['organizations']> {
  const views: P['organizations'] = [];
  for (const [i, id] of ids.entries()) {
    const record = (await writer.read(organizations, id))?.record;
    if (record) views.push(organizationView(record as never));
    else violations.push({ path: `/organizations/${i}`, message: 'is not the id of an organization' });
  }
  return views;
}

/** A stored product's members as a write names them: references instead of views, leaflets without ids. */
export function writeObjectOf(product: P, members: readonly string[]): Row {
  const out: Row = {};
  const record = product as unknown as Row;
  for (const name of members) {
    if (PRODUCT_REFERENCES[name]) out[name] = PRODUCT_REFERENCES[name].ids(product);
    else if (name === 'leaflets') out[name] = product.leaflets.map(({ type, locales, url }) => ({ type, locales, url }));
    else if (record[name] !== undefined) out[name] = record[name];
  }
  return out;
}
