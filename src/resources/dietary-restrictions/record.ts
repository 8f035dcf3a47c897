/**
 * The stored dietary restriction record (spec, Product `dietaryRestrictions[]`: `id` string code,
 * `name` localized). A product embeds the record unchanged. No hidden fields.
 */
import Type from 'typebox';
import { Doc, Localized, StrictObject } from '../common/schema.js';

export const DietaryRestrictionRecord = StrictObject({
  id: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'The dietary restriction\'s code, e.g. `gluten_free`; '
    + 'the products `dietaryRestrictions` filter takes it.'),
  name: Doc(Localized, 'The restriction\'s name, per locale.'),
});

export type DietaryRestrictionRecord = Type.Static<typeof DietaryRestrictionRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const DIETARY_RESTRICTION_HIDDEN_FIELDS = [] as const;
