/**
 * The fixed query mix of the bench (issue 2): id lookup, status + brand, category with
 * descendants, ATC prefix, text search, a nested and/or/not, name sort on a deep page. Values are
 * taken from the generated catalogue so that every query matches real data.
 */
import { words } from '../src/text/fold.js';

export interface MixQuery { name: string; body: Record<string, unknown>; path?: string }

export function queryMix(products: Array<Record<string, any>>, publicCategories: Array<Record<string, any>>): MixQuery[] {
  const withBrand = products.find((p) => p.brands.length > 0 && p.status === 'active')!;
  const withAtc = products.find((p) => p.atcCategory.length > 0)!;
  const named = products.find((p) => typeof p.name.nl === 'string' && words(p.name.nl).length >= 2)!;
  const root = publicCategories.find((c) => c.parent === null)!;
  const nameWords = words(named.name.nl as string);
  const page = (no: number, size: number) => ({ no, size });
  return [
    { name: 'id lookup', body: { filter: { id: products[17]!.id }, sorting: { id: 'ASC' }, page: page(0, 10) } },
    { name: 'status + brand', body: { filter: { status: 'active', brand: withBrand.brands[0].id }, sorting: { id: 'ASC' }, page: page(0, 50) } },
    { name: 'category + descendants', body: { filter: { publicCategory: root.id }, sorting: { touchedAt: 'DESC' }, page: page(0, 50) } },
    { name: 'ATC prefix', body: { filter: { atcCategory: String(withAtc.atcCategory[0]).slice(0, 3) }, sorting: { id: 'ASC' }, page: page(0, 50) } },
    { name: 'text search', body: { filter: { search: { query: `${nameWords[0]} ${nameWords[1]!.slice(0, 3)}`, locale: 'nl' } }, sorting: { id: 'ASC' }, page: page(0, 10) } },
    {
      name: 'nested and/or/not',
      body: {
        filter: { and: [{ or: [{ status: 'active' }, { status: 'replaced' }] }, { not: { otc: 'yes' } }, { or: [{ conservation: 'refrigerator' }, { not: { prescription: 'yes' } }] }] },
        sorting: { createdAt: 'DESC' }, page: page(3, 50),
      },
    },
    { name: 'name sort, deep page', body: { filter: { status: 'active' }, sorting: { name: { direction: 'ASC', locale: 'nl' } }, page: page(99, 100) } },
  ];
}
