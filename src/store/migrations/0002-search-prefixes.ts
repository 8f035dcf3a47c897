/**
 * Migration 2: SQLite's localized search indexes (products, catalog categories) get prefix
 * indexes that serve 1- to 3-letter word prefixes (src/store/sqlite/sqlite-dialect.ts,
 * docs/performance.md), and are filled again from the stored records. PostgreSQL's tables do not
 * change. Frozen: never edit a migration that has been released; add the next one.
 */
import { type Migration } from './migration.js';

export const searchPrefixes: Migration = {
  version: 2,
  name: 'search prefixes',
  schema: { sqlite: '16d7138bc33d9af0', postgres: '6e89e02fb28f525a' },
  statements: {
    sqlite: [
      'DROP TABLE IF EXISTS "catalog_categories_search"',
      'CREATE VIRTUAL TABLE IF NOT EXISTS "catalog_categories_search" USING fts5(text, content=\'\', contentless_delete=1, detail=column, tokenize="unicode61 remove_diacritics 0 tokenchars \'_\'", prefix=\'4 5 6\')',
      { refill: 'search', resource: 'catalog-categories' },
      'DROP TABLE IF EXISTS "products_search"',
      'CREATE VIRTUAL TABLE IF NOT EXISTS "products_search" USING fts5(name, brand, code, content=\'\', contentless_delete=1, detail=column, tokenize="unicode61 remove_diacritics 0 tokenchars \'_\'", prefix=\'4 5 6\')',
      { refill: 'search', resource: 'products' },
    ],
    postgres: [],
  },
};
