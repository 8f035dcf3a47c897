/**
 * GET /v4/products/get-fields and /v4/media/get-fields (docs/contract.md §13): one entry per
 * top-level member of the result view, derived from the record schemas and the write
 * declarations, so it cannot disagree with what the writes accept. `writable` means writable by
 * products/create and update (media/update for media); `meta` is one entry.
 */
import Type, { type TSchema } from 'typebox';
import { Doc, isLocalized, StrictObject } from '../resources/common/schema.js';
import { MediaLinkRecord, MediaPhotoRecord, MediaFrontalRecord } from '../resources/media/record.js';
import { media } from '../resources/media/resource.js';
import { MEDIA_WRITABLE } from '../resources/media/write.js';
import { ProductRecord } from '../resources/products/record.js';
import { products } from '../resources/products/resource.js';
import { DEPRECATED_PRODUCT_FIELDS, ProductWrite } from '../resources/products/write.js';

/** What get-fields answers: `{"fields": [FieldInfo]}` (the OpenAPI document reads it; FieldInfo is its entry). */
export const FieldsAnswer = StrictObject({
  fields: Type.Array(StrictObject({
    name: Doc(Type.String(), 'The member of the result view.'),
    type: Doc(Type.String(), 'Its JSON type: string, integer, number, boolean, object, array.'),
    localized: Doc(Type.Boolean(), 'Whether it is an object of texts per locale.'),
    writable: Doc(Type.Boolean(), 'Whether the create and update operations write it.'),
    requiredOnCreate: Doc(Type.Boolean(), 'Whether a create must give it.'),
    deprecated: Doc(Type.Boolean(), 'Whether it is deprecated.'),
    replacement: Doc(Type.Optional(Type.String()), 'What replaces a deprecated member: a member name, or several separated by `, `.'),
    values: Doc(Type.Optional(Type.Array(Type.Unknown())), 'Its allowed values, when they are listed.'),
  })),
});

export type FieldInfo = Type.Static<typeof FieldsAnswer>['fields'][number];

interface Schema { type?: string; enum?: readonly unknown[]; anyOf?: Schema[]; items?: Schema; const?: unknown }

/** The JSON type of a member (a nullable one: its non-null type) and its allowed values, if listed. */
function typeOf(schema: Schema): { type: string; values?: readonly unknown[] } {
  if (schema.anyOf) {
    const kinds = schema.anyOf.filter((s) => s.type !== 'null');
    if (kinds.every((k) => k.const !== undefined)) return { type: typeof kinds[0]!.const, values: [...new Set(kinds.map((k) => k.const))] };
    return typeOf(kinds[0]!);
  }
  if (schema.enum) return { type: 'string', values: schema.enum };
  if (schema.const !== undefined) return { type: typeof schema.const, values: [schema.const] };
  if (schema.type === 'array' && schema.items) {
    const item = typeOf(schema.items);
    return item.values ? { type: 'array', values: item.values } : { type: 'array' };
  }
  return { type: schema.type ?? 'object' };
}

interface Rules { hidden: readonly string[]; writable: ReadonlySet<string>; required: ReadonlySet<string>; deprecated: Readonly<Record<string, string>> }

function fieldsOf(properties: Record<string, TSchema>, rules: Rules): FieldInfo[] {
  return Object.entries(properties).filter(([name]) => !rules.hidden.includes(name)).map(([name, schema]) => {
    const { type, values } = typeOf(schema as Schema);
    const field: FieldInfo = {
      name, type, localized: isLocalized(schema), writable: rules.writable.has(name), requiredOnCreate: rules.required.has(name),
      deprecated: Object.hasOwn(rules.deprecated, name),
    };
    if (field.deprecated) field.replacement = rules.deprecated[name];
    if (values) field.values = [...values];
    return field;
  });
}

export const PRODUCT_FIELDS: readonly FieldInfo[] = fieldsOf(ProductRecord.properties as Record<string, TSchema>, {
  hidden: products.hidden,
  writable: new Set(Object.keys(ProductWrite.properties)),
  required: new Set((ProductWrite as { required?: string[] }).required ?? []),
  deprecated: DEPRECATED_PRODUCT_FIELDS,
});

/** Media: the members of photos (frontals included) and of links, each once, in that order. */
const mediaMembers: Record<string, TSchema> = {};
for (const shape of [MediaPhotoRecord, MediaFrontalRecord, MediaLinkRecord]) {
  for (const [name, schema] of Object.entries(shape.properties as Record<string, TSchema>)) {
    // A member of several kinds (`type`: photo or link) takes the values of each.
    const known = mediaMembers[name] as { anyOf?: TSchema[] } | undefined;
    mediaMembers[name] = known ? ({ anyOf: [...(known.anyOf ?? [known as TSchema]), schema] } as unknown as TSchema) : schema;
  }
}
const meta = mediaMembers.meta!;
delete mediaMembers.meta;
mediaMembers.meta = meta;

export const MEDIA_FIELDS: readonly FieldInfo[] = fieldsOf(mediaMembers, {
  hidden: media.hidden,
  writable: new Set(MEDIA_WRITABLE),
  required: new Set(),
  deprecated: {},
});
