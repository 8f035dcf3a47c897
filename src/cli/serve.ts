/**
 * `catalog serve`: listen, log, and shut down cleanly on SIGINT/SIGTERM.
 */
import { type Config } from '../config.js';
import { createService } from '../server.js';
import { curlLine, ensureDemo } from './demo.js';

export async function serve(config: Config, options: { demo: boolean }): Promise<void> {
  const { app, store } = await createService(config, { level: config.logLevel });
  const credentials = options.demo ? await ensureDemo(store, config, (line) => app.log.info(line)) : undefined;
  await app.listen({ port: config.port, host: config.host });
  if (credentials) {
    process.stdout.write(`\nDemo credentials for this store. Try:\n\n  ${curlLine(config, credentials)}\n\n`);
  }
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
