/**
 * The write operations (docs/contract.md §13), derived from their declarations
 * (src/command/registry.ts) as the routes are (src/http/routes/command-routes.ts): the body
 * schema, the answer under its singular name, and the headers of the kind (Idempotency-Key on
 * creates, If-Match on updates).
 */
import { type CommandDecl } from '../../command/declare.js';
import { needsUserAgent, type ServedResource } from '../../resources/registry.js';
import { permissionText } from '../../resources/subscription-types/resource.js';
import { commandName, operationId, ref, shownExample, viewName } from './names.js';
import { writeExample } from './examples/write-examples.js';
import { USER_AGENT_PARAMETER } from './read-paths.js';
import { COMMON_HEADERS, errors, headerRef } from './responses.js';
import { plain } from './views.js';

type Schema = Record<string, unknown>;

/** The resource whose view an operation without a declared answer answers. */
function resultOf(decl: CommandDecl, served: readonly ServedResource[]): ServedResource {
  const resource = served.find((s) => s.decl.singular === decl.result);
  if (!resource) throw new Error(`${decl.path} answers "${decl.result}", which is no resource's singular and has no declared answer`);
  return resource;
}

/** The component of the object an operation answers: its declared answer, or the view of the resource it names. */
const answerOf = (decl: CommandDecl, served: readonly ServedResource[]): Schema =>
  (decl.answer ? ref(`${commandName(decl.path)}Answer`) : ref(viewName(resultOf(decl, served).decl)));

export function writeComponents(commands: readonly CommandDecl[]): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const decl of commands) {
    out[`${commandName(decl.path)}Request`] = plain(decl.body);
    if (decl.answer) out[`${commandName(decl.path)}Answer`] = plain(decl.answer);
  }
  return out;
}

/** A multipart upload: the file in its part, the other members as fields (docs/contract.md §14). */
function multipartSchema(decl: CommandDecl): Schema {
  const body = plain(decl.body) as { properties: Record<string, Schema> };
  const part = decl.upload!.part;
  const properties: Record<string, Schema> = { [part]: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file; its name is the part\'s file name.' } };
  for (const [name, schema] of Object.entries(body.properties)) {
    if (name !== part) properties[name] = { description: `As in the JSON body (lists repeated or as one JSON array, booleans as \`true\`/\`false\`). ${String(schema.description ?? '')}`.trim() };
  }
  return { type: 'object', required: [part], properties };
}

export function writePaths(commands: readonly CommandDecl[], served: readonly ServedResource[]): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const decl of commands) {
    const name = commandName(decl.path);
    const parameters: Schema[] = needsUserAgent(decl.path, served) ? [USER_AGENT_PARAMETER] : [];
    if (decl.kind === 'create') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    if (decl.kind === 'update') parameters.push({ $ref: '#/components/parameters/IfMatch' });
    // What "Try it out" sends, and the answer's example (examples/write-examples.ts).
    const example = writeExample(decl.path);
    const content: Schema = { 'application/json': { schema: ref(`${name}Request`), ...(example ? { example: example.body } : {}) } };
    const answered = example && (example.answer ?? (decl.answer ? undefined : viewName(resultOf(decl, served).decl)));
    if (decl.upload) content['multipart/form-data'] = { schema: multipartSchema(decl) };
    const statuses = [400, 401, 403, ...(decl.target ? [404] : []), ...(decl.kind === 'create' || decl.kind === 'update' ? [409] : []),
      ...(decl.kind === 'update' ? [412] : []), 413, 415, 422, 429, 500, 503];
    paths[`/v4/${decl.path}`] = {
      post: {
        tags: [decl.path.split('/').slice(0, -1).join('/')],
        operationId: operationId(decl.path),
        summary: decl.summary,
        description: `${permissionText(decl.permission)} Answers \`{"${decl.result}": ...}\`.`
          + (decl.kind === 'create' ? ' Send an `Idempotency-Key` to make a retry safe.' : '')
          + (decl.kind === 'update' ? ' Send `If-Match` with the record\'s ETag to refuse a lost update (412).' : ''),
        'x-permission': decl.permission,
        ...(parameters.length ? { parameters } : {}),
        requestBody: { required: true, ...(example?.note ? { description: example.note } : {}), content },
        responses: {
          200: {
            description: `The written ${decl.result}.`,
            headers: { ...COMMON_HEADERS, ETag: headerRef('ETag'), ...(decl.kind === 'create' ? { 'Idempotent-Replayed': headerRef('Idempotent-Replayed') } : {}) },
            content: {
              'application/json': {
                schema: { type: 'object', required: [decl.result], additionalProperties: false, properties: { [decl.result]: answerOf(decl, served) } },
                ...(answered ? shownExample(answered) : {}),
              },
            },
          },
          ...errors(...statuses),
        },
      },
    };
  }
  return paths;
}
