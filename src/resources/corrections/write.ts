/**
 * The body of corrections/create (docs/contract.md §13).
 */
import Type from 'typebox';
import { CORRECTION_TYPES, Doc, Enum, Locale, StrictObject } from '../common/schema.js';

export const CorrectionCreateBody = StrictObject({
  product: Doc(Type.String({ minLength: 1, maxLength: 64 }), 'ID of the product the feedback is about.'),
  correction: Doc(StrictObject({
    locale: Doc(Locale, 'The locale of the product information the feedback is about.'),
    type: Doc(Enum(CORRECTION_TYPES), 'The kind of problem: `wrong_information`, `missing_information`, `wrong_photo` or `other`.'),
    text: Doc(Type.String({ minLength: 1, maxLength: 5_000 }), 'The feedback, 1 to 5,000 characters.'),
  }), 'The feedback. It starts `open`; the caller\'s user and organization are kept with it.'),
});
export type CorrectionCreateBody = Type.Static<typeof CorrectionCreateBody>;
