/**
 * The stored color record (spec, Product `colors[]`: `id` string code, `name` localized). A product
 * embeds the record unchanged. No hidden fields.
 */
import Type from 'typebox';
import { Doc, Localized, StrictObject } from '../common/schema.js';

export const ColorRecord = StrictObject({
  id: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'The color\'s code, e.g. `red`; the products `colors` filter takes it.'),
  name: Doc(Localized, 'The color\'s name, per locale.'),
});

export type ColorRecord = Type.Static<typeof ColorRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const COLOR_HIDDEN_FIELDS = [] as const;
