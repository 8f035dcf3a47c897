/**
 * The result view of a resource as JSON Schema: its stored record's schema (the declaration's
 * `record`) less the hidden fields (docs/contract.md §9), plus what the view adds (a product's
 * signed URLs, src/resources/view.ts). A tagged union (media: photo, frontal, link) stays one,
 * each branch cut the same way.
 */
import { type ServedResource } from '../../resources/registry.js';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[] };

/** A copy with plain JSON only: the schema library's own markers are not part of the document. */
export const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema)) as Schema;

function withoutHidden(schema: Schema, hidden: readonly string[]): Schema {
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((branch) => withoutHidden(branch, hidden)) };
  if (!schema.properties) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !hidden.includes(key)));
  const required = schema.required?.filter((key) => !hidden.includes(key));
  return { ...schema, properties, ...(required ? { required } : {}) };
}

/** Adds a member the view splices in at `path` (`meta.embedUrl`), required: every answer has it. */
function withAdded(schema: Schema, path: string[], added: Schema): Schema {
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((branch) => withAdded(branch, path, added)) };
  const [head, ...rest] = path as [string, ...string[]];
  const properties = { ...schema.properties };
  properties[head] = rest.length === 0 ? added : withAdded(properties[head] ?? { type: 'object', properties: {} }, rest, added);
  const required = [...new Set([...(schema.required ?? []), head])];
  return { ...schema, properties, required };
}

const ADDED_TYPES: Record<string, Schema> = { URL: { type: 'string', format: 'uri' } };

export function viewSchema(served: ServedResource): Schema {
  let schema = withoutHidden(plain(served.decl.record), served.decl.hidden);
  for (const added of served.view.adds ?? []) {
    schema = withAdded(schema, added.path.split('.'), { ...(ADDED_TYPES[added.type] ?? { type: 'string' }), description: added.description });
  }
  return schema;
}
