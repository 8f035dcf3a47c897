/**
 * POST /v4/media/update, /v4/media/publish and /v4/media/unpublish (docs/contract.md §14): a media
 * item's own members and its publication. What media/update writes depends on the item's kind
 * (resources/media/write.ts): a member of the other kind (a link's `url` on a photo) is a 422
 * naming it. The caller must own the item. Every product the item is linked to follows the change
 * (Changes.save propagates it): an item published again reappears there, an unpublished one goes.
 * A write that changes nothing answers the item as it is, and writes nothing.
 */
import { type Row } from '../../query/declare.js';
import { type Violation } from '../../query/errors.js';
import { applyPatch, mergedViolations, writableOf } from '../../resources/common/partial.js';
import { mediaKind } from '../../domain/product-media.js';
import { type MediaRecord } from '../../resources/media/record.js';
import { media } from '../../resources/media/resource.js';
import { MediaPublishBody, MediaUpdateBody, writeOfKind } from '../../resources/media/write.js';
import { command, recordTarget, type CommandContext, type Target, type Written } from '../declare.js';
import { NOT_YOURS, owns } from '../../auth/ownership.js';

const itemOf = (target: Target | undefined) => target!.state.record as MediaRecord;

async function authorize(ctx: CommandContext, _input: unknown, target: Target | undefined): Promise<string | undefined> {
  return owns(ctx.principal, itemOf(target).organizations) ? undefined : NOT_YOURS('media item');
}

/**
 * The item with `members` as given (a member undefined is removed: the stored document leaves it
 * out, in its kind's member order) and a new `meta.updatedAt`; saved, and its products brought
 * along. Unchanged: not written.
 */
async function saveItem(ctx: CommandContext, target: Target | undefined, members: Row): Promise<Written> {
  const current = itemOf(target) as Row;
  const changed = Object.keys(members).filter((name) => JSON.stringify(members[name]) !== JSON.stringify(current[name]));
  if (changed.length === 0) return { resource: media, id: target!.id, doc: target!.state.doc };
  const record: Row = { ...current, ...members, meta: { ...(current.meta as object), updatedAt: ctx.now } };
  const doc = await ctx.changes.save(media, record, { action: 'update', members: changed }, current);
  return { resource: media, id: target!.id, doc };
}

export const mediaUpdate = command<MediaUpdateBody, undefined, Row>({
  path: 'media/update',
  permission: 'write',
  summary: 'Changes a media item\'s members (a photo\'s type and sides, a link\'s type, address and name, locales, target groups, '
    + 'publication); every product it is linked to follows.',
  body: MediaUpdateBody,
  result: 'mediaItem',
  kind: 'update',
  target: recordTarget(media, 'media item', (input) => input.mediaItem),
  async check(_ctx, input, target) {
    const item = itemOf(target);
    const kind = mediaKind(item);
    const write = writeOfKind(kind);
    const foreign: Violation[] = Object.keys(input.data).filter((name) => !(name in write.properties))
      .map((name) => ({ path: `/data/${name}`, message: `is not a member of a ${kind}; a ${kind} takes ${Object.keys(write.properties).join(', ')}` }));
    if (foreign.length > 0) return foreign;
    const merged = applyPatch(writableOf(item as Row, write), input.data as Row, write);
    return { violations: mergedViolations(write, merged, '/data'), value: merged };
  },
  authorize,
  async apply(ctx, _input, target, { checked: merged }) {
    const names = Object.keys(writeOfKind(mediaKind(itemOf(target))).properties);
    // A member the patch removed (a frontal's `visibleSides` set to null) is undefined, so left out of the record.
    return saveItem(ctx, target, Object.fromEntries(names.map((n) => [n, merged[n]])));
  },
});

const publication = (path: string, published: boolean, summary: string) => command<MediaPublishBody>({
  path,
  permission: 'write',
  summary,
  body: MediaPublishBody,
  result: 'mediaItem',
  kind: 'action',
  target: recordTarget(media, 'media item', (input) => input.mediaItem),
  authorize,
  apply: (ctx, _input, target) => saveItem(ctx, target, { published }),
});

export const mediaPublish = publication('media/publish', true,
  'Publishes a media item: it appears in the products it is linked to (when available).');
export const mediaUnpublish = publication('media/unpublish', false,
  'Unpublishes a media item: it leaves the products it is linked to, and its files are no longer served.');
