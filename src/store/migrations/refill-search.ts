/**
 * A SQLite migration step that fills a resource's FTS5 search index (rowid and one text per
 * column) from its stored records, for migrations that rebuild an index: its entries are derived
 * data, and contentless FTS5 tables cannot be rebuilt from themselves. The texts are those an
 * import writes (`searchTextsOf`).
 */
import { type ResourceDecl } from '../../query/declare.js';
import { searchColumns } from '../../query/search-text.js';
import { normalized, searchTextsOf } from '../stored-record.js';
import { type MigrationWork } from './migration.js';
import { storedBatches } from './stored-batches.js';

export function refillSearch(resource: ResourceDecl): MigrationWork {
  const index = resource.search!;
  const columns = searchColumns(index);
  return {
    name: `fill ${index.name} from the stored ${resource.path}`,
    async run(tx, dialect, progress) {
      for await (const batch of storedBatches(tx, dialect, resource, progress)) {
        const entries = batch.map(({ rid, record }) => {
          const texts = searchTextsOf(normalized(resource, record), resource)!;
          return { rowid: rid, ...Object.fromEntries(columns.map((c, i) => [c, texts[i]])) };
        });
        await tx.run(dialect.db.insertInto(index.name).values(entries).compile());
      }
    },
  };
}
