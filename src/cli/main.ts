/**
 * `catalog serve [--demo [--demo-products N]] [--workers N] | migrate | import <dir> | export <dir> | generate <dir> --products N [--seed S] |
 * keys create --user ID [--name NAME] [--environment E] | keys revoke ID | users list` (docs/contract.md §10), and
 * `catalog sandbox seed | reset` (docs/contract.md §3), `catalog changes [--since T] [--resource R]` (the change log)
 * `catalog propagate` (docs/contract.md §13) and `catalog media copy --to s3` (docs/deployment.md).
 */
import { Command } from 'commander';
import { createKey, revokeKey } from '../auth/keys.js';
import { pendingPropagations } from '../command/propagation/jobs.js';
import { PropagationWorker } from '../command/propagation/worker.js';
import { loadConfig } from '../config.js';
import { DEMO_PRODUCTS } from '../generate/demo-products.js';
import { STORED } from '../resources/registry.js';
import { subscriptionTypeName } from '../resources/subscription-types/resource.js';
import { users } from '../resources/users/resource.js';
import { resetOnce } from '../sandbox/schedule.js';
import { recordSeed } from '../sandbox/seed.js';
import { storedUsers } from '../service/stored-users.js';
import { LATEST_VERSION, MIGRATIONS } from '../store/migrations/index.js';
import { migrate } from '../store/migrations/runner.js';
import { openConfigured, storeFor } from '../store/open-store.js';
import { type Store } from '../store/store.js';
import { printable } from '../text/printable.js';
import { printChanges, sinceOption } from './changes.js';
import { registerMediaCommands } from './media-copy.js';
import { positiveInt } from './options.js';
import { bar, count, exportProgress, importProgress, Steps } from './progress.js';
import { registerUserCommands, subscriptionText } from './users.js';

// What only some commands use, and takes long to load, is loaded by those commands when they run:
// the HTTP server (serve), bulk files and media storage (import, export), the generator and its
// image library (generate), the index files (import). A command starts in a fraction of the
// time that loading every module took (docs/performance.md "Starting a command").

const say = (line: string) => process.stderr.write(`${line}\n`);

/** Opens the configured store for one command and closes it whatever happens. */
async function withStore(work: (store: Store) => Promise<void>): Promise<void> {
  const store = await openConfigured(loadConfig());
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

/** A sandbox command: refused on a production store, whose data it would replace. */
async function withSandboxStore(work: (store: Store) => Promise<void>): Promise<void> {
  if (loadConfig().environment !== 'sandbox') {
    throw new Error('`catalog sandbox` works on a sandbox\'s store only: set CATALOG_ENVIRONMENT=sandbox (this store is production)');
  }
  await withStore(work);
}

export async function main(argv: string[]): Promise<void> {
  const program = new Command('catalog')
    .description('Catalog Data API v4: serve the API and manage its data')
    .showHelpAfterError()
    .exitOverride((error) => {
      process.exit(error.exitCode);
    });

  program.command('serve')
    .description('serve the API (PORT, HOST, DATABASE_URL, ... from the environment)')
    .option('--demo', 'on an empty store, load a generated demo catalogue and print a curl line first')
    .option('--demo-products <n>', 'how many products the demo catalogue has', positiveInt('--demo-products'), DEMO_PRODUCTS)
    .option('--workers <n>', 'server processes sharing the port', positiveInt('--workers'), 1)
    .action(async (options: { demo?: boolean; demoProducts: number; workers: number }) => {
      const { serve } = await import('./serve.js');
      await serve(loadConfig(), { demo: options.demo ? { products: options.demoProducts } : undefined, workers: options.workers });
    });

  program.command('migrate')
    .description(`bring the store's tables to this build's schema version (${LATEST_VERSION}); run once after an upgrade`)
    .action(async () => {
      // Migrations run on the primary only: no replica pool.
      const store = storeFor(loadConfig().databaseUrl);
      try {
        const { from, to } = await migrate(store.migrations, MIGRATIONS, {
          starting: (m) => say(`applying migration ${m.version} (${m.name})...`),
          step: (name) => bar(name, 'rows'),
        });
        say(from === to ? `the store is already at schema version ${to}` : `migrated the store from schema version ${from} to ${to}`);
      } finally {
        await store.close();
      }
    });

  program.command('import <dir>')
    .description('import the NDJSON bulk files of <dir> (all-or-nothing), then the media files of <dir>/media-files, if any')
    .action(async (dir: string) => withStore(async (store) => {
      const { ImportError, importDirectory, problemText } = await import('../bulk/import.js');
      const { importMediaFiles, MEDIA_FILES } = await import('../bulk/media-files.js');
      const { openMediaStorage } = await import('../media/open-storage.js');
      const { prepareIndexes } = await import('./prepare-indexes.js');
      const steps = new Steps();
      try {
        const summary = await importDirectory(store, dir, STORED, importProgress(steps));
        steps.end();
        const config = loadConfig();
        const files = await importMediaFiles(await openMediaStorage(config), dir);
        if (files > 0) say(`put the files of ${count(files)} media items from ${MEDIA_FILES}/ into MEDIA_DIR`);
        if (config.memoryIndex) await prepareIndexes(store, config.memoryIndexDir, steps);
        // The summary is the last line, whatever steps ran after the records' commit.
        const derived = Object.entries(summary.derived);
        if (derived.length > 0) say(`derived from the products' views (no file for them): ${JSON.stringify(Object.fromEntries(derived))}`);
        const total = Object.values(summary.records).reduce((a, b) => a + b, 0);
        const products = summary.records.products ?? 0;
        say(`imported ${count(total)} records in ${summary.totalSeconds.toFixed(1)} s (${count(Math.round(total / summary.totalSeconds))} records/s`
          + `${products ? `; ${count(products)} products, ${count(Math.round(products / summary.totalSeconds))} products/s` : ''}): ${JSON.stringify(summary.records)}`);
      } catch (error) {
        steps.end();
        if (error instanceof ImportError) {
          say('import rejected, nothing was written:');
          for (const p of error.problems) say(`  ${problemText(p)}`);
          process.exitCode = 1;
          return;
        }
        throw error;
      }
    }));

  program.command('export <dir>')
    .description('write every resource to <dir> in the import format')
    .option('--files', 'also write the files this server keeps for media items to <dir>/media-files')
    .action(async (dir: string, options: { files?: boolean }) => withStore(async (store) => {
      const { exportDirectory } = await import('../bulk/export.js');
      const started = performance.now();
      const counts = await exportDirectory(store, dir, STORED, exportProgress());
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      const secondsTaken = (performance.now() - started) / 1000;
      say(`exported ${count(total)} records in ${secondsTaken.toFixed(1)} s (${count(Math.round(total / Math.max(secondsTaken, 0.001)))} records/s) into ${dir}: ${JSON.stringify(counts)}`);
      if (options.files) {
        const config = loadConfig();
        const { exportMediaFiles, MEDIA_FILES } = await import('../bulk/media-files.js');
        const { openMediaStorage } = await import('../media/open-storage.js');
        const items = await exportMediaFiles(await openMediaStorage(config), dir, config.publicBaseUrl);
        say(`wrote the files of ${count(items)} media items to ${dir}/${MEDIA_FILES}`);
      }
    }));

  program.command('generate <dir>')
    .description('write a generated, consistent catalogue of all fifteen resources to <dir>')
    .requiredOption('--products <n>', 'number of products', positiveInt('--products'))
    .option('--seed <s>', 'seed (same seed, same files)', positiveInt('--seed'), 1)
    .option('--files', 'also draw image files for every photo and frontal into <dir>/media-files (slower), at this server\'s PUBLIC_BASE_URL')
    .option('--media-base-url <url>', 'the address media formats point at (default: PUBLIC_BASE_URL with --files, else https://images.example.com)')
    .action(async (dir: string, options: { products: number; seed: number; files?: boolean; mediaBaseUrl?: string }) => {
      const { generateCatalog } = await import('../generate/index.js');
      const progress = bar('generate', 'products');
      const started = performance.now();
      const mediaBaseUrl = (options.mediaBaseUrl ?? (options.files ? loadConfig().publicBaseUrl : undefined))?.replace(/\/+$/, '');
      await generateCatalog(dir, {
        products: options.products, seed: options.seed, files: options.files, mediaBaseUrl, onProgress: (done, total) => progress.update(done, total),
      });
      progress.stop();
      const secondsTaken = (performance.now() - started) / 1000;
      say(`generated ${count(options.products)} products in ${secondsTaken.toFixed(1)} s (${count(Math.round(options.products / Math.max(secondsTaken, 0.001)))} products/s) into ${dir}`);
    });

  const sandbox = program.command('sandbox').description('a sandbox\'s seed catalogue and resets (CATALOG_ENVIRONMENT=sandbox only)');
  sandbox.command('seed')
    .description('record the catalogue the store holds now as the one resets put back')
    .action(async () => withSandboxStore(async (store) => {
      const counts = await store.write((w) => recordSeed(w, store.dialect));
      say(`recorded the seed catalogue: ${JSON.stringify(counts)}`);
    }));
  sandbox.command('reset')
    .description('put the data back to the seed catalogue now (keys, and the users holding them, are kept)')
    .action(async () => withSandboxStore(async (store) => {
      const outcome = await resetOnce(store);
      if (!outcome.reset) {
        say('there is no seed catalogue to reset to: load one, then run `catalog sandbox seed`');
        process.exitCode = 1;
        return;
      }
      say(`reset to the seed catalogue: ${JSON.stringify(outcome.summary.records)}; users kept for their keys: ${outcome.summary.kept}`);
    }));

  const keys = program.command('keys').description('manage API keys');
  keys.command('create')
    .description('issue an API key for a user; prints {"key", "secret"} last (the secret is shown only now)')
    .requiredOption('--user <id>', 'user id', positiveInt('--user'))
    .option('--name <name>', 'a name for the key')
    .option('--environment <e>', 'production or sandbox', 'production')
    .action(async (options: { user: number; name?: string; environment: string }) => withStore(async (store) => {
      const issued = await createKey(store, users, { userId: options.user, name: options.name, environment: options.environment });
      const [user] = await storedUsers(store, 'id', [options.user]);
      if (user) say(`a ${issued.environment} key for user ${user.id} (${printable(user.name)}, organization ${user.organization}), subscription ${subscriptionText(user)}${user.isEnabled ? '' : '; the user is disabled: the key does not authenticate until the user is enabled'}`);
      process.stdout.write(`${JSON.stringify({ key: issued.key, secret: issued.secret, subscription: user && { type: user.subscription.type, name: subscriptionTypeName(user.subscription.type) ?? null } })}\n`);
    }));
  keys.command('revoke <id>')
    .description('disable an API key at once, in every server process')
    .action(async (id: string) => withStore(async (store) => {
      if (!(await revokeKey(store, id))) {
        say(`there is no key ${id}`);
        process.exitCode = 1;
        return;
      }
      say(`revoked ${id}`);
    }));

  registerUserCommands(program, withStore);

  program.command('changes')
    .description('the change log, oldest first, one JSON line per change: who (key, user) changed what (resource, record, members) and when')
    .option('--since <time>', 'from this time on: unix seconds or ISO 8601 (2026-11-24, 2026-11-24T13:00Z)', sinceOption)
    .option('--resource <path>', 'only this resource\'s changes (products, brands, api-keys, ...)')
    .option('--limit <n>', 'at most this many lines', positiveInt('--limit'), 1000)
    .action(async (options: { since?: number; resource?: string; limit: number }) => withStore(async (store) => {
      const shown = await printChanges(store, options, (line) => process.stdout.write(line));
      const pending = await pendingPropagations(store);
      say(`${shown} change${shown === 1 ? '' : 's'}${shown === options.limit ? ' (the limit: ask for more with --limit or a later --since)' : ''}; `
        + `${pending} propagation${pending === 1 ? '' : 's'} into embedding products still under way`);
    }));

  program.command('propagate')
    .description('carry out, now, the propagations of changed records into the products that embed them (servers do it in the background)')
    .action(async () => withStore(async (store) => {
      const started = performance.now();
      let products = 0;
      const worker = new PropagationWorker(store, { onProducts: (n) => { products += n; } });
      const finished = await worker.drain();
      say(`${finished} propagation${finished === 1 ? '' : 's'} done, ${products} products rewritten in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }));

  registerMediaCommands(program);

  await program.parseAsync(argv);
}
