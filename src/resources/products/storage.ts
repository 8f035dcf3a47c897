/**
 * How a product record is stored for filtering and sorting: scalar columns, side tables for the
 * list-valued fields (answered through indexes, never by scanning JSON) and the search index.
 */
import { type ColumnDecl, type SearchIndexDecl, type SideTableDecl } from '../../query/declare.js';
import { column, listTable, searchTextColumn, sortKeyTable } from '../../query/tables.js';
import { words } from '../../text/fold.js';
import { type ProductRecord } from './record.js';

type P = ProductRecord;

/** docs/contract.md §6: hasContent flags. */
export const CONTENT_FLAGS = ['name', 'description', 'photo', 'frontal', 'leaflet', 'link'] as const;

const bool = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);

/** search `type`: `name` reads names only; `all` names, brand names and codes (docs/contract.md §6). */
export const productSearchIndex: SearchIndexDecl<P> = {
  name: 'products_search',
  column: 'search_text',
  words: (p) => ({
    localized: { name: byLocale([p.name]), brand: byLocale(p.brands.map((b) => b.name)) },
    plain: { code: codeWords(p) },
  }),
  scopes: {
    name: { localized: ['name'], plain: [] },
    all: { localized: ['name', 'brand'], plain: ['code'] },
  },
};

export const productColumns: ReadonlyArray<ColumnDecl<P>> = [
  column('status', 'text', (p) => p.status, true),
  column('pzn', 'text', (p) => p.pzn, true),
  column('cti', 'text', (p) => p.cti, true),
  column('name_cti', 'text', (p) => p.nameCti, true),
  column('otc', 'text', (p) => p.otc),
  column('prescription', 'text', (p) => p.prescription),
  column('narcotic', 'text', (p) => p.narcotic),
  column('biocide', 'text', (p) => p.biocide),
  column('conservation', 'text', (p) => p.conservation),
  column('dosage_form_abbreviation', 'text', (p) => p.dosageFormAbbreviation, true),
  column('hs_code', 'integer', (p) => p.hsCode, true),
  // docs/contract.md §5: GTIN codes compare as numbers; the deprecated gtin is a digit string.
  column('gtin', 'integer', (p) => (p.gtin === undefined ? null : Number(p.gtin)), true),
  column('ean_gtin8', 'integer', (p) => p.eanGtin8, true),
  column('ean_gtin12', 'integer', (p) => p.eanGtin12, true),
  column('ean_gtin13', 'integer', (p) => p.eanGtin13, true),
  column('ean_gtin14', 'integer', (p) => p.eanGtin14, true),
  column('official_deletion_at', 'integer', (p) => p.officialDeletionAt, true),
  column('created_at', 'integer', (p) => p.meta.createdAt, true),
  column('updated_at', 'integer', (p) => p.meta.updatedAt, true),
  column('status_touched_at', 'integer', (p) => p.statusTouchedAt ?? p.meta.updatedAt, true),
  // docs/contract.md §12: minimumContent counts photos[] (frontals do not count as the image).
  column('minimum_content', 'integer', (p) => bool(p.photos.length > 0 && p.descriptions.length > 0 && p.publicCategories.length > 0)),
  column('deleted', 'integer', (p) => bool(p.deleted)),
  // Last: migration 7 added it to existing tables.
  searchTextColumn(productSearchIndex),
];

/** Locales an element suits: its locales[], or '*' (every locale) when the list is empty. */
const suits = (locales: readonly string[]) => (locales.length === 0 ? ['*'] : locales);

function* contentRows(p: P): Iterable<readonly [string, string]> {
  for (const [locale, name] of Object.entries(p.name)) if (name.length > 0) yield ['name', locale];
  const lists: Array<[string, ReadonlyArray<{ locales: readonly string[] }>]> = [
    ['description', p.descriptions], ['photo', p.photos], ['frontal', p.frontals], ['leaflet', p.leaflets], ['link', p.links],
  ];
  for (const [flag, list] of lists) for (const item of list) for (const locale of suits(item.locales)) yield [flag, locale];
}

export const productSideTables: ReadonlyArray<SideTableDecl<P>> = [
  listTable('product_eans', 'integer', (p) => p.ean),
  listTable('product_organizations', 'integer', (p) => p.organizations.map((o) => o.id)),
  listTable('product_brands', 'integer', (p) => p.brands.map((b) => b.id)),
  listTable('product_family_links', 'integer', (p) => p.productFamily.map((f) => f.id)),
  listTable('product_public_categories', 'integer', (p) => p.publicCategories.map((c) => c.id)),
  listTable('product_catalog_categories', 'text', (p) => p.catalogCategories.map((c) => c.id)),
  listTable('product_active_ingredients', 'integer', (p) => p.activeIngredients.map((a) => a.id)),
  listTable('product_species', 'integer', (p) => p.allowedSpecies.map((s) => s.id)),
  listTable('product_atc_categories', 'text', (p) => p.atcCategory),
  listTable('product_attribute_options', 'integer', (p) => p.attributes.map((a) => a.option.id)),
  listTable('product_dietary_restrictions', 'text', (p) => p.dietaryRestrictions.map((d) => d.id)),
  listTable('product_colors', 'text', (p) => p.colors.map((c) => c.id)),
  listTable('product_not_applicable_fields', 'text', (p) => p.notApplicableField),
  // The product a description belongs to, by the description's id (its update and delete name only that).
  listTable('product_descriptions', 'integer', (p) => p.descriptions.map((d) => d.id)),
  // Leaflet ids in use, so a new leaflet's id is one past the highest without reading every product.
  listTable('product_leaflets', 'integer', (p) => p.leaflets.map((l) => l.id)),
  {
    name: 'product_content',
    columns: [{ name: 'flag', type: 'text' }, { name: 'locale', type: 'text' }],
    rows: (p) => {
      const seen = new Map<string, readonly [string, string]>();
      for (const r of contentRows(p)) seen.set(`${r[0]}\u0000${r[1]}`, r);
      return seen.values();
    },
    indexes: [['flag', 'locale']],
  },
  sortKeyTable<P>('product_name_keys', (p) => p.name, (p) => p.id, 'text'),
];

/** Codes are searchable as their digits; EANs also zero-padded to 13 digits (docs/contract.md §12). */
function codeWords(p: P): string[] {
  const out = [...words(p.id)];
  for (const code of [p.pzn, p.cti]) if (code) out.push(...words(code));
  for (const ean of p.ean) out.push(String(ean), String(ean).padStart(13, '0'));
  return out;
}

function byLocale(texts: ReadonlyArray<Record<string, string>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const text of texts) for (const [locale, value] of Object.entries(text)) (out[locale] ??= []).push(...words(value));
  return out;
}

