/**
 * POST /v4/media/query and /stream, GET /v4/media/find: media items as data (spec: media query;
 * docs/contract.md §1, §6, §9). `published`, `available`, `organization` and `product` read hidden
 * fields; a frontal is a photo with frontal formats; an empty locales[] suits every locale.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { any, codes, intIds, is, oneOf, row, sortColumn, stringIds, within, equals } from '../../query/filters.js';
import { column, listTable } from '../../query/tables.js';
import { booleanKind, expandingEnum, timeKind } from '../../query/value-kinds.js';
import { LINK_TYPES, PHOTO_TYPES, TARGET_GROUPS, VISIBLE_SIDES } from '../common/schema.js';
import { MEDIA_HIDDEN_FIELDS, MediaRecord, hasFrontalFormats } from './record.js';

/** docs/contract.md §6: a media item is a frontal when its formats have mediumJpeg and largeJpg. */
export function mediaKind(m: MediaRecord): 'photo' | 'frontal' | 'link' {
  if (m.type === 'link') return 'link';
  return hasFrontalFormats(m.formats) ? 'frontal' : 'photo';
}

export const media: ResourceDecl<MediaRecord> = {
  path: 'media',
  singular: 'mediaItem',
  table: 'media',
  idType: 'integer',
  record: MediaRecord,
  hidden: MEDIA_HIDDEN_FIELDS,
  columns: [
    column('kind', 'text', mediaKind, true),
    column('photo_type', 'text', (m) => (m.type === 'photo' ? m.photoType : null)),
    column('link_type', 'text', (m) => (m.type === 'link' ? m.linkType : null)),
    column('published', 'integer', (m) => (m.published ? 1 : 0)),
    column('available', 'integer', (m) => (m.available ? 1 : 0)),
    column('created_at', 'integer', (m) => m.meta.createdAt, true),
    column('updated_at', 'integer', (m) => m.meta.updatedAt, true),
  ],
  sideTables: [
    listTable<MediaRecord>('media_organizations', 'integer', (m) => m.organizations),
    listTable<MediaRecord>('media_target_groups', 'text', (m) => m.targetGroups),
    listTable<MediaRecord>('media_visible_sides', 'text', (m) => (m.type === 'photo' ? m.visibleSides ?? [] : [])),
    listTable<MediaRecord>('media_products', 'text', (m) => m.products),
    listTable<MediaRecord>('media_locales', 'text', (m) => (m.locales.length === 0 ? ['*'] : m.locales)),
  ],
  filters: {
    published: is('published', booleanKind),
    organization: any('media_organizations', intIds),
    targetGroup: any('media_target_groups', oneOf(TARGET_GROUPS)),
    // `photo` matches every photo including frontals; `frontal` only frontals.
    type: equals('kind', expandingEnum(['photo', 'frontal', 'link'], { photo: ['photo', 'frontal'] })),
    photoType: equals('photo_type', oneOf(PHOTO_TYPES)),
    linkType: equals('link_type', oneOf(LINK_TYPES)),
    visibleSides: any('media_visible_sides', oneOf(VISIBLE_SIDES)),
    createdAt: within('created_at', timeKind),
    updatedSince: within('updated_at', timeKind),
    product: any('media_products', stringIds),
    available: is('available', booleanKind),
    locale: { ...row('media_locales', codes, (locales) => ({ value: (locales as string[]).length === 0 ? [] : [...(locales as string[]), '*'] })), doc: 'the item suits one of the locales (an empty locales[] suits every locale)' },
  },
  sorts: { id: sortColumn('id'), createdAt: sortColumn('created_at'), touchedAt: sortColumn('updated_at') },
  envelope: { filter: 'required', sorting: 'required', page: 'required', resultWindow: 10_000, streamPath: '/v4/media/stream', resumable: true },
};
