/**
 * Migration 9: name sort keys hold at most 256 code points (src/text/fold.ts `MAX_SORT_KEY`), so
 * that a key fits a B-tree entry on every store; longer keys stored before are cut the same way
 * (both stores' `substr` and `length` count characters, as `sortKey` does). Only names longer than
 * 256 folded characters change, and only where they tie in their first 256. Frozen: never edit a
 * migration that has been released; add the next one.
 */
import { type Migration } from './migration.js';

const KEYS: ReadonlyArray<[table: string, column: string]> = [
  ['brands', 'name_key'], ['organizations', 'name_key'], ['product_name_keys', 'key'],
  ['active_ingredient_name_keys', 'key'], ['product_attribute_name_keys', 'key'],
];
const steps = KEYS.map(([table, column]) => `update "${table}" set "${column}" = substr("${column}", 1, 256) where length("${column}") > 256`);

export const sortKeyLength: Migration = {
  version: 9,
  name: 'sort key length',
  schema: { sqlite: '142ee7b67769dad5', postgres: 'bdba4584f74aaa40' },
  statements: { sqlite: steps, postgres: steps },
};
