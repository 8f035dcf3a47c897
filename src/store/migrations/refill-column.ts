/**
 * A migration step that fills a column added to a resource's table from its stored records: the
 * value an import writes (`columnValue`), for every record already in the store.
 */
import { sql } from 'kysely';
import { type ResourceDecl } from '../../query/declare.js';
import { type MigrationWork } from './migration.js';
import { columnValue, normalized } from '../stored-record.js';
import { storedBatches } from './stored-batches.js';

/** Records per UPDATE: two parameters each keeps every statement under the stores' parameter limits. */
const CHUNK = 300;

export function refillColumn(resource: ResourceDecl, name: string): MigrationWork {
  const column = resource.columns.find((c) => c.name === name);
  if (!column) throw new Error(`${resource.path} has no column ${name}`);
  return {
    name: `fill ${resource.table}.${name} from the stored ${resource.path}`,
    async run(tx, dialect, progress) {
      for await (const batch of storedBatches(tx, dialect, resource, progress)) {
        for (let at = 0; at < batch.length; at += CHUNK) {
          const chunk = batch.slice(at, at + CHUNK).map(({ rid, record }) => ({ rid, value: columnValue(column, normalized(resource, record)) }));
          // One statement per chunk, portable to both stores: each row's value chosen by its rid.
          const cases = sql.join(chunk.map((r) => sql`when ${r.rid} then ${r.value}`), sql` `);
          await tx.run(dialect.db.updateTable(resource.table)
            .set(name, sql`case ${sql.ref('rid')} ${cases} end`)
            .where('rid', 'in', chunk.map((r) => r.rid)).compile());
        }
      }
    },
  };
}
