/**
 * Whether a PostgreSQL server answers at all: one trivial statement on a connection of its own,
 * within a short deadline. Never a connection of the store's pools: they may all be busy with slow
 * queries on a server that answers well, and a probe that waited for one would take that for
 * silence (src/store/postgres/database-health.ts).
 *
 * A frozen server (its processes stopped, a hung machine) still completes the TCP handshake in
 * its kernel and then never answers the startup message: the probe's socket is destroyed at the
 * deadline, not left waiting for an answer that may come minutes later.
 */
import pg from 'pg';
import { types } from './pool.js';

/** The server's answer: the rows of the statement, or none when it answered with an error of its own. */
export type ProbeAnswer<R> = { answered: true; rows?: R[] } | { answered: false };

export async function probe<R extends pg.QueryResultRow = Record<string, unknown>>(
  url: string, deadlineMs: number, sql = 'SELECT 1', values: unknown[] = [],
): Promise<ProbeAnswer<R>> {
  const client = new pg.Client({ connectionString: url, application_name: 'catalog-api-probe', connectionTimeoutMillis: deadlineMs, types });
  // A socket destroyed at the deadline, or dropped by the server, must not end the process.
  client.on('error', () => {});
  const answer = (async (): Promise<ProbeAnswer<R>> => {
    await client.connect();
    return { answered: true, rows: (await client.query<R>(sql, values)).rows };
  })().catch((error: unknown): ProbeAnswer<R> => (
    // The server refused the connection or the statement itself (too many connections, starting up,
    // a wrong password): it answers, and the store's own statements will be told the same.
    error instanceof pg.DatabaseError ? { answered: true } : { answered: false }));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ProbeAnswer<R>>((resolve) => {
    timer = setTimeout(() => resolve({ answered: false }), deadlineMs);
  });
  const result = await Promise.race([answer, deadline]);
  clearTimeout(timer);
  if (result.answered) void client.end().catch(() => {});
  else client.connection.stream.destroy();
  return result;
}
