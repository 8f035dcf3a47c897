/**
 * The stored brand record: the Brand of the spec ("Resources and their fields / Brand") as brands
 * query returns it. `name` is a plain string here and localized only inside a product; `logo` is
 * nullable (decisions section 12). Brands have no hidden fields.
 */
import Type from 'typebox';
import { IntId, Meta, StrictObject, Text, Url } from '../common/schema.js';

export const BrandRecord = StrictObject({
  id: IntId,
  name: Text(500),
  logo: Type.Union([Url, Type.Null()]),
  meta: Meta,
});

export type BrandRecord = Type.Static<typeof BrandRecord>;

/** Stored fields that the result view does not show (decisions section 9): none. */
export const BRAND_HIDDEN_FIELDS = [] as const;
