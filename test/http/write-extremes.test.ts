/**
 * The longest and largest value of every writable member of every write operation, written on
 * each store and read back unchanged (docs/api.md "Limits of written values"). The values come
 * from the operations' body schemas (test/support/extremes.ts): strings at their longest in the
 * widest characters and as many short words, numbers at both bounds, lists at their longest,
 * localized texts with one locale at its longest and with every locale allowed. A member whose
 * value only the catalogue can give (a reference, a code with its check digit) takes the largest
 * such value this catalogue has; its schema's own bounds are then sent too, and must be refused
 * with a documented error, never a 500. Every operation of the registry has a case, and every
 * member's bounds are declared.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../src/auth/secrets.js';
import { COMMANDS } from '../../src/command/registry.js';
import { gs1CheckDigit, validPzn } from '../../src/domain/codes.js';
import { ERROR_CATALOGUE } from '../../src/http/errors.js';
import { SPECIES } from '../../src/resources/products/record.js';
import { ProductRecord } from '../../src/resources/products/record.js';
import { STORED } from '../../src/resources/registry.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';
import { extremes, localeCodes, manyWords, type Overrides, type Pointer, unfolding, valueAt, widest, withValue } from '../support/extremes.js';
import { pdf } from '../support/images.js';
import { multipartBody } from '../support/multipart.js';

const BODY_LIMIT = 1024 * 1024;
let catalog: TestCatalog;

beforeAll(async () => {
  // Webhooks point at a closed port of loopback (docs/webhooks.md "Destinations": allowed here).
  catalog = await createTestCatalog({ products: 150, seed: 77, env: { RATE_LIMIT_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
}, 300_000);
afterAll(async () => catalog?.close());

const send = (path: string, payload: unknown, authorization = catalog.auth.administrator) => catalog.app.inject({
  method: 'POST', url: `/v4/${path}`, headers: { authorization, 'user-agent': 'extremes-test', 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const get = async (url: string) => (await catalog.app.inject({ method: 'GET', url, headers: { authorization: catalog.auth.administrator, 'user-agent': 'extremes-test' } })).json();
const resourceOf = (path: string) => STORED.find((r) => r.path === path)!;
/** The stored record: its document and its hidden fields. */
async function stored(path: string, id: string | number) {
  const { table } = resourceOf(path);
  const [row] = await catalog.database.sql(`SELECT d.hidden FROM "${table}" t JOIN "${table}_docs" d ON d.rid = t.rid WHERE t.id = ?`, [id]);
  return { ...JSON.parse((await catalog.store.find(resourceOf(path), id))!.toString()), ...JSON.parse(String(row?.hidden ?? '{}')) };
}
const privateOf = async (path: string, id: string | number) => {
  const [row] = await catalog.database.sql('SELECT data FROM private_data WHERE resource = ? AND id = ?', [path, String(id)]);
  return row ? JSON.parse(String(row.data)) : {};
};

/** Whether what was sent is what is shown: objects member by member (the shown one may hold more), a reference as the `id` of what it names. */
function matches(sent: unknown, shown: unknown): boolean {
  if (Array.isArray(sent)) return Array.isArray(shown) && sent.length === shown.length && sent.every((s, i) => matches(s, shown[i]));
  if (sent !== null && typeof sent === 'object') {
    return shown !== null && typeof shown === 'object' && Object.entries(sent).every(([k, v]) => matches(v, (shown as Record<string, unknown>)[k]));
  }
  if (shown !== null && typeof shown === 'object' && 'id' in shown) return sent === (shown as { id: unknown }).id;
  return Object.is(sent, shown);
}

// Values only the catalogue can give, the largest of their kind it has.
const records = (path: string) => catalog.records[path]!;
const ids = (path: string, max: number, keep: (r: Record<string, any>) => boolean = () => true) =>
  records(path).filter(keep).map((r) => r.id).sort((a, b) => (typeof a === 'number' ? b - a : String(b).localeCompare(String(a)))).slice(0, max);
const issued = new Set<string>();
/** The largest `digits`-digit GS1 code with its check digit that no write has used yet. */
function gs1(digits: number): number {
  for (let body = 10 ** (digits - 1) - 1; ; body--) {
    const code = `${body}${gs1CheckDigit(String(body))}`;
    if (!issued.has(code)) {
      issued.add(code);
      return Number(code);
    }
  }
}
function pzn(): string {
  for (let n = 99_999_999; ; n--) {
    const code = String(n);
    if (validPzn(code) && !issued.has(code)) {
      issued.add(code);
      return code;
    }
  }
}
let serial = 0;
const unique = (label: string) => `${label} ${++serial}`;

interface Case {
  /** The operation's path; one registry operation may have several cases (media/update of a photo and of a link). */
  path: string;
  /** Only these members (pointers), when the case covers part of the operation. */
  members?: readonly Pointer[];
  /** A valid body: the members an extreme does not set. */
  base(): Promise<Record<string, unknown>>;
  overrides: () => Overrides;
  /** The rules between members: makes a body with one member at its extreme valid as a whole. */
  consistent?(body: any, pointer: Pointer): void;
  /** The body as the store now holds it, in the body's shape, after the answer `answer`. */
  read(answer: any, sent: any): Promise<unknown>;
  /** What a member reads back as, where that is not what was sent (a position past the end is the last). */
  expected?: Readonly<Record<Pointer, (sent: unknown, body: any) => unknown>>;
}

const productBase = async () => ({ product: { name: { nl: unique('Uiterste') }, supplierReference: unique('ref') } });
const media = (keep: (m: Record<string, any>) => boolean) => records('media').find(keep)!;
const productOverrides = (prefix: string): Overrides => ({
  [`${prefix}/replacement`]: () => [ids('products', 1)[0]],
  [`${prefix}/ean`]: () => [Array.from({ length: 100 }, () => gs1(14))],
  [`${prefix}/eanGtin8`]: () => [gs1(8)],
  [`${prefix}/eanGtin12`]: () => [gs1(12)],
  [`${prefix}/eanGtin13`]: () => [gs1(13)],
  [`${prefix}/eanGtin14`]: () => [gs1(14)],
  [`${prefix}/pzn`]: () => [pzn()],
  [`${prefix}/atcCategory`]: () => [Array.from({ length: 100 }, (_, i) => `N${String(i).padStart(2, '0')}`.padEnd(16, 'Z'))],
  [`${prefix}/notApplicableField`]: () => [Object.keys(ProductRecord.properties).slice(0, 100)],
  [`${prefix}/publicCategories`]: () => [ids('public-categories', 100)],
  [`${prefix}/catalogCategories`]: () => [ids('catalog-categories', 100, (c) => !c.deleted)],
  [`${prefix}/brands`]: () => [ids('brands', 100)],
  [`${prefix}/productFamily`]: () => [ids('product-families', 100)],
  // At most one option per attribute.
  [`${prefix}/attributes`]: () => [[...new Map(records('product-attribute-options').map((o) => [o.attribute, o.id])).values()]],
  [`${prefix}/dietaryRestrictions`]: () => [ids('dietary-restrictions', 100)],
  [`${prefix}/colors`]: () => [ids('colors', 100)],
  [`${prefix}/activeIngredients`]: () => [ids('active-ingredients', 100)],
  [`${prefix}/leaflets/0/locales`]: () => [localeCodes(50)],
  ...Object.fromEntries(['weight', 'width', 'length', 'depth'].map((m) => [`${prefix}/${m}WithUnit/unit`, () => (m === 'weight' ? ['kg', 'mg'] : ['m', 'mm'])])),
});
/** A product view in the shape of a products/create body. */
const productAsBody = (view: any) => ({
  organizations: view.organizations,
  product: {
    ...view,
    allowedSpecies: view.allowedSpecies.map((s: { id: number }) => Object.keys(SPECIES).find((k) => SPECIES[k as keyof typeof SPECIES] === s.id)),
    attributes: view.attributes.map((a: { option: { id: number } }) => a.option.id),
  },
});
const findProduct = async (id: string) => (await get(`/v4/products/find?id=${encodeURIComponent(id)}`)).product;

const mediaBody = (doc: any) => ({ products: doc.products, organization: doc.organizations[0], published: doc.published });
const linkOverrides = (prefix: string): Overrides => ({
  [`${prefix}/url/*`]: () => [`https://catalog.test/${widest(2_048 - 'https://catalog.test/'.length)}`],
  [`${prefix}/locales`]: () => [localeCodes(50)],
});

const HOOK = 'http://127.0.0.1:9/';
const hookUrls = () => [`${HOOK}${'h'.repeat(2_000 - HOOK.length)}`, `${HOOK}${widest(1_000 - HOOK.length)}`];
const newHook = async () => (await send('webhooks/create', { webhook: { url: HOOK } })).json().webhook as { id: number; position: string };
const findHook = async (id: number) => (await get(`/v4/webhooks/find?id=${id}`)).webhook;

const CASES: Case[] = [
  {
    path: 'users/create',
    base: async () => ({
      email: `${unique('user').replace(' ', '.')}@example.test`, role: 'software_developer', organization: catalog.users.manager.organization,
      profile: { name: 'Uiterste' }, preferences: { language: 'nl' }, subscription: { type: 1 },
    }),
    overrides: () => ({
      '/password': () => [widest(500), manyWords(500)],
      '/email': () => [`${widest(300)}@${widest(14)}.test`, `${'a'.repeat(300)}@${'b'.repeat(14)}.test`],
      '/organization': () => [ids('organizations', 1)[0]],
      '/subscription/type': () => [3],
      '/preferences/language': () => ['nl-BE'],
    }),
    async read(answer, sent) {
      const doc = await stored('users', answer.user.id);
      const own = await privateOf('users', answer.user.id);
      return {
        email: doc.email, role: doc.role, organization: doc.organization, isEnabled: doc.isEnabled, subscription: doc.subscription,
        password: sent.password !== undefined && own.passwordHash && (await verifySecret(sent.password, own.passwordHash)) ? sent.password : '(another)',
        targetGroups: own.targetGroups, profile: { name: doc.name }, preferences: own.preferences,
      };
    },
  },
  {
    path: 'organizations/create',
    base: async () => ({ profile: { name: unique('Uiterste organisatie'), type: 'supplier' } }),
    overrides: () => ({ '/profile/region': () => ['BE-VLG'], '/profile/country': () => ['BE'] }),
    async read(answer) {
      const doc = await stored('organizations', answer.organization.id);
      const own = await privateOf('organizations', answer.organization.id);
      const contact = doc.contactInformation ?? own.contact ?? {};
      return {
        settings: own.settings,
        profile: { ...contact, region: contact.region?.value ?? contact.region, name: doc.name, type: doc.type, vatNr: doc.vatNr, phone: own.phone },
      };
    },
  },
  {
    path: 'products/create',
    base: productBase,
    overrides: () => ({ ...productOverrides('/product'), '/organizations': () => [ids('organizations', 100)] }),
    consistent(body, pointer) {
      if (pointer === '/product/replacement') body.product.status = 'replaced';
    },
    read: async (answer) => productAsBody(await findProduct(answer.product.id)),
  },
  {
    path: 'products/update',
    base: async () => ({ id: (await send('products/create', await productBase())).json().product.id, product: {} }),
    overrides: () => ({ ...productOverrides('/product'), '/organizations': () => [ids('organizations', 100)], '/id': () => [] }),
    consistent(body, pointer) {
      if (pointer === '/product/replacement') body.product.status = 'replaced';
    },
    read: async (answer) => productAsBody(await findProduct(answer.product.id)),
  },
  {
    path: 'products/add-media',
    base: async () => ({ product: (await send('products/create', await productBase())).json().product.id, mediaItem: media((m) => m.published && m.available && m.type === 'photo').id }),
    overrides: () => ({ '/product': () => [], '/mediaItem': () => [media((m) => m.published && m.available && m.type === 'link').id] }),
    async read(answer, sent) {
      const product = await findProduct(answer.product.id);
      const shown = [...product.photos, ...product.frontals, ...product.links].find((m: { id: number }) => m.id === sent.mediaItem);
      return { product: product.id, mediaItem: shown?.id, displayOrder: shown?.displayOrder ?? product.links.findIndex((m: { id: number }) => m.id === sent.mediaItem) + 1 };
    },
    // A position past the end is the last: the product has just this item.
    expected: { '/displayOrder': () => 1 },
  },
  {
    path: 'products/remove-media',
    async base() {
      const product = (await send('products/create', await productBase())).json().product.id;
      const mediaItem = media((m) => m.published && m.available && m.type === 'photo').id;
      expect((await send('products/add-media', { product, mediaItem })).statusCode).toBe(200);
      return { product, mediaItem };
    },
    overrides: () => ({ '/product': () => [], '/mediaItem': () => [] }),
    async read(answer, sent) {
      const product = await findProduct(answer.product.id);
      const doc = await stored('media', sent.mediaItem);
      return { product: product.id, mediaItem: doc.products.includes(product.id) || product.photos.length > 0 ? 'still linked' : sent.mediaItem };
    },
  },
  {
    path: 'media/upload',
    base: async () => ({ file: { name: 'folder.pdf', content: pdf().toString('base64') } }),
    overrides: () => ({
      '/file/name': () => [`${widest(251)}.pdf`, `${manyWords(251)}.pdf`],
      '/file/content': () => [pdf().toString('base64')],
      '/products': () => [ids('products', 100)],
      '/organization': () => [ids('organizations', 1)[0]],
    }),
    async read(answer) {
      const doc = await stored('media', answer.mediaItem.id);
      const file = await catalog.app.inject({ method: 'GET', url: new URL(Object.values(doc.url)[0] as string).pathname, headers: { 'user-agent': 'extremes-test' } });
      return { ...mediaBody(doc), file: { name: `${Object.values(doc.name)[0]}.pdf`, content: file.rawPayload.toString('base64') } };
    },
  },
  {
    path: 'media/create-link',
    base: async () => ({ link: { linkType: 'website', url: { nl: 'https://catalog.test/' }, name: { nl: 'Uiterste' } } }),
    overrides: () => ({ ...linkOverrides('/link'), '/products': () => [ids('products', 100)], '/organization': () => [ids('organizations', 1)[0]] }),
    async read(answer) {
      const doc = await stored('media', answer.mediaItem.id);
      return { ...mediaBody(doc), link: doc };
    },
  },
  {
    path: 'media/update',
    members: ['/data/published', '/data/locales', '/data/targetGroups', '/data/photoType', '/data/visibleSides'],
    base: async () => ({ mediaItem: media((m) => m.type === 'photo').id, data: {} }),
    overrides: () => ({ '/mediaItem': () => [], ...linkOverrides('/data') }),
    read: async (answer) => ({ mediaItem: answer.mediaItem.id, data: await stored('media', answer.mediaItem.id) }),
  },
  {
    path: 'media/update',
    members: ['/data/linkType', '/data/url', '/data/name'],
    base: async () => ({ mediaItem: media((m) => m.type === 'link').id, data: {} }),
    overrides: () => ({ '/mediaItem': () => [], ...linkOverrides('/data') }),
    read: async (answer) => ({ mediaItem: answer.mediaItem.id, data: await stored('media', answer.mediaItem.id) }),
  },
  ...(['media/publish', 'media/unpublish'] as const).map((path): Case => ({
    path,
    base: async () => ({ mediaItem: media((m) => m.type === 'photo').id }),
    overrides: () => ({ '/mediaItem': () => [] }),
    read: async (answer) => ({ mediaItem: (await stored('media', answer.mediaItem.id)).published === (path === 'media/publish') ? answer.mediaItem.id : 'unchanged' }),
  })),
  {
    path: 'product/descriptions/create',
    base: async () => ({ product: ids('products', 1)[0], description: { type: 'general', content: { nl: 'Uiterste' } } }),
    overrides: () => ({ '/product': () => [], '/description/locales': () => [localeCodes(50)] }),
    consistent(body, pointer) {
      const locales: string[] = body.description.locales ?? [];
      if (pointer === '/description/locales') body.description.content = Object.fromEntries(locales.map((l) => [l, 'x']));
      else if (pointer.startsWith('/description/content')) delete body.description.locales;
    },
    async read(answer) {
      const product = await findProduct(ids('products', 1)[0]);
      return { product: product.id, description: product.descriptions.find((d: { id: number }) => d.id === answer.description.id) };
    },
  },
  {
    path: 'product/descriptions/update',
    base: async () => ({
      id: (await send('product/descriptions/create', { product: ids('products', 1)[0], description: { type: 'general', content: { nl: 'Uiterste' } } })).json().description.id,
      description: {},
    }),
    overrides: () => ({ '/id': () => [], '/description/locales': () => [localeCodes(50)] }),
    consistent(body, pointer) {
      if (pointer === '/description/locales') body.description.content = Object.fromEntries(((body.description.locales ?? []) as string[]).map((l) => [l, 'x']));
    },
    async read(answer) {
      const product = await findProduct(ids('products', 1)[0]);
      return { id: answer.description.id, description: product.descriptions.find((d: { id: number }) => d.id === answer.description.id) };
    },
  },
  {
    path: 'product/descriptions/delete',
    base: async () => ({
      id: (await send('product/descriptions/create', { product: ids('products', 1)[0], description: { type: 'general', content: { nl: 'Weg' } } })).json().description.id,
    }),
    overrides: () => ({ '/id': () => [] }),
    async read(answer) {
      const product = await findProduct(ids('products', 1)[0]);
      return { id: product.descriptions.some((d: { id: number }) => d.id === answer.description.id) ? 'still there' : answer.description.id };
    },
  },
  {
    path: 'brands/create',
    base: async () => ({ brand: { name: unique('Uiterste merk') } }),
    overrides: () => ({}),
    read: async (answer) => ({ brand: (await get(`/v4/brands/find?id=${answer.brand.id}`)).brand }),
  },
  {
    // A brand that products embed: the rename reaches them in the background (docs/api.md "Writes").
    path: 'brands/update',
    base: async () => ({ id: ids('brands', 1)[0], brand: {} }),
    overrides: () => ({
      '/id': () => [],
      // Names no other brand has in their first 256 folded characters (the ones brands/create's cases take).
      '/brand/name': () => ['\u{2F800}'.repeat(500), `u${manyWords(499)}`],
    }),
    async read(answer) {
      await catalog.propagation.drain();
      const brand = (await get(`/v4/brands/find?id=${answer.brand.id}`)).brand;
      const embedding = records('products').find((p) => p.brands.some((b: { id: number }) => b.id === answer.brand.id))!;
      const shown = (await findProduct(embedding.id)).brands.find((b: { id: number }) => b.id === answer.brand.id);
      return { id: brand.id, brand: { ...brand, name: shown.name.nl === brand.name ? brand.name : '(products show another name)' } };
    },
  },
  {
    path: 'corrections/create',
    base: async () => ({ product: ids('products', 1)[0], correction: { locale: 'nl', type: 'other', text: 'Uiterste' } }),
    overrides: () => ({ '/product': () => [], '/correction/locale': () => ['nl-BE'] }),
    read: async (answer) => ({ product: answer.correction.product, correction: (await get(`/v4/corrections/find?id=${answer.correction.id}`)).correction }),
  },
  {
    path: 'api-keys/create',
    base: async () => ({ user: catalog.users.reader.id, name: 'Uiterste' }),
    overrides: () => ({ '/user': () => [catalog.users.reader.id] }),
    async read(answer) {
      const check = await send('organizations/check/subscription', { filter: { id: catalog.users.reader.organization } });
      const key = check.json().results[0].apiKeys.find((k: { id: string }) => k.id === answer.apiKey.id);
      return { user: key.user, name: key.name };
    },
  },
  {
    path: 'api-keys/revoke',
    base: async () => ({ apiKey: (await send('api-keys/create', { user: catalog.users.reader.id, name: 'weg' })).json().apiKey.id }),
    overrides: () => ({ '/apiKey': () => [] }),
    async read(answer) {
      const check = await send('organizations/check/subscription', { filter: { id: catalog.users.reader.organization } });
      const key = check.json().results[0].apiKeys.find((k: { id: string }) => k.id === answer.apiKey.id);
      return { apiKey: key.isEnabled ? 'still enabled' : key.id };
    },
  },
  {
    path: 'webhooks/create',
    base: async () => ({ webhook: { url: HOOK } }),
    overrides: () => ({ '/webhook/url': hookUrls }),
    read: async (answer) => ({ webhook: await findHook(answer.webhook.id) }),
  },
  {
    path: 'webhooks/update',
    base: async () => ({ id: (await newHook()).id, webhook: {} }),
    overrides: () => ({ '/id': () => [], '/webhook/url': hookUrls }),
    read: async (answer) => ({ id: answer.webhook.id, webhook: await findHook(answer.webhook.id) }),
  },
  {
    path: 'webhooks/delete',
    base: async () => ({ id: (await newHook()).id }),
    overrides: () => ({ '/id': () => [] }),
    read: async (answer) => ({ id: (await get(`/v4/webhooks/find?id=${answer.webhook.id}`)).webhook ? 'still there' : answer.webhook.id }),
  },
  {
    path: 'webhooks/rotate-secret',
    base: async () => ({ id: (await newHook()).id }),
    overrides: () => ({ '/id': () => [] }),
    read: async (answer) => ({ id: (await findHook(answer.webhook.id)).id }),
  },
  {
    path: 'webhooks/redeliver',
    base: async () => {
      const hook = await newHook();
      return { id: hook.id, after: hook.position };
    },
    overrides: () => ({ '/id': () => [], '/after': () => [] }),
    read: async (answer) => ({ id: answer.webhook.id, after: (await findHook(answer.webhook.id)).position }),
  },
];

/** The members whose value is the base's own (`overrides` that give nothing): the record the operation acts on. */
const ownValue = (overrides: Overrides, pointer: Pointer) => overrides[pointer] !== undefined && overrides[pointer]!().length === 0;

describe('every write operation has a case, and every member of its body declares its bounds', () => {
  it('the cases cover the registry', () => {
    expect(new Set(CASES.map((c) => c.path))).toEqual(new Set(COMMANDS.map((c) => c.path)));
  });

  it.each(COMMANDS.map((c) => [c.path, c] as const))('%s', (path, command) => {
    const overrides = Object.assign({}, ...CASES.filter((c) => c.path === path).map((c) => c.overrides())) as Overrides;
    expect(extremes(command.body, overrides, BODY_LIMIT).unbounded).toEqual([]);
  });
});

describe.each(CASES.map((c, i) => [`${c.path}${c.members ? ` (${c.members.map((m) => m.split('/').pop()).join(', ')})` : ''}`, i] as const))('%s: each member at its extremes', (_name, index) => {
  it('is written and read back unchanged', async () => {
    const spec = CASES[index]!;
    const command = COMMANDS.find((c) => c.path === spec.path)!;
    const overrides = spec.overrides();
    const failures: string[] = [];
    const found = extremes(command.body, overrides, BODY_LIMIT).extremes
      .filter((e) => !ownValue(overrides, e.pointer))
      .filter((e) => !spec.members || spec.members.some((m) => e.pointer === m || e.pointer.startsWith(`${m}/`)));
    // An operation whose only member names the record it acts on: that record, as the base gives it.
    if (found.length === 0) found.push({ pointer: '', label: 'the record it acts on', value: undefined });
    for (const { pointer, label, value } of found) {
      const base = await spec.base();
      const body = pointer === '' ? base : withValue(command.body, base, pointer, value, overrides) as Record<string, unknown>;
      spec.consistent?.(body, pointer);
      const res = await send(spec.path, body);
      if (res.statusCode !== 200) {
        failures.push(`${pointer} (${label}): ${res.statusCode} ${res.body.slice(0, 300)}`);
        continue;
      }
      let read: unknown;
      try {
        read = await spec.read(res.json(), body);
      } catch (error) {
        failures.push(`${pointer} (${label}): could not be read back: ${String(error).slice(0, 200)}`);
        continue;
      }
      const sent = valueAt(body, pointer);
      const want = spec.expected?.[pointer]?.(sent, body) ?? sent;
      if (!matches(want, valueAt(read, pointer))) {
        failures.push(`${pointer} (${label}): read back ${JSON.stringify(valueAt(read, pointer))?.slice(0, 200)}, sent ${JSON.stringify(want).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('past what the catalogue has, at the schema\'s own bounds: a documented refusal, never a 500', async () => {
    const spec = CASES[index]!;
    const command = COMMANDS.find((c) => c.path === spec.path)!;
    const schemaOnly = extremes(command.body, {}, BODY_LIMIT).extremes
      .filter((e) => spec.overrides()[e.pointer] !== undefined && typeof e.value === 'number');
    for (const { pointer, value } of schemaOnly) {
      const res = await send(spec.path, withValue(command.body, await spec.base(), pointer, value, spec.overrides()));
      expect(res.statusCode, `${pointer} = ${JSON.stringify(value)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect(Object.keys(ERROR_CATALOGUE)).toContain(res.json().error.code);
    }
  });
});

describe('media files at their largest', () => {
  it('a 20 MiB file by multipart, and the largest a JSON body carries, are kept byte for byte', async () => {
    const MiB = 1024 * 1024;
    // A PDF of 20 MiB: the header, then filler the type check does not read.
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * MiB - pdf().length, 0x25)]);
    // The JSON form: base64 takes 4 bytes for 3, within the upload's 25 MiB body.
    const inJson = big.subarray(0, Math.floor((25 * MiB - 200) / 4) * 3);
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'groot.pdf', content: big, type: 'application/pdf' }]);
    const uploads = [
      await catalog.app.inject({ method: 'POST', url: '/v4/media/upload', payload, headers: { authorization: catalog.auth.administrator, 'user-agent': 'extremes-test', 'content-type': contentType } }),
      await send('media/upload', { file: { name: 'groot.pdf', content: inJson.toString('base64') } }),
    ];
    for (const [i, res] of uploads.entries()) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const url = new URL(Object.values(res.json().mediaItem.url)[0] as string).pathname;
      const file = await catalog.app.inject({ method: 'GET', url, headers: { 'user-agent': 'extremes-test' } });
      const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(digest(file.rawPayload)).toBe(digest(i === 0 ? big : inJson));
    }
  });
});

describe('long words and long names', () => {
  it('a word longer than the search keeps is found by its beginning and by itself; names that long sort on both stores', async () => {
    const words = [widest(2_000), unfolding(2_000), `${'x'.repeat(150)}${widest(1_850)}`];
    const made: string[] = [];
    for (const word of words) {
      const res = await send('products/create', { product: { name: { nl: word }, supplierReference: unique('lang') } });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      made.push(res.json().product.id);
    }
    const search = async (query: string) => (await send('products/query', {
      filter: { search: { query, locale: 'nl', type: 'name' } }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: { no: 0, size: 10 },
    })).json();
    for (const [i, word] of words.entries()) {
      for (const query of [[...word].slice(0, 50).join(''), [...word].slice(0, 100).join(''), word.slice(0, 500)]) {
        const found = await search(query);
        expect(found.results.map((p: { id: string }) => p.id), `word ${i}, a query of ${[...query].length} characters`).toContain(made[i]);
      }
    }
    const sorted = await send('products/query', { filter: { id: made }, sorting: { name: { direction: 'DESC', locale: 'nl' } }, page: { no: 0, size: 10 } });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().results).toHaveLength(3);
    const corrections = await send('corrections/create', { product: made[0], correction: { locale: 'nl', type: 'other', text: widest(5_000) } });
    expect(corrections.statusCode).toBe(200);
    const asked = await send('corrections/query', { filter: { search: widest(60) } });
    expect(asked.json().results.map((c: { id: number }) => c.id)).toContain(corrections.json().correction.id);
  });
});
