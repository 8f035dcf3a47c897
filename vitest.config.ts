import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * One suite, two stores (issue 4): the HTTP, CLI and store tests run once on SQLite and once on
 * PostgreSQL; the pure tests (parse, plan, compile, generator, docs) once, as `unit`. The PostgreSQL run
 * needs a server: TEST_POSTGRES_URL, which `scripts/with-postgres.sh npm test` and `.ci/run`
 * provide with a throwaway cluster. Without it, that run is left out, and says so.
 */
const storeTests = ['test/http/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/store/**/*.test.ts', 'test/client/**/*.test.ts'];
/** Several machines on one PostgreSQL store and one bucket (test/cluster/): a PostgreSQL deployment only. */
const clusterTests = ['test/cluster/**/*.test.ts'];
const shared = { testTimeout: 60_000, hookTimeout: 300_000, pool: 'forks' as const };

const postgres = process.env.TEST_POSTGRES_URL;
if (!postgres) {
  process.stderr.write('\nPostgreSQL suite SKIPPED: TEST_POSTGRES_URL is not set. '
    + 'Run `scripts/with-postgres.sh npm test` (or .ci/run) for both stores.\n\n');
  if (process.env.CATALOG_TEST_REQUIRE_POSTGRES) throw new Error('CATALOG_TEST_REQUIRE_POSTGRES is set but TEST_POSTGRES_URL is not');
}

// Where the HTTP tests count the exchanges checked against the OpenAPI document (test/support/openapi-replay.ts);
// the run's summary (store-suites-reporter.ts) lists them.
process.env.CATALOG_OPENAPI_REPLAY_DIR ??= mkdtempSync(join(tmpdir(), 'catalog-openapi-replay-'));

export default defineConfig({
  test: {
    // The default summary, then which store suites ran and every skipped test with its reason.
    reporters: ['default', './test/support/store-suites-reporter.ts'],
    projects: [
      { test: { ...shared, name: 'unit', include: ['test/**/*.test.ts'], exclude: [...storeTests, ...clusterTests] } },
      { test: { ...shared, name: 'sqlite', include: storeTests, env: { CATALOG_TEST_STORE: 'sqlite' } } },
      ...(postgres ? [{ test: { ...shared, name: 'postgres', include: storeTests, env: { CATALOG_TEST_STORE: 'postgres' } } }] : []),
      ...(postgres ? [{ test: { ...shared, name: 'cluster', include: clusterTests, env: { CATALOG_TEST_STORE: 'postgres' } } }] : []),
    ],
  },
});
