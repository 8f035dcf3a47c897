/**
 * POST /v4/products/query and /stream: the products resource as data. Every filter of the spec's
 * products table is one line below, with its meaning from docs/contract.md §6.
 */
import { type ResourceDecl } from '../../query/declare.js';
import {
  any, codeNumbers, codes, equals, inSubtree, intIds, is, oneOf, row, search, sortColumn, sortLocalized, startsWith,
  stringIds, within,
} from '../../query/filters.js';
import { localizedSearch } from '../../query/search-value.js';
import { booleanKind, enumKind, localeKind, objectKind, timeKind } from '../../query/value-kinds.js';
import { CONSERVATIONS, PRESCRIPTIONS, ProductRecord, SPECIES, YES_NO_UNKNOWN, PRODUCT_STATUSES, PRODUCT_HIDDEN_FIELDS } from './record.js';
import { CATALOG_CATEGORY_TREE } from '../catalog-categories/resource.js';
import { PUBLIC_CATEGORY_TREE } from '../public-categories/resource.js';
import { productColumns, productSideTables, productSearchIndex, CONTENT_FLAGS } from './storage.js';

/** docs/contract.md §6: notApplicableField takes any top-level product field name. */
const PRODUCT_FIELD_NAMES = Object.keys(ProductRecord.properties).filter((k) => k !== 'statusTouchedAt');

const hasContent = objectKind('object: flag, locale', {
  flag: { kind: enumKind(CONTENT_FLAGS), required: true },
  locale: { kind: localeKind, required: true },
}, { flag: 'photo', locale: 'nl' });

export const products: ResourceDecl<ProductRecord> = {
  path: 'products',
  singular: 'product',
  table: 'products',
  idType: 'text',
  record: ProductRecord,
  hidden: PRODUCT_HIDDEN_FIELDS,
  columns: productColumns,
  sideTables: productSideTables,
  search: productSearchIndex,
  filters: {
    id: equals('id', stringIds, true),
    // docs/contract.md §12: the status filter also accepts no_selection.
    status: equals('status', oneOf(PRODUCT_STATUSES)),
    organization: any('product_organizations', intIds),
    publicCategory: inSubtree('product_public_categories', PUBLIC_CATEGORY_TREE, intIds),
    catalogCategories: inSubtree('product_catalog_categories', CATALOG_CATEGORY_TREE, codes),
    brand: any('product_brands', intIds),
    productFamily: any('product_family_links', intIds),
    search: { ...search('products_search', localizedSearch(['name', 'all'], 'all')), doc: 'every word is a prefix of a word of the product\'s text in `locale`: `type` `name` reads the name, `all` (default) the name, brand names and codes (id, pzn, cti, EANs also zero-padded to 13 digits)' },
    minimumContent: { ...is('minimum_content', booleanKind), doc: '`true`: at least one photo, one description and one public category; `false`: lacks one of them' },
    hasContent: {
      ...row('product_content', hasContent, (v) => ({
        flag: [v.flag as string],
        // An element whose locales[] is empty suits every locale; names have no such element.
        locale: [v.locale as string, '*'],
      })),
      doc: 'the product has that content for `locale`: an element whose locales[] contains it or is empty; for `name`, a non-empty name in that locale',
    },
    ean: any('product_eans', codeNumbers(14), true),
    gtin: { ...equals('gtin', codeNumbers(14), true), doc: 'deprecated (use eanGtin14): the GTIN equals one of the codes, compared as numbers' },
    eanGtin8: equals('ean_gtin8', codeNumbers(8), true),
    eanGtin12: equals('ean_gtin12', codeNumbers(12), true),
    eanGtin13: equals('ean_gtin13', codeNumbers(13), true),
    eanGtin14: equals('ean_gtin14', codeNumbers(14), true),
    hsCode: equals('hs_code', codeNumbers(10), true),
    pzn: equals('pzn', codes, true),
    cti: equals('cti', codes, true),
    nameCti: equals('name_cti', codes, true),
    activeIngredient: any('product_active_ingredients', intIds),
    conservation: equals('conservation', oneOf(CONSERVATIONS)),
    prescription: equals('prescription', oneOf(PRESCRIPTIONS)),
    dosageFormAbbreviation: equals('dosage_form_abbreviation', codes),
    otc: equals('otc', oneOf(['yes', 'no'])),
    allowedSpecies: { ...any('product_species', oneOf(Object.keys(SPECIES), SPECIES)), doc: 'any allowed species is one of them (human = 1, veterinary = 2, surface_maintenance = 3, phytopharmacy = 4)' },
    atcCategory: startsWith('product_atc_categories', codes),
    narcotic: equals('narcotic', oneOf(YES_NO_UNKNOWN)),
    biocide: equals('biocide', oneOf(YES_NO_UNKNOWN)),
    attributes: { ...any('product_attribute_options', intIds), doc: 'deprecated: any `attributes[].option.id` is one of the values' },
    dietaryRestrictions: any('product_dietary_restrictions', codes),
    colors: any('product_colors', codes),
    notApplicableField: any('product_not_applicable_fields', oneOf(PRODUCT_FIELD_NAMES)),
    officialDeletionAt: within('official_deletion_at', timeKind),
    createdAt: within('created_at', timeKind),
    updatedSince: within('updated_at', timeKind),
  },
  sorts: {
    id: sortColumn('id'),
    pzn: sortColumn('pzn', true),
    createdAt: sortColumn('created_at'),
    touchedAt: sortColumn('updated_at'),
    statusTouchedAt: sortColumn('status_touched_at'),
    status: sortColumn('status'),
    name: sortLocalized('product_name_keys'),
  },
  envelope: { filter: 'required', sorting: 'required', page: 'required', resultWindow: 10_000, streamPath: '/v4/products/stream', resumable: true },
  memoryIndex: true,
  // docs/contract.md §9: statusTouchedAt defaults to meta.updatedAt on import; export always writes it.
  normalize: (p) => (p.statusTouchedAt === undefined ? { ...p, statusTouchedAt: p.meta.updatedAt } : p),
};
