/**
 * All reference data: everything but products, media, corrections and updates. It is small (it grows
 * with the product count only through organizations, brands and families: about 1 per 1000, 300 and
 * 40 products) and is held in memory while products stream past it.
 */
import type { UserRecord } from '../../resources/users/record.js';
import { buildCategories, type Categories } from './categories.js';
import { buildCompanies, type Companies } from './companies.js';
import { buildLookups, type Lookups } from './lookups.js';
import { buildUsers } from './users.js';

export interface Reference {
  readonly lookups: Lookups;
  readonly categories: Categories;
  readonly companies: Companies;
  readonly users: readonly UserRecord[];
}

export function buildReference(seed: number, productCount: number): Reference {
  const lookups = buildLookups(seed);
  const categories = buildCategories(seed);
  const companies = buildCompanies(seed, productCount, categories.publicCategories.map((c) => c.id));
  const users = buildUsers(seed, companies.organizations);
  return { lookups, categories, companies, users };
}
