/**
 * docs/contract.md §5: every sort key of every endpoint takes the object form `{"direction": ...}`
 * (existing integrators send `{"id": {"direction": "ASC"}}`) and answers exactly what the string
 * form answers, pages and streams alike; `locale` there is a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../../src/query/declare.js';
import { SERVED } from '../../src/resources/registry.js';
import { createTestCatalog, type TestCatalog } from '../support/catalog.js';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await createTestCatalog({ products: 300, seed: 5, env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(async () => catalog?.close());

const send = (url: string, body: unknown) => catalog.app.inject({
  method: 'POST', url, payload: body as object,
  headers: { authorization: catalog.auth.reader, 'user-agent': 'catalog-tests/1.0', 'content-type': 'application/json' },
});
/** Signed URLs name the second they were made in; everything else must be the same. */
const unsigned = (body: string) => body.replace(/"embedUrl":"[^"]*","publicPageUrl":"[^"]*"/g, '');

const sortable = SERVED.filter((s) => s.decl.envelope.sorting !== 'none');

describe('sorting: the object form {direction} on every sort key', () => {
  it('covers every endpoint that sorts', () => {
    expect(sortable.map((s) => s.decl.path)).toEqual(expect.arrayContaining(['products', 'media', 'corrections', 'active-ingredients', 'product-attributes']));
  });

  for (const served of sortable) {
    const { decl } = served;
    const keys = Object.entries(decl.sorts);
    it(`${routeOf(decl)}: ${keys.map(([k]) => k).join(', ')}`, async () => {
      for (const [key, sort] of keys) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const [plain, object] = sort.kind === 'localized'
            // A localized key takes only the object form; its locale is required (docs/contract.md §5).
            ? [{ [key]: { direction, locale: 'fr' } }, { [key]: { locale: 'fr', direction } }]
            : [{ [key]: direction }, { [key]: { direction } }];
          for (const page of [{ no: 0, size: 50 }, { no: 1, size: 10 }]) {
            const a = await send(`/v4/${routeOf(decl)}/query`, { filter: {}, sorting: plain, page });
            const b = await send(`/v4/${routeOf(decl)}/query`, { filter: {}, sorting: object, page });
            expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
            expect(unsigned(b.body), `${decl.path} ${JSON.stringify(object)}`).toBe(unsigned(a.body));
          }
          if (served.operations.includes('stream')) {
            const a = await send(`/v4/${routeOf(decl)}/stream`, { filter: {}, sorting: plain });
            const b = await send(`/v4/${routeOf(decl)}/stream`, { filter: {}, sorting: object });
            expect(a.statusCode).toBe(200);
            expect(unsigned(b.body)).toBe(unsigned(a.body));
          }
          if (sort.kind === 'column') {
            const refused = await send(`/v4/${routeOf(decl)}/query`, { filter: {}, sorting: { [key]: { direction, locale: 'nl' } }, page: { no: 0, size: 10 } });
            expect(refused.statusCode).toBe(422);
            expect(refused.json().error.violations.map((v: { path: string }) => v.path)).toEqual([`/sorting/${key}/locale`]);
          }
        }
      }
    });
  }
});
