/**
 * Migration 7: products keep each record's words of its localized search columns (names, brand
 * names) in a column, `search_text`, which a server's in-memory index reads and follows so that a
 * search is answered from memory (src/index/layout.ts); filled from the stored products. Frozen:
 * never edit a migration that has been released; add the next one.
 */
import { type Migration, type MigrationStep } from './migration.js';

/** The same on both stores: one column, filled from the stored products. */
const steps: MigrationStep[] = ['alter table "products" add column "search_text" text', { refill: 'column', resource: 'products', name: 'search_text' }];

export const searchText: Migration = {
  version: 7,
  name: 'products search text',
  schema: { sqlite: 'f9717da5e752c03c', postgres: 'b596ea4d30e46bc2' },
  statements: {
    sqlite: steps,
    postgres: steps,
  },
};
