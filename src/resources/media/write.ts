/**
 * What media/update writes of a media item (decisions section 14): the members `data` may hold;
 * those of the other kind (a link's `url` on a photo) are refused.
 */
export const MEDIA_WRITABLE = ['published', 'locales', 'targetGroups', 'photoType', 'visibleSides', 'linkType', 'url', 'name'] as const;
