/**
 * The stored active ingredient record (docs/contract.md §16): `{id, name (localized), meta}`, the
 * element of a product's `activeIngredients[]` (spec Product table), which embeds it unchanged.
 * No hidden fields.
 */
import Type from 'typebox';
import { Doc, IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const ActiveIngredientRecord = StrictObject({
  id: Doc(IntId, 'The active ingredient\'s ID; the products `activeIngredient` filter takes it.'),
  name: Doc(Localized, 'The ingredient\'s name, per locale.'),
  meta: Doc(Meta, 'When the active ingredient was added and last changed.'),
});

export type ActiveIngredientRecord = Type.Static<typeof ActiveIngredientRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const ACTIVE_INGREDIENT_HIDDEN_FIELDS = [] as const;
