/**
 * A PostgreSQL server of a test's own (scripts/with-postgres.sh), with a streaming replica when
 * asked, for tests that do to a server what must not happen to the one the whole suite shares:
 * freezing it. `freeze` stops every process of that server (SIGSTOP), as a hung machine or a
 * network partition would look to the API; `thaw` lets them go on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface TestServer { url: string; freeze(): void; thaw(): void }
/** The primary, and its replica when one was asked for. */
export interface TestCluster extends TestServer { replica?: TestServer; stop(): Promise<void> }

/** The processes of a server: its postmaster and every process it started. */
function processesOf(postmaster: number): number[] {
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [postmaster, ...children];
}

/** A server at `url` that the test can freeze and thaw: its postmaster found through a backend of it. */
async function serverAt(url: string): Promise<TestServer & { signal(name: NodeJS.Signals): void }> {
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
  return { url, signal, freeze: () => signal('SIGSTOP'), thaw: () => signal('SIGCONT') };
}

export async function startCluster(options: { replica?: boolean } = {}): Promise<TestCluster> {
  const script = join(process.cwd(), 'scripts', 'with-postgres.sh');
  // The command holds the cluster for as long as its stdin is open, and prints the servers' URLs.
  const holder: ChildProcess = spawn(script, [...(options.replica ? [] : ['--no-replica']), process.execPath, '-e',
    'console.log(`urls ${process.env.TEST_POSTGRES_URL} ${process.env.TEST_POSTGRES_REPLICA_URL ?? ""}`); process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'],
  { stdio: ['pipe', 'pipe', 'inherit'] });
  const [url, replicaUrl] = await new Promise<string[]>((resolve, reject) => {
    let out = '';
    holder.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('urls ') && out.includes(`${l}\n`));
      if (line) resolve(line.slice('urls '.length).trim().split(/\s+/));
    });
    holder.once('exit', (code) => reject(new Error(`the test cluster did not start (${code})`)));
  });
  const primary = await serverAt(url!);
  const replica = replicaUrl ? await serverAt(replicaUrl) : undefined;
  return {
    url: primary.url,
    freeze: primary.freeze,
    thaw: primary.thaw,
    replica,
    stop: () => new Promise((resolve) => {
      primary.signal('SIGCONT');
      replica?.signal('SIGCONT');
      holder.once('exit', () => resolve());
      holder.stdin!.end();
    }),
  };
}
