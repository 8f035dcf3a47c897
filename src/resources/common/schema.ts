/**
 * Schema building blocks shared by every resource record (spec: "Resources and their fields").
 * Property order in every object schema is the serialization order of stored documents.
 */
import Type from 'typebox';

/** Locale codes such as `en`, `nl`, `fr`, `de`, optionally with a region (`nl-BE`). */
export const LOCALE_PATTERN = '^[a-z]{2}(-[A-Z]{2})?$';
export const Locale = Type.String({ pattern: LOCALE_PATTERN, maxLength: 5 });

/** A string keyed by locale code (spec: "(localized)"). */
export const Localized = Type.Record(Type.String({ pattern: LOCALE_PATTERN }), Type.String({ maxLength: 100_000 }));

/** Unix timestamps in seconds. */
export const Timestamp = Type.Integer({ minimum: 0, maximum: 253_402_300_799 });

export const Meta = Type.Object({ createdAt: Timestamp, updatedAt: Timestamp }, { additionalProperties: false });

export const IntId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });
export const Text = (max = 10_000) => Type.String({ maxLength: max });
export const Url = Type.String({ maxLength: 2_048 });
export const StrictObject = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** Values decisions.md section 6 fixes where the spec leaves them open. */
export const TARGET_GROUPS = ['consumer', 'pharmacist', 'medical_professional', 'veterinarian'] as const;
export const VISIBLE_SIDES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;
export const LINK_TYPES = ['website', 'video', 'brochure', 'other'] as const;
export const DESCRIPTION_TYPES = [
  'general', 'usage', 'composition', 'indications', 'contraindications', 'side_effects', 'warnings', 'storage',
] as const;
export const CORRECTION_TYPES = ['wrong_information', 'missing_information', 'wrong_photo', 'other'] as const;
export const ORGANIZATION_TYPES = ['supplier', 'marketing', 'medical_professional', 'other'] as const;
export const PHOTO_TYPES = ['packshot', 'productshot', 'lifestyle_image', 'pillshot'] as const;

export const Enum = <const T extends readonly string[]>(values: T) => Type.Enum([...values] as unknown as T[number][]);
