/**
 * The OpenAPI 3.1 document of the service, built from the declarations that drive validation,
 * SQL and the routes: the served resources (src/resources/registry.ts), the write operations
 * (src/command/registry.ts) and the error catalogue (src/http/errors.ts). Served at
 * GET /v4/openapi.json and written to docs/openapi.json by `npm run docs`; a test validates it
 * and replays the HTTP suite's exchanges against it (test/docs/openapi-*.test.ts).
 */
import { IDEMPOTENCY_KEY } from '../../command/idempotency.js';
import { COMMANDS } from '../../command/registry.js';
import { type CommandDecl } from '../../command/declare.js';
import { SERVED, type ServedResource } from '../../resources/registry.js';
import { EMPTY_LIST, filterName, filterSchema, PAGE, PAGE_META, sortingName, sortingSchema, sortKindSchemas } from './envelopes.js';
import { GETTING_STARTED } from './getting-started.js';
import { viewName } from './names.js';
import { otherComponents, otherPaths } from './other-paths.js';
import { changeComponents, changePaths } from './change-paths.js';
import { webhookComponents, webhookExamples, webhookPaths } from './webhook-paths.js';
import { readAnswerExamples, type ExampleObject } from './examples/read-examples.js';
import { otherAnswerExamples, USER_AGENT_EXAMPLE } from './examples/other-examples.js';
import { readComponents, readPaths } from './read-paths.js';
import { ERROR_BODY, errorResponses, HEADERS } from './responses.js';
import { shareRepeated } from './shared.js';
import { viewSchema } from './views.js';
import { writeComponents, writePaths } from './write-paths.js';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } & Record<string, unknown> };

export function openApiDocument(served: readonly ServedResource[] = SERVED, commands: readonly CommandDecl[] = COMMANDS): OpenApiDocument {
  const schemas: Record<string, unknown> = { Error: ERROR_BODY, EmptyList: EMPTY_LIST, Page: PAGE, PageMeta: PAGE_META, ...sortKindSchemas() };
  const paths: Record<string, Record<string, unknown>> = {};
  // The answers' examples, each once (src/docs/openapi/examples/): the operations refer to them.
  const examples: Record<string, ExampleObject> = {};
  for (const resource of served) {
    const { decl } = resource;
    schemas[viewName(decl)] = viewSchema(resource);
    schemas[filterName(decl)] = filterSchema(decl);
    if (decl.envelope.sorting !== 'none') schemas[sortingName(decl)] = sortingSchema(decl);
    Object.assign(schemas, readComponents(resource));
    Object.assign(paths, readPaths(resource));
    Object.assign(examples, readAnswerExamples(resource));
  }
  Object.assign(examples, webhookExamples(), otherAnswerExamples());
  Object.assign(schemas, writeComponents(commands), otherComponents(), changeComponents(served), webhookComponents());
  Object.assign(paths, writePaths(commands, served), changePaths(), webhookPaths(), otherPaths());
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Catalog Data API',
      version: '4',
      description: GETTING_STARTED,
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ basicAuth: [] }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op as { tags?: string[] }).tags ?? [])))]
      .map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: errorResponses(),
      examples,
      headers: HEADERS,
      parameters: {
        UserAgent: { name: 'User-Agent', in: 'header', required: true, schema: { type: 'string', minLength: 1 }, example: USER_AGENT_EXAMPLE, description: 'Media operations need one that names your application (400 `user_agent_required`).' },
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source }, description: 'The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`.' },
        IfMatch: { name: 'If-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag the update is based on: 412 `precondition_failed` when the record has changed since.' },
      },
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic', description: 'The API key id as the username, its secret as the password.' } },
    },
  };
  shareRepeated(document);
  return document;
}
