/**
 * The streaming pass: products are generated group by group (a group is one product in a few pack
 * sizes or colors) together with the media, corrections and news items that belong to them, and
 * handed out in batches. Only the current batch is in memory, whatever the product count. Each
 * concern draws from its own random stream so that, for example, a change to how media are drawn
 * does not reshuffle every product field.
 */
import type { CorrectionRecord } from '../../resources/corrections/record.js';
import type { MediaRecord } from '../../resources/media/record.js';
import type { ProductRecord } from '../../resources/products/record.js';
import type { UpdateRecord } from '../../resources/updates/record.js';
import type { OrganizationInfo } from '../reference/companies.js';
import type { Reference } from '../reference/index.js';
import { Prng, Weighted } from '../prng.js';
import { slug, type Localized } from '../text.js';
import { DAY, TIME_END, TIME_START, timeBetween } from '../time.js';
import { ContentFactory } from './content.js';
import { designGroup, groupSize, type GroupPlan } from './design.js';
import { FeedbackFactory } from './feedback.js';
import { ProductIds } from './ids.js';
import { MediaFactory, type MediaContext } from './media.js';
import { embedMedia } from '../../domain/product-media.js';
import { buildProduct, productName } from './product.js';

export interface Batch {
  readonly products: ProductRecord[];
  readonly media: MediaRecord[];
  readonly corrections: CorrectionRecord[];
  readonly updates: UpdateRecord[];
}

const BATCH_PRODUCTS = 256;
const PHOTO_COUNT = new Weighted<number>([[0, 14], [1, 45], [2, 22], [3, 12], [4, 7]]);
const FRONTAL_COUNT = new Weighted<number>([[0, 65], [1, 32], [2, 3]]);
const LINK_COUNT = new Weighted<number>([[0, 78], [1, 19], [2, 3]]);

/** Latest `meta.updatedAt` among the reference objects a group's products embed. */
function referenceFloor(plan: GroupPlan, ref: Reference): number {
  let latest = 0;
  for (const a of plan.attributes) latest = Math.max(latest, ref.lookups.optionUpdatedAt.get(a.option.id) ?? 0);
  for (const o of plan.organizations) latest = Math.max(latest, o.view.meta.updatedAt);
  if (plan.brand) latest = Math.max(latest, plan.brand.view.meta.updatedAt);
  if (plan.family) latest = Math.max(latest, plan.family.record.meta.updatedAt);
  for (const c of plan.publicCategories) latest = Math.max(latest, c.meta.updatedAt);
  for (const i of plan.ingredients) latest = Math.max(latest, i.meta.updatedAt);
  return latest;
}

interface Draft {
  readonly index: number;
  readonly id: string;
  readonly name: Localized;
  readonly createdAt: number;
  readonly linked: MediaRecord[];
}

export function* productPass(seed: number, count: number, ref: Reference, mediaBaseUrl?: string): Generator<Batch> {
  const ids = new ProductIds(seed, count);
  const rng = new Prng(seed, 'products');
  const mediaRng = new Prng(seed, 'media');
  const contentRng = new Prng(seed, 'content');
  const feedbackRng = new Prng(seed, 'feedback');
  const media = new MediaFactory(mediaBaseUrl);
  const content = new ContentFactory();
  const feedback = new FeedbackFactory(ref);
  const organizations = new Map<number, OrganizationInfo>(ref.companies.organizations.map((o) => [o.record.id, o]));
  const updateTarget = Math.max(20, Math.round(count / 500));
  const correctionRate = Math.min(1, Math.max(10 / Math.max(1, count), 1 / 25));

  /** Usually a later product (a successor), the last one points back. */
  const replacementOf = (index: number) => (): string | undefined => {
    if (count < 2) return undefined;
    const later = count - index - 1;
    const other = later > 0 ? index + 1 + rng.int(Math.min(later, 500)) : rng.int(index);
    return ids.at(other);
  };

  let batch: Batch = { products: [], media: [], corrections: [], updates: [] };
  for (let index = 0; index < count;) {
    const plan = designGroup(rng, ref, Math.min(groupSize(rng), count - index));
    const size = plan.quantities.length;
    const floor = referenceFloor(plan, ref);
    const site = plan.brand ? `${slug(plan.brand.record.name)}.example` : 'pharmacy.example';
    const uploader = plan.organizations.length > 0 ? [plan.organizations[0]!.record.id] : [];
    const launched = timeBetween(rng, TIME_START, TIME_END - 120 * DAY);
    const context = (products: string[], from: number, orphan = false): MediaContext =>
      ({ rng: mediaRng, products, organizations: uploader, from, site, orphan });

    // Own media first, then what the group shares, so that media IDs follow the file order.
    const drafts: Draft[] = [];
    for (let v = 0; v < size; v++) {
      const id = ids.at(index + v);
      const createdAt = launched + rng.int(90 * DAY);
      const c = context([id], createdAt);
      const linked: MediaRecord[] = [];
      for (let n = PHOTO_COUNT.pick(mediaRng); n > 0; n--) linked.push(media.photo(c, false));
      for (let n = FRONTAL_COUNT.pick(mediaRng); n > 0; n--) linked.push(media.photo(c, true));
      for (let n = LINK_COUNT.pick(mediaRng); n > 0; n--) linked.push(media.link(c));
      drafts.push({ index: index + v, id, name: productName(plan, v), createdAt, linked });
    }
    const groupMedia = drafts.flatMap((d) => d.linked);
    if (size > 1 && mediaRng.chance(0.35)) {
      const c = context(drafts.map((d) => d.id), Math.max(...drafts.map((d) => d.createdAt)));
      const shared = mediaRng.chance(0.6) ? media.photo(c, false, 'lifestyle_image') : media.link(c, mediaRng.chance(0.5) ? 'video' : 'website');
      for (const d of drafts) d.linked.push(shared);
      groupMedia.push(shared);
    }
    if (mediaRng.chance(0.03)) groupMedia.push(media.photo(context([], launched, true), mediaRng.chance(0.3)));

    const products = drafts.map((d) => {
      const embedded = embedMedia(d.linked, d.name, (id) => organizations.get(id)!.view);
      const c = { rng: contentRng, kind: plan.kind, productId: d.id, locales: plan.locales, name: d.name, maker: plan.maker, createdAt: d.createdAt };
      const descriptions = content.descriptions(c);
      const leaflets = content.leaflets(c);
      let latest = Math.max(floor, embedded.latest);
      for (const e of descriptions) latest = Math.max(latest, e.meta.updatedAt);
      for (const e of leaflets) latest = Math.max(latest, e.meta.updatedAt);
      return buildProduct({
        rng, plan, variant: d.index - index, id: d.id, name: d.name, replacement: replacementOf(d.index),
        createdAt: d.createdAt, updatedFloor: latest, embedded, descriptions, leaflets,
      });
    });

    batch.products.push(...products);
    batch.media.push(...groupMedia);
    for (const product of products) if (feedbackRng.chance(correctionRate)) batch.corrections.push(feedback.correction(feedbackRng, product));
    const due = Math.floor(((index + size) * updateTarget) / count) - Math.floor((index * updateTarget) / count);
    for (let n = 0; n < due; n++) batch.updates.push(feedback.update(feedbackRng, plan, products));

    index += size;
    if (batch.products.length >= BATCH_PRODUCTS || index >= count) {
      yield batch;
      batch = { products: [], media: [], corrections: [], updates: [] };
    }
  }
}
