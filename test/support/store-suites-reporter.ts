/**
 * The last lines of `npm test`: which store suites ran and which did not, and why, and every test
 * left out with its reason (a skipped test's name says why), so nobody reads "1 skipped" and has to
 * guess. vitest.config.ts runs it after the default reporter.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Reporter, type TestModule } from 'vitest/node';
import { openApiDocument } from '../../src/docs/openapi/document.js';

/** What the HTTP tests' exchanges checked against the OpenAPI document (test/support/openapi-replay.ts). */
function replaySummary(): string[] {
  const dir = process.env.CATALOG_OPENAPI_REPLAY_DIR;
  if (!dir || !existsSync(dir)) return [];
  const seen = new Map<string, Set<number>>();
  let exchanges = 0;
  let requests = 0;
  let unmatched = 0;
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      const entry = JSON.parse(line) as { operation?: string; status?: number; requestChecked?: boolean; unmatched?: string };
      if (!entry.operation) {
        unmatched++;
        continue;
      }
      exchanges++;
      if (entry.requestChecked) requests++;
      seen.set(entry.operation, (seen.get(entry.operation) ?? new Set()).add(entry.status!));
    }
  }
  rmSync(dir, { recursive: true, force: true });
  if (exchanges === 0) return [];
  const documented = Object.entries(openApiDocument().paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
  const missing = documented.filter((op) => !seen.has(op));
  return [
    `OpenAPI replay: ${exchanges} answers checked against the document (${requests} accepted requests checked too), `
      + `${seen.size} of ${documented.length} operations, ${[...seen.values()].reduce((n, s) => n + s.size, 0)} operation/status pairs; `
      + `${unmatched} exchanges on paths it does not document (404s, 405s)`,
    ...(missing.length ? [`  operations no HTTP test exchanged with: ${missing.join(', ')}`] : []),
  ];
}

export default class StoreSuitesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const ran = new Map<string, number>();
    const skipped: string[] = [];
    for (const module of modules) {
      const project = module.project.name;
      const file = module.relativeModuleId;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'skipped') skipped.push(`  ${project}: ${file} › ${test.fullName}`);
        else ran.set(project, (ran.get(project) ?? 0) + 1);
      }
    }
    const lines = ['', 'Suites:'];
    for (const [project, count] of ran) lines.push(`  ${project}: ran ${count} test${count === 1 ? '' : 's'}`);
    if (!process.env.TEST_POSTGRES_URL) {
      lines.push('  postgres: NOT RUN, TEST_POSTGRES_URL is not set (`scripts/with-postgres.sh npm test` runs both stores)');
    }
    lines.push(...replaySummary());
    lines.push(skipped.length === 0 ? 'Skipped tests: none' : `Skipped tests (${skipped.length}), with their reasons:`, ...skipped, '');
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
