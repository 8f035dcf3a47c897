/**
 * Schema building blocks shared by every resource record (spec: "Resources and their fields").
 * Property order in every object schema is the serialization order of stored documents.
 */
import Type, { type TSchema } from 'typebox';
import { Memory } from 'typebox/system';
import { LOCALE_CODE } from '../../query/value-kinds.js';

/**
 * A schema with what it means, for the field reference (docs/fields.md, src/docs/fields.ts);
 * validation ignores it. A copy: shared building blocks stay as they are.
 */
export function Doc<T extends TSchema>(schema: T, description: string): T {
  return Memory.Update(schema, {}, { description }) as T;
}

/**
 * A shape with a name (`Photo (in a product)`): the field reference documents it once and names
 * it wherever it is used. The name is the schema's `title`.
 */
export function Shape<T extends TSchema>(title: string, schema: T): T {
  return Memory.Update(schema, {}, { title }) as T;
}

/** Locale codes such as `en`, `nl`, `fr`, `de`, optionally with a region (`nl-BE`). */
export const LOCALE_PATTERN = LOCALE_CODE.source;
export const Locale = Type.String({ pattern: LOCALE_PATTERN, maxLength: 5, title: 'locale code' });

const LOCALIZED_TITLE = 'localized text';

/** The most locales one localized text holds, as the most a `locales` list names (docs/api.md "Limits of written values"). */
export const MAX_LOCALES = 50;

/** A string keyed by locale code (spec: "(localized)"). */
export const Localized = Shape(LOCALIZED_TITLE, Type.Record(Type.String({ pattern: LOCALE_PATTERN }), Type.String({ maxLength: 100_000 }),
  { maxProperties: MAX_LOCALES }));

/** Localized text whose strings follow `text` (a product name: at least one locale, none empty). */
export const LocalizedOf = <T extends TSchema>(text: T, options: { minProperties?: number } = {}) =>
  Shape(LOCALIZED_TITLE, Type.Record(Type.String({ pattern: LOCALE_PATTERN }), text, { maxProperties: MAX_LOCALES, ...options }));

/** The text schema of each locale of a localized text. */
export const localizedText = (schema: TSchema): TSchema => Object.values((schema as { patternProperties: Record<string, TSchema> }).patternProperties)[0]!;

/** Whether a member is localized text (partial updates merge it locale by locale, docs/contract.md §13). */
export const isLocalized = (schema: TSchema): boolean => (schema as { title?: unknown }).title === LOCALIZED_TITLE;

/** Unix timestamps in seconds. */
export const Timestamp = Type.Integer({ minimum: 0, maximum: 253_402_300_799, title: 'unix timestamp' });

export const Meta = Type.Object({
  createdAt: Doc(Timestamp, 'When the record was added.'),
  updatedAt: Doc(Timestamp, 'When the record last changed.'),
}, { additionalProperties: false });

/** Any integer JSON carries exactly, which every store's integer column holds. */
export const SafeInteger = Type.Integer({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
export const IntId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991, title: 'integer ID' });
export const Text = (max = 10_000) => Type.String({ maxLength: max });
export const Url = Type.String({ maxLength: 2_048, title: 'URL' });
export const StrictObject = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** Values docs/contract.md §6 fixes where the spec leaves them open. */
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
