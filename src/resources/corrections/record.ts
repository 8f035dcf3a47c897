/**
 * The stored correction record: the Correction of the spec ("Resources and their fields /
 * Correction") plus the hidden fields `organization` and `createdBy` (decisions section 9).
 */
import Type from 'typebox';
import { CORRECTION_TYPES, Enum, IntId, Locale, Meta, StrictObject, Text } from '../common/schema.js';

/** Spec "States and transitions": the result shape; the filter's `handled` means solved or closed. */
export const CORRECTION_STATUSES = ['open', 'in_progress', 'solved', 'closed'] as const;

export const CorrectionRecord = StrictObject({
  id: IntId,
  /** Product ID (a string, as product IDs are). */
  product: Type.String({ minLength: 1, maxLength: 64 }),
  locale: Locale,
  type: Enum(CORRECTION_TYPES),
  text: Text(10_000),
  status: Enum(CORRECTION_STATUSES),
  /** Hidden (decisions section 9): the organization of the user who reported it. */
  organization: IntId,
  /** Hidden (decisions section 9): the reporting user's ID. */
  createdBy: IntId,
  meta: Meta,
});

export type CorrectionRecord = Type.Static<typeof CorrectionRecord>;

/** Stored fields that the result view does not show (decisions section 9). */
export const CORRECTION_HIDDEN_FIELDS = ['organization', 'createdBy'] as const;
