/**
 * A reader of the SQLite store in a process of its own (src/store/sqlite/reader-pool.ts): it runs
 * the queries that may take long (a page's counts and keys) on a read-only connection, so that the
 * server process's event loop never waits for them, and a query past its budget is stopped by
 * ending this process. It says first whether it could open its connection (`ReaderStart`): the
 * pool gives it queries only once it is ready, so a reader that cannot start takes none with it.
 * Then each answer is `{id, result}` or `{id, error: {code, message}}`.
 */
import type Database from 'better-sqlite3';
import { openConnection } from './connection.js';
import { StatementCache } from './statement-cache.js';

export interface ReaderRequest { id: number; op: 'count' | 'rows'; sql: string; params: unknown[] }
export interface ReaderError { code?: string; message: string }
export interface ReaderAnswer { id: number; result?: unknown; error?: ReaderError }
export type ReaderStart = { start: 'ready' } | { start: 'failed'; error: ReaderError };

function errorOf(error: unknown): ReaderError {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code: typeof code === 'string' ? code : undefined, message: String(message) };
}

const [file, cacheKiB, busyTimeoutMs] = process.argv.slice(2);

function open(): Database.Database | undefined {
  try {
    // The page cache's size is set with the schema read: a file that is no store fails here too.
    return openConnection(file!, { readonly: true, cacheKiB: Number(cacheKiB), busyTimeoutMs: Number(busyTimeoutMs) });
  } catch (error) {
    process.send!({ start: 'failed', error: errorOf(error) } satisfies ReaderStart, () => process.exit(1));
    return undefined;
  }
}

const db = open();
if (db) {
  const statements = new StatementCache(db);
  process.on('message', (request: ReaderRequest) => {
    let answer: ReaderAnswer;
    try {
      const statement = statements.get(request.sql).pluck(request.op === 'count');
      const result = request.op === 'count' ? Number(statement.get(...request.params)) : statement.all(...request.params);
      answer = { id: request.id, result };
    } catch (error) {
      answer = { id: request.id, error: errorOf(error) };
    }
    process.send!(answer);
  });
  process.send!({ start: 'ready' } satisfies ReaderStart);
}

// The server process is gone: so is its reader.
process.on('disconnect', () => process.exit(0));
