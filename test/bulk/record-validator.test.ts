/**
 * Bulk line validation (src/bulk/record-validator.ts) against the spec's field tables: every shape
 * the spec allows passes, and a line of a union (media: photo, frontal, link) is refused naming the
 * member that is wrong in the branch its `type` selects, never a neighbouring branch's constant.
 * Every problem of a line is named (up to MAX_LINE_PROBLEMS), an enum's with its allowed values.
 */
import { describe, expect, it } from 'vitest';
import { checkRecord, MAX_LINE_PROBLEMS } from '../../src/bulk/record-validator.js';
import { generateCatalogRecords } from '../../src/generate/index.js';
import { type Row } from '../../src/query/declare.js';
import { hasFrontalFormats } from '../../src/resources/media/record.js';
import { PRODUCT_STATUSES } from '../../src/resources/products/record.js';
import { STORED } from '../../src/resources/registry.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- records are edited freely here
const catalogue = generateCatalogRecords({ products: 200, seed: 3 }) as unknown as Record<string, any[]>;
const resource = (path: string) => STORED.find((r) => r.path === path)!;
const media = resource('media');
const products = resource('products');

const frontal = () => structuredClone(catalogue.media!.find((m) => hasFrontalFormats(m.formats))!);
const photo = () => structuredClone(catalogue.media!.find((m) => m.type === 'photo' && !hasFrontalFormats(m.formats))!);
const link = () => structuredClone(catalogue.media!.find((m) => m.type === 'link')!);
const withFrontal = () => structuredClone(catalogue.products!.find((p) => p.frontals.length > 0)!);

/** A frontal as the spec's Frontal table shapes it: photoType, formats, displayOrder, no visibleSides. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function specFrontal(): Record<string, any> {
  const { visibleSides: _v, ...rest } = frontal();
  return { ...rest, displayOrder: 1 };
}

describe('record validation: shapes the spec allows', () => {
  it('accepts every generated record', () => {
    for (const r of STORED) for (const record of catalogue[r.path]!) expect(checkRecord(r, record), `${r.path} ${record.id}`).toEqual([]);
  });

  it('accepts a media frontal with displayOrder and without visibleSides', () => {
    expect(checkRecord(media, specFrontal())).toEqual([]);
  });

  it('accepts a product frontal without visibleSides, and a brand view with a logo', () => {
    const product = withFrontal();
    for (const f of product.frontals) delete f.visibleSides;
    expect(checkRecord(products, product)).toEqual([]);
    const branded = structuredClone(catalogue.products!.find((p) => p.brands.length > 0)!);
    branded.brands[0].logo = 'https://logos.example.com/1.png';
    expect(checkRecord(products, branded)).toEqual([]);
    branded.brands[0].logo = null;
    expect(checkRecord(products, branded)).toEqual([]);
  });
});

describe('record validation: errors of a union name the member of the branch the type selects', () => {
  const cases: Array<[string, () => Row, string]> = [
    ['a frontal with a photo type frontals do not have', () => ({ ...specFrontal(), photoType: 'pillshot' }), '/photoType'],
    ['a frontal with a visible side that does not exist', () => ({ ...specFrontal(), visibleSides: ['inside'] }), '/visibleSides/0'],
    ['a frontal missing one of its nine formats', () => { const f = specFrontal(); delete f.formats.hugeWebp; return f; }, '/formats/hugeWebp'],
    ['a frontal with a member no media item has', () => ({ ...specFrontal(), colour: 'red' }), '/colour'],
    ['a photo without visibleSides', () => { const p = photo(); delete p.visibleSides; return p; }, '/visibleSides'],
    ['a photo with a displayOrder (a product-only member)', () => ({ ...photo(), displayOrder: 2 }), '/displayOrder'],
    ['a link with an unknown link type', () => ({ ...link(), linkType: 'podcast' }), '/linkType'],
    ['a link carrying photo formats', () => ({ ...link(), formats: photo().formats }), '/formats'],
    ['a link without its url', () => { const l = link(); delete l.url; return l; }, '/url'],
    ['a media item of no known type', () => ({ ...photo(), type: 'video' }), '/type'],
  ];
  for (const [what, make, field] of cases) {
    it(what, () => {
      const problems = checkRecord(media, make());
      expect(problems[0]?.field).toBe(field);
      if (field !== '/type') for (const p of problems) expect(p.message).not.toMatch(/constant/);
    });
  }

  it('names the member of a product frontal, photo or link that is wrong', () => {
    const product = withFrontal();
    product.frontals[0].photoType = 'lifestyle_image';
    expect(checkRecord(products, product)[0]?.field).toBe('/frontals/0/photoType');
    const shown = structuredClone(catalogue.products!.find((p) => p.links.length > 0)!);
    shown.links[0].linkType = 'podcast';
    expect(checkRecord(products, shown)[0]?.field).toBe('/links/0/linkType');
  });
});

describe('record validation: every problem of a line', () => {
  const product = () => structuredClone(catalogue.products![0]!);

  it('lists the allowed values of an enum, as the query endpoints do', () => {
    const problems = checkRecord(products, { ...product(), status: 'sold_out' });
    expect(problems).toEqual([{ field: '/status', message: `must be one of ${PRODUCT_STATUSES.join(', ')}` }]);
  });

  it('names each problem with its own field, the deepest first', () => {
    const record = { ...product(), status: 'sold_out', colour: 'red' };
    delete record.name;
    record.brands = [{ ...record.brands[0], id: 'twelve' }];
    const problems = checkRecord(products, record);
    expect(problems.map((p) => p.field).sort()).toEqual(['/brands/0/id', '/colour', '/name', '/status']);
    expect(problems[0]!.field).toBe('/brands/0/id');
    expect(problems.every((p) => p.message.length > 0)).toBe(true);
  });

  it(`stops at ${MAX_LINE_PROBLEMS} problems and says how many more there are`, () => {
    const extra = Object.fromEntries(Array.from({ length: MAX_LINE_PROBLEMS + 3 }, (_, i) => [`unknown${i}`, i]));
    const problems = checkRecord(products, { ...product(), ...extra });
    expect(problems).toHaveLength(MAX_LINE_PROBLEMS + 1);
    expect(problems.slice(0, -1).every((p) => p.message === 'is not a member of this object')).toBe(true);
    expect(problems.at(-1)).toEqual({ message: 'and 3 more problems on this line' });
  });
});
