/**
 * `catalog serve [--demo] [--workers N]`: listen, log, and shut down cleanly on SIGINT/SIGTERM.
 * With several workers, a primary process loads the demo (once), then forks N server processes
 * that share the port (node:cluster); the rate limit, caches' generations and signing secret live
 * in the store, so the processes agree without talking to each other.
 *
 * Shutdown: the first signal drains (new requests get 503, readiness turns false, requests in
 * flight finish); near the end of SHUTDOWN_GRACE_SECONDS, streams still running end with their
 * final `unavailable` line, and at its end connections still open are closed; then the process
 * exits, within the grace. A second signal exits at once. A primary asks its workers to drain.
 */
import cluster from 'node:cluster';
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';
import { defaultReaders, type Config } from '../config.js';
import { withServerFlags } from './server-flags.js';
import { type Lifecycle } from '../http/lifecycle.js';
import { answerMetrics } from '../http/metrics.js';
import { createLogger } from '../logging.js';
import { createService } from '../server.js';
import { openConfigured } from '../store/open-store.js';
import { ensureSeed, SandboxSchedule, type SandboxLog } from '../sandbox/schedule.js';
import { type Store } from '../store/store.js';
import { curlLine, ensureDemo } from './demo.js';

/** `demo`: load a demo catalogue of that many products into an empty store (src/cli/demo.ts). */
export interface ServeOptions { demo: { products: number } | undefined; workers: number }

/** Exit code of a server process that could not start (a taken port): its primary stops, not restarts it. */
const CANNOT_START = 78;
/**
 * How long before the end of the grace every stream still open is ended: the time its client has
 * to take what this process still holds for it and its last line, before the connection is closed
 * (at most half the grace). A slower client's stream is ended earlier, in time for it
 * (src/http/stream-ends.ts); the kernel delivers what it has taken after the process is gone.
 */
const LAST_LINE_MS = 5_000;
/** How often a draining process says what it still waits for. */
const REPORT_MS = 5_000;
/** How long a drained process's close may take (its store's threads and readers stopping) before it exits anyway. */
const CLOSE_MS = 5_000;
/** The message a primary sends its workers to drain. */
const DRAIN = 'catalog:drain';

/** What `listen` failed on, in words that name the setting to change. */
export class ListenError extends Error {}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new ListenError(`PORT ${config.port} is already in use on ${config.host}: set PORT to a free port, or stop the process that holds it`);
    }
    if (code === 'EACCES') throw new ListenError(`PORT ${config.port} on ${config.host} needs privileges this process lacks: set PORT to 1024 or above`);
    if (code === 'EADDRNOTAVAIL') throw new ListenError(`HOST ${config.host} is not an address of this machine: set HOST (127.0.0.1, or 0.0.0.0 for every interface)`);
    throw error;
  }
}

export async function serve(config: Config, options: ServeOptions): Promise<void> {
  if (options.workers > 1 && cluster.isPrimary) return supervise(config, options);
  const log = createLogger(config);
  const { app, store, lifecycle } = await createService(config, log);
  // In a cluster the primary has loaded the demo already.
  const credentials = options.demo && cluster.isPrimary ? await ensureDemo(store, config, options.demo.products, (line) => log.info(line)) : undefined;
  const sandbox = await startSandbox(config, store, {
    info: (message, data) => log.info(data ?? {}, message),
    warn: (message, data) => log.warn(data ?? {}, message),
  });
  app.addHook('onClose', async () => sandbox?.stop());
  try {
    await listen(app, config);
  } catch (error) {
    await app.close();
    if (error instanceof ListenError && cluster.isWorker) {
      log.error(error.message);
      process.exit(CANNOT_START);
    }
    throw error;
  }
  if (credentials) printCurl(config, credentials);
  drainOnSignals(app, lifecycle, config, log);
}

/** The shutdown of one server process (see the head of this file). */
function drainOnSignals(app: FastifyInstance, lifecycle: Lifecycle, config: Config, log: Logger): void {
  let draining = false;
  const waiting = () => `${lifecycle.inFlight} request${lifecycle.inFlight === 1 ? '' : 's'} in flight (${lifecycle.streams} stream${lifecycle.streams === 1 ? '' : 's'})`;
  const drain = async (signal: string) => {
    // Still listening: health checks see the process not ready, new requests get 503, requests in
    // flight finish.
    lifecycle.startDraining();
    log.info(`${signal}: draining; waiting up to ${config.shutdownGraceSeconds} s for ${waiting()}`);
    const report = setInterval(() => log.info(`still waiting for ${waiting()}`), REPORT_MS);
    // The whole shutdown fits in the grace: streams are told to end early enough that their
    // clients can read the last line before the connections close.
    const graceMs = config.shutdownGraceSeconds * 1000;
    const lastLineMs = Math.min(LAST_LINE_MS, graceMs / 2);
    const stopEnding = lifecycle.endStreamsBy(Date.now() + graceMs);
    try {
      if (!(await lifecycle.idle(graceMs - lastLineMs))) {
        log.warn(`drain deadline: ending ${waiting()}`);
        lifecycle.endStreams();
        await lifecycle.idle(lastLineMs);
      }
    } finally {
      stopEnding();
      clearInterval(report);
    }
    // What is still open now (a client that does not read its last line) is closed. Every request
    // has been answered or ended by now: a close that hangs (a store's threads or readers that do
    // not stop) does not keep the process, nor a primary waiting for it.
    app.server.closeAllConnections();
    setTimeout(() => {
      log.warn(`closing took over ${CLOSE_MS / 1000} s: exiting`);
      process.exit(0);
    }, CLOSE_MS).unref();
    await app.close();
    log.info('closed');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      log.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    draining = true;
    void drain(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A primary asks by message, not by signal: Ctrl-C at a terminal already signals every process
  // of the group, and a second signal means "now".
  process.on('message', (message: { type?: string }) => {
    if (message?.type !== DRAIN || draining) return;
    draining = true;
    void drain('asked by the primary');
  });
}

/**
 * docs/contract.md §3: a sandbox with SANDBOX_RESET_CRON records its seed catalogue (what it holds
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
  const log = createLogger(config);
  let credentials: { key: string; secret: string } | undefined;
  if (options.demo) {
    const store = await openConfigured(config);
    try {
      credentials = await ensureDemo(store, config, options.demo.products, (line) => log.info(line));
    } finally {
      await store.close();
    }
  }
  // Any worker asked for /metrics answers the sum over all of them, gathered here.
  answerMetrics();
  let stopping = false;
  let listening = 0;
  cluster.setupPrimary({ execArgv: withServerFlags(process.execArgv) });
  // The cores are shared among the workers' reader processes unless DATABASE_READERS says otherwise.
  const fork = () => cluster.fork(process.env.DATABASE_READERS ? {} : { DATABASE_READERS: String(defaultReaders(options.workers)) });
  cluster.on('listening', () => {
    listening++;
    if (listening === options.workers) {
      log.info(`${options.workers} server processes listening on ${config.host}:${config.port}`);
      if (credentials) printCurl(config, credentials);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (code === CANNOT_START) {
      // The others would fail the same way (the worker said why): stop rather than restart forever.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      process.exit(1);
    }
    // A crashed worker is replaced; the others keep serving meanwhile.
    log.warn(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < options.workers; i++) fork();
  const onSignal = (signal: NodeJS.Signals) => {
    const workers = Object.values(cluster.workers ?? {});
    if (stopping) {
      log.warn(`${signal} again: stopping every server process at once`);
      for (const worker of workers) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    let left = workers.length;
    if (left === 0) process.exit(0);
    log.info(`${signal}: draining ${workers.length} server processes`);
    // Each worker exits within its grace and CLOSE_MS; one that does not is stopped.
    setTimeout(() => {
      log.warn('a server process did not exit after its grace: stopping it');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000 + 2 * CLOSE_MS).unref();
    for (const worker of workers) {
      worker?.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker?.send({ type: DRAIN });
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
