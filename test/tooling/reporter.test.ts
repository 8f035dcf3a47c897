/**
 * The end of `npm test` (test/support/store-suites-reporter.ts): each store suite that ran with its
 * count, the PostgreSQL suite named as not run when it was not, and every skipped test with the
 * reason its name gives.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StoreSuitesReporter from '../support/store-suites-reporter.js';

/** What the reporter reads of a test module, for a project and its tests' states. */
function module(project: string, file: string, tests: Array<[string, 'passed' | 'failed' | 'skipped']>) {
  return {
    project: { name: project },
    relativeModuleId: file,
    children: { allTests: () => tests.map(([fullName, state]) => ({ fullName, result: () => ({ state }) })) },
  } as never;
}

// The run's own exchange counts (vitest.config.ts) are not this test's to read or remove.
beforeEach(() => vi.stubEnv('CATALOG_OPENAPI_REPLAY_DIR', ''));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function report(modules: unknown[]): string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  new StoreSuitesReporter().onTestRunEnd(modules as never);
  vi.restoreAllMocks();
  return out;
}

describe('the suites summary', () => {
  it('names the PostgreSQL suite as not run, and each skipped test with its reason', () => {
    vi.stubEnv('TEST_POSTGRES_URL', '');
    const out = report([
      module('unit', 'test/a.test.ts', [['a', 'passed'], ['b', 'passed']]),
      module('sqlite', 'test/store/replica.test.ts', [['reads from a replica (skipped: PostgreSQL only)', 'skipped']]),
      module('sqlite', 'test/http/x.test.ts', [['c', 'passed'], ['d', 'failed']]),
    ]);
    const lines = out.trim().split('\n');
    expect(lines).toContain('  unit: ran 2 tests');
    expect(lines).toContain('  sqlite: ran 2 tests');
    expect(lines.some((l) => l.startsWith('  postgres: NOT RUN, TEST_POSTGRES_URL is not set'))).toBe(true);
    expect(lines).toContain('Skipped tests (1), with their reasons:');
    expect(lines.at(-1)).toBe('  sqlite: test/store/replica.test.ts › reads from a replica (skipped: PostgreSQL only)');
  });

  it('with both stores: the PostgreSQL suite among those that ran, nothing skipped', () => {
    vi.stubEnv('TEST_POSTGRES_URL', 'postgres://localhost/x');
    const out = report([module('postgres', 'test/http/x.test.ts', [['c', 'passed']]), module('sqlite', 'test/http/x.test.ts', [['c', 'passed']])]);
    expect(out).toContain('  postgres: ran 1 test\n');
    expect(out).not.toContain('NOT RUN');
    expect(out).toContain('Skipped tests: none');
  });

  it('counts the exchanges the HTTP tests checked against the OpenAPI document, and names the operations none reached', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
    writeFileSync(join(dir, '1.ndjson'), [
      { operation: 'POST /v4/products/query', status: 200, requestChecked: true },
      { operation: 'POST /v4/products/query', status: 422, requestChecked: false },
      { unmatched: 'GET 404' },
    ].map((e) => `${JSON.stringify(e)}\n`).join(''));
    vi.stubEnv('CATALOG_OPENAPI_REPLAY_DIR', dir);
    const out = report([module('sqlite', 'test/http/x.test.ts', [['c', 'passed']])]);
    expect(out).toMatch(/OpenAPI replay: 2 answers checked against the document \(1 accepted requests checked too\), 1 of \d+ operations, 2 operation\/status pairs; 1 exchanges/);
    expect(out).toContain('POST /v4/products/stream');
  });
});
