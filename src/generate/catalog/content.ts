/**
 * Descriptions and leaflets, which exist only inside products (spec: "Description (inside a
 * product)", "Leaflet (inside a product)"). IDs are unique across the catalogue. An empty
 * `locales[]` means the element suits every locale (docs/contract.md §6, hasContent).
 */
import type { ProductRecord } from '../../resources/products/record.js';
import { TARGET_GROUPS } from '../../resources/common/schema.js';
import { Weighted, type Prng } from '../prng.js';
import { perLocale, type CatalogLocale, type Localized } from '../text.js';
import { DAY, metaBetween } from '../time.js';
import type { Kind } from '../vocabulary/products.js';
import { DESCRIPTION_SENTENCES } from '../vocabulary/texts.js';

type Description = ProductRecord['descriptions'][number];
type Leaflet = ProductRecord['leaflets'][number];
type DescriptionType = Description['type'];

const DESCRIPTION_COUNT = new Weighted<number>([[0, 15], [1, 35], [2, 25], [3, 15], [4, 10]]);
const MEDICAL_TYPES: readonly DescriptionType[] = ['indications', 'usage', 'contraindications', 'side_effects', 'warnings', 'storage', 'composition'];
const CARE_TYPES: readonly DescriptionType[] = ['usage', 'composition', 'warnings', 'storage'];

export interface ContentContext {
  readonly rng: Prng;
  readonly kind: Kind;
  readonly productId: string;
  /** Locales the product's name is in. */
  readonly locales: readonly CatalogLocale[];
  readonly name: Localized;
  readonly maker: string;
  readonly createdAt: number;
}

export class ContentFactory {
  private nextDescription = 1;
  private nextLeaflet = 1;

  /** Which locales an element is for: often all (empty list), else some of the product's. */
  private scope(c: ContentContext, allShare: number): { listed: string[]; written: readonly CatalogLocale[] } {
    if (c.rng.chance(allShare)) return { listed: [], written: c.locales };
    const written = c.rng.subset(c.locales, c.rng.range(1, c.locales.length));
    return { listed: [...written], written };
  }

  descriptions(c: ContentContext): Description[] {
    const { rng } = c;
    const count = DESCRIPTION_COUNT.pick(rng);
    if (count === 0) return [];
    const pool = c.kind === 'medicine' || c.kind === 'veterinary' ? MEDICAL_TYPES : CARE_TYPES;
    const types: DescriptionType[] = ['general', ...rng.subset(pool, count - 1)];
    return types.map((type) => {
      const { listed, written } = this.scope(c, 0.4);
      const sentences = rng.subset(DESCRIPTION_SENTENCES[type] ?? DESCRIPTION_SENTENCES.general!, rng.range(1, 3));
      return {
        id: this.nextDescription++,
        locales: listed,
        targetGroups: rng.chance(0.5) ? [] : rng.subset(TARGET_GROUPS, rng.range(1, 2)),
        type,
        content: perLocale(written, (l) => sentences.map((s) => s[l]).join(' ')
          .replace('{name}', c.name[l] ?? Object.values(c.name)[0] ?? '').replace('{brand}', c.maker)),
        meta: metaBetween(rng, c.createdAt, c.createdAt + 30 * DAY, 0.4),
      };
    });
  }

  leaflets(c: ContentContext): Leaflet[] {
    const { rng } = c;
    const medicinal = c.kind === 'medicine' || c.kind === 'veterinary';
    if (!medicinal) return [];
    const types: Leaflet['type'][] = [];
    if (rng.chance(c.kind === 'medicine' ? 0.9 : 0.7)) types.push('pil');
    if (c.kind === 'medicine' && rng.chance(0.5)) types.push('spc');
    return types.map((type) => {
      const { listed, written } = this.scope(c, 0.3);
      return {
        id: this.nextLeaflet++,
        locales: listed,
        type,
        url: perLocale(written, (l) => `https://leaflets.example.com/${c.productId}/${type}-${l}.pdf`),
        meta: metaBetween(rng, c.createdAt, c.createdAt + 30 * DAY, 0.5),
      };
    });
  }
}

