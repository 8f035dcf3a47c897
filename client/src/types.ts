/**
 * The client's types, derived from the generated OpenAPI types (generated/openapi.ts) and the
 * generated list of resources and writes (generated/catalog.ts): nothing here names a filter, a
 * sort key or a field, so the client cannot disagree with the server it was generated from. The
 * generated types have objects only where the server also takes `[]` for `{}` (the generator,
 * src/docs/client-types.ts, leaves the list out): `filter: [1, 2, 3]` or `page: []` does not compile
 * (test/client/request-types.test-d.ts).
 */
import { type RESOURCES, type WRITES } from './generated/catalog.js';
import { type components, type paths } from './generated/openapi.js';

type Resources = typeof RESOURCES;
/** A resource by its path under /v4: `products`, `media`, `product/attributes`, ... */
export type ResourceName = keyof Resources;
type Offering<O extends string> = { [R in ResourceName]: O extends Resources[R]['operations'][number] ? R : never }[ResourceName];
export type QueryResource = Offering<'query'>;
export type StreamResource = Offering<'stream'>;
export type FindResource = Offering<'find'>;

type PostOf<P extends string> = P extends keyof paths ? (paths[P] extends { post: infer O } ? O : never) : never;
type JsonRequest<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type JsonOk<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** `{filter, sorting, page}` of a resource's query. */
export type QueryRequest<R extends QueryResource> = JsonRequest<PostOf<`/v4/${R}/query`>>;
/** A resource's filter: its filters by name, with `and`, `or`, `not`. */
export type Filter<R extends QueryResource> = NonNullable<QueryRequest<R>['filter']>;
/** A resource's sorting: exactly one of its sort keys. */
export type Sorting<R extends QueryResource> = QueryRequest<R> extends { sorting?: infer S } ? NonNullable<S> : never;
/** `{meta: {total, page?}, results}` of a resource's query. */
export type Page<R extends QueryResource> = JsonOk<PostOf<`/v4/${R}/query`>>;
/** One result of a resource, as its queries, streams and finds answer it. */
export type Result<R extends QueryResource> = Page<R> extends { results: Array<infer T> } ? T : never;
/** `{filter, sorting}` of a resource's stream (no page). */
export type StreamRequest<R extends StreamResource> = JsonRequest<PostOf<`/v4/${R}/stream`>>;
/**
 * One line of a stream; `cursor` (products and media) continues the stream after this line when
 * sent as `after` with the same filter and sorting.
 */
export interface StreamLine<R extends StreamResource> { meta: { total: number; index: number; cursor?: string }; result: Result<R> }

type Schemas = components['schemas'];
/** A change of the change feed: `{position, resource, id, action, at, record?}`. */
export type Change = Schemas['Change'];
/** An answer of `changes/query`: `{meta: {position, more}, results}`. */
export type ChangesAnswer = Schemas['ChangesAnswer'];
/** `{after?, filter?, limit?, wait?}` of `changes/query`. */
export type ChangesRequest = Partial<Schemas['ChangesQueryRequest']>;

/** A write operation by its path under /v4: `products/create`, `brands/update`, ... */
export type WritePath = keyof typeof WRITES;
export type WriteBody<P extends WritePath> = JsonRequest<PostOf<`/v4/${P}`>>;
/** What a write answers: `{"<singular>": ...}`. */
export type WriteAnswer<P extends WritePath> = JsonOk<PostOf<`/v4/${P}`>>;

/** A webhook as webhooks/query and webhooks/find show it (docs/webhooks.md). */
export type Webhook = Schemas['Webhook'];
export type WebhookQuery = Partial<Schemas['WebhookQuery']>;
export type WebhookPage = Schemas['WebhookPage'];
/** A batch or ping sent to a webhook, with its attempts. */
export type Delivery = Schemas['Delivery'];
export type DeliveryQuery = Partial<Schemas['DeliveryQuery']>;
export type DeliveryPage = Schemas['DeliveryPage'];
