/**
 * The stored product family record: the Product family of the spec ("Resources and their fields /
 * Product family"). `name` is localized everywhere (docs/contract.md §12), so a product embeds the
 * record unchanged. Product families have no hidden fields.
 */
import Type from 'typebox';
import { Doc, IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const ProductFamilyRecord = StrictObject({
  id: Doc(IntId, 'The product family\'s ID.'),
  name: Doc(Localized, 'The family name, per locale.'),
  meta: Doc(Meta, 'When the product family was added and last changed.'),
});

export type ProductFamilyRecord = Type.Static<typeof ProductFamilyRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const PRODUCT_FAMILY_HIDDEN_FIELDS = [] as const;
