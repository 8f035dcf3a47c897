/**
 * schema.org `Product` data as Google's Product rich result takes it, as a TypeBox schema checked
 * with the project's validator (typebox/compile, as src/resources/common/check-body.ts): the
 * public page's JSON-LD (docs/api.md "The embed card and the public page"). Members a product has
 * data for are required; any other schema.org member may be present.
 */
import Type, { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });

const Brand = Type.Object({ '@type': Type.Literal('Brand'), name: Type.String({ minLength: 1 }) }, { additionalProperties: false });

/** An offer: a price (a number, or a decimal number as a string, no thousands separator), its ISO 4217 currency and where it is. */
const Offer = Type.Object({
  '@type': Type.Literal('Offer'),
  price: Type.Union([Type.String({ pattern: '^[0-9]+(\\.[0-9]{1,2})?$' }), Type.Number({ minimum: 0 })]),
  priceCurrency: Type.String({ pattern: '^[A-Z]{3}$' }),
  url: HttpUrl,
});

/** What the product has, and so what its data must carry. */
export interface ProductHas { gtin13: boolean; brand: boolean; offers: boolean; image: boolean }

const maybe = <T extends TSchema>(present: boolean, schema: T) => (present ? schema : Type.Optional(schema));

export function schemaOrgProduct(has: ProductHas): TSchema {
  return Type.Object({
    '@context': Type.Literal('https://schema.org'),
    '@type': Type.Literal('Product'),
    name: Type.String({ minLength: 1 }),
    url: HttpUrl,
    image: maybe(has.image, Type.Union([HttpUrl, Type.Array(HttpUrl, { minItems: 1 })])),
    gtin13: maybe(has.gtin13, Type.String({ pattern: '^[0-9]{13}$' })),
    brand: maybe(has.brand, Brand),
    offers: maybe(has.offers, Offer),
  });
}

/** Every problem of `data` as a Product with these members, as `path: message` lines; none when it is valid. */
export function productProblems(data: unknown, has: ProductHas): string[] {
  const validator = Compile(schemaOrgProduct(has));
  if (validator.Check(data)) return [];
  return [...validator.Errors(data)].map((e) => `${e.instancePath || '/'}: ${e.message}`);
}
