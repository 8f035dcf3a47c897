/**
 * The stored records of a resource, read a batch at a time in row id order inside a migration,
 * with progress: what a step that derives data from the records (a search index, derived
 * records) walks through.
 */
import { type ResourceDecl, type Row } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { recordOf } from '../stored-record.js';
import { rowCount, type SchemaAccess, type StepProgress } from './migration.js';

/** Records read per statement. */
const BATCH = 1000;

export async function* storedBatches(tx: SchemaAccess, dialect: SqlDialect, resource: ResourceDecl,
  progress: StepProgress): AsyncIterable<Array<{ rid: number; record: Row }>> {
  const total = await rowCount(tx, dialect, docsTable(resource));
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await tx.run(dialect.db.selectFrom(docsTable(resource)).select(['rid', 'doc', 'hidden'])
      .where('rid', '>', after).orderBy('rid').limit(BATCH).compile());
    if (rows.length === 0) return;
    yield rows.map((row) => ({ rid: Number(row.rid), record: recordOf(row.doc as string, row.hidden as string | null) }));
    after = Number(rows.at(-1)!.rid);
    done += rows.length;
    progress(done, total);
  }
}
