/**
 * The pages phase of the bench (docs/contract.md §15): the signed URLs of some products' embed
 * cards and public pages, as a products query gives them to a caller, as GET requests for the load
 * client.
 */
import { type LoadRequest } from './load-client.js';

export interface PageRequests { embed: LoadRequest[]; page: LoadRequest[] }

export async function pageRequests(port: number, auth: string, count = 100): Promise<PageRequests> {
  const response = await fetch(`http://127.0.0.1:${port}/v4/products/query`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ filter: { minimumContent: true }, sorting: { id: 'ASC' }, page: { no: 0, size: count } }),
  });
  if (response.status !== 200) throw new Error(`products query for page URLs: HTTP ${response.status}`);
  const { results } = (await response.json()) as { results: Array<{ meta: { embedUrl: string; publicPageUrl: string } }> };
  const get = (url: string): LoadRequest => {
    const { pathname, search } = new URL(url);
    return { method: 'GET', path: `${pathname}${search}`, headers: { 'user-agent': 'catalog-bench/1.0', accept: 'text/html' } };
  };
  return { embed: results.map((r) => get(r.meta.embedUrl)), page: results.map((r) => get(r.meta.publicPageUrl)) };
}
