/**
 * Bulk line validation (src/bulk/record-validator.ts) against the spec's field tables: every shape
 * the spec allows passes, and a line of a union (media: photo, frontal, link) is refused naming the
 * member that is wrong in the branch its `type` selects, never a neighbouring branch's constant.
 */
import { describe, expect, it } from 'vitest';
import { checkRecord } from '../../src/bulk/record-validator.js';
import { generateCatalogRecords } from '../../src/generate/index.js';
import { type Row } from '../../src/query/declare.js';
import { hasFrontalFormats } from '../../src/resources/media/record.js';
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
    for (const r of STORED) for (const record of catalogue[r.path]!) expect(checkRecord(r, record), `${r.path} ${record.id}`).toBeUndefined();
  });

  it('accepts a media frontal with displayOrder and without visibleSides', () => {
    expect(checkRecord(media, specFrontal())).toBeUndefined();
  });

  it('accepts a product frontal without visibleSides, and a brand view with a logo', () => {
    const product = withFrontal();
    for (const f of product.frontals) delete f.visibleSides;
    expect(checkRecord(products, product)).toBeUndefined();
    const branded = structuredClone(catalogue.products!.find((p) => p.brands.length > 0)!);
    branded.brands[0].logo = 'https://logos.example.com/1.png';
    expect(checkRecord(products, branded)).toBeUndefined();
    branded.brands[0].logo = null;
    expect(checkRecord(products, branded)).toBeUndefined();
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
      const problem = checkRecord(media, make());
      expect(problem?.field).toBe(field);
      if (field !== '/type') expect(problem!.message).not.toMatch(/constant/);
    });
  }

  it('names the member of a product frontal, photo or link that is wrong', () => {
    const product = withFrontal();
    product.frontals[0].photoType = 'lifestyle_image';
    expect(checkRecord(products, product)?.field).toBe('/frontals/0/photoType');
    const shown = structuredClone(catalogue.products!.find((p) => p.links.length > 0)!);
    shown.links[0].linkType = 'podcast';
    expect(checkRecord(products, shown)?.field).toBe('/links/0/linkType');
  });
});
