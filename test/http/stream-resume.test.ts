/**
 * Streams that resume (docs/api.md "Streams that resume"): for every sort key of products and
 * media, both directions (and the name in each locale), a stream cut at a random line and resumed
 * from that line's cursor gives exactly the rest of the uninterrupted stream, indexes going on,
 * with the first answer's position; a cursor sent with another filter or sorting, altered, cut
 * short or made up answers 422 at /after and streams nothing; resuming from the last line answers
 * 204.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prng } from '../../src/generate/prng.js';
import { LOCALES } from '../../src/domain/locales.js';
import { media } from '../../src/resources/media/resource.js';
import { products } from '../../src/resources/products/resource.js';
import { type TestCatalog, createTestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await createTestCatalog({ products: 260, seed: 47, env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

const stream = (resource: string, body: Record<string, unknown>) => catalog.app.inject({
  method: 'POST', url: `/v4/${resource}/stream`, headers: { authorization: catalog.auth.reader, 'user-agent': 'resume tests' }, payload: body,
});
type Line = { meta: { total: number; index: number; cursor: string }; result: { id: string | number } };
const lines = (body: string): Line[] => body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);

/** Every sorting of a resource: each key both ways, the name in every locale. */
function sortings(keys: readonly string[], localized: boolean): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const key of keys) for (const direction of ['ASC', 'DESC']) out.push({ [key]: direction });
  if (localized) for (const locale of LOCALES) for (const direction of ['ASC', 'DESC']) out.push({ name: { direction, locale } });
  return out;
}

const cases = [
  ...sortings(Object.keys(products.sorts).filter((k) => k !== 'name'), true).map((sorting) => ['products', { filter: {}, sorting }] as const),
  ...sortings(Object.keys(media.sorts), false).map((sorting) => ['media', { filter: {}, sorting }] as const),
  ['products', { filter: { status: 'active' }, sorting: { pzn: 'DESC' } }] as const,
];

describe('a stream resumed from a line\'s cursor', () => {
  it.each(cases.map(([resource, body]) => [`${resource} ${JSON.stringify(body)}`, resource, body] as const))('%s: the rest, exactly', async (_name, resource, body) => {
    const whole = await stream(resource, body);
    expect(whole.statusCode, whole.body).toBe(200);
    const all = lines(whole.body);
    const position = whole.headers['x-catalog-position'];
    expect(position).toBeTruthy();
    const rng = new Prng(all.length, JSON.stringify(body));
    for (const cut of [rng.int(all.length - 1), 0]) {
      const resumed = await stream(resource, { ...body, after: all[cut]!.meta.cursor });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.headers['x-catalog-position']).toBe(position);
      const rest = lines(resumed.body);
      expect(rest.map((l) => l.result.id)).toEqual(all.slice(cut + 1).map((l) => l.result.id));
      expect(rest.map((l) => l.meta.index)).toEqual(all.slice(cut + 1).map((l) => l.meta.index));
      expect(rest.every((l) => l.meta.total === all.length)).toBe(true);
      // A resumed stream's cursors resume too.
      if (rest.length > 2) {
        const again = lines((await stream(resource, { ...body, after: rest[1]!.meta.cursor })).body);
        expect(again.map((l) => l.result.id)).toEqual(all.slice(cut + 3).map((l) => l.result.id));
      }
    }
    const last = await stream(resource, { ...body, after: all.at(-1)!.meta.cursor });
    expect(last.statusCode).toBe(204);
  });
});

describe('cursors that are not this stream\'s', () => {
  it('another filter or sorting, an altered, cut or made-up cursor: 422 at /after', async () => {
    const body = { filter: {}, sorting: { id: 'ASC' } };
    const cursor = lines((await stream('products', body)).body)[5]!.meta.cursor;
    const altered = [...cursor];
    const at = cursor.lastIndexOf('.') - 3;
    altered[at] = altered[at] === 'A' ? 'B' : 'A';
    const refusals: Array<[string, Record<string, unknown>]> = [
      ['another filter', { filter: { status: 'active' }, sorting: { id: 'ASC' }, after: cursor }],
      ['another sorting', { filter: {}, sorting: { id: 'DESC' }, after: cursor }],
      ['another resource', { filter: {}, sorting: { id: 'ASC' }, after: cursor }],
      ['altered', { ...body, after: altered.join('') }],
      ['cut short', { ...body, after: cursor.slice(0, -4) }],
      ['made up', { ...body, after: 'c1.1.0.AAAAAAAAAAA.WzAsMCwwLDBd.AAAAAAAAAAA' }],
      ['not a string', { ...body, after: 12 }],
      ['empty', { ...body, after: '' }],
      ['huge', { ...body, after: 'x'.repeat(100_000) }],
    ];
    for (const [name, request] of refusals) {
      const res = await stream(name === 'another resource' ? 'media' : 'products', request);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().error.violations.map((v: { path: string }) => v.path), name).toContain('/after');
    }
    // Resources whose streams have no cursors take no `after`.
    const brands = await catalog.app.inject({ method: 'POST', url: '/v4/brands/query', headers: { authorization: catalog.auth.reader }, payload: { after: cursor } });
    expect(brands.statusCode).toBe(422);
  });
});
