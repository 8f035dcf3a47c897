/**
 * Migration 3: on SQLite, each documents table keys its rows by the rowid itself. Its `rid` was
 * declared `bigint primary key`, which SQLite keeps as a separate unique index beside a hidden
 * rowid, so reading a document took an index search and then a table search. As `integer primary
 * key`, `rid` is the rowid: one search (what a page's documents gain: docs/performance.md). SQLite cannot change a column's type in place, so
 * each table's rows move, in rid order, into a new table that then takes its name. PostgreSQL's
 * tables do not change. Frozen: never edit a migration that has been released; add the next one.
 */
import { rowCount, type Migration, type MigrationStep } from './migration.js';

/** The documents tables of schema version 2, every resource's. */
const TABLES = [
  'colors_docs', 'dietary_restrictions_docs', 'public_categories_docs', 'catalog_categories_docs', 'brands_docs',
  'product_families_docs', 'organizations_docs', 'users_docs', 'media_docs', 'products_docs', 'corrections_docs',
  'updates_docs', 'subscription_types_docs',
];

/** Rows moved per statement. */
const BATCH = 5000;

/**
 * Moves a table's rows a batch at a time, deleting each batch from the old table as it goes: the
 * next batch is written into the pages the last one freed, so the file does not keep a second
 * copy of every document as free space.
 */
const moveRows = (from: string, to: string): MigrationStep => ({
  name: `move the rows of ${from}`,
  async run(tx, dialect, progress) {
    const { db } = dialect;
    const total = await rowCount(tx, dialect, from);
    const batchEnd = db.selectFrom(from).select('rid').orderBy('rid').limit(1).offset(BATCH - 1).compile();
    const rows = db.selectFrom(from).select(['rid', 'doc', 'hidden']).orderBy('rid');
    const moved = db.deleteFrom(from);
    let done = 0;
    for (;;) {
      // The rid that ends the next batch; none when fewer rows than a batch are left: all of them.
      const [last] = await tx.run(batchEnd);
      await tx.run(db.insertInto(to).columns(['rid', 'doc', 'hidden']).expression(last ? rows.where('rid', '<=', last.rid) : rows).compile());
      await tx.run((last ? moved.where('rid', '<=', last.rid) : moved).compile());
      done = Math.min(done + BATCH, total);
      progress(done, total);
      if (!last) return;
    }
  },
});

const rebuilt = (table: string): MigrationStep[] => [
  `CREATE TABLE "${table}_v3" ("rid" integer primary key, "doc" text not null, "hidden" text)`,
  moveRows(table, `${table}_v3`),
  `DROP TABLE "${table}"`,
  `ALTER TABLE "${table}_v3" RENAME TO "${table}"`,
];

export const documentsByRowid: Migration = {
  version: 3,
  name: 'documents by rowid',
  schema: { sqlite: 'e81530f1776c64a0', postgres: '6e89e02fb28f525a' },
  statements: {
    sqlite: TABLES.flatMap(rebuilt),
    postgres: [],
  },
};
