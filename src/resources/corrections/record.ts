/**
 * The stored correction record: the Correction of the spec ("Resources and their fields /
 * Correction") plus the hidden fields `organization` and `createdBy` (docs/contract.md §9).
 */
import Type from 'typebox';
import { CORRECTION_TYPES, Doc, Enum, IntId, Locale, Meta, StrictObject, Text } from '../common/schema.js';

/** Spec "States and transitions": the result shape; the filter's `handled` means solved or closed. */
export const CORRECTION_STATUSES = ['open', 'in_progress', 'solved', 'closed'] as const;

export const CorrectionRecord = StrictObject({
  id: Doc(IntId, 'The correction\'s ID.'),
  /** Product ID (a string, as product IDs are). */
  product: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'ID of the product the feedback is about.'),
  locale: Doc(Locale, 'The locale of the product information the feedback is about.'),
  type: Doc(Enum(CORRECTION_TYPES), 'The kind of problem reported: `wrong_information`, `missing_information`, `wrong_photo` or `other`.'),
  text: Doc(Text(10_000), 'The feedback, in the reporter\'s words; read by the `search` filter.'),
  status: Doc(Enum(CORRECTION_STATUSES), 'How far the correction is handled: `open`, `in_progress`, `solved` or `closed`; '
    + 'the `status` filter value `handled` matches `solved` and `closed`.'),
  /** Hidden (docs/contract.md §9): the organization of the user who reported it. */
  organization: Doc(IntId, 'ID of the organization of the user who reported it (`createdBy`); read by the `organization` filter.'),
  /** Hidden (docs/contract.md §9): the reporting user's ID. */
  createdBy: Doc(IntId, 'ID of the user who reported it; read by the `createdBy` filter.'),
  meta: Doc(Meta, 'When the correction was reported and last changed; the `createdAt` filter reads `createdAt`, '
    + 'the `touchedAt` sort key `updatedAt`.'),
});

export type CorrectionRecord = Type.Static<typeof CorrectionRecord>;

/** Stored fields that the result view does not show (docs/contract.md §9). */
export const CORRECTION_HIDDEN_FIELDS = ['organization', 'createdBy'] as const;
