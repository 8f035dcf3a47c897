/**
 * The stored product attribute record (docs/contract.md §16; deprecated, spec "Versioning" 2):
 * `{id, code, name (localized), meta}`. A product's `attributes[]` element `{id, name, option}`
 * names the attribute by its `id` and `name`. No hidden fields.
 */
import Type from 'typebox';
import { Doc, IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const AttributeCode = Type.String({ minLength: 1, maxLength: 64 });

export const ProductAttributeRecord = StrictObject({
  id: Doc(IntId, 'The attribute\'s ID. Attributes are deprecated: use colors, dietary restrictions or the galenic shape filters.'),
  code: Doc(AttributeCode, 'The attribute\'s code, e.g. `galenic_form`; its options carry it as their `type`.'),
  name: Doc(Localized, 'The attribute\'s name, per locale.'),
  meta: Doc(Meta, 'When the attribute was added and last changed.'),
});

export type ProductAttributeRecord = Type.Static<typeof ProductAttributeRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const PRODUCT_ATTRIBUTE_HIDDEN_FIELDS = [] as const;
