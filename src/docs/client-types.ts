/**
 * The generated part of the TypeScript client (client/src/generated/), written by `npm run docs`:
 * the OpenAPI document's types (by openapi-typescript) and the list of resources and writes the
 * client needs at run time (which operations a resource offers, its result window, what a write
 * is). A test checks both files against these functions, so the client cannot drift from the
 * declarations.
 *
 * The client's types leave out the `[]` the server takes wherever an object is expected (docs/api.md
 * "Querying": for encoders that write an empty map that way): a TypeScript caller writes `{}`,
 * and a list where a filter, sorting, page or body belongs is then a compile error, not a 422.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { COMMANDS } from '../command/registry.js';
import { routeOf } from '../query/declare.js';
import { SERVED } from '../resources/registry.js';
import { openApiDocument } from './openapi/document.js';

const HEADER = '// Generated from the server\'s declarations by `npm run docs` (src/docs/client-types.ts); do not edit.\n';

const EMPTY_LIST = '#/components/schemas/EmptyList';

/** A copy of a schema (or of the whole document) with every `anyOf` alternative of EmptyList left out. */
function withoutEmptyLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyLists);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withoutEmptyLists(value);
  if (!Array.isArray(copy.anyOf)) return copy;
  const kept = copy.anyOf.filter((alternative) => (alternative as { $ref?: unknown }).$ref !== EMPTY_LIST);
  if (kept.length !== 1) return { ...copy, anyOf: kept };
  // `{anyOf: [X]}` is X: generated as X itself rather than as a union of one.
  delete copy.anyOf;
  return { ...copy, ...(kept[0] as Record<string, unknown>) };
}

export async function renderClientTypes(): Promise<string> {
  const document = withoutEmptyLists(openApiDocument()) as ReturnType<typeof openApiDocument>;
  delete document.components.schemas.EmptyList;
  const ast = await openapiTS(document as never, { alphabetize: false });
  return `${HEADER}${astToString(ast)}`;
}

export function renderClientCatalog(): string {
  const resources = Object.fromEntries(SERVED.map(({ decl, operations }) => [routeOf(decl), {
    singular: decl.singular,
    operations,
    ...(decl.envelope.resultWindow !== undefined ? { resultWindow: decl.envelope.resultWindow } : {}),
  }]));
  const writes = Object.fromEntries(COMMANDS.map((c) => [c.path, { kind: c.kind, result: c.result }]));
  return `${HEADER}
/** Every resource by its path under /v4: the singular name of its find answer, its operations, its result window. */
export const RESOURCES = ${JSON.stringify(resources, null, 2)} as const;

/** Every write operation by its path under /v4: whether it creates (an Idempotency-Key), updates (If-Match), and what it answers. */
export const WRITES = ${JSON.stringify(writes, null, 2)} as const;
`;
}
