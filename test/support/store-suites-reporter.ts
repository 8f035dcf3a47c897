/**
 * The last lines of `npm test`: which store suites ran and which did not, and why, and every test
 * left out with its reason (a skipped test's name says why), so nobody reads "1 skipped" and has to
 * guess. vitest.config.ts runs it after the default reporter.
 */
import { type Reporter, type TestModule } from 'vitest/node';

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
    lines.push(skipped.length === 0 ? 'Skipped tests: none' : `Skipped tests (${skipped.length}), with their reasons:`, ...skipped, '');
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
