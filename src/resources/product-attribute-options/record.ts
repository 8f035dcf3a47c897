/**
 * The stored product attribute option record (decisions section 16; deprecated): `{id, type, name
 * (localized), meta}`, `type` being its attribute's `code`, plus the hidden `attribute` (the
 * attribute's id) that the `attribute` filter reads. A product's `attributes[]` element carries an
 * option as `{id, name}`.
 */
import Type from 'typebox';
import { IntId, Localized, Meta, StrictObject } from '../common/schema.js';
import { AttributeCode } from '../product-attributes/record.js';

export const ProductAttributeOptionRecord = StrictObject({
  id: IntId,
  type: AttributeCode,
  name: Localized,
  /** Hidden (decisions section 16): the id of the attribute the option belongs to. */
  attribute: IntId,
  meta: Meta,
});

export type ProductAttributeOptionRecord = Type.Static<typeof ProductAttributeOptionRecord>;

/** Stored fields that the result view does not show (decisions sections 9 and 16). */
export const PRODUCT_ATTRIBUTE_OPTION_HIDDEN_FIELDS = ['attribute'] as const;
