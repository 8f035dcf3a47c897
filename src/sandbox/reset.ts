/**
 * Puts a sandbox's data back to its seed (docs/contract.md §3), in one write: every bulk resource
 * is emptied and filled from the seed, as an import of it would. Keys survive a reset, and so do
 * the users that hold keys (with their organizations) when the seed lacks them: a key that
 * authenticated before a reset authenticates after it, with the same rights. Readers see the old
 * catalogue or the new one: the write is one transaction, and the store's epoch moves with it so
 * that a page begun before it is read again (src/service/query-service.ts).
 */
import { sql } from 'kysely';
import { type ResourceDecl, type Row } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { organizations } from '../resources/organizations/resource.js';
import { STORED } from '../resources/registry.js';
import { users } from '../resources/users/resource.js';
import { normalized, recordOf, storedParts, storedRecord } from '../store/stored-record.js';
import { type Writer } from '../store/store.js';
import { seedRows } from './seed.js';

export interface ResetSummary {
  /** Records put back, by resource. */
  records: Record<string, number>;
  /** Users (and organizations) kept because they hold API keys and the seed lacks them. */
  kept: number;
}

/** The stored records of some ids of a resource, as they are now. */
async function current(w: Writer, dialect: SqlDialect, resource: ResourceDecl, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await w.run(dialect.db.selectFrom(`${resource.table} as t`).innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
    .select(['d.doc', 'd.hidden']).where('t.id', 'in', ids).compile());
  return rows.map((r) => recordOf(r.doc as string, r.hidden as string | null));
}

export async function resetToSeed(w: Writer, dialect: SqlDialect, resources: readonly ResourceDecl[] = STORED): Promise<ResetSummary> {
  const { db } = dialect;
  // Who holds keys now, and their organizations: kept if the seed does not bring them back.
  const holders = (await w.run(db.selectFrom('api_keys').select('user_id').distinct().compile())).map((r) => Number(r.user_id));
  const keptUsers = await current(w, dialect, users, holders);
  const keptOrganizations = await current(w, dialect, organizations, [...new Set(keptUsers.map((u) => u.organization as number))]);

  const records: Record<string, number> = {};
  for (const resource of resources) await w.clear(resource);
  for (const resource of resources) {
    let count = 0;
    for await (const rows of seedRows(w, dialect, resource)) {
      for (const row of rows) {
        // The seed holds stored documents as they were: kept as they are, the rest derived again.
        const record = recordOf(row.doc, row.hidden);
        await w.upsert(resource, { ...storedParts(normalized(resource, record), resource), doc: row.doc });
        count++;
      }
    }
    records[resource.path] = count;
  }
  let kept = 0;
  for (const [resource, list] of [[organizations, keptOrganizations], [users, keptUsers]] as const) {
    for (const record of list) {
      if (await w.exists(resource, record.id as number)) continue;
      await w.upsert(resource, storedRecord(record, resource));
      if (resource === users) kept++;
    }
  }
  // What creates kept beside a record (password hashes, settings) goes with the record.
  for (const resource of [users, organizations]) {
    await w.run(db.deleteFrom('private_data').where('resource', '=', resource.path)
      .where('id', 'not in', db.selectFrom(resource.table).select(sql<string>`cast(id as text)`.as('id'))).compile());
  }
  await w.run(db.insertInto('store_state').values({ name: 'epoch', value: '1' })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`cast(cast(store_state.value as integer) + 1 as text)` })).compile());
  return { records, kept };
}
