/**
 * A migration step that derives records from the stored records that embed their views (src/bulk/
 * derive.ts), for a migration that adds a derived resource to stores that already hold a
 * catalogue: migration 4's active ingredients and attributes, from the stored products.
 */
import { collectViews, type Derived } from '../../domain/derived-records.js';
import { writeDerived } from '../write-derived.js';
import { type ResourceDecl } from '../../query/declare.js';
import { type MigrationWork } from './migration.js';
import { storedBatches } from './stored-batches.js';

export function deriveRecords(source: ResourceDecl, targets: readonly ResourceDecl[]): MigrationWork {
  return {
    name: `derive ${targets.map((t) => t.path).join(', ')} from the stored ${source.path}`,
    async run(tx, dialect, progress) {
      if (!tx.writer) throw new Error('deriving records needs the migration\'s writer');
      const derived: Derived = new Map();
      for await (const batch of storedBatches(tx, dialect, source, progress)) {
        for (const { record } of batch) collectViews(source, record, targets, derived);
      }
      await writeDerived(tx.writer, targets, derived);
    },
  };
}
