/**
 * The bodies of product/descriptions/create, update and delete (docs/contract.md §13). A
 * description lives inside its product; when `locales` is not empty, `content` has exactly those
 * locales.
 */
import Type from 'typebox';
import { patchSchema } from '../common/partial.js';
import { DESCRIPTION_TYPES, Doc, Enum, IntId, Locale, LocalizedOf, StrictObject, TARGET_GROUPS } from '../common/schema.js';

export const DescriptionWrite = StrictObject({
  locales: Doc(Type.Optional(Type.Array(Locale, { maxItems: 50, uniqueItems: true })),
    'The locales the text is written for (then `content` has exactly these); empty or left out for every locale.'),
  targetGroups: Doc(Type.Optional(Type.Array(Enum(TARGET_GROUPS), { maxItems: 10, uniqueItems: true })),
    'The audiences the text is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; empty for all.'),
  type: Doc(Enum(DESCRIPTION_TYPES), 'What the text is about: `general`, `usage`, `composition`, `indications`, '
    + '`contraindications`, `side_effects`, `warnings` or `storage`.'),
  content: Doc(LocalizedOf(Type.String({ minLength: 1, maxLength: 100_000 }), { minProperties: 1 }), 'The text, per locale.'),
});
export type DescriptionWrite = Type.Static<typeof DescriptionWrite>;

export const DescriptionCreateBody = StrictObject({
  product: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'ID of the product the description belongs to.'),
  description: Doc(DescriptionWrite, 'The new description; it gets an id and `meta` from the server.'),
});
export type DescriptionCreateBody = Type.Static<typeof DescriptionCreateBody>;

export const DescriptionUpdateBody = StrictObject({
  id: Doc(IntId, 'ID of the description to change.'),
  description: Doc(patchSchema(DescriptionWrite), 'The members to change; a member left out is unchanged.'),
});
export interface DescriptionUpdateBody { id: number; description: Record<string, unknown> }

export const DescriptionDeleteBody = StrictObject({
  id: Doc(IntId, 'ID of the description to delete; the answer is the description as it was.'),
});
export type DescriptionDeleteBody = Type.Static<typeof DescriptionDeleteBody>;
