/**
 * The generated part of the TypeScript client (client/src/generated/), written by `npm run docs`:
 * the OpenAPI document's types (by openapi-typescript) and the list of resources and writes the
 * client needs at run time (which operations a resource offers, its result window, what a write
 * is). A test checks both files against these functions, so the client cannot drift from the
 * declarations.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { COMMANDS } from '../command/registry.js';
import { routeOf } from '../query/declare.js';
import { SERVED } from '../resources/registry.js';
import { openApiDocument } from './openapi/document.js';

const HEADER = '// Generated from the server\'s declarations by `npm run docs` (src/docs/client-types.ts); do not edit.\n';

export async function renderClientTypes(): Promise<string> {
  const ast = await openapiTS(openApiDocument() as never, { alphabetize: false });
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
