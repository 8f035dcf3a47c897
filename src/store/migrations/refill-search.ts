/**
 * A SQLite migration step that fills a resource's FTS5 search index (rowid and one text per
 * column) from its stored records, for migrations that rebuild an index: its entries are derived
 * data, and contentless FTS5 tables cannot be rebuilt from themselves. The texts are those an
 * import writes (`searchTextsOf`).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { searchColumns } from '../search-text.js';
import { recordOf, searchTextsOf } from '../stored-record.js';
import { rowCount, type MigrationStep } from './migration.js';

/** Records read and index entries written per statement. */
const BATCH = 1000;

export function refillSearch(resource: ResourceDecl): MigrationStep {
  const index = resource.search!;
  const columns = searchColumns(index);
  return {
    name: `fill ${index.name} from the stored ${resource.path}`,
    async run(tx, dialect, progress) {
      const total = await rowCount(tx, dialect, docsTable(resource));
      let after = 0;
      let done = 0;
      for (;;) {
        const rows = await tx.run(dialect.db.selectFrom(docsTable(resource)).select(['rid', 'doc', 'hidden'])
          .where('rid', '>', after).orderBy('rid').limit(BATCH).compile());
        if (rows.length === 0) return;
        const entries = rows.map((row) => {
          const record = recordOf(row.doc as string, row.hidden as string | null);
          const texts = searchTextsOf(resource.normalize ? resource.normalize(record) : record, resource)!;
          return { rowid: Number(row.rid), ...Object.fromEntries(columns.map((c, i) => [c, texts[i]])) };
        });
        await tx.run(dialect.db.insertInto(index.name).values(entries).compile());
        after = Number(rows.at(-1)!.rid);
        done += rows.length;
        progress(done, total);
      }
    },
  };
}
