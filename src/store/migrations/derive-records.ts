/**
 * A migration step that derives records from the stored records that embed their views (src/bulk/
 * derive.ts), for a migration that adds a derived resource to stores that already hold a
 * catalogue: migration 4's active ingredients and attributes, from the stored products.
 */
import { collectViews, writeDerived, type Derived } from '../../bulk/derive.js';
import { type ResourceDecl } from '../../query/declare.js';
import { docsTable } from '../../query/sql/compile.js';
import { recordOf } from '../stored-record.js';
import { rowCount, type MigrationStep } from './migration.js';

/** Stored records read per statement. */
const BATCH = 1000;

export function deriveRecords(source: ResourceDecl, targets: readonly ResourceDecl[]): MigrationStep {
  return {
    name: `derive ${targets.map((t) => t.path).join(', ')} from the stored ${source.path}`,
    async run(tx, dialect, progress) {
      if (!tx.writer) throw new Error('deriving records needs the migration\'s writer');
      const total = await rowCount(tx, dialect, docsTable(source));
      const derived: Derived = new Map();
      let after = 0;
      let done = 0;
      for (;;) {
        const rows = await tx.run(dialect.db.selectFrom(docsTable(source)).select(['rid', 'doc', 'hidden'])
          .where('rid', '>', after).orderBy('rid').limit(BATCH).compile());
        if (rows.length === 0) break;
        for (const row of rows) collectViews(source, recordOf(row.doc as string, row.hidden as string | null), targets, derived);
        after = Number(rows.at(-1)!.rid);
        done += rows.length;
        progress(done, total);
      }
      await writeDerived(tx.writer, targets, derived);
    },
  };
}
