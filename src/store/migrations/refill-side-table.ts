/**
 * A migration step that fills a new side table of a resource from its stored records: the rows an
 * import writes (the declaration's `rows`), for every record already in the store.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { type MigrationWork } from './migration.js';
import { normalized } from '../stored-record.js';
import { storedBatches } from './stored-batches.js';

export function refillSideTable(resource: ResourceDecl, name: string): MigrationWork {
  const table = resource.sideTables.find((t) => t.name === name);
  if (!table) throw new Error(`${resource.path} has no side table ${name}`);
  const columns = ['rid', ...table.columns.map((c) => c.name)];
  return {
    name: `fill ${name} from the stored ${resource.path}`,
    async run(tx, dialect, progress) {
      for await (const batch of storedBatches(tx, dialect, resource, progress)) {
        const rows = batch.flatMap(({ rid, record }) => [...table.rows(normalized(resource, record))]
          .map((row) => Object.fromEntries(columns.map((c, i) => [c, i === 0 ? rid : row[i - 1]]))));
        // One INSERT per few hundred rows keeps every statement under the stores' parameter limits.
        for (let at = 0; at < rows.length; at += 300) {
          await tx.run(dialect.db.insertInto(name).values(rows.slice(at, at + 300)).compile());
        }
      }
    },
  };
}
