/**
 * `catalog serve [--demo] [--workers N]`: listen, log, and shut down cleanly on SIGINT/SIGTERM.
 * With several workers, a primary process loads the demo (once), then forks N server processes
 * that share the port (node:cluster); the rate limit, caches' generations and signing secret live
 * in the store, so the processes agree without talking to each other.
 */
import cluster from 'node:cluster';
import { type Config } from '../config.js';
import { createService } from '../server.js';
import { openConfigured } from '../store/open-store.js';
import { ensureSeed, SandboxSchedule, type SandboxLog } from '../sandbox/schedule.js';
import { type Store } from '../store/store.js';
import { curlLine, ensureDemo } from './demo.js';

export interface ServeOptions { demo: boolean; workers: number }

export async function serve(config: Config, options: ServeOptions): Promise<void> {
  if (options.workers > 1 && cluster.isPrimary) return supervise(config, options);
  const { app, store } = await createService(config, { level: config.logLevel });
  // In a cluster the primary has loaded the demo already.
  const credentials = options.demo && cluster.isPrimary ? await ensureDemo(store, config, (line) => app.log.info(line)) : undefined;
  const sandbox = await startSandbox(config, store, {
    info: (message, data) => app.log.info(data ?? {}, message),
    warn: (message, data) => app.log.warn(data ?? {}, message),
  });
  app.addHook('onClose', async () => sandbox?.stop());
  await app.listen({ port: config.port, host: config.host });
  if (credentials) printCurl(config, credentials);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * decisions section 3: a sandbox with SANDBOX_RESET_CRON records its seed catalogue (what it holds
 * at its first start with a catalogue) and keeps the schedule; one process resets at each time.
 */
async function startSandbox(config: Config, store: Store, log: SandboxLog): Promise<SandboxSchedule | undefined> {
  if (!config.sandboxResetCron) return undefined;
  const recorded = await ensureSeed(store);
  if (recorded) log.info('sandbox seed catalogue recorded', recorded);
  const schedule = new SandboxSchedule(store, config.sandboxResetCron, log);
  log.info(`sandbox resets to its seed catalogue on "${config.sandboxResetCron}"`, { next: schedule.next()?.toISOString() });
  return schedule;
}

function printCurl(config: Config, credentials: { key: string; secret: string }): void {
  process.stdout.write(`\nDemo credentials for this store. Try:\n\n  ${curlLine(config, credentials)}\n\n`);
}

async function supervise(config: Config, options: ServeOptions): Promise<void> {
  let credentials: { key: string; secret: string } | undefined;
  if (options.demo) {
    const store = await openConfigured(config);
    try {
      credentials = await ensureDemo(store, config, (line) => process.stderr.write(`${line}\n`));
    } finally {
      await store.close();
    }
  }
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    listening++;
    if (listening === options.workers) {
      process.stderr.write(`${options.workers} server processes listening on ${config.host}:${config.port}\n`);
      if (credentials) printCurl(config, credentials);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A crashed worker is replaced; the others keep serving meanwhile.
    process.stderr.write(`server process ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    fork();
  });
  for (let i = 0; i < options.workers; i++) fork();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker?.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
