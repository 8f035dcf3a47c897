/**
 * A PostgreSQL server of a test's own (scripts/with-postgres.sh, no replica), for tests that do to
 * the server what must not happen to the one the whole suite shares: freezing it. `freeze` stops
 * every process of the cluster (SIGSTOP), as a hung machine or a network partition would look to
 * the API; `thaw` lets them go on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface TestCluster { url: string; freeze(): void; thaw(): void; stop(): Promise<void> }

/** The processes of a server: its postmaster and every process it started. */
function processesOf(postmaster: number): number[] {
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [postmaster, ...children];
}

export async function startCluster(): Promise<TestCluster> {
  const script = join(process.cwd(), 'scripts', 'with-postgres.sh');
  // The command holds the cluster for as long as its stdin is open, and prints the server's URL.
  const holder: ChildProcess = spawn(script, ['--no-replica', process.execPath, '-e',
    'console.log(process.env.TEST_POSTGRES_URL); process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'],
  { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    holder.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('postgres://'));
      if (line) resolve(line.trim());
    });
    holder.once('exit', (code) => reject(new Error(`the test cluster did not start (${code})`)));
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backend = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  // Read while the backend lives: its parent is the postmaster.
  const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
  await client.end();
  const postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processesOf(postmaster)) {
      try {
        process.kill(pid, name);
      } catch {
        // A process that ended meanwhile.
      }
    }
  };
  return {
    url,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop: () => new Promise((resolve) => {
      signal('SIGCONT');
      holder.once('exit', () => resolve());
      holder.stdin!.end();
    }),
  };
}
