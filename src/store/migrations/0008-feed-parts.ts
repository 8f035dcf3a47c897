/**
 * Migration 8: each row of the record change feed names the side tables its commit changed
 * (src/store/record-changes.ts `FeedEntry`), so that a server's in-memory index reads again only
 * those tables of a written record, not all of them (a brand's rename changes none of a product's
 * side tables; a price, none either). Rows from before have none named: read whole. Frozen: never
 * edit a migration that has been released; add the next one.
 */
import { type Migration } from './migration.js';

/** The same on both stores: one column, null (every table) in the rows there are. */
const steps = ['alter table "record_changes" add column "parts" text'];

export const feedParts: Migration = {
  version: 8,
  name: 'record change feed parts',
  schema: { sqlite: '142ee7b67769dad5', postgres: 'bdba4584f74aaa40' },
  statements: {
    sqlite: steps,
    postgres: steps,
  },
};
