/**
 * Media items. The media record's hidden `products` list names every linked product, shown or not;
 * what a product shows of them is the domain's rule (src/domain/product-media.ts). A frontal is a
 * photo whose formats have the frontal keys `mediumJpeg` and `largeJpg` (docs/contract.md §6):
 * frontals are cut-out packshots, served as PNG with JPEG fall-backs.
 */
import type { MediaFrontalRecord, MediaLinkRecord, MediaPhotoRecord } from '../../resources/media/record.js';
import { LINK_TYPES, TARGET_GROUPS, VISIBLE_SIDES } from '../../resources/common/schema.js';
import { FORMATS_OF, formatUrls } from '../../media/formats.js';
import { Weighted, type Prng } from '../prng.js';
import { LOCALES, localize, pickLocales, type Localized } from '../text.js';
import { DAY, metaBetween } from '../time.js';
import { LINK_NAMES } from '../vocabulary/texts.js';

type PhotoType = MediaPhotoRecord['photoType'];
type LinkType = MediaLinkRecord['linkType'];

/** Where generated media files are said to live unless told (docs/contract.md §14's URL shape). */
export const DEFAULT_MEDIA_BASE_URL = 'https://images.example.com';
const PHOTO_TYPES = new Weighted<PhotoType>([['packshot', 40], ['productshot', 25], ['lifestyle_image', 20], ['pillshot', 15]]);
const SIDES = new Weighted<readonly (typeof VISIBLE_SIDES)[number][]>([
  [['front'], 50], [['front', 'back'], 20], [['front', 'left', 'right'], 10], [['top'], 5], [VISIBLE_SIDES, 5], [[], 10],
]);

export interface MediaContext {
  readonly rng: Prng;
  /** IDs of the products the item is linked to (the hidden `products`). */
  readonly products: string[];
  /** Organization IDs (the hidden `organizations`). */
  readonly organizations: number[];
  /** Earliest creation time (the product's). */
  readonly from: number;
  /** Brand site host for website links. */
  readonly site: string;
  /** Media not yet linked to any product can be left unpublished or unavailable more often. */
  readonly orphan?: boolean;
}

/** Allocates media IDs in creation order, so media.ndjson is in ID order. */
export class MediaFactory {
  private next = 1;

  /** `baseUrl`: formats hold `<baseUrl>/media/<id>/<file>`, the addresses this server serves files at. */
  constructor(private readonly baseUrl = DEFAULT_MEDIA_BASE_URL) {}

  get created(): number {
    return this.next - 1;
  }

  private common(c: MediaContext) {
    const { rng } = c;
    return {
      id: this.next++,
      locales: rng.chance(0.6) ? [] : rng.subset(LOCALES, rng.range(1, 2)),
      targetGroups: rng.chance(0.5) ? [] : rng.subset(TARGET_GROUPS, rng.range(1, 2)),
    };
  }

  private hidden(c: MediaContext) {
    const { rng } = c;
    return {
      published: rng.chance(c.orphan ? 0.6 : 0.9),
      available: rng.chance(c.orphan ? 0.8 : 0.94),
      organizations: c.organizations,
      products: c.products,
      meta: metaBetween(rng, c.from, c.from + 60 * DAY, 0.3),
    };
  }

  photo(c: MediaContext, frontal: false, photoType?: PhotoType): MediaPhotoRecord;
  photo(c: MediaContext, frontal: boolean, photoType?: PhotoType): MediaPhotoRecord | MediaFrontalRecord;
  photo(c: MediaContext, frontal: boolean, photoType: PhotoType = PHOTO_TYPES.pick(c.rng)): MediaPhotoRecord | MediaFrontalRecord {
    const { id, locales, targetGroups } = this.common(c);
    const sides = photoType === 'lifestyle_image' ? [] : SIDES.pick(c.rng);
    if (!frontal) return { id, type: 'photo', photoType, locales, targetGroups, visibleSides: [...sides], formats: formatUrls(this.baseUrl, id, FORMATS_OF.photo) as MediaPhotoRecord['formats'], ...this.hidden(c) };
    // Spec "Frontal": packshot or productshot, and no visibleSides listed; half carry them anyway
    // (a frontal is a photo), so catalogues hold both shapes.
    const type = photoType === 'packshot' || photoType === 'productshot' ? photoType : 'packshot';
    const visibleSides = c.rng.chance(0.5) ? [...sides] : undefined;
    return { id, type: 'photo', photoType: type, locales, targetGroups, visibleSides, formats: formatUrls(this.baseUrl, id, FORMATS_OF.frontal) as MediaFrontalRecord['formats'], ...this.hidden(c) };
  }

  link(c: MediaContext, linkType: LinkType = c.rng.pick(LINK_TYPES)): MediaLinkRecord {
    const { id, targetGroups } = this.common(c);
    const locales = pickLocales(c.rng);
    const url = (l: string) => {
      switch (linkType) {
        case 'website': return `https://www.${c.site}/${l}/products/${c.products[0] ?? id}`;
        case 'video': return `https://video.example.com/watch/v${id}?hl=${l}`;
        case 'brochure': return `https://docs.example.com/brochures/${id}-${l}.pdf`;
        default: return `https://www.example.org/info/${id}?lang=${l}`;
      }
    };
    const urls: Localized = {};
    for (const l of locales) urls[l] = url(l);
    return {
      id, type: 'link', linkType, url: urls, name: localize(LINK_NAMES[linkType], locales), locales: [...locales], targetGroups,
      ...this.hidden(c),
    };
  }
}
