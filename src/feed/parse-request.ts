/**
 * Parse stage of the change feed's operations (docs/api.md "Following changes"): the request body
 * to a typed request, every problem a violation at its path (422). Positions are read later, with
 * the store's key (position.ts). Pure.
 */
import { Violations, pointer } from '../query/errors.js';
import { asObject } from '../query/value-kinds.js';
import { MAX_POSITION } from './position.js';

export const MAX_LIMIT = 1_000;
export const DEFAULT_LIMIT = 100;
export const MAX_WAIT_SECONDS = 30;
export const MAX_FOLLOW_SECONDS = 3_600;

export interface ChangesQueryRequest {
  /** The position as sent; null: where to start from now. */
  after: string | null;
  /** Resource paths; undefined: all. */
  resources?: string[];
  limit: number;
  /** Seconds to wait for a change when there is none. */
  wait: number;
}

export interface ChangesStreamRequest {
  after: string | null;
  resources?: string[];
  /** Seconds to go on sending changes as they commit. */
  follow: number;
}

function readAfter(raw: unknown, violations: Violations): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_POSITION) {
    violations.add('/after', 'must be a position, as a change feed answer or a stream\'s X-Catalog-Position header gave it, or null');
    return null;
  }
  return raw;
}

function readFilter(raw: unknown, known: readonly string[], violations: Violations): string[] | undefined {
  if (raw === undefined) return undefined;
  const filter = asObject(raw);
  if (!filter) {
    violations.add('/filter', 'must be an object such as {"resource": ["products", "media"]}');
    return undefined;
  }
  let out: string[] | undefined;
  for (const [key, value] of Object.entries(filter)) {
    if (key !== 'resource') {
      violations.add(pointer('/filter', key), 'is not a filter of the change feed; expected resource');
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    const at = (i: number) => (Array.isArray(value) ? pointer('/filter/resource', i) : '/filter/resource');
    if (list.length === 0 || list.length > known.length) {
      violations.add('/filter/resource', `must name between 1 and ${known.length} resources`);
      continue;
    }
    out = [];
    list.forEach((name, i) => {
      if (typeof name !== 'string' || !known.includes(name)) violations.add(at(i), `must be one of ${known.join(', ')}`);
      else if (!out!.includes(name)) out!.push(name);
    });
  }
  return out;
}

function readInteger(raw: unknown, path: string, min: number, max: number, fallback: number, violations: Violations): number {
  if (raw === undefined) return fallback;
  if (!Number.isSafeInteger(raw) || (raw as number) < min || (raw as number) > max) {
    violations.add(path, `must be an integer from ${min} to ${max}`);
    return fallback;
  }
  return raw as number;
}

function members(body: unknown, allowed: readonly string[], violations: Violations): Record<string, unknown> {
  const obj = body === undefined || body === null ? {} : asObject(body);
  if (!obj) {
    violations.add('', `must be an object with ${allowed.join(', ')}`);
    return {};
  }
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) violations.add(pointer('', key), `is not a member of this request; expected ${allowed.join(', ')}`);
  }
  return obj;
}

/** `changes/query`: `{after?, filter?, limit?, wait?}`, every member optional. */
export function parseChangesQuery(body: unknown, known: readonly string[]): ChangesQueryRequest {
  const violations = new Violations();
  const obj = members(body, ['after', 'filter', 'limit', 'wait'], violations);
  const request: ChangesQueryRequest = {
    after: readAfter(obj.after, violations),
    limit: readInteger(obj.limit, '/limit', 1, MAX_LIMIT, DEFAULT_LIMIT, violations),
    wait: readInteger(obj.wait, '/wait', 0, MAX_WAIT_SECONDS, 0, violations),
  };
  const resources = readFilter(obj.filter, known, violations);
  if (resources) request.resources = resources;
  violations.throwIfAny();
  return request;
}

/** `changes/stream`: `{after, filter?, follow?}`. */
export function parseChangesStream(body: unknown, known: readonly string[]): ChangesStreamRequest {
  const violations = new Violations();
  const obj = members(body, ['after', 'filter', 'follow'], violations);
  if (!('after' in obj)) violations.add('/after', 'is required: a position, or null to start from now');
  const request: ChangesStreamRequest = {
    after: readAfter(obj.after, violations),
    follow: readInteger(obj.follow, '/follow', 0, MAX_FOLLOW_SECONDS, 0, violations),
  };
  const resources = readFilter(obj.filter, known, violations);
  if (resources) request.resources = resources;
  violations.throwIfAny();
  return request;
}
