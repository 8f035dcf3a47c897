/**
 * The stored product attribute record (decisions section 16; deprecated, spec "Versioning" 2):
 * `{id, code, name (localized), meta}`. A product's `attributes[]` element `{id, name, option}`
 * names the attribute by its `id` and `name`. No hidden fields.
 */
import Type from 'typebox';
import { IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const AttributeCode = Type.String({ minLength: 1, maxLength: 64 });

export const ProductAttributeRecord = StrictObject({
  id: IntId,
  code: AttributeCode,
  name: Localized,
  meta: Meta,
});

export type ProductAttributeRecord = Type.Static<typeof ProductAttributeRecord>;

/** Stored fields that the result view does not show (decisions section 9): none. */
export const PRODUCT_ATTRIBUTE_HIDDEN_FIELDS = [] as const;
