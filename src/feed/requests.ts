/**
 * The change feed's request bodies (docs/api.md "Following changes"), declared once as schemas:
 * they validate requests (violations at their paths, 422) and are the OpenAPI document's request
 * schemas (src/docs/openapi/change-paths.ts). Positions are read later, with the store's key
 * (position.ts). Pure.
 */
import Type, { type TSchema } from 'typebox';
import { ValidationError } from '../query/errors.js';
import { asObject } from '../query/value-kinds.js';
import { checkBody } from '../resources/common/check-body.js';
import { Doc, Enum, StrictObject } from '../resources/common/schema.js';
import { MAX_POSITION } from './position.js';

export const MAX_LIMIT = 1_000;
export const DEFAULT_LIMIT = 100;
export const MAX_WAIT_SECONDS = 30;
export const MAX_FOLLOW_SECONDS = 3_600;

/** A position as text: what is not even this shape is refused before its check (position.ts). */
export const PositionText = Type.String({ minLength: 1, maxLength: MAX_POSITION, pattern: '^[A-Za-z0-9._-]+$' });

const After = Type.Union([PositionText, Type.Null()]);
const AFTER_TEXT = 'Where the caller is: a position from an earlier answer or a stream\'s `X-Catalog-Position`; null: no changes, only where to start from.';

/** The two bodies of a served set of resources (those with a query operation). */
export function changeBodies(resources: readonly string[]) {
  const name = Enum(resources);
  const filter = Doc(Type.Optional(StrictObject({
    resource: Doc(Type.Optional(Type.Union([name, Type.Array(name, { minItems: 1, maxItems: resources.length })])), 'Only the changes of these resources.'),
  })), 'Which changes: `{"resource": ["products", "media"]}`; left out: every resource\'s.');
  return {
    query: StrictObject({
      after: Doc(Type.Optional(After), `${AFTER_TEXT} Left out: the same as null.`),
      filter,
      limit: Doc(Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })), 'Records at most in the answer.'),
      wait: Doc(Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_WAIT_SECONDS, default: 0 })), 'Seconds to wait for a change when there is none after `after`.'),
    }),
    stream: StrictObject({
      after: Doc(After, AFTER_TEXT),
      filter,
      follow: Doc(Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_FOLLOW_SECONDS, default: 0 })), 'Seconds to go on sending changes as they commit.'),
    }),
  };
}

export type ChangeBodies = ReturnType<typeof changeBodies>;

interface Sent { after?: string | null; filter?: { resource?: string | string[] }; limit?: number; wait?: number; follow?: number }

/** A body checked against its schema (docs/contract.md §1: `[]` stands for `{}`, in the filter too). */
function checked(schema: TSchema, body: unknown): Sent {
  const sent = (asObject(body ?? {}) ?? body) as Sent;
  if (asObject(sent) && sent.filter !== undefined) sent.filter = (asObject(sent.filter) ?? sent.filter) as Sent['filter'];
  const violations = checkBody(schema, sent);
  if (violations.length > 0) throw new ValidationError(violations);
  return sent;
}

const resourcesOf = (sent: Sent): string[] | undefined => {
  const named = sent.filter?.resource;
  return named === undefined ? undefined : [...new Set(typeof named === 'string' ? [named] : named)];
};

export interface ChangesQueryRequest { after: string | null; resources?: string[]; limit: number; wait: number }
export interface ChangesStreamRequest { after: string | null; resources?: string[]; follow: number }

export function parseChangesQuery(bodies: ChangeBodies, body: unknown): ChangesQueryRequest {
  const sent = checked(bodies.query, body);
  return { after: sent.after ?? null, resources: resourcesOf(sent), limit: sent.limit ?? DEFAULT_LIMIT, wait: sent.wait ?? 0 };
}

export function parseChangesStream(bodies: ChangeBodies, body: unknown): ChangesStreamRequest {
  const sent = checked(bodies.stream, body);
  return { after: sent.after ?? null, resources: resourcesOf(sent), follow: sent.follow ?? 0 };
}
