/**
 * The read operations of every served resource (query, stream, find), derived from the registry
 * (src/resources/registry.ts) as the routes are (src/http/routes/resource-routes.ts).
 */
import { routeOf } from '../../query/declare.js';
import { type ServedResource } from '../../resources/registry.js';
import { STREAM_CONTENT_TYPE } from '../../http/content-types.js';
import { findIdKind } from '../../query/value-kinds.js';
import { CURSOR_SCHEMA, envelopeSchema, queryName, requiredMembers, streamRequestName } from './envelopes.js';
import { operationId, ref, shownExample, viewName } from './names.js';
import { COMMON_HEADERS, errors, headerRef } from './responses.js';
import { readExample } from './examples/read-examples.js';

type Schema = Record<string, unknown>;

export const USER_AGENT_PARAMETER = { $ref: '#/components/parameters/UserAgent' };

/** Components a resource's read operations use: its envelopes, its page, its stream line. */
export function readComponents(served: ServedResource): Record<string, Schema> {
  const { decl } = served;
  const view = viewName(decl);
  const out: Record<string, Schema> = {};
  if (served.operations.includes('query')) {
    out[queryName(decl)] = envelopeSchema(decl, 'query');
    out[`${view}Page`] = {
      type: 'object',
      required: ['meta', 'results'],
      additionalProperties: false,
      properties: {
        meta: ref('PageMeta'),
        results: { type: 'array', items: ref(view) },
      },
    };
  }
  if (served.operations.includes('stream')) {
    out[streamRequestName(decl)] = envelopeSchema(decl, 'stream');
    out[`${view}StreamLine`] = {
      description: 'One line of the stream: a result with its index, or, after a failure midway, one last error line.',
      oneOf: [
        {
          type: 'object',
          required: ['meta', 'result'],
          additionalProperties: false,
          properties: {
            meta: {
              type: 'object',
              required: ['total', 'index', ...(decl.envelope.resumable ? ['cursor'] : [])],
              additionalProperties: false,
              properties: {
                total: { type: 'integer', minimum: 1 },
                index: { type: 'integer', minimum: 0 },
                ...(decl.envelope.resumable ? { cursor: { ...CURSOR_SCHEMA, description: 'Send it as `after` with the same filter and sorting to continue after this line.' } } : {}),
              },
            },
            result: ref(view),
          },
        },
        ref('Error'),
      ],
    };
  }
  return out;
}

function readHeaders(served: ServedResource, extra: Record<string, unknown> = {}) {
  return {
    ...COMMON_HEADERS,
    ...(served.deprecated ? { Deprecation: headerRef('Deprecation'), Link: headerRef('Link') } : {}),
    ...extra,
  };
}

export function readPaths(served: ServedResource): Record<string, Schema> {
  const { decl } = served;
  const base = `/v4/${routeOf(decl)}`;
  const view = viewName(decl);
  const tags = [decl.path];
  const parameters = served.userAgentRequired ? [USER_AGENT_PARAMETER] : [];
  const common = { tags, ...(served.deprecated ? { deprecated: true } : {}), ...(parameters.length ? { parameters } : {}) };
  const window = decl.envelope.resultWindow
    ? ` Results beyond index ${decl.envelope.resultWindow - 1} are not reachable by paging (\`result_window_exceeded\`): use the stream.` : '';
  const paths: Record<string, Schema> = {};
  // The demo's records (examples/read-examples.ts): what "Try it out" sends, and what the answers show.
  const example = readExample(decl);
  const envelope = (operation: 'query' | 'stream') => example && {
    example: { filter: example.filter, ...(example.sorting ? { sorting: example.sorting } : {}), ...(operation === 'query' ? { page: { no: 0, size: 10 } } : {}) },
  };
  const shown = (suffix: string) => (example ? shownExample(`${view}${suffix}`) : {});
  // A query and a stream: a POST of the envelope, answered by the results or a read error.
  const envelopePost = (operation: 'query' | 'stream', request: string, described: { summary: string; description: string }, answers: Record<number, Schema>) => ({
    post: {
      ...common,
      operationId: operationId(`${routeOf(decl)}/${operation}`),
      ...described,
      requestBody: { required: requiredMembers(decl, operation).length > 0, content: { 'application/json': { schema: ref(request), ...envelope(operation) } } },
      responses: { ...answers, ...errors(400, 401, 403, ...(operation === 'stream' && decl.envelope.resumable ? [410] : []), 413, 415, 422, 429, 500, 503) },
    },
  });
  if (served.operations.includes('query')) {
    paths[`${base}/query`] = envelopePost('query', queryName(decl), {
      summary: `A page of ${decl.path}`,
      description: `Filters, sorts and pages ${decl.path}; \`meta.total\` is the exact number of matches.${window}`,
    }, {
      200: { description: 'The page.', headers: readHeaders(served), content: { 'application/json': { schema: ref(`${view}Page`), ...shown('Page') } } },
    });
  }
  if (served.operations.includes('stream')) {
    const position = decl.envelope.resumable ? { 'X-Catalog-Position': headerRef('X-Catalog-Position') } : {};
    const resumes = decl.envelope.resumable
      ? ' Each line carries `meta.cursor`: the same request with `"after": cursor` continues after that line (another filter or sorting, or an altered cursor: 422); '
        + 'the answer\'s `X-Catalog-Position` is where to follow the change feed from once the stream is read.' : '';
    paths[`${base}/stream`] = envelopePost('stream', streamRequestName(decl), {
      summary: `Every matching ${decl.singular}, as NDJSON`,
      description: `One JSON object per line (\`${STREAM_CONTENT_TYPE}\`), in sorting order, each line ending in a newline; `
        + 'the first line leaves before the whole result is read, and a slow reader slows the server. A failure midway ends '
        + `the stream with one error line. No match: 204.${resumes}`,
    }, {
      200: { description: 'One line per result.', headers: readHeaders(served, position), content: { [STREAM_CONTENT_TYPE]: { schema: ref(`${view}StreamLine`), ...shown('StreamLine') } } },
      204: { description: 'Nothing matches.', headers: readHeaders(served, position) },
    });
  }
  if (served.operations.includes('find')) {
    paths[`${base}/find`] = {
      get: {
        ...common,
        operationId: operationId(`${routeOf(decl)}/find`),
        summary: `One ${decl.singular} by id`,
        parameters: [
          ...parameters,
          { name: 'id', in: 'query', required: true, schema: findIdKind(decl.idType).jsonSchema, ...(example ? { example: example.record.id } : {}) },
          { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'An ETag of this record: 304 when it is still current.' },
        ],
        responses: {
          200: {
            description: `\`{"${decl.singular}": ...}\``,
            headers: readHeaders(served, { ETag: headerRef('ETag') }),
            content: { 'application/json': { schema: { type: 'object', required: [decl.singular], additionalProperties: false, properties: { [decl.singular]: ref(view) } }, ...shown('') } },
          },
          304: { description: 'The record still has the ETag sent in If-None-Match.', headers: readHeaders(served, { ETag: headerRef('ETag') }) },
          ...errors(400, 401, 403, 404, 422, 429, 500, 503),
        },
      },
    };
  }
  return paths;
}
