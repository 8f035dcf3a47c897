/**
 * A sandbox's seed (docs/contract.md §3): the catalogue it was seeded with, kept in the store as
 * the stored records of every bulk resource (`sandbox_seed`: resource, id, document, hidden
 * fields), so that every server process sharing the store, on any machine, can put it back.
 * Written with queries built by the store's dialect and run by its writer: no store-specific code.
 */
import { sql } from 'kysely';
import { type ResourceDecl } from '../query/declare.js';
import { docsTable } from '../query/sql/compile.js';
import { type SqlDialect } from '../query/sql/dialect.js';
import { STORED } from '../resources/registry.js';
import { type Writer } from '../store/store.js';

const SEED = 'sandbox_seed';

/** Whether a seed is recorded. */
export async function hasSeed(w: Writer, dialect: SqlDialect): Promise<boolean> {
  return (await w.run(dialect.db.selectFrom(SEED).select('resource').limit(1).compile())).length > 0;
}

/** Records what the store holds now as the seed, replacing any earlier one; records per resource. */
export async function recordSeed(w: Writer, dialect: SqlDialect, resources: readonly ResourceDecl[] = STORED): Promise<Record<string, number>> {
  const { db } = dialect;
  await w.run(db.deleteFrom(SEED).compile());
  const counts: Record<string, number> = {};
  for (const resource of resources) {
    await w.run(db.insertInto(SEED).columns(['resource', 'id', 'doc', 'hidden']).expression(
      db.selectFrom(`${resource.table} as t`).innerJoin(`${docsTable(resource)} as d`, 'd.rid', 't.rid')
        .select([sql<string>`cast(${resource.path} as text)`.as('resource'), sql<string>`cast(t.id as text)`.as('id'), 'd.doc', 'd.hidden']),
    ).compile());
    const [row] = await w.run(db.selectFrom(SEED).select((eb) => eb.fn.countAll().as('n')).where('resource', '=', resource.path).compile());
    counts[resource.path] = Number(row!.n);
  }
  return counts;
}

/** Seed rows read per statement. */
const BATCH = 1000;

/** A resource's seed records as stored (document and hidden fields), a batch at a time. */
export async function* seedRows(w: Writer, dialect: SqlDialect, resource: ResourceDecl): AsyncIterable<Array<{ doc: string; hidden: string | null }>> {
  let after: string | undefined;
  for (;;) {
    let query = dialect.db.selectFrom(SEED).select(['id', 'doc', 'hidden']).where('resource', '=', resource.path);
    if (after !== undefined) query = query.where('id', '>', after);
    const rows = await w.run(query.orderBy('id').limit(BATCH).compile());
    if (rows.length === 0) return;
    yield rows as Array<{ doc: string; hidden: string | null }>;
    after = rows.at(-1)!.id as string;
  }
}
