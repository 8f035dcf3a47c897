/**
 * The two category trees. Public categories: integer IDs in depth-first order, one root per theme,
 * depth 4, about 200 nodes. Catalog categories: string IDs that spell the path ("01", "0103",
 * "010302"), typed by their root, about 150 nodes, some leaves `deleted` (docs/contract.md §9).
 */
import type { CatalogCategoryRecord } from '../../resources/catalog-categories/record.js';
import { catalogCategoryView, type CatalogCategoryView } from '../../domain/product-views.js';
import type { PublicCategoryRecord } from '../../resources/public-categories/record.js';
import { Prng } from '../prng.js';
import { LOCALES, localize, pad, perLocale, pickReferenceLocales, type CatalogLocale, type L10n } from '../text.js';
import { TIME_START, metaBetween } from '../time.js';
import {
  AUDIENCES, CATALOG_DESCRIPTION, CATALOG_ROOTS, FORMATS, THEMES, type Theme,
} from '../vocabulary/categories.js';


export interface Categories {
  readonly publicCategories: readonly PublicCategoryRecord[];
  readonly catalogCategories: readonly CatalogCategoryRecord[];
  /** Every public category of a theme's subtree, at any depth. */
  readonly publicByTheme: Readonly<Record<Theme, readonly PublicCategoryRecord[]>>;
  /** Product views (no `deleted`) of the live catalog categories under roots serving a theme. */
  readonly catalogByTheme: Readonly<Record<Theme, readonly CatalogCategoryView[]>>;
}

const emptyByTheme = <T>(): Record<Theme, T[]> =>
  ({ medicines: [], care: [], baby: [], nutrition: [], pets: [], supplies: [] });

function buildPublic(rng: Prng): Pick<Categories, 'publicCategories' | 'publicByTheme'> {
  const records: PublicCategoryRecord[] = [];
  const byTheme = emptyByTheme<PublicCategoryRecord>();
  const until = TIME_START + 3 * 365 * 86_400;
  const add = (theme: Theme, name: L10n, parent: number | null, locales: readonly CatalogLocale[]) => {
    const record: PublicCategoryRecord = {
      id: records.length + 1, name: localize(name, locales), parent, meta: metaBetween(rng, TIME_START, until, 0.6, until + 5 * 365 * 86_400),
    };
    records.push(record);
    byTheme[theme].push(record);
    return record.id;
  };
  for (const { theme, name, children, audiences = AUDIENCES, formats = FORMATS } of THEMES) {
    const root = add(theme, name, null, LOCALES);
    for (const child of children) {
      const second = add(theme, child, root, pickReferenceLocales(rng));
      for (const audience of rng.subset(audiences, rng.range(2, 4))) {
        const third = add(theme, audience, second, pickReferenceLocales(rng));
        if (rng.chance(0.3)) add(theme, rng.pick(formats), third, pickReferenceLocales(rng));
      }
    }
  }
  return { publicCategories: records, publicByTheme: byTheme };
}

function buildCatalog(rng: Prng): Pick<Categories, 'catalogCategories' | 'catalogByTheme'> {
  const records: CatalogCategoryRecord[] = [];
  const byTheme = emptyByTheme<CatalogCategoryView>();
  const add = (id: string, name: L10n, parent: string | null, order: number, type: CatalogCategoryRecord['type'],
    themes: readonly Theme[], leaf: boolean) => {
    const locales = parent === null ? LOCALES : pickReferenceLocales(rng);
    const localized = localize(name, locales);
    const record: CatalogCategoryRecord = {
      id, name: localized, description: perLocale(locales, (l) => CATALOG_DESCRIPTION[l].replace('{name}', name[l])),
      parent, order, type, deleted: leaf && rng.chance(0.08),
    };
    records.push(record);
    if (!record.deleted) {
      const view = catalogCategoryView(record);
      for (const theme of themes) byTheme[theme].push(view);
    }
  };
  CATALOG_ROOTS.forEach((root, r) => {
    const rootId = pad(r + 1, 2);
    add(rootId, root.name, null, (r + 1) * 10, root.type, root.themes, false);
    const themes = THEMES.filter((t) => (root.themes as readonly Theme[]).includes(t.theme));
    const children = themes.flatMap((t) => t.children.map((child) => ({ child, leaves: [...t.audiences ?? AUDIENCES, ...t.formats ?? FORMATS] })));
    children.forEach(({ child, leaves }, c) => {
      const childId = rootId + pad(c + 1, 2);
      add(childId, child, rootId, (c + 1) * 10, root.type, root.themes, false);
      rng.subset(leaves, rng.range(1, 3)).forEach((leaf, l) =>
        add(childId + pad(l + 1, 2), leaf, childId, (l + 1) * 10, root.type, root.themes, true));
    });
  });
  return { catalogCategories: records, catalogByTheme: byTheme };
}

export function buildCategories(seed: number): Categories {
  return { ...buildPublic(new Prng(seed, 'public-categories')), ...buildCatalog(new Prng(seed, 'catalog-categories')) };
}
