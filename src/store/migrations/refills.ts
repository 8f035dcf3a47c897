/**
 * The derived data migrations name (`Refill`, migration.ts), filled from the stored records with
 * this build's declarations: the runner calls these only once the store's tables are this build's
 * (runner.ts), so the declarations describe exactly the tables they fill.
 */
import { type ResourceDecl } from '../../query/declare.js';
import { type SqlDialect } from '../../query/sql/dialect.js';
import { STORED } from '../../resources/registry.js';
import { deriveRecords } from './derive-records.js';
import { rowCount, type MigrationWork, type Refill, type SchemaAccess } from './migration.js';
import { refillColumn } from './refill-column.js';
import { refillSearch } from './refill-search.js';
import { refillSideTable } from './refill-side-table.js';

function resourceAt(path: string): ResourceDecl {
  const resource = STORED.find((r) => r.path === path);
  if (!resource) throw new Error(`a migration names a resource this build does not have: ${path}`);
  return resource;
}

/** The work that fills a refill now. */
export function refillWork(refill: Refill): MigrationWork {
  const resource = resourceAt(refill.resource);
  switch (refill.refill) {
    case 'search': return refillSearch(resource);
    case 'column': return refillColumn(resource, refill.name);
    case 'side-table': return refillSideTable(resource, refill.name);
    case 'derived': return deriveRecords(resource, refill.targets.map(resourceAt));
  }
}

/**
 * Whether a refill has anything to derive from: the records of its resource. A migration applied
 * to a store without them (a new store, migrated at its first start) owes nothing, and what an
 * import writes after it is written whole, as this build writes it.
 */
export async function refillHasSource(tx: SchemaAccess, dialect: SqlDialect, refill: Refill): Promise<boolean> {
  return (await rowCount(tx, dialect, resourceAt(refill.resource).table)) > 0;
}
