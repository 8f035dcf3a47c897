/**
 * Partial updates (docs/contract.md §13): a member left out is unchanged; `null` removes an
 * optional member (a required one: 422); a localized object is merged locale by locale (a locale
 * set to `null` is removed); lists and other values are replaced whole. The patch is checked for
 * its types first, then the merged object against the operation's full write schema, so that
 * whatever a create would refuse an update refuses too, with the same paths.
 */
import Type, { type TObject, type TSchema } from 'typebox';
import { type Row } from '../../query/declare.js';
import { type Violation } from '../../query/errors.js';
import { Doc, isLocalized, LOCALE_PATTERN, localizedText, MAX_LOCALES } from './schema.js';
import { schemaViolations } from './check-body.js';

const patchSchemas = new WeakMap<TObject, TObject>();

/** The schema of a patch of `write`: every member optional and nullable, localized ones per locale. */
export function patchSchema(write: TObject): TObject {
  let schema = patchSchemas.get(write);
  if (!schema) {
    const properties: Record<string, TSchema> = {};
    for (const [name, member] of Object.entries(write.properties)) {
      // A localized member: a locale set to null removes that locale; the member set to null removes it all.
      // Its texts keep the member's own limits, so that the patch's schema says what an update takes.
      const value = isLocalized(member)
        ? Type.Union([Type.Record(Type.String({ pattern: LOCALE_PATTERN }), Type.Union([localizedText(member), Type.Null()]), { maxProperties: MAX_LOCALES }), Type.Null()])
        : Type.Union([member, Type.Null()]);
      const description = (member as { description?: string }).description;
      properties[name] = Type.Optional(description === undefined ? value : Doc(value, description));
    }
    schema = Type.Object(properties, { additionalProperties: false });
    patchSchemas.set(write, schema);
  }
  return schema;
}

/** The write members of a stored record: what a patch applies to. */
export function writableOf(record: Row, write: TObject): Row {
  const out: Row = {};
  for (const name of Object.keys(write.properties)) if (record[name] !== undefined) out[name] = record[name];
  return out;
}

/** `current` with `patch` applied: members left out unchanged, null removes, localized merged. */
export function applyPatch(current: Row, patch: Row, write: TObject): Row {
  const out: Row = { ...current };
  for (const [name, value] of Object.entries(patch)) {
    const member = write.properties[name];
    if (value === undefined || !member) continue;
    if (value === null) {
      delete out[name];
    } else if (isLocalized(member)) {
      const merged: Record<string, string> = { ...(out[name] as Record<string, string> | undefined) };
      for (const [locale, text] of Object.entries(value as Record<string, string | null>)) {
        if (text === null) delete merged[locale];
        else merged[locale] = text;
      }
      out[name] = merged;
    } else {
      out[name] = value;
    }
  }
  return out;
}

/** The merged object's violations against the full write schema, under `base` (e.g. `/product`). */
export function mergedViolations(write: TObject, merged: Row, base: string): Violation[] {
  return schemaViolations(write, merged).map(({ path, message }) => ({
    path: `${base}${path}`,
    // A required member the patch set to null is missing now: say why.
    message: message === 'is required' ? 'is required and cannot be removed' : message,
  }));
}
