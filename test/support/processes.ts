/**
 * The real `catalog` command as child processes (built to dist/ by `npm test`'s pretest).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../bench/server-process.js';

export { freePort };

export const BIN = join(process.cwd(), 'bin', 'catalog.js');

export interface Run { code: number; stdout: string; stderr: string }

export function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, CI: '1', ...env }, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}


export interface Served { child: ChildProcess; port: number; output: () => string; stop(): Promise<void> }

/** A `catalog serve` process on `port` (a free one unless given), answering once it returns. */
export async function serveProcess(env: Record<string, string>, args: string[] = [], port?: number): Promise<Served> {
  port ??= await freePort();
  let output = '';
  const child = spawn(process.execPath, [BIN, 'serve', ...args], {
    env: { ...process.env, CI: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A first start that loads the demo catalogue takes about 50 s on a quiet two-core machine and
  // over two minutes on a busy one; the hooks that call this allow five.
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v4/`);
      await response.arrayBuffer();
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        // Not left running after the test that gave up on it.
        child.kill('SIGKILL');
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    child, port, output: () => output,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/**
 * Resolves once the process answers /health/ready 200: its in-memory index is read too (a test
 * that stops the database under it must not stop the index's first read, which is then tried
 * again after a pause while readiness says so).
 */
export async function untilReady(server: Served, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${server.port}/health/ready`);
    const body = await response.text();
    if (response.status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${ms} ms: ${body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
