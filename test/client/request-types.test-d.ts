/**
 * Type tests of the client's requests, checked by `npm run typecheck` (the first step of `npm test`;
 * tsconfig.json includes test/), not run by vitest: each `@ts-expect-error` line must not compile,
 * and the typecheck fails when one does. A list is not an object filter, sorting, page or envelope,
 * although the server also takes `[]` for `{}` (docs/api.md "Querying"): the generated types leave
 * that out (src/docs/client-types.ts). Beside each refused shape, the object it stands for compiles,
 * so an error of another kind cannot pass for the one expected.
 */
import { type CatalogClient, type Filter, type QueryRequest, type Sorting, type StreamRequest } from '../../client/src/index.js';

export function requests(client: CatalogClient): Array<Promise<unknown>> {
  return [
    client.query('brands', { filter: { id: [1, 2, 3] }, page: { no: 0, size: 10 } }),
    // @ts-expect-error a list is not a filter
    client.query('brands', { filter: [1, 2, 3], page: { no: 0, size: 10 } }),
    // @ts-expect-error an empty list is not a page
    client.query('brands', { filter: {}, page: [] }),
    // @ts-expect-error nor an empty filter
    client.query('brands', { filter: [], page: { no: 0, size: 10 } }),
    // @ts-expect-error nor a sorting
    client.query('brands', { sorting: [] }),
    // @ts-expect-error nor the envelope itself
    client.query('brands', []),
    client.query('products', { filter: { not: { status: 'inactive' } }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    // @ts-expect-error a product filter is an object too
    client.query('products', { filter: [1, 2, 3], sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    // @ts-expect-error and a product page
    client.query('products', { filter: {}, sorting: { id: 'ASC' }, page: [] }),
    // @ts-expect-error also where filters nest
    client.query('products', { filter: { not: [] }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    // @ts-expect-error in `and` and `or` too
    client.query('products', { filter: { and: [[]] }, sorting: { id: 'ASC' }, page: { no: 0, size: 10 } }),
    client.changesPage({ after: null, filter: { resource: ['products'] } }),
    // @ts-expect-error the change feed's request is an object
    client.changesPage([]),
    client.webhooks({ page: { no: 0, size: 10 } }),
    // @ts-expect-error and so is a webhooks query's page
    client.webhooks({ page: [] }),
  ];
}

export const filter: Filter<'brands'> = { or: [{ id: 1 }, { id: [2, 3] }] };
// @ts-expect-error a Filter is not a list
export const listFilter: Filter<'brands'> = [1, 2, 3];
export const sorting: Sorting<'brands'> = { id: 'DESC' };
// @ts-expect-error a Sorting is not a list
export const listSorting: Sorting<'brands'> = [];
export const stream: StreamRequest<'products'> = { filter: {}, sorting: { id: 'ASC' } };
// @ts-expect-error a stream's filter is an object
export const listStream: StreamRequest<'products'> = { filter: [], sorting: { id: 'ASC' } };
// @ts-expect-error a page in a QueryRequest is an object
export const listPage: QueryRequest<'media'> = { filter: {}, sorting: { id: 'ASC' }, page: [] };
