/**
 * A migration step that fills a resource's search index from its stored records, for migrations
 * that rebuild an index (its entries are derived data, and FTS5 contentless tables cannot be
 * rebuilt from themselves). A record is its stored document with its hidden fields (decisions
 * section 9); its words come from the resource's search declaration, as on import.
 */
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { searchColumns, searchTexts } from '../search-text.js';
import { type MigrationStep } from './migration.js';

/** Records read and index entries written per statement. */
const BATCH = 1000;

export function refillSearch(resource: ResourceDecl): MigrationStep {
  const index = resource.search!;
  const columns = searchColumns(index);
  return {
    name: `fill ${index.name} from the stored ${resource.path}`,
    async run(tx, dialect) {
      let after = 0;
      for (;;) {
        const rows = await tx.run(dialect.db.selectFrom(docsTable(resource)).select(['rid', 'doc', 'hidden'])
          .where('rid', '>', after).orderBy('rid').limit(BATCH).compile());
        if (rows.length === 0) return;
        const entries = rows.map((row) => {
          const record: Row = { ...JSON.parse(row.doc as string), ...(row.hidden ? JSON.parse(row.hidden as string) : {}) };
          const texts = searchTexts(index.words(resource.normalize ? resource.normalize(record) : record), columns);
          return { rowid: Number(row.rid), ...Object.fromEntries(columns.map((c, i) => [c, texts[i]])) };
        });
        await tx.run(dialect.db.insertInto(index.name).values(entries).compile());
        after = Number(rows.at(-1)!.rid);
      }
    },
  };
}
