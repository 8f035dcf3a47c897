/**
 * `catalog users list [--organization ID] [--json]`: the users an operator can issue keys for
 * (`catalog keys create --user ID`), with their organization and subscription (README "Command
 * line"); and how `keys create` names the subscription of the key it made.
 */
import { type Command } from 'commander';
import { users } from '../resources/users/resource.js';
import { type UserRecord } from '../resources/users/record.js';
import { subscriptionTypeName } from '../resources/subscription-types/resource.js';
import { type Store } from '../store/store.js';
import { printable } from '../text/printable.js';
import { positiveInt } from './options.js';

/** A user's subscription as `keys create` and `users list` show it. */
export const subscriptionText = (user: Pick<UserRecord, 'subscription'>) =>
  `${subscriptionTypeName(user.subscription.type) ?? 'unknown'} (type ${user.subscription.type})`;

export function registerUserCommands(program: Command, withStore: (work: (store: Store) => Promise<void>) => Promise<void>): void {
  const command = program.command('users').description('the users API keys are issued for');
  command.command('list')
    .description('every user: id, name, organization, subscription, and whether enabled (keys create --user takes the id)')
    .option('--organization <id>', 'only the users of this organization', positiveInt('--organization'))
    .option('--json', 'one JSON line per user instead of a table')
    .action(async (options: { organization?: number; json?: boolean }) => withStore(async (store) => {
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
            subscription: { type: u.subscription.type, name: subscriptionTypeName(u.subscription.type) ?? null },
          })}\n`);
        }
      } else {
        const table = [['ID', 'NAME', 'ORGANIZATION', 'SUBSCRIPTION', 'ENABLED'],
          ...rows.map((u) => [String(u.id), printable(u.name), String(u.organization), subscriptionText(u), u.isEnabled ? 'yes' : 'no'])];
        const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
        for (const row of table) process.stdout.write(`${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}\n`);
      }
      process.stderr.write(`${rows.length} user${rows.length === 1 ? '' : 's'}\n`);
    }));
}
