/**
 * The load generator of the query mix: requests in turn from a list, on N keep-alive connections,
 * for a number of seconds; latency percentiles and requests/s. Two implementations of one
 * interface: wrk when it is on the PATH (Debian package `wrk`), else autocannon.
 *
 * Why two: the client shares the machine's cores with the server under test. Reading ~290 KB
 * responses, autocannon used 5.6-5.9 s of CPU per 10 s at about 860 requests/s, wrk 0.9 s
 * (docs/performance.md), so with autocannon part of what the bench measures is its own client.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** A request of the load: POST with a body unless `method` says GET (then no body). */
export interface LoadRequest { method?: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> }
/** Latencies in ms; errors counts failed connections, timeouts and non-2xx answers. */
export interface LoadResult { p50: number; p99: number; rps: number; errors: number; total: number }

export interface LoadClient {
  readonly name: 'wrk' | 'autocannon';
  run(port: number, requests: LoadRequest[], seconds: number, connections: number): Promise<LoadResult>;
}

/** The client asked for, else wrk when installed (the bench's `--client` choices are the names). */
export function loadClient(choice?: LoadClient['name']): LoadClient {
  return (choice ?? (wrkInstalled() ? 'wrk' : 'autocannon')) === 'wrk' ? wrkClient : autocannonClient;
}

export function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its usage and exits 1; only a missing command is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const autocannonClient: LoadClient = {
  name: 'autocannon',
  async run(port, requests, seconds, connections) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`, connections, duration: seconds,
      requests: requests.map((r) => ({ method: r.method ?? 'POST', path: r.path, headers: r.headers, ...(r.body === undefined ? {} : { body: r.body }) })),
    });
    return {
      p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average,
      errors: result.errors + result.non2xx, total: result.requests.total,
    };
  },
};

/** A Lua string literal of any bytes: escapes, never interpolation. */
function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte >= 0x7f) out += `\\${String(byte).padStart(3, '0')}`; // 3 digits: a digit after it is not read into it
    else out += String.fromCharCode(byte);
  }
  return `${out}"`;
}

/** The script: requests in turn, then one JSON line of results on stdout (latencies in us). */
function wrkScript(requests: LoadRequest[]): string {
  const formatted = requests.map((r) => {
    const headers = Object.entries(r.headers).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`).join(', ');
    return `wrk.format(${luaString(r.method ?? 'POST')}, ${luaString(r.path)}, { ${headers} }, ${r.body === undefined ? 'nil' : luaString(r.body)})`;
  });
  return `local reqs = {}
local at = 0
function init(args)
  reqs = { ${formatted.join(',\n    ')} }
end
function request()
  at = at % #reqs + 1
  return reqs[at]
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"p50":%d,"p99":%d,"total":%d,"us":%d,"errors":%d}\\n',
    latency:percentile(50), latency:percentile(99), summary.requests, summary.duration,
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

const wrkClient: LoadClient = {
  name: 'wrk',
  run(port, requests, seconds, connections) {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-bench-'));
    const script = join(dir, 'mix.lua');
    writeFileSync(script, wrkScript(requests));
    // One thread: a second would take CPU from the server for no more load at 16 connections.
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `http://127.0.0.1:${port}`];
    return new Promise<LoadResult>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => { out += chunk; });
      child.on('error', reject);
      child.on('close', (code) => {
        rmSync(dir, { recursive: true, force: true });
        const line = out.split('\n').find((l) => l.startsWith('{"p50"'));
        if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${out}`));
        const r = JSON.parse(line) as { p50: number; p99: number; total: number; us: number; errors: number };
        resolve({ p50: r.p50 / 1000, p99: r.p99 / 1000, rps: Math.round((r.total / r.us) * 1e8) / 100, errors: r.errors, total: r.total });
      });
    });
  },
};
