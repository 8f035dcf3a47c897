/**
 * POST /v4/media/upload and /v4/media/create-link (docs/contract.md §14): new media items. An
 * upload's file is processed before the transaction (src/command/media/uploaded-file.ts) and kept
 * under the new item's id by the media storage during it; should the transaction roll back, the
 * kept files go too. Both answer `{"mediaItem": ...}`.
 */
import { BROCHURE_FILE, formatUrls, mediaUrl } from '../../media/formats.js';
import { type MediaFrontalRecord, type MediaPhotoRecord, type MediaRecord } from '../../resources/media/record.js';
import { media } from '../../resources/media/resource.js';
import {
  MAX_FILE_BYTES, MediaCreateLinkBody, MediaUploadBody, UPLOAD_BODY_LIMIT,
} from '../../resources/media/write.js';
import { command, type CommandContext } from '../declare.js';
import { authorizeNewItem, checkNewItem, newItemState, saveNewItem, type NewItemRefs } from '../media/new-item.js';
import { prepareUpload, releaseUpload, type UploadedFile } from '../media/uploaded-file.js';

/** The item an upload makes: a photo, a frontal or a brochure link, its members from the file name's words. */
function uploadedItem(ctx: CommandContext, id: number, input: MediaUploadBody, refs: NewItemRefs, uploaded: UploadedFile): MediaRecord {
  const { processed, words } = uploaded;
  const state = newItemState(ctx, input, refs);
  if (processed.kind === 'brochure') {
    // docs/contract.md §14: under each locale of the file name, else under `en`.
    const locales = words.locales.length > 0 ? words.locales : ['en'];
    const url = mediaUrl(ctx.baseUrl, id, BROCHURE_FILE);
    return {
      id, type: 'link', linkType: 'brochure',
      url: Object.fromEntries(locales.map((l) => [l, url])), name: Object.fromEntries(locales.map((l) => [l, words.stem])),
      locales: words.locales, targetGroups: [], ...state,
    };
  }
  // The keys are those the format declarations give: the record schemas' formats (src/media/formats.ts).
  const formats = formatUrls(ctx.baseUrl, id, processed.formats) as MediaPhotoRecord['formats'] & MediaFrontalRecord['formats'];
  if (processed.kind === 'frontal') {
    // A frontal shows the pack or the product: a lifestyle or pill shot word leaves it a packshot.
    const photoType = words.photoType === 'productshot' ? 'productshot' : 'packshot';
    return {
      id, type: 'photo', photoType, locales: words.locales, targetGroups: [],
      ...(words.visibleSides.length > 0 ? { visibleSides: words.visibleSides } : {}),
      formats, ...state,
    };
  }
  return {
    id, type: 'photo', photoType: words.photoType, locales: words.locales, targetGroups: [], visibleSides: words.visibleSides,
    formats, ...state,
  };
}

export const mediaUpload = command<MediaUploadBody, UploadedFile, NewItemRefs>({
  path: 'media/upload',
  permission: 'write',
  summary: 'Uploads a photo, a frontal or a PDF brochure (JSON with base64 content, or multipart/form-data), '
    + 'makes its image formats and links it to products.',
  body: MediaUploadBody,
  result: 'mediaItem',
  kind: 'create',
  upload: { part: 'file', maxBytes: MAX_FILE_BYTES, bodyLimit: UPLOAD_BODY_LIMIT },
  prepare: prepareUpload,
  release: releaseUpload,
  check: checkNewItem,
  authorize: authorizeNewItem,
  async apply(ctx, input, _target, { prepared, checked }) {
    const id = await ctx.changes.newRecordId(media);
    ctx.onRollback(() => ctx.files.remove(id));
    await ctx.files.put(id, prepared.processed.files);
    return saveNewItem(ctx, uploadedItem(ctx, id, input, checked, prepared));
  },
});

export const mediaCreateLink = command<MediaCreateLinkBody, undefined, NewItemRefs>({
  path: 'media/create-link',
  permission: 'write',
  summary: 'Creates a link (a website, a video, a brochure or another document) and links it to products.',
  body: MediaCreateLinkBody,
  result: 'mediaItem',
  kind: 'create',
  check: checkNewItem,
  authorize: authorizeNewItem,
  async apply(ctx, input, _target, { checked }) {
    const { link } = input;
    const record: MediaRecord = {
      id: await ctx.changes.newRecordId(media), type: 'link', linkType: link.linkType, url: link.url, name: link.name,
      locales: link.locales ?? [], targetGroups: link.targetGroups ?? [], ...newItemState(ctx, input, checked),
    };
    return saveNewItem(ctx, record);
  },
});
