/**
 * The start of a query's answer (docs/api.md "Querying"): `meta.total`, the page when
 * the request had one, and the opening of `results`.
 */
import { type QueryPlan } from '../query/plan.js';

export function pageHead(total: number, plan: QueryPlan): string {
  const page = plan.page ? `,"page":{"no":${plan.page.no},"offset":${plan.page.offset},"size":${plan.page.size}}` : '';
  return `{"meta":{"total":${total}${page}},"results":[`;
}
