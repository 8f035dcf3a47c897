/**
 * The change feed's operations (docs/api.md "Following changes"): changes/query and
 * changes/stream, their requests as the routes check them (src/feed/requests.ts) and
 * their answers, each change's record one of the resources' views.
 */
import { STREAM_CONTENT_TYPE } from '../../http/content-types.js';
import { changeBodies, PositionText } from '../../feed/requests.js';
import { followed, type ServedResource } from '../../resources/registry.js';
import { orEmptyList } from './envelopes.js';
import { ref, shownExample, viewName } from './names.js';
import { otherRequestExamples } from './examples/other-examples.js';
import { COMMON_HEADERS, errors, headerRef } from './responses.js';
import { plain } from './views.js';

type Schema = Record<string, unknown>;

export function changeComponents(served: readonly ServedResource[]): Record<string, Schema> {
  const queried = [...followed(served).values()];
  const resources = queried.map((r) => r.decl.path);
  // The bodies as the routes check them (src/feed/requests.ts); `[]` stands for `{}` (docs/contract.md §1).
  const bodies = changeBodies(resources);
  return {
    ChangePosition: { ...plain(PositionText), description: 'An opaque point in the store\'s history of committed changes: keep it as it is.' },
    ChangesQueryRequest: orEmptyList(plain(bodies.query)),
    ChangesStreamRequest: plain(bodies.stream),
    Change: {
      type: 'object',
      required: ['position', 'resource', 'id', 'action', 'at'],
      additionalProperties: false,
      properties: {
        position: ref('ChangePosition'),
        resource: { type: 'string', enum: resources },
        id: { type: ['string', 'integer'] },
        action: { type: 'string', enum: ['created', 'updated', 'deleted'] },
        at: { type: 'integer', description: 'The unix time of the commit.' },
        record: {
          description: 'The record as its resource\'s query shows it to this caller now; absent for `deleted`.',
          anyOf: queried.map((r) => ref(viewName(r.decl))),
        },
      },
    },
    ChangesAnswer: {
      type: 'object',
      required: ['meta', 'results'],
      additionalProperties: false,
      properties: {
        meta: {
          type: 'object',
          required: ['position', 'more'],
          additionalProperties: false,
          properties: {
            position: ref('ChangePosition'),
            more: { type: 'boolean', description: 'Changes after `position` are already waiting: ask again at once.' },
          },
        },
        results: { type: 'array', items: ref('Change') },
      },
    },
    ChangesStreamLine: {
      description: 'A change, a position after 15 seconds without one, or, after a failure midway, one last error line.',
      oneOf: [
        { type: 'object', required: ['meta', 'result'], additionalProperties: false, properties: { meta: { type: 'object', required: ['position'], additionalProperties: false, properties: { position: ref('ChangePosition') } }, result: ref('Change') } },
        { type: 'object', required: ['meta'], additionalProperties: false, properties: { meta: { type: 'object', required: ['position'], additionalProperties: false, properties: { position: ref('ChangePosition') } } } },
        ref('Error'),
      ],
    },
  };
}

export function changePaths(): Record<string, Schema> {
  const position = { ...COMMON_HEADERS, 'X-Catalog-Position': headerRef('X-Catalog-Position') };
  const { changesQuery, changesStream } = otherRequestExamples();
  return {
    '/v4/changes/query': {
      post: {
        tags: ['changes'], operationId: 'changesQuery', summary: 'What changed after a position',
        description: 'Each record at most once, at its latest change up to `meta.position`, in position order, as its query shows it now. '
          + 'Without `after`: no changes and the current position. With `wait` and nothing new, the answer waits for a commit. '
          + 'A position older than the kept history, from before a sandbox reset or of another store: 410 `position_expired`.',
        requestBody: { required: false, description: changesQuery!.note, content: { 'application/json': { schema: ref('ChangesQueryRequest'), example: changesQuery!.body } } },
        responses: {
          200: { description: 'The changes.', headers: COMMON_HEADERS, content: { 'application/json': { schema: ref('ChangesAnswer'), ...shownExample('Changes') } } },
          ...errors(400, 401, 403, 410, 413, 415, 422, 429, 500, 503),
        },
      },
    },
    '/v4/changes/stream': {
      post: {
        tags: ['changes'], operationId: 'changesStream', summary: 'What changed after a position, as NDJSON, then what changes',
        description: `One change per line (\`${STREAM_CONTENT_TYPE}\`), then, for \`follow\` seconds, each new change as it commits, with a line `
          + 'of the position after every 15 seconds without one. No change and no `follow`: 204.',
        requestBody: { required: true, description: changesStream!.note, content: { 'application/json': { schema: ref('ChangesStreamRequest'), example: changesStream!.body } } },
        responses: {
          200: { description: 'One line per change.', headers: position, content: { [STREAM_CONTENT_TYPE]: { schema: ref('ChangesStreamLine'), ...shownExample('ChangesStreamLine') } } },
          204: { description: 'No change, and no `follow`.', headers: position },
          ...errors(400, 401, 403, 410, 413, 415, 422, 429, 500, 503),
        },
      },
    },
  };
}
