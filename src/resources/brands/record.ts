/**
 * The stored brand record: the Brand of the spec ("Resources and their fields / Brand") as brands
 * query returns it. `name` is a plain string here and localized only inside a product; `logo` is
 * nullable (docs/contract.md §12). Brands have no hidden fields.
 */
import Type from 'typebox';
import { Doc, IntId, Meta, StrictObject, Text, Url } from '../common/schema.js';

export const BrandRecord = StrictObject({
  id: Doc(IntId, 'The brand\'s ID.'),
  name: Doc(Text(500), 'The brand name, one string for every language (inside a product it is repeated under each locale).'),
  logo: Doc(Type.Union([Url, Type.Null()]), 'Address of the brand\'s logo image; `null` when the catalogue has none.'),
  meta: Doc(Meta, 'When the brand was added and last changed.'),
});

export type BrandRecord = Type.Static<typeof BrandRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const BRAND_HIDDEN_FIELDS = [] as const;
