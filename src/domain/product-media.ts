/**
 * The media a product shows (docs/contract.md §6 and §12): in `photos[]`, `frontals[]` and
 * `links[]`, exactly its linked items that are published and available, each kind numbered from 1
 * in the order given. A frontal is a photo whose formats have the frontal keys `mediumJpeg` and
 * `largeJpg`; a photo carries the product's name and its organizations' product views.
 */
import { hasFrontalFormats, type MediaFrontalRecord, type MediaKind, type MediaRecord } from '../resources/media/record.js';
import { type ProductRecord } from '../resources/products/record.js';
import { type Localized } from './locales.js';
import { type OrganizationView } from './product-views.js';

type Photo = ProductRecord['photos'][number];
type Frontal = ProductRecord['frontals'][number];
type Link = ProductRecord['links'][number];

export type { MediaKind };

export function isFrontal(item: MediaRecord): item is MediaFrontalRecord {
  return item.type === 'photo' && hasFrontalFormats(item.formats);
}

/** Which of a product's lists an item belongs in, and what media/update may write of it. */
export const mediaKind = (item: MediaRecord): MediaKind => (item.type === 'link' ? 'link' : isFrontal(item) ? 'frontal' : 'photo');

/** A product's photos after a change of its name: a photo shows its product's name. */
export const photosNamed = (photos: readonly Photo[], name: Localized): Photo[] => photos.map((photo) => ({ ...photo, name }));

/** The items a product shows, in the product views of the spec, with 1-based display orders. */
export interface Embedded {
  photos: Photo[];
  frontals: Frontal[];
  links: Link[];
  /** Latest `meta.updatedAt` among them: the product's must not be earlier (docs/contract.md §8). */
  latest: number;
}

/**
 * `linked`: every media item linked to the product, in display order within each kind; `name`: the
 * product's; `organization`: the product view of an organization, by id (undefined: none).
 */
export function embedMedia(linked: readonly MediaRecord[], name: Localized, organization: (id: number) => OrganizationView | undefined): Embedded {
  const out: Embedded = { photos: [], frontals: [], links: [], latest: 0 };
  for (const item of linked) {
    if (!item.published || !item.available) continue;
    const meta = item.meta;
    out.latest = Math.max(out.latest, meta.updatedAt);
    if (item.type === 'link') {
      out.links.push({
        id: item.id, type: 'link', linkType: item.linkType, url: item.url, name: item.name, locales: item.locales,
        targetGroups: item.targetGroups, meta,
      });
    } else if (isFrontal(item)) {
      out.frontals.push({
        id: item.id, type: 'photo', photoType: item.photoType, displayOrder: out.frontals.length + 1,
        locales: item.locales, targetGroups: item.targetGroups, visibleSides: item.visibleSides, formats: item.formats, meta,
      });
    } else {
      out.photos.push({
        id: item.id, type: 'photo', photoType: item.photoType, name, displayOrder: out.photos.length + 1,
        locales: item.locales, targetGroups: item.targetGroups, visibleSides: item.visibleSides,
        formats: item.formats as Photo['formats'],
        // An organization that no longer exists is left out.
        organizations: item.organizations.map(organization).filter((o): o is OrganizationView => o !== undefined), meta,
      });
    }
  }
  return out;
}
