/**
 * Users as stored, hidden fields included (their subscription, which no query answer shows):
 * what the subscription check reads for its organizations and the CLI for `keys create --user`.
 */
import { docsTable } from '../query/sql/compile.js';
import { type UserRecord } from '../resources/users/record.js';
import { users } from '../resources/users/resource.js';
import { recordOf } from '../store/stored-record.js';
import { type Store } from '../store/store.js';

/** The users whose `column` (their id, or their organization's) is one of `values`. */
export async function storedUsers(store: Store, column: 'id' | 'organization', values: readonly number[]): Promise<UserRecord[]> {
  if (values.length === 0) return [];
  const { db } = store.dialect;
  const rows = await store.rows<{ doc: string | Buffer; hidden: string | null }>(db.selectFrom(`${users.table} as u`)
    .innerJoin(`${docsTable(users)} as d`, 'd.rid', 'u.rid').select(['d.doc', 'd.hidden'])
    .where(`u.${column}`, 'in', [...values]).orderBy('u.id').compile());
  return rows.map((r) => recordOf(String(r.doc), r.hidden) as UserRecord);
}
