/**
 * The deterministic catalogue generator (docs/contract.md §10: `catalog generate <dir> --products N
 * [--seed S]`, and the demo catalogue of `npm start`). It writes the fifteen bulk files of docs/contract.md
 * §9 and §16 into a directory: reference data first, from memory, then products with their media,
 * corrections and news items, streamed in batches with back-pressure. The same seed and product
 * count give byte-identical files: all randomness comes from seeded streams (prng.ts) and all
 * timestamps from a fixed window (time.ts), never from the clock.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActiveIngredientRecord } from '../resources/active-ingredients/record.js';
import type { BrandRecord } from '../resources/brands/record.js';
import type { ProductAttributeOptionRecord } from '../resources/product-attribute-options/record.js';
import type { ProductAttributeRecord } from '../resources/product-attributes/record.js';
import type { CatalogCategoryRecord } from '../resources/catalog-categories/record.js';
import type { ColorRecord } from '../resources/colors/record.js';
import type { CorrectionRecord } from '../resources/corrections/record.js';
import type { DietaryRestrictionRecord } from '../resources/dietary-restrictions/record.js';
import type { MediaRecord } from '../resources/media/record.js';
import type { OrganizationRecord } from '../resources/organizations/record.js';
import type { ProductFamilyRecord } from '../resources/product-families/record.js';
import type { ProductRecord } from '../resources/products/record.js';
import type { PublicCategoryRecord } from '../resources/public-categories/record.js';
import { RESOURCE_FILES, type ResourceName } from '../resources/records.js';
import type { UpdateRecord } from '../resources/updates/record.js';
import type { UserRecord } from '../resources/users/record.js';
import { productPass, type Batch } from './catalog/pass.js';
import { GeneratedFiles } from './media-files.js';
import { buildReference, type Reference } from './reference/index.js';
import { NdjsonWriter } from './write-ndjson.js';

export const DEFAULT_SEED = 1;

export { DEMO_PRODUCTS } from './demo-products.js';
/** A sanity bound: product IDs stay 7 digits up to 9.95 million products. */
export const MAX_PRODUCTS = 50_000_000;


export interface GenerateOptions {
  /** Number of products (a non-negative integer). */
  products: number;
  /** Any non-negative safe integer; default DEFAULT_SEED. */
  seed?: number;
  /**
   * Where the media items' files are said to live: formats hold `<mediaBaseUrl>/media/<id>/<file>`.
   * Default: https://images.example.com.
   */
  mediaBaseUrl?: string;
  /** Also write image files for every photo and frontal under `media-files/` (src/generate/media-files.ts). */
  files?: boolean;
  /** Called after each batch of products is handed to the files (and once at 0). */
  onProgress?: (done: number, total: number) => void;
}

export interface GeneratedFile {
  readonly resource: ResourceName;
  readonly file: string;
  readonly records: number;
  readonly bytes: number;
}

export interface GenerateSummary {
  readonly dir: string;
  readonly seed: number;
  readonly products: number;
  /** In RESOURCE_FILES order. */
  readonly files: readonly GeneratedFile[];
}

/** Every record of each resource, as parsed back from its line. */
export interface CatalogRecords {
  colors: ColorRecord[];
  'dietary-restrictions': DietaryRestrictionRecord[];
  'active-ingredients': ActiveIngredientRecord[];
  'product-attributes': ProductAttributeRecord[];
  'product-attribute-options': ProductAttributeOptionRecord[];
  'public-categories': PublicCategoryRecord[];
  'catalog-categories': CatalogCategoryRecord[];
  brands: BrandRecord[];
  'product-families': ProductFamilyRecord[];
  organizations: OrganizationRecord[];
  users: UserRecord[];
  media: MediaRecord[];
  products: ProductRecord[];
  corrections: CorrectionRecord[];
  updates: UpdateRecord[];
}

function checkOptions(options: Pick<GenerateOptions, 'products' | 'seed'>): { products: number; seed: number } {
  const { products, seed = DEFAULT_SEED } = options;
  if (!Number.isSafeInteger(products) || products < 0 || products > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer from 0 to ${MAX_PRODUCTS}, got ${String(products)}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer, got ${String(seed)}`);
  return { products, seed };
}

/** Reference resources and their records, in RESOURCE_FILES order. */
function referenceRecords(ref: Reference): [ResourceName, readonly unknown[]][] {
  const { lookups, categories, companies } = ref;
  return [
    ['colors', lookups.colors],
    ['dietary-restrictions', lookups.dietaryRestrictions],
    ['active-ingredients', lookups.activeIngredientRecords],
    ['product-attributes', lookups.attributeRecords],
    ['product-attribute-options', lookups.optionRecords],
    ['public-categories', categories.publicCategories],
    ['catalog-categories', categories.catalogCategories],
    ['brands', companies.brands.map((b) => b.record)],
    ['product-families', companies.families.map((f) => f.record)],
    ['organizations', companies.organizations.map((o) => o.record)],
    ['users', ref.users],
  ];
}

const batchRecords = (batch: Batch): [ResourceName, readonly unknown[]][] => [
  ['media', batch.media], ['products', batch.products], ['corrections', batch.corrections], ['updates', batch.updates],
];

/** Writes the fifteen NDJSON files of a generated catalogue into `dir` (created if missing). */
export async function generateCatalog(dir: string, options: GenerateOptions): Promise<GenerateSummary> {
  const { products, seed } = checkOptions(options);
  await mkdir(dir, { recursive: true });
  const ref = buildReference(seed, products);
  const writers = new Map(RESOURCE_FILES.map((f) => [f.resource, new NdjsonWriter(join(dir, f.file))] as const));
  const ready = () => Promise.all([...writers.values()].map((w) => w.ready()));
  const writeAll = (groups: [ResourceName, readonly unknown[]][]) => {
    for (const [resource, records] of groups) {
      const writer = writers.get(resource)!;
      for (const record of records) writer.write(record);
    }
  };
  try {
    writeAll(referenceRecords(ref));
    await ready();
    options.onProgress?.(0, products);
    let done = 0;
    const files = options.files ? new GeneratedFiles(dir) : undefined;
    for (const batch of productPass(seed, products, ref, options.mediaBaseUrl)) {
      writeAll(batchRecords(batch));
      done += batch.products.length;
      await Promise.all([ready(), files?.add(batch)]);
      options.onProgress?.(done, products);
    }
    await files?.finish();
    for (const writer of writers.values()) await writer.close();
  } catch (error) {
    for (const writer of writers.values()) writer.destroy();
    throw error;
  }
  return {
    dir, seed, products,
    files: RESOURCE_FILES.map(({ resource, file }) => {
      const writer = writers.get(resource)!;
      return { resource, file, records: writer.records, bytes: writer.bytes };
    }),
  };
}

/**
 * Every record of a generated catalogue as it is made, group by group: the reference records, then
 * each batch of products with their media, corrections and news items. Lazy: a reader that needs
 * only the start of a large catalogue stops early (the OpenAPI document's examples take the
 * demo's first records, src/docs/openapi/examples/demo-sample.ts).
 */
export function* generatedRecords(options: Pick<GenerateOptions, 'products' | 'seed' | 'mediaBaseUrl'>): Generator<[ResourceName, readonly unknown[]][]> {
  const { products, seed } = checkOptions(options);
  const ref = buildReference(seed, products);
  yield referenceRecords(ref);
  for (const batch of productPass(seed, products, ref, options.mediaBaseUrl)) yield batchRecords(batch);
}

/**
 * The same catalogue in memory, for tests and small fixtures (it holds every record, so keep the
 * product count small). Records are parsed back from their JSON lines, so they equal what an
 * import of generateCatalog's files would read.
 */
export function generateCatalogRecords(options: Pick<GenerateOptions, 'products' | 'seed'>): CatalogRecords {
  const out = Object.fromEntries(RESOURCE_FILES.map((f) => [f.resource, [] as unknown[]])) as Record<ResourceName, unknown[]>;
  for (const groups of generatedRecords(options)) {
    for (const [resource, records] of groups) for (const record of records) out[resource].push(JSON.parse(JSON.stringify(record)));
  }
  return out as unknown as CatalogRecords;
}
