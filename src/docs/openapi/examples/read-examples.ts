/**
 * One example per read declaration (src/resources/registry.ts and the webhook listings,
 * src/webhooks/listings.ts): the filter and sorting its query and stream examples send, and the
 * record its answers show and its find asks for. The records are the demo's (demo-sample.ts), so
 * "Try it out" on /docs with the demo key answers 200 as sent; the webhook listings show the
 * webhook the webhooks/create example makes on a fresh demo (id 1, write-examples.ts).
 */
import { SEEDED_SUBSCRIPTION_TYPES } from '../../../resources/subscription-types/resource.js';
import { type ResourceDecl } from '../../../query/declare.js';
import { type ServedResource } from '../../../resources/registry.js';
import { viewName } from '../names.js';
import { demoSample, type DemoSample } from './demo-sample.js';
import { DELIVERY_EXAMPLE, WEBHOOK_EXAMPLE } from './webhook-examples.js';

type Row = Record<string, any>;

export interface ReadExample {
  /** The filter and sorting the query (with the first page of 10) and the stream send. */
  filter: Row;
  sorting?: Row;
  /** The record the answers show, and the find asks for by its id. */
  record: Row;
}

const first = <T>(list: readonly T[]): T => list[0]!;

/** By the declaration's path. */
const READS: Readonly<Record<string, (s: DemoSample) => ReadExample>> = {
  products: (s) => ({
    filter: { brand: [s.product.brands[0]!.id], status: 'active' },
    sorting: { name: { direction: 'ASC', locale: 'nl' } },
    record: s.product,
  }),
  media: (s) => ({
    filter: { product: [s.product.id], type: ['photo', 'frontal'] },
    sorting: { id: 'ASC' },
    record: s.records.media.find((m) => m.id === s.product.photos[0]!.id)!,
  }),
  organizations: (s) => {
    const record = s.records.organizations.find((o) => o.id === s.product.organizations[0]!.id)!;
    return { filter: { type: record.type }, sorting: { name: 'ASC' }, record };
  },
  brands: (s) => ({ filter: { id: s.product.brands.map((b) => b.id) }, sorting: { name: 'ASC' }, record: s.records.brands.find((b) => b.id === s.product.brands[0]!.id)! }),
  'product-families': (s) => {
    const record = first(s.records['product-families']);
    return { filter: { id: [record.id] }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, record };
  },
  updates: (s) => {
    const record = first(s.records.updates);
    return { filter: { organization: [record.organization] }, sorting: { createdAt: 'DESC' }, record };
  },
  corrections: (s) => {
    const record = first(s.records.corrections);
    return { filter: { product: [record.product] }, sorting: { touchedAt: 'DESC' }, record };
  },
  users: (s) => ({ filter: { organization: [s.admin.organization] }, sorting: { id: 'ASC' }, record: s.admin }),
  'catalog-categories': (s) => {
    const record = first(s.records['catalog-categories']);
    return { filter: { parent: [record.id] }, record };
  },
  'public-categories': (s) => {
    const record = first(s.records['public-categories']);
    return { filter: { id: [record.id] }, sorting: { id: 'ASC' }, record };
  },
  'dietary-restrictions': (s) => ({ filter: {}, sorting: { id: 'ASC' }, record: first(s.records['dietary-restrictions']) }),
  colors: (s) => ({ filter: {}, sorting: { id: 'ASC' }, record: first(s.records.colors) }),
  'active-ingredients': (s) => {
    const record = first(s.records['active-ingredients']);
    return { filter: { search: record.name.en ?? Object.values(record.name)[0]! }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, record };
  },
  'product-attributes': (s) => {
    const record = first(s.records['product-attributes']);
    return { filter: { code: [record.code] }, sorting: { id: 'ASC' }, record };
  },
  'product-attribute-options': (s) => {
    const record = first(s.records['product-attribute-options']);
    return { filter: { attribute: [record.attribute] }, sorting: { id: 'ASC' }, record };
  },
  'subscription-types': () => ({ filter: {}, sorting: { id: 'ASC' }, record: first(SEEDED_SUBSCRIPTION_TYPES) }),
  webhooks: () => ({ filter: { id: [WEBHOOK_EXAMPLE.id] }, sorting: { id: 'ASC' }, record: WEBHOOK_EXAMPLE }),
  'webhooks/deliveries': () => ({ filter: { webhook: [WEBHOOK_EXAMPLE.id] }, sorting: { id: 'DESC' }, record: DELIVERY_EXAMPLE }),
};

/** A resource's example, or undefined for a declaration the table does not have (the examples test fails on it). */
export function readExample(decl: ResourceDecl): ReadExample | undefined {
  return READS[decl.path]?.(demoSample());
}

/** An illustrative signature: a real one is made per key and expires (docs/api.md "The embed card and the public page"). */
export const SIGNATURE_EXAMPLE = { t: 1767240000, key: 'ck_5d0c1e9a7b3f4a2e6c8d0b1f', mac: `${'c0ffee'.repeat(10)}0a1b` };

/** A product's signed links as its `meta` shows them (src/resources/view.ts), with the illustrative signature. */
export function signedLinks(id: string): { embedUrl: string; publicPageUrl: string } {
  const { t, key, mac } = SIGNATURE_EXAMPLE;
  const base = demoSample().baseUrl;
  const encoded = encodeURIComponent(id);
  return {
    embedUrl: `${base}/v4/products/embed?id=${encoded}&t=${t}&key=${key}&mac=${mac}`,
    publicPageUrl: `${base}/products/${encoded}?t=${t + 183 * 86_400}&mac=${[...mac].reverse().join('')}`,
  };
}

/** A record as its resource's answers show it: without its hidden fields, with what the view adds (src/resources/view.ts). */
export function viewOf(served: ServedResource, record: Row): Row {
  const shown = Object.fromEntries(Object.entries(record).filter(([key]) => !served.decl.hidden.includes(key)));
  if (!(served.view.adds ?? []).some((a) => a.path === 'meta.embedUrl')) return shown;
  return { ...shown, meta: { ...shown.meta, ...signedLinks(String(record.id)) } };
}

/** An Example Object of the document. */
export interface ExampleObject { summary: string; value: unknown }

/**
 * A resource's answer examples, as components/examples: `<View>` (a find's answer, and the writes'
 * that answer the resource), `<View>Page` and `<View>StreamLine`.
 */
export function readAnswerExamples(served: ServedResource): Record<string, ExampleObject> {
  const example = readExample(served.decl);
  if (!example) return {};
  const { decl } = served;
  const name = viewName(decl);
  const result = viewOf(served, example.record);
  const which = `${decl.singular} ${String(example.record.id)}`;
  const out: Record<string, ExampleObject> = {
    [name]: { summary: `The demo's ${which}`, value: { [decl.singular]: result } },
  };
  if (served.operations.includes('query')) {
    out[`${name}Page`] = { summary: `A page with the demo's ${which}`, value: { meta: { total: 1, page: { no: 0, offset: 0, size: 10 } }, results: [result] } };
  }
  if (served.operations.includes('stream')) {
    const cursor = decl.envelope.resumable ? { cursor: `${Buffer.from(String(example.record.id)).toString('base64url')}.0` } : {};
    out[`${name}StreamLine`] = { summary: `A line with the demo's ${which}`, value: { meta: { total: 1, index: 0, ...cursor }, result } };
  }
  return out;
}
