/**
 * A write operation run outside HTTP (tests): the same runner, checks
 * and transaction, answering the written object as stored (no signed URLs).
 */
import { type Principal } from '../auth/authenticator.js';
import { type Row } from '../query/declare.js';
import { type Store } from '../store/store.js';
import { type CommandDecl } from './declare.js';
import { runCommand, type RunnerOptions } from './runner.js';

export async function execute(store: Store, decl: CommandDecl, principal: Principal, body: unknown, options: RunnerOptions): Promise<Row> {
  const answer = await runCommand(store, decl, { principal, body }, (_decl, written) => written.shown ?? written.doc, options);
  return JSON.parse(answer.body) as Row;
}
