/**
 * One request example per write declaration (src/command/registry.ts), by its path: a body that
 * the demo store answers 200 with the demo key (an administrator, README "Run it"), and the
 * example of what it answers. Updates name records the demo holds; creates give values the demo
 * does not have yet, so a second send of a create may be a 409 (a unique e-mail, EAN or brand
 * name). The webhook operations name webhook 1, which the webhooks/create example makes on a
 * fresh demo; two members cannot be known in advance and are said where to take from (`live`):
 * an API key's id and a store's position. test/docs/openapi-examples.test.ts sends them all in
 * this order: `first`, then the document's, then `last`.
 */
import { demoSample, type DemoSample } from './demo-sample.js';
import { FIRST_WEBHOOK_NOTE, POSITION_EXAMPLE, WEBHOOK_EXAMPLE } from './webhook-examples.js';

type Row = Record<string, any>;

/** A member of a request example the example cannot know: the test takes it from an earlier answer. */
export interface LiveValue {
  /** A JSON Pointer into the body, or `query/<name>` for a query-string parameter. */
  at: string;
  /** The operation whose answer has it, and where: a JSON Pointer, with `param` the URL's query parameter. */
  from: string;
  pointer: string;
  param?: string;
}

export interface WriteExample {
  body: Row;
  /** What a person trying it should know (shown as the request body's description). */
  note?: string;
  /** Sent before or after the others (a create that later examples need; a delete or revoke of what they use). */
  order?: 'first' | 'last';
  live?: readonly LiveValue[];
  /** The answer's example: a component of components/examples (the resource's, or a declared answer's). */
  answer?: string;
}

/** A 16 x 16 PNG with a transparent background: a frontal (docs/api.md "Uploading"). */
const FRONTAL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAMAAAAoLQ9TAAAABlBMVEVMaXEeeMj+vZYbAAAAAXRSTlMAQObYZgAAAAlwSFlzAAAD6AAAA+gBtXtSawAAABJJREFUeNpjYCAKMELBcBDACwA0EABhCsObYgAAAABJRU5ErkJggg==';

const WEBHOOK_ID = WEBHOOK_EXAMPLE.id;

const WRITES: Readonly<Record<string, (s: DemoSample) => WriteExample>> = {
  'users/create': (s) => ({
    body: {
      email: 'jana.peeters@example.com', role: 'software_developer', organization: s.product.organizations[0]!.id,
      profile: { name: 'Jana Peeters' }, preferences: { language: 'nl' }, subscription: { type: 1 },
    },
    note: 'A new reader of the demo\'s organization; the e-mail address is unique, so a second send answers 409.',
  }),
  'organizations/create': () => ({
    body: { profile: { name: 'Apotheek De Linde', type: 'other', city: 'Gent', country: 'BE', url: 'https://www.apotheek-delinde.example' }, settings: { isPublic: true } },
  }),
  'products/create': (s) => ({
    body: {
      organizations: [s.product.organizations[0]!.id],
      product: {
        status: 'active',
        name: { nl: 'Handcrème met ureum 50 ml', fr: 'Crème mains à l\'urée 50 ml', en: 'Urea hand cream 50 ml' },
        ean: [5412345600015], brands: [s.product.brands[0]!.id], packageQuantity: 1, publicPrice: 895,
      },
    },
    note: 'The EAN is unique: a second send answers 409.',
  }),
  'products/update': (s) => ({ body: { id: s.product.id, product: { publicPrice: (s.product.publicPrice ?? 1000) + 100, packagingUnit: 'tube' } } }),
  'products/add-media': (s) => ({ body: { product: s.product.id, mediaItem: s.orphan.id, displayOrder: 2 } }),
  'products/remove-media': (s) => ({ body: { product: s.linked.id, mediaItem: s.linked.links[0]!.id } }),
  'media/upload': (s) => ({
    body: { file: { name: 'handcreme-front-nl.png', content: FRONTAL_PNG }, products: [s.product.id], published: true },
    note: 'A PNG with a transparent background, as base64: it becomes a frontal. A large file is better sent as multipart/form-data.',
  }),
  'media/create-link': (s) => ({
    body: {
      link: { linkType: 'video', url: { nl: 'https://video.example.com/watch/handcreme?hl=nl' }, name: { nl: 'Instructievideo' }, locales: ['nl'] },
      products: [s.product.id], published: true,
    },
  }),
  'media/update': (s) => ({ body: { mediaItem: s.product.photos[0]!.id, data: { targetGroups: ['consumer', 'pharmacist'], photoType: 'packshot' } } }),
  'media/publish': (s) => ({ body: { mediaItem: s.unpublished.id } }),
  'media/unpublish': (s) => ({ body: { mediaItem: s.published.id } }),
  'product/descriptions/create': (s) => ({
    body: { product: s.product.id, description: { type: 'usage', locales: ['nl'], content: { nl: 'Breng twee keer per dag een dunne laag aan op de droge huid.' } } },
    answer: 'ProductDescription',
  }),
  'product/descriptions/update': (s) => {
    const [description] = s.product.descriptions;
    const locale = description!.locales[0] ?? Object.keys(description!.content)[0]!;
    return {
      body: { id: description!.id, description: { content: { [locale]: `${description!.content[locale]} Dermatologisch getest.` } } },
      answer: 'ProductDescription',
    };
  },
  'product/descriptions/delete': (s) => ({ body: { id: s.product.descriptions[1]!.id }, answer: 'ProductDescription' }),
  'brands/create': () => ({ body: { brand: { name: 'Linde Natural Care' } }, note: 'Brand names are unique: a second send answers 409.' }),
  'brands/update': (s) => ({ body: { id: s.product.brands[0]!.id, brand: { logo: `https://images.example.com/brands/${s.product.brands[0]!.id}/logo-2026.png` } } }),
  'corrections/create': (s) => ({
    body: { product: s.product.id, correction: { locale: 'nl', type: 'wrong_information', text: 'De verpakking vermeldt een andere inhoud dan de naam.' } },
  }),
  'api-keys/create': (s) => ({ body: { user: s.admin.id, name: 'My shop sync' }, order: 'first', answer: 'ApiKeyWithSecret' }),
  'api-keys/revoke': () => ({
    body: { apiKey: 'ck_5d0c1e9a7b3f4a2e6c8d0b1f' },
    note: 'Put the `apiKey.id` of your api-keys/create answer in `apiKey` (not the key you authorized with: it would stop working).',
    order: 'last',
    live: [{ at: '/apiKey', from: 'apiKeysCreate', pointer: '/apiKey/id' }],
    answer: 'ApiKey',
  }),
  'webhooks/create': () => ({
    body: { webhook: { url: WEBHOOK_EXAMPLE.url, resources: WEBHOOK_EXAMPLE.resources, description: WEBHOOK_EXAMPLE.description } },
    note: 'The URL\'s host must resolve to public addresses only (docs/webhooks.md "Destinations"). On a fresh demo this makes webhook 1, which the other webhook examples name.',
    order: 'first',
    answer: 'WebhookWithSecret',
  }),
  'webhooks/update': () => ({ body: { id: WEBHOOK_ID, webhook: { description: 'Shop sync: products and media (paused)', isEnabled: false } }, note: FIRST_WEBHOOK_NOTE, answer: 'Webhook' }),
  'webhooks/delete': () => ({ body: { id: WEBHOOK_ID }, note: FIRST_WEBHOOK_NOTE, order: 'last', answer: 'Webhook' }),
  'webhooks/rotate-secret': () => ({ body: { id: WEBHOOK_ID }, note: FIRST_WEBHOOK_NOTE, answer: 'WebhookWithSecret' }),
  'webhooks/redeliver': () => ({
    body: { id: WEBHOOK_ID, after: POSITION_EXAMPLE },
    note: `${FIRST_WEBHOOK_NOTE} \`after\` must be a position of this store: the webhook's own \`position\`, or \`meta.position\` of a changes/query answer.`,
    live: [{ at: '/after', from: 'webhooksCreate', pointer: '/webhook/position' }],
    answer: 'Webhook',
  }),
};

/** A write's example, or undefined for a declaration the table does not have (the examples test fails on it). */
export function writeExample(path: string): WriteExample | undefined {
  return WRITES[path]?.(demoSample());
}
