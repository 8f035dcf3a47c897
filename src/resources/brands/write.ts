/**
 * The bodies of brands/create and brands/update (docs/contract.md §13).
 */
import Type from 'typebox';
import { patchSchema } from '../common/partial.js';
import { Doc, IntId, StrictObject, Url } from '../common/schema.js';

/** A brand's writable members. */
export const BrandWrite = StrictObject({
  name: Doc(Type.String({ minLength: 1, maxLength: 500 }), 'The brand name; one that another brand has (compared without regard '
    + 'to case and accents) is a 409 `conflict`.'),
  logo: Doc(Type.Optional(Type.Union([Url, Type.Null()])), 'Address of the brand\'s logo image, or `null` for none (the default).'),
});
export type BrandWrite = Type.Static<typeof BrandWrite>;

export const BrandCreateBody = StrictObject({
  brand: Doc(BrandWrite, 'The new brand. A manager\'s new brand joins its organization\'s `brands`.'),
});
export type BrandCreateBody = Type.Static<typeof BrandCreateBody>;

export const BrandUpdateBody = StrictObject({
  id: Doc(IntId, 'ID of the brand to change.'),
  brand: Doc(patchSchema(BrandWrite), 'The members to change; a member left out is unchanged.'),
});
export type BrandUpdateBody = { id: number; brand: Partial<Record<keyof BrandWrite, unknown>> };
