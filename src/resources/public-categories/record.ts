/**
 * The stored public category record: the Public category of the spec ("Resources and their fields /
 * Public category"). `parent` is null for a root (docs/contract.md §12). A product embeds the record
 * unchanged. Public categories have no hidden fields.
 */
import Type from 'typebox';
import { Doc, IntId, Localized, Meta, StrictObject } from '../common/schema.js';

export const PublicCategoryRecord = StrictObject({
  id: Doc(IntId, 'The public category\'s ID.'),
  name: Doc(Localized, 'The category name, per locale.'),
  parent: Doc(Type.Union([IntId, Type.Null()]), 'ID of the parent category; `null` for a root category. Read by the `parent` filter.'),
  meta: Doc(Meta, 'When the public category was added and last changed.'),
});

export type PublicCategoryRecord = Type.Static<typeof PublicCategoryRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9): none. */
export const PUBLIC_CATEGORY_HIDDEN_FIELDS = [] as const;
