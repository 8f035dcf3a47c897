/**
 * `catalog users list [--organization ID] [--json]`: the users an operator can issue keys for
 * (`catalog keys create --user ID`), with their organization and subscription (README "Command
 * line"); and how `keys create` names the subscription of the key it made.
 */
import { type Command } from 'commander';
import { users } from '../resources/users/resource.js';
import { type UserRecord } from '../resources/users/record.js';
import { SEEDED_SUBSCRIPTION_TYPES, subscriptionTypes } from '../resources/subscription-types/resource.js';
import { docsTable } from '../query/sql/compile.js';
import { recordOf } from '../store/stored-record.js';
import { type Store } from '../store/store.js';
import { positiveInt } from './options.js';

/** The store's subscription type names by id (the seeded ones when the store has none). */
export async function subscriptionNames(store: Store): Promise<Map<number, string>> {
  const names = new Map(SEEDED_SUBSCRIPTION_TYPES.map((t) => [t.id, t.name]));
  for await (const lines of store.exportLines(subscriptionTypes)) {
    for (const line of lines) {
      const type = JSON.parse(line) as { id: number; name: string };
      names.set(type.id, type.name);
    }
  }
  return names;
}

/** One user as stored, hidden fields included (its subscription); undefined when there is none. */
export async function storedUser(store: Store, id: number): Promise<UserRecord | undefined> {
  const { db } = store.dialect;
  const [row] = await store.rows<{ doc: string | Buffer; hidden: string | null }>(db.selectFrom(`${users.table} as u`)
    .innerJoin(`${docsTable(users)} as d`, 'd.rid', 'u.rid').select(['d.doc', 'd.hidden']).where('u.id', '=', id).compile());
  return row && recordOf(String(row.doc), row.hidden) as UserRecord;
}

/** Control characters of a stored name shown as spaces, so that a table stays one line per user. */
export const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

/** A user's subscription as `keys create` and `users list` show it. */
export const subscriptionText = (user: Pick<UserRecord, 'subscription'>, names: ReadonlyMap<number, string>) =>
  `${names.get(user.subscription.type) ?? 'unknown'} (type ${user.subscription.type})`;

export function registerUserCommands(program: Command, withStore: (work: (store: Store) => Promise<void>) => Promise<void>): void {
  const command = program.command('users').description('the users API keys are issued for');
  command.command('list')
    .description('every user: id, name, organization, subscription, and whether enabled (keys create --user takes the id)')
    .option('--organization <id>', 'only the users of this organization', positiveInt('--organization'))
    .option('--json', 'one JSON line per user instead of a table')
    .action(async (options: { organization?: number; json?: boolean }) => withStore(async (store) => {
      const names = await subscriptionNames(store);
      const rows: UserRecord[] = [];
      for await (const lines of store.exportLines(users)) {
        for (const line of lines) {
          const user = JSON.parse(line) as UserRecord;
          if (options.organization === undefined || user.organization === options.organization) rows.push(user);
        }
      }
      if (options.json) {
        for (const u of rows) {
          process.stdout.write(`${JSON.stringify({
            id: u.id, name: u.name, organization: u.organization, isEnabled: u.isEnabled,
            subscription: { type: u.subscription.type, name: names.get(u.subscription.type) ?? null },
          })}\n`);
        }
      } else {
        const table = [['ID', 'NAME', 'ORGANIZATION', 'SUBSCRIPTION', 'ENABLED'],
          ...rows.map((u) => [String(u.id), printable(u.name), String(u.organization), subscriptionText(u, names), u.isEnabled ? 'yes' : 'no'])];
        const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
        for (const row of table) process.stdout.write(`${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}\n`);
      }
      process.stderr.write(`${rows.length} user${rows.length === 1 ? '' : 's'}\n`);
    }));
}
