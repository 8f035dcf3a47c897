/**
 * One answer of the change feed (docs/api.md "Following changes"), read from one snapshot of the
 * store: the head, then the rows after the caller's position, each record once at its latest
 * change, then the records as they are now. Knows neither HTTP nor a driver.
 */
import { type ResourceDecl } from '../query/declare.js';
import { actionName, type ChangeAction } from '../store/change-rows.js';
import { type Store, type StoredRow } from '../store/store.js';
import { changesAfter, documentsById, headOf, headQuery, type ChangeRow, type FeedHead } from './feed-sql.js';
import { isExpired } from './checked-position.js';
import { type Position } from './position.js';

export interface ChangesRequest {
  /** Where the caller is; null: it asks where to start from (no changes). */
  after: Position | null;
  /** The resources whose changes it wants (paths); all of them when absent. */
  resources?: readonly string[];
  /** Records at most in the answer. */
  limit: number;
  /**
   * The last change row to read: a webhook's batch sent again is the same changes (src/webhooks/),
   * not those that came since. Absent: through the head.
   */
  through?: number;
}

/** A change as answered: its record's document when the record is there (not for `deleted`). */
export interface Change {
  seq: number;
  resource: string;
  id: string | number;
  action: ChangeAction;
  at: number;
  row?: StoredRow;
}

export interface ChangesAnswer {
  head: FeedHead;
  /** The answer's position (`meta.position`): every change up to it is in the answer or older than `after`. */
  position: number;
  /** Whether changes after `position` were already there. */
  more: boolean;
  changes: Change[];
}

/** Why an answer cannot be given: the position is of another epoch or older than the kept history. */
export const EXPIRED = Symbol('position expired');

/** Rows read per window at most; a record changed many times is coalesced across windows. */
const WINDOW = 2_000;
/** A window twice the answer's limit: a webhook's batch of 100 does not read 2,000 rows to use 100. */
const windowFor = (limit: number) => Math.min(WINDOW, Math.max(200, limit * 2));
/** Windows read at most for one answer: a burst of changes of a few records is not read whole. */
const MAX_WINDOWS = 25;
/** Ids per document read: an answer of up to 1,000 records in one read. */
const IDS_PER_READ = 1_000;

export async function readChanges(
  store: Store, request: ChangesRequest, declOf: ReadonlyMap<string, ResourceDecl>,
): Promise<ChangesAnswer | typeof EXPIRED> {
  const { dialect } = store;
  const snapshot = await store.snapshot();
  try {
    const head = headOf((await snapshot.rows<Record<string, unknown>>(headQuery(dialect)))[0]);
    const { after } = request;
    if (!after) return { head, position: head.head, more: false, changes: [] };
    if (isExpired(after, head)) return EXPIRED;

    const latest = new Map<string, ChangeRow>();
    let position = after.seq;
    let more = false;
    let exhausted = false;
    const size = windowFor(request.limit);
    scan: for (let window = 0; window < MAX_WINDOWS; window++) {
      const rows = await snapshot.rows<ChangeRow>(changesAfter(dialect, position, request.resources, size, request.through));
      for (const row of rows) {
        const key = `${row.resource}\u0000${row.record_id}`;
        const seen = latest.get(key);
        if (!seen && latest.size >= request.limit) {
          more = true;
          break scan;
        }
        if (seen) latest.delete(key);
        latest.set(key, row);
        position = Number(row.seq);
      }
      if (rows.length < size) {
        exhausted = true;
        break;
      }
    }
    if (exhausted) position = Math.max(position, Math.min(head.head, request.through ?? head.head));
    else more = true;

    const changes: Change[] = [];
    // The changes whose records are read, by the resource they are of.
    const wanted = new Map<ResourceDecl, Map<string, Change>>();
    for (const row of latest.values()) {
      const decl = declOf.get(row.resource);
      if (!decl) continue;
      const id = decl.idType === 'integer' ? Number(row.record_id) : row.record_id;
      const change: Change = { seq: Number(row.seq), resource: row.resource, id, action: actionName(Number(row.action)), at: Number(row.at) };
      changes.push(change);
      if (change.action === 'deleted') continue;
      let byId = wanted.get(decl);
      if (!byId) wanted.set(decl, (byId = new Map()));
      byId.set(String(id), change);
    }
    for (const [decl, byId] of wanted) {
      const list = [...byId.values()];
      for (let at = 0; at < list.length; at += IDS_PER_READ) {
        const ids = list.slice(at, at + IDS_PER_READ).map((c) => c.id);
        for (const row of await snapshot.rows(documentsById(dialect, decl, ids))) byId.get(String(row.id))!.row = row;
      }
      // A record changed and then deleted after this answer's position: gone now, so shown as
      // deleted here (the deletion comes again after the position; applying it twice changes nothing).
      for (const change of list) if (!change.row) change.action = 'deleted';
    }
    return { head, position, more, changes };
  } finally {
    await snapshot.close();
  }
}
