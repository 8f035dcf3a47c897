/**
 * The stored public category record: the Public category of the spec ("Resources and their fields /
 * Public category"). `parent` is null for a root (decisions section 12). A product embeds the record
 * unchanged. Public categories have no hidden fields.
 */
import Type from 'typebox';
import { IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const PublicCategoryRecord = StrictObject({
  id: IntId,
  name: Localized,
  parent: Type.Union([IntId, Type.Null()]),
  meta: Meta,
});

export type PublicCategoryRecord = Type.Static<typeof PublicCategoryRecord>;

/** Stored fields that the result view does not show (decisions section 9): none. */
export const PUBLIC_CATEGORY_HIDDEN_FIELDS = [] as const;
