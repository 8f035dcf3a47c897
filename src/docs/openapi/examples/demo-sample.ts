/**
 * The records the OpenAPI document's examples name, taken from the demo catalogue of `npm start`
 * (src/cli/demo.ts: the generator's seed 1, DEMO_PRODUCTS products, media files at the default
 * PUBLIC_BASE_URL). The generator is deterministic (src/generate/index.ts), so its first records
 * are the demo's first records: no id here is typed in, each is picked by a rule from what the demo
 * holds, and a test sends every example to a server serving the demo
 * (test/docs/openapi-examples.test.ts). Only the start of the catalogue is generated (every
 * reference record, products until a news item is among them): about 0.2 s, once per process.
 */
import { loadConfig } from '../../../config.js';
import { DEFAULT_SEED, DEMO_PRODUCTS, generatedRecords, type CatalogRecords } from '../../../generate/index.js';
import { RESOURCE_FILES } from '../../../resources/records.js';
import { type MediaRecord } from '../../../resources/media/record.js';
import { type ProductRecord } from '../../../resources/products/record.js';

type Product = ProductRecord;

export interface DemoSample {
  /** Where `npm start` serves (PUBLIC_BASE_URL unset): the start of the demo's media and product links. */
  readonly baseUrl: string;
  readonly records: CatalogRecords;
  /** The demo key's user: the first enabled administrator, as src/cli/demo.ts picks it. */
  readonly admin: CatalogRecords['users'][number];
  /**
   * The product most examples name: active, with a Dutch name, a photo, two descriptions, a brand
   * and an owner; of those the smallest, so that the document's answer examples stay short.
   */
  readonly product: Product;
  /** Another active product, with a link for products/remove-media to take away. */
  readonly linked: Product;
  /** A photo of no product, for products/add-media to link to `product`. */
  readonly orphan: MediaRecord;
  /** An unpublished photo (media/publish), and a published one of a third product (media/unpublish). */
  readonly unpublished: MediaRecord;
  readonly published: MediaRecord;
}

let sample: DemoSample | undefined;

const pick = <T>(found: T | undefined, what: string): T => {
  if (found === undefined) throw new Error(`the demo catalogue's first records have no ${what} for the OpenAPI examples`);
  return found;
};

const size = (record: unknown) => JSON.stringify(record).length;

/** Every reference record, and products until a news item is among them (the second batch). */
function firstRecords(mediaBaseUrl: string): CatalogRecords {
  const out = Object.fromEntries(RESOURCE_FILES.map((f) => [f.resource, [] as unknown[]])) as Record<string, unknown[]>;
  for (const groups of generatedRecords({ products: DEMO_PRODUCTS, seed: DEFAULT_SEED, mediaBaseUrl })) {
    for (const [resource, records] of groups) out[resource]!.push(...records);
    if (out.updates!.length > 0) break;
  }
  return out as unknown as CatalogRecords;
}

function build(): DemoSample {
  // PUBLIC_BASE_URL unset: the address `npm start` serves at, which the demo's media formats name.
  const baseUrl = loadConfig({}).publicBaseUrl;
  const records = firstRecords(baseUrl);
  const active = records.products.filter((p) => p.status === 'active' && !p.deleted && p.organizations.length > 0);
  const product = pick(active
    .filter((p) => p.name.nl !== undefined && p.photos.length > 0 && p.descriptions.length >= 2 && p.brands.length > 0)
    .sort((a, b) => size(a) - size(b))[0], 'product with a photo and two descriptions');
  const linked = pick(active.find((p) => p.id !== product.id && p.links.length > 0), 'other product with a link');
  const taken = new Set([...product.photos, ...linked.photos, ...linked.links].map((m) => m.id));
  const photos = records.media.filter((m) => m.type === 'photo' && !taken.has(m.id));
  return {
    baseUrl,
    records,
    admin: pick(records.users.find((u) => u.isEnabled && u.subscription.type === 3), 'enabled administrator'),
    product,
    linked,
    orphan: pick(photos.find((m) => m.products.length === 0 && m.published), 'published photo of no product'),
    unpublished: pick(photos.find((m) => !m.published && m.products.length > 0), 'unpublished photo'),
    published: pick(photos.find((m) => m.published && m.products.length > 0 && !m.products.includes(product.id)), 'published photo'),
  };
}

/** The sample, generated on first use. */
export const demoSample = (): DemoSample => (sample ??= build());
