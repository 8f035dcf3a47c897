/**
 * The propagations table: one row per changed record whose embedding products are still to be
 * rebuilt, with how far the work has come (the last product row id done). A worker claims a row
 * for a lease it renews with every batch; a worker that dies leaves the row to be claimed again
 * when the lease runs out, and the work resumes after the last batch committed.
 */
import { type SqlDialect } from '../../query/sql/dialect.js';
import { type Store, type Writer } from '../../store/store.js';

export interface PropagationJob {
  id: number;
  resource: string;
  recordId: string;
  afterRid: number;
  productsDone: number;
  /** The lease this worker holds: a batch commits only while it is still the row's. */
  claimedUntil: number;
}

export async function enqueuePropagation(writer: Writer, dialect: SqlDialect, resource: string, id: string | number, nowMs: number): Promise<void> {
  await writer.run(dialect.db.insertInto('propagations').values({
    resource, record_id: String(id), after_rid: 0, products_done: 0, created_at: nowMs, claimed_until: 0, done_at: null,
  }).compile());
}

/** Claims the oldest propagation that nobody holds (or whose holder's lease ran out), for `leaseMs`. */
export async function claimPropagation(writer: Writer, dialect: SqlDialect, nowMs: number, leaseMs: number): Promise<PropagationJob | undefined> {
  const { db } = dialect;
  const [row] = await writer.run(db.selectFrom('propagations').selectAll().where('done_at', 'is', null)
    .where('claimed_until', '<', nowMs).orderBy('id').limit(1).compile());
  if (!row) return undefined;
  const claimedUntil = nowMs + leaseMs;
  await writer.run(db.updateTable('propagations').set({ claimed_until: claimedUntil }).where('id', '=', row.id as number).compile());
  return {
    id: Number(row.id), resource: String(row.resource), recordId: String(row.record_id), afterRid: Number(row.after_rid),
    productsDone: Number(row.products_done), claimedUntil,
  };
}

/**
 * Records a batch's progress and renews the lease, or ends the row when `done`; false when the
 * lease was lost meanwhile (another worker claimed the row): the batch must then not commit.
 */
export async function advancePropagation(writer: Writer, dialect: SqlDialect, job: PropagationJob, nowMs: number, leaseMs: number,
  done: boolean): Promise<boolean> {
  const { db } = dialect;
  const [held] = await writer.run(db.selectFrom('propagations').select('id').where('id', '=', job.id)
    .where('claimed_until', '=', job.claimedUntil).compile());
  if (!held) return false;
  job.claimedUntil = nowMs + leaseMs;
  await writer.run(db.updateTable('propagations').set({
    after_rid: job.afterRid, products_done: job.productsDone, claimed_until: job.claimedUntil, done_at: done ? nowMs : null,
  }).where('id', '=', job.id).compile());
  return true;
}

/** Propagations not yet done (for metrics): read outside any transaction. */
export async function pendingPropagations(store: Store): Promise<number> {
  const [row] = await store.rows<{ n: unknown }>(store.dialect.db.selectFrom('propagations').select((eb) => eb.fn.countAll().as('n'))
    .where('done_at', 'is', null).compile());
  return Number(row?.n ?? 0);
}

/** Whether some propagation waits for a worker now: a read, so that idle workers never take the write lock. */
export async function propagationWaiting(store: Store, nowMs: number): Promise<boolean> {
  const rows = await store.rows(store.dialect.db.selectFrom('propagations').select('id').where('done_at', 'is', null)
    .where('claimed_until', '<', nowMs).limit(1).compile());
  return rows.length > 0;
}
