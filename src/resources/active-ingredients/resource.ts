/**
 * POST /v4/active-ingredients/query, GET /v4/active-ingredients/find (docs/contract.md §16):
 * active ingredients as data. `search` matches word prefixes of the name in any locale; `name`
 * sorts per locale. A catalogue without `active-ingredients.ndjson` gets them from the views its
 * products embed (src/domain/product-embeds.ts).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { equals, intIds, search, sortColumn, sortLocalized } from '../../query/filters.js';
import { plainSearch } from '../../query/search-value.js';
import { plainSearchIndex, sortKeyTable } from '../../query/tables.js';
import { ACTIVE_INGREDIENT_HIDDEN_FIELDS, ActiveIngredientRecord } from './record.js';

export const activeIngredients: ResourceDecl<ActiveIngredientRecord> = {
  path: 'active-ingredients',
  singular: 'activeIngredient',
  table: 'active_ingredients',
  idType: 'integer',
  record: ActiveIngredientRecord,
  hidden: ACTIVE_INGREDIENT_HIDDEN_FIELDS,
  columns: [],
  sideTables: [sortKeyTable<ActiveIngredientRecord>('active_ingredient_name_keys', (a) => a.name, (a) => a.id, 'integer')],
  search: plainSearchIndex('active_ingredients_search', (a) => Object.values(a.name)),
  filters: {
    id: equals('id', intIds),
    search: search('active_ingredients_search', plainSearch()),
  },
  sorts: { id: sortColumn('id'), name: sortLocalized('active_ingredient_name_keys') },
  envelope: { filter: 'optional', sorting: 'optional', page: 'optional' },
};
