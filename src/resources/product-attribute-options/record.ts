/**
 * The stored product attribute option record (docs/contract.md §16; deprecated): `{id, type, name
 * (localized), meta}`, `type` being its attribute's `code`, plus the hidden `attribute` (the
 * attribute's id) that the `attribute` filter reads. A product's `attributes[]` element carries an
 * option as `{id, name}`.
 */
import Type from 'typebox';
import { Doc, IntId, Localized, Meta, StrictObject } from '../common/schema.js';
import { AttributeCode } from '../product-attributes/record.js';

export const ProductAttributeOptionRecord = StrictObject({
  id: Doc(IntId, 'The option\'s ID, unique across all attributes; the deprecated products `attributes` filter takes it. '
    + 'Attribute options are deprecated: use colors, dietary restrictions or the galenic shape filters.'),
  type: Doc(AttributeCode, 'The `code` of the attribute the option belongs to; read by the `type` filter.'),
  name: Doc(Localized, 'The option\'s name, per locale.'),
  /** Hidden (docs/contract.md §16): the id of the attribute the option belongs to. */
  attribute: Doc(IntId, 'ID of the attribute the option belongs to; read by the `attribute` filter.'),
  meta: Doc(Meta, 'When the option was added and last changed.'),
});

export type ProductAttributeOptionRecord = Type.Static<typeof ProductAttributeOptionRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9 and §16). */
export const PRODUCT_ATTRIBUTE_OPTION_HIDDEN_FIELDS = ['attribute'] as const;
