/**
 * Corrections (feedback on a product by a user) and updates (news items), written while products
 * stream past so that every reference they hold exists: the product, its organizations, brand and
 * categories. Correction `organization` is the reporting user's organization (docs/contract.md §9).
 */
import type { CorrectionRecord } from '../../resources/corrections/record.js';
import type { ProductRecord } from '../../resources/products/record.js';
import type { UpdateRecord } from '../../resources/updates/record.js';
import type { UserRecord } from '../../resources/users/record.js';
import { CORRECTION_TYPES, TARGET_GROUPS } from '../../resources/common/schema.js';
import { NEWS_TYPES } from '../../resources/updates/record.js';
import type { Reference } from '../reference/index.js';
import { Weighted, type Prng } from '../prng.js';
import { everyLocale, perLocale, pickLocales, type CatalogLocale, type Localized } from '../text.js';
import { DAY, TIME_END, metaBetween } from '../time.js';
import { CORRECTION_TEXTS, NEWS_LONG, NEWS_SHORT, NEWS_TITLES } from '../vocabulary/texts.js';
import type { GroupPlan } from './design.js';

type NewsType = UpdateRecord['type'];

const CORRECTION_STATUSES = new Weighted<CorrectionRecord['status']>([['open', 35], ['in_progress', 20], ['solved', 30], ['closed', 15]]);
const STATUS_ORDER = ['open', 'in_progress', 'solved', 'closed'] as const;
const NEWS = new Weighted<NewsType>([['product', 50], ['brand', 20], ['public_category', 15], ['organization', 15]]);
const MEDIA_TYPES = new Weighted<'image' | 'video' | 'document'>([['image', 70], ['video', 20], ['document', 10]]);
const LOCALE_LIST: readonly CatalogLocale[] = ['nl', 'fr', 'en', 'de'];

export class FeedbackFactory {
  private nextCorrection = 1;
  private nextUpdate = 1;

  constructor(private readonly ref: Reference) {}

  correction(rng: Prng, product: ProductRecord): CorrectionRecord {
    const user: UserRecord = rng.pick(this.ref.users);
    const type = rng.pick(CORRECTION_TYPES);
    const locale = rng.pick(LOCALE_LIST);
    const id = this.nextCorrection++;
    // The first four walk through every status, so that even a small catalogue has each.
    const status = id <= STATUS_ORDER.length ? STATUS_ORDER[id - 1]! : CORRECTION_STATUSES.pick(rng);
    return {
      id,
      product: product.id,
      locale,
      type,
      text: rng.pick(CORRECTION_TEXTS[type]!)[locale],
      status,
      organization: user.organization,
      createdBy: user.id,
      meta: metaBetween(rng, Math.max(product.meta.createdAt, user.meta.createdAt), TIME_END, status === 'open' ? 0.2 : 1),
    };
  }

  /** A news item about the current group (its products, brand, categories or organization). */
  update(rng: Prng, plan: GroupPlan, products: readonly ProductRecord[]): UpdateRecord {
    const { companies, categories } = this.ref;
    const id = this.nextUpdate++;
    // As for corrections: the first four walk through every news type.
    const type = id <= NEWS_TYPES.length ? NEWS_TYPES[id - 1]! : NEWS.pick(rng);
    const brand = plan.brand ?? rng.pick(companies.brands);
    const category = plan.publicCategories[0] ?? rng.pick(categories.publicCategories);
    const author = type === 'brand' ? brand.organizations[0]!
      : type === 'product' && plan.organizations.length > 0 ? plan.organizations[0]!
        : rng.pick(companies.organizations);
    const first = products[0]!;
    const subject: Localized = type === 'product' ? first.name
      : type === 'brand' ? everyLocale(brand.record.name)
        : type === 'public_category' ? category.name : everyLocale(author.record.name);
    const locales = pickLocales(rng);
    const fallback = Object.values(subject)[0] ?? '';
    const title = perLocale(locales, (l) => NEWS_TITLES[type]![l].replace('{subject}', subject[l] ?? fallback));
    const from = type === 'product' ? Math.max(...products.map((p) => p.meta.createdAt)) : author.record.meta.createdAt;
    return {
      id,
      type,
      organization: author.record.id,
      title,
      content: Array.from({ length: rng.chance(0.8) ? 1 : 2 }, (_, n) => ({
        shortDescription: perLocale(locales, (l) => NEWS_SHORT[l]),
        description: perLocale(locales, (l) => NEWS_LONG[l]),
        media: Array.from({ length: rng.range(0, 2) }, (_, m) => newsMedia(rng, id, n * 2 + m + 1)),
      })),
      locales: [...locales],
      products: type === 'product' ? products.map((p) => p.id) : [],
      publicCategories: type === 'public_category' ? [category.id] : [],
      brands: type === 'brand' || (type === 'product' && plan.brand) ? [brand.record.id] : [],
      targetGroups: rng.subset(TARGET_GROUPS, rng.range(1, 2)),
      sortOrder: rng.range(0, 20) * 5,
      meta: metaBetween(rng, from, from + 90 * DAY, 0.3),
    };
  }
}

function newsMedia(rng: Prng, id: number, n: number): UpdateRecord['content'][number]['media'][number] {
  const type = MEDIA_TYPES.pick(rng);
  const url = type === 'image' ? `https://images.example.com/news/${id}/${n}.jpg`
    : type === 'video' ? `https://video.example.com/watch/n${id}-${n}` : `https://docs.example.com/news/${id}-${n}.pdf`;
  return { url, type };
}
