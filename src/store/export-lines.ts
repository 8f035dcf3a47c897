/**
 * Every record of a resource as its export line, in id order, read in batches from one snapshot.
 * Shared by the stores: only the snapshot differs.
 */
import { type ResourceDecl } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { exportLine } from './stored-record.js';
import { type ReadSnapshot } from './store.js';

export async function* exportLinesFrom(snapshot: ReadSnapshot, dialect: SqlDialect, resource: ResourceDecl, batchSize: number): AsyncIterableIterator<string[]> {
  try {
    // `text`, not `doc`: export splices strings, so the documents are read as strings here.
    const query = dialect.db.selectFrom(`${resource.table} as t`).innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
      .select(['d.doc as text', 'd.hidden']).orderBy('t.id').compile();
    for await (const batch of snapshot.batches(query, batchSize)) {
      yield (batch as unknown as Array<{ text: string; hidden: string | null }>).map((r) => exportLine(r.text, r.hidden));
    }
  } finally {
    await snapshot.close();
  }
}
