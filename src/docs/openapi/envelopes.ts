/**
 * The request envelopes of the read operations (docs/contract.md §5), as JSON Schema: each
 * filter's schema is its value kind's (src/query/value-kinds.ts), so the document accepts what the
 * parse stage accepts. A filter object nests through `and`, `or` and `not`; an empty list stands
 * for an empty object wherever one is accepted (docs/contract.md §1, PHP clients).
 */
import { MAX_LIST } from '../../query/value-kinds.js';
import { type ResourceDecl } from '../../query/declare.js';
import { DEFAULT_PAGE_SIZE, MAX_CURSOR, PAGE_SIZES } from '../../query/parse.js';
import { localizedSortKind, plainSortKind, sortKindOf } from '../../query/sort-kinds.js';
import { ref, viewName } from './names.js';

type Schema = Record<string, unknown>;

/** docs/contract.md §1: `[]` is accepted where an object is expected. */
export const EMPTY_LIST: Schema = { type: 'array', maxItems: 0, description: 'An empty list, read as an empty object (for clients that encode an empty map as `[]`).' };
export const orEmptyList = (schema: Schema): Schema => ({ anyOf: [schema, ref('EmptyList')] });

export const PAGE: Schema = orEmptyList({
  type: 'object',
  description: 'A page of results: `no` is zero-based, `size` one of the allowed sizes.',
  properties: {
    no: { type: 'integer', minimum: 0, default: 0, description: 'Zero-based page number.' },
    size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE, description: 'Results per page.' },
  },
  additionalProperties: false,
});

/** The `meta` of a page of results, the same for every resource. */
export const PAGE_META: Schema = {
  type: 'object',
  required: ['total'],
  additionalProperties: false,
  properties: {
    total: { type: 'integer', minimum: 0, description: 'The exact number of matches.' },
    page: {
      type: 'object',
      description: 'The page, when the request had `page`.',
      required: ['no', 'offset', 'size'],
      additionalProperties: false,
      properties: { no: { type: 'integer', minimum: 0 }, offset: { type: 'integer', minimum: 0 }, size: { type: 'integer' } },
    },
  },
};

/** A stream line's cursor (docs/api.md "Streams that resume"): in its lines, and as a request's `after`. */
export const CURSOR_SCHEMA: Schema = { type: 'string', minLength: 1, maxLength: MAX_CURSOR, pattern: '^[A-Za-z0-9._-]+$' };

export const filterName = (resource: ResourceDecl) => `${viewName(resource)}Filter`;
export const sortingName = (resource: ResourceDecl) => `${viewName(resource)}Sorting`;
export const queryName = (resource: ResourceDecl) => `${viewName(resource)}Query`;
export const streamRequestName = (resource: ResourceDecl) => `${viewName(resource)}StreamRequest`;

/** A resource's filter object: its declared filters, `and`, `or`, `not`; all members must match. */
export function filterSchema(resource: ResourceDecl): Schema {
  const self = ref(filterName(resource));
  const properties: Record<string, Schema> = {};
  for (const [name, filter] of Object.entries(resource.filters)) {
    properties[name] = { ...filter.value.jsonSchema, description: filter.doc ?? filter.value.describe };
  }
  properties.and = { type: 'array', items: self, minItems: 1, maxItems: MAX_LIST, description: 'Every filter of the list matches.' };
  properties.or = { type: 'array', items: self, minItems: 1, maxItems: MAX_LIST, description: 'At least one filter of the list matches.' };
  properties.not = { ...self, description: 'The filter does not match (a record without the field matches).' };
  return orEmptyList({
    type: 'object',
    description: `Filters of ${resource.path}; several members must all match, \`{}\` matches everything.`,
    properties,
    additionalProperties: false,
  });
}

/**
 * The sort kinds' schemas (src/query/sort-kinds.ts), each a component once: every sort key of
 * every resource refers to one of the two, rather than repeating it (a smaller document is one
 * the docs page reads sooner, docs/performance.md "The docs page").
 */
export const SORT_KINDS: ReadonlyArray<readonly [name: string, kind: typeof plainSortKind]> = [
  ['SortDirection', plainSortKind], ['LocalizedSortDirection', localizedSortKind],
];
export const sortKindSchemas = (): Record<string, Schema> =>
  Object.fromEntries(SORT_KINDS.map(([name, kind]) => [name, { ...kind.jsonSchema, description: `${kind.describe}.` }]));

/** Exactly one of a resource's sort keys, each with its kind's schema (src/query/sort-kinds.ts). */
export function sortingSchema(resource: ResourceDecl): Schema {
  const properties: Record<string, Schema> = {};
  for (const [key, sort] of Object.entries(resource.sorts)) {
    const kind = sortKindOf(sort);
    const [name] = SORT_KINDS.find(([, k]) => k === kind)!;
    properties[key] = { ...ref(name), description: `By ${key}.` };
  }
  const required = resource.envelope.sorting === 'required';
  const object: Schema = {
    type: 'object',
    description: 'Exactly one sort key; ties are broken by `id` in the same direction.',
    properties,
    additionalProperties: false,
    ...(required ? { minProperties: 1 } : {}),
    maxProperties: 1,
  };
  return required ? object : orEmptyList(object);
}

/** The members of an envelope a request must have (the plan stage's `requireMembers` refuses it without them). */
export function requiredMembers(resource: ResourceDecl, operation: 'query' | 'stream'): string[] {
  const rules = resource.envelope;
  return [
    ...(rules.filter === 'required' ? ['filter'] : []),
    ...(rules.sorting === 'required' ? ['sorting'] : []),
    ...(operation === 'query' && rules.page === 'required' ? ['page'] : []),
  ];
}

/** `{filter, sorting, page}` for a query, `{filter, sorting}` for a stream (docs/contract.md §12: no page). */
export function envelopeSchema(resource: ResourceDecl, operation: 'query' | 'stream'): Schema {
  const properties: Record<string, Schema> = { filter: ref(filterName(resource)) };
  if (resource.envelope.sorting !== 'none') properties.sorting = ref(sortingName(resource));
  if (operation === 'query') properties.page = ref('Page');
  if (operation === 'stream' && resource.envelope.resumable) {
    properties.after = { ...CURSOR_SCHEMA, description: 'The `meta.cursor` of a line of this stream, sent with the same filter and sorting: the stream continues after that line.' };
  }
  const required = requiredMembers(resource, operation);
  const object: Schema = { type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}) };
  return required.length ? object : orEmptyList(object);
}
