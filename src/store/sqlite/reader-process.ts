/**
 * A reader of the SQLite store in a process of its own (src/store/sqlite/reader-pool.ts): it runs
 * the queries that may take long (a page's counts and keys) on a read-only connection, so that the
 * server process's event loop never waits for them, and a query past its budget is stopped by
 * ending this process. Each answer is `{id, result}` or `{id, error: {code, message}}`.
 */
import { openConnection } from './connection.js';
import { StatementCache } from './statement-cache.js';

export interface ReaderRequest { id: number; op: 'count' | 'rows'; sql: string; params: unknown[] }
export interface ReaderAnswer { id: number; result?: unknown; error?: { code?: string; message: string } }

const [file, cacheKiB, busyTimeoutMs] = process.argv.slice(2);
const db = openConnection(file!, { readonly: true, cacheKiB: Number(cacheKiB), busyTimeoutMs: Number(busyTimeoutMs) });
const statements = new StatementCache(db);

process.on('message', (request: ReaderRequest) => {
  let answer: ReaderAnswer;
  try {
    const statement = statements.get(request.sql).pluck(request.op === 'count');
    const result = request.op === 'count' ? Number(statement.get(...request.params)) : statement.all(...request.params);
    answer = { id: request.id, result };
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    answer = { id: request.id, error: { code: typeof code === 'string' ? code : undefined, message: String(message) } };
  }
  process.send!(answer);
});

// The server process is gone: so is its reader.
process.on('disconnect', () => process.exit(0));
